import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'L’équipe Wordhive',
  fromTo: '{from} → {to}',
  confirmSignup: {
    subject: 'Confirmez votre compte Wordhive',
    body:
      'Bonjour {name},\n\n' +
      'Bienvenue sur Wordhive. Confirmez votre adresse e-mail pour activer votre compte :\n\n' +
      '{link}\n\n' +
      'Le lien fonctionne une fois, pendant 24 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte n’est créé sans cette étape.',
  },
  alreadyRegistered: {
    subject: 'Vous avez déjà un compte Wordhive',
    body:
      'Bonjour {name},\n\n' +
      'Quelqu’un, sans doute vous, a tenté de s’inscrire avec cette adresse, mais elle appartient déjà à un compte Wordhive.\n\n' +
      'Se connecter : {signin}\n' +
      'Mot de passe oublié ? Choisissez-en un nouveau : {reset}\n\n' +
      'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.',
  },
  resetPassword: {
    subject: 'Choisissez un nouveau mot de passe Wordhive',
    body:
      'Bonjour {name},\n\n' +
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :\n\n' +
      '{link}\n\n' +
      'Le lien fonctionne une fois, pendant une heure. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  resetPasswordByStaff: {
    subject: 'L’équipe Wordhive vous a envoyé un lien pour choisir un nouveau mot de passe',
    body:
      'Bonjour {name},\n\n' +
      'L’équipe Wordhive vous a envoyé ce lien pour choisir un nouveau mot de passe pour votre compte :\n\n' +
      '{link}\n\n' +
      'Le lien fonctionne une fois, pendant une heure. Si vous ne l’avez pas demandé au support Wordhive, ignorez cet e-mail : votre mot de passe reste inchangé. Personne chez Wordhive ne vous demandera jamais ce lien ni votre mot de passe.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe Wordhive a été modifié',
    body: 'Bonjour {name},\n\nLe mot de passe de votre compte Wordhive vient d’être modifié, et tous les autres appareils ont été déconnectés.\n\nSi ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe : {reset}',
  },
  changeEmail: {
    subject: 'Confirmez votre nouvelle adresse Wordhive',
    body: 'Bonjour {name},\n\nPour utiliser cette adresse pour votre compte Wordhive, ouvrez ce lien :\n\n{link}\n\nLe lien fonctionne une fois, pendant 24 heures. Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.',
  },
  emailChanged: {
    subject: 'Votre adresse Wordhive a été modifiée',
    body: 'Bonjour {name},\n\nVotre compte Wordhive utilise désormais l’adresse {email} ; cette adresse-ci ne permet plus de se connecter.\n\nSi ce n’était pas vous, choisissez immédiatement un nouveau mot de passe et écrivez au service membres : {reset}',
  },
  accountDeleted: {
    subject: 'Votre compte Wordhive a été supprimé',
    body: 'Bonjour {name},\n\nVotre compte Wordhive et votre profil ont été supprimés, comme vous l’avez demandé. Profil, paires de langues, tarifs, échantillons, conversations et notifications ont disparu ; les évaluations que vous avez laissées à d’autres membres restent sur leur profil, sous le nom avec lequel vous les avez signées.\n\nVous pouvez vous réinscrire avec cette adresse à tout moment.',
  },
  clientRequests: {
    note: 'Son mot :',
    reviewSubject: '{member} vous demande un avis sur Wordhive',
    reviewBody:
      'Bonjour {client},\n\n{member} a travaillé pour vous et vous demande un court avis sur son profil Wordhive : retravailleriez-vous avec cette personne, combien d’étoiles, et quelques mots pour dire pourquoi.{note}\n\nRépondez ici, sans compte :\n\n{link}\n\nLe lien fonctionne une fois, jusqu’au {date}. Votre réponse apparaîtra sur le profil sous le nom que vous indiquerez. Si vous ne connaissez pas {member}, ignorez ce message.',
    projectSubject: '{member} vous demande de confirmer un projet',
    projectBody:
      'Bonjour {client},\n\n{member} présente ce projet sur son profil Wordhive comme réalisé pour vous :\n\n{project}{note}\n\nEst-ce exact ? Répondez ici, sans compte :\n\n{link}\n\nLe lien fonctionne une fois, jusqu’au {date}. Si vous confirmez, le projet affichera votre nom comme confirmation. Si vous ne connaissez pas {member}, ignorez ce message.',
    units: {
      words: 'mots',
      pages: 'pages',
      hours: 'heures',
      minutes: 'minutes',
    },
    reviewAnsweredTitle: '{client} a répondu à votre demande d’avis',
    reviewAnsweredMessage: 'Son avis figure sur votre profil.',
    projectAnsweredTitle: '{client} a répondu au sujet d’un projet',
    projectConfirmed: '« {project} » est désormais confirmé sur votre profil.',
    projectNotConfirmed: '{client} n’a pas confirmé « {project} ».',
    reportDecidedTitle: 'L’équipe a tranché sur un avis signalé',
    reportKept: 'Il reste sur le profil. Motif de l’équipe : {reason}',
    reportRemoved: 'Il a été retiré du profil. Motif de l’équipe : {reason}',
  },
  availability: {
    backTitle: 'Votre profil indique à nouveau que vous acceptez du travail',
    backMessage:
      'Le jour que vous aviez indiqué est arrivé : les clients vous trouvent parmi les membres qui acceptent du travail. Vous pouvez le changer dans la présentation de votre profil.',
  },
  teams: {
    inviteSubject: '{business} vous invite dans son équipe « {team} » sur Wordhive',
    inviteBody:
      'Bonjour,\n\n{business} vous invite à rejoindre son équipe « {team} » sur Wordhive. Les membres de l’équipe figurent sur sa page et apprennent les premiers ses projets.\n\nConnectez-vous avec cette adresse e-mail et acceptez ici :\n\n{link}\n\nLe lien fonctionne une fois, jusqu’au {date}. Si vous ne connaissez pas {business}, ignorez cet e-mail.',
  },
  jobs: {
    alertTitle: 'Nouvelle mission pour l’une de vos recherches enregistrées',
    quoteTitle: '{name} a envoyé un devis pour « {title} »',
    quoteMessage: 'Comparez les devis côte à côte sur la page de la mission.',
    invitedTitle: '{client} vous invite à faire un devis pour « {title} »',
    invitedMessage: 'Lisez la mission et envoyez votre devis sur sa page : proposer un devis est gratuit.',
    invitationDeclinedTitle: '{name} ne fera pas de devis pour « {title} »',
    invitationDeclinedBusy:
      'Pas le temps en ce moment. Vous pouvez inviter quelqu’un d’autre à sa place depuis la page de la mission.',
    invitationDeclinedFit:
      'Ce n’est pas son domaine ou sa paire de langues. Vous pouvez inviter quelqu’un d’autre à sa place depuis la page de la mission.',
    invitationDeclinedTerms:
      'Le budget ou le délai ne lui conviennent pas. Vous pouvez inviter quelqu’un d’autre depuis la page de la mission, ou en revoir les conditions.',
    invitationWithdrawnTitle: '{client} a retiré son invitation à faire un devis pour « {title} »',
    invitationWithdrawnMessage:
      'Vous n’avez pas à y répondre. Si la mission vous reste ouverte, vous pouvez tout de même faire un devis sur sa page.',
    paymentRequestTitle: '{name} demande à être payé·e pour « {title} »',
    paymentRequestMessage:
      'Il reste {amount} à payer sur le devis retenu. Vous pouvez le régler par Wordhive Pay sur la page de la mission.',
    awardedTitle: 'Votre devis pour « {title} » a été retenu',
    awardedMessage: '{client} a choisi votre devis. Convenez des détails par chat.',
    quoteDeclinedTitle: 'Votre devis pour « {title} » a été refusé',
    quoteDeclinedMessage:
      '{client} a refusé votre devis. Tant que la mission est ouverte, vous pouvez en envoyer un nouveau sur sa page.',
    changedTitle: '« {title} » a changé après votre devis',
    changedMessage:
      '{client} a modifié le volume, les langues, le service ou l’échéance de la mission. Confirmez votre devis ou envoyez-en un nouveau sur sa page : d’ici là, il ne peut pas être retenu.',
    declinedTitle: 'Du nouveau sur « {title} »',
    declinedMessage:
      '{client} a choisi un autre devis cette fois. Merci d’avoir proposé le vôtre : vos recherches enregistrées vous signaleront les prochaines missions.',
    cancelledTitle: '« {title} » a été annulée',
    cancelledMessage: 'Le client a annulé cette mission. Votre devis ne vous a rien coûté.',
    completedTitle: '« {title} » est terminée',
    completedMessage:
      '{client} a marqué la mission comme terminée. Évaluez ce client sur le Blue Board et découvrez son évaluation de votre travail.',
    ratedTitle: '{name} vous a évalué pour « {title} »',
    ratedMessage: 'Lisez l’évaluation et répondez-y sur la page de la mission.',
    digestSubject: 'Nouvelles missions pour vos recherches enregistrées sur Wordhive',
    digestBody:
      'Bonjour {name},\n\nCes missions ont été publiées au cours du dernier jour et correspondent à vos recherches enregistrées :\n\n{jobs}\n\nModifiez vos recherches enregistrées ou arrêtez ces e-mails ici : {link}',
    digestDeadline: 'Échéance : {date}',
  },
  assessment: {
    passedTitle: 'Évaluation réussie : {pair}',
    passedMessage:
      'Vous avez obtenu {score} sur 100. Le résultat figure désormais sur votre profil comme qualification vérifiée.',
    failedTitle: 'Résultat de l’évaluation : {pair}',
    failedMessage:
      'Vous avez obtenu {score} sur 100 ; il faut 70 pour réussir. Lisez les remarques de l’évaluateur et réessayez dans 30 jours.',
  },
  quoteRequest: {
    title: 'Demande de devis de {name}',
    message: '{service}, {source} → {targets}. Répondre à {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'Votre avis sur {tool} est publié',
    approvedMessage: 'Les membres le lisent sur la page de l’outil.',
    rejectedTitle: 'Votre avis sur {tool} n’a pas été publié',
    rejectedMessage: 'Motif de l’équipe : {reason}',
    editRejectedMessage: 'La version publiée auparavant reste en ligne. Motif de l’équipe : {reason}',
  },
  testimonials: {
    approvedTitle: 'Votre témoignage est publié',
    approvedMessage: 'Merci : les membres peuvent le lire sur la page des témoignages.',
    approvedWithNote: 'Merci : il est publié. Un mot de l’équipe : {reason}',
    rejectedTitle: 'Votre témoignage n’a pas été publié',
    rejectedMessage: 'La raison : {reason}. Vous pouvez en écrire un nouveau.',
  },
  pay: {
    createdTitle: '{name} va vous payer {amount}',
    createdMessage:
      '« {description} » : le paiement sera provisionné avant son échéance. Vous le trouverez sous En attente, dans Paiements.',
    fundedTitle: '{name} vous a payé {amount}',
    fundedMessage: '« {description} » : l’argent reste en attente jusqu’à sa libération.',
    membershipPaidTitle: '{amount} payés pour votre adhésion Wordhive',
    membershipPaidMessage:
      'Une année d’adhésion de plus est à vous. Votre reçu est sur la page Adhésion et dans Paiements, sous Envoyés.',
    releasedTitle: 'Les {amount} de {name} sont à vous',
    releasedMessage: '« {description} » a été versé sur votre solde Wordhive, frais de service déduits.',
    cancelledTitle: 'Un paiement de {amount} a été annulé',
    cancelledMessage: '{name} a annulé le paiement pour « {description} ».',
    debitedTitle: 'Débit client sur un paiement de {name}',
    debitedMessage: 'De l’argent payé pour « {description} » a été repris. Le motif figure sous Débits clients.',
    disputedTitle: '{name} conteste {amount} d’un paiement',
    disputedMessage:
      '« {description} » : l’argent reste retenu. Donnez votre version sur la page du paiement sous 5 jours ; l’équipe décide ensuite.',
    answeredTitle: '{name} a répondu à votre contestation',
    answeredMessage:
      '« {description} » : l’équipe lit maintenant les deux versions et décide. D’ici là, l’argent reste retenu.',
    refundedTitle: '{name} vous a rendu {amount}',
    refundedMessage:
      '« {description} » : l’argent est revenu là d’où vous l’avez payé ; par carte, avec la part des frais de carte.',
    decidedTitle: 'L’équipe a tranché la contestation d’un paiement avec {name}',
    decidedMessage:
      '« {description} » : {amount} est revenu au payeur, le reste au bénéficiaire. Le motif figure sur la page du paiement.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage:
      '« {description} » : l’équipe a tout libéré pour le bénéficiaire. Le motif figure sur la page du paiement.',
    decidedRefundMessage:
      '« {description} » : {amount} est revenu au payeur, tout ce qui était retenu. Le motif figure sur la page du paiement.',
  },
};
