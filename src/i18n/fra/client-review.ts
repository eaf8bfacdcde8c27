import type { clientReview as en } from '../eng/client-review.ts';
import type { DictSection } from '../types.ts';

export const clientReview: DictSection<typeof en> = {
  pageTitle: 'Votre réponse',
  reviewTitle: 'Un avis pour {member}',
  projectTitle: 'Confirmer un projet de {member}',
  reviewIntro:
    'Bonjour {client}. {member} vous demande un court avis sur le travail réalisé pour vous. Aucun compte n’est nécessaire ; votre réponse apparaît sur son profil sous le nom que vous indiquez.',
  projectIntro:
    'Bonjour {client}. {member} présente ce projet sur son profil comme réalisé pour vous. Dites-nous s’il s’est déroulé ainsi.',
  willingAgain: 'Retravailleriez-vous avec {member} ?',
  yes: 'Oui',
  no: 'Non',
  rating: 'Votre note',
  stars: '{n} étoiles',
  starsOne: '1 étoile',
  comment: 'Votre avis',
  name: 'Votre nom',
  company: 'Entreprise (facultatif)',
  confirmQuestion: 'Ce projet s’est-il déroulé ainsi ?',
  confirmYes: 'Oui, c’est exact',
  confirmNo: 'Non, ce n’est pas exact',
  expires: 'Ce lien fonctionne une fois, jusqu’au {date}.',
  submit: 'Envoyer ma réponse',
  sending: 'Envoi…',
  thanks: 'Merci',
  thanksText: 'Votre réponse figure sur le profil de {member}.',
  viewProfile: 'Voir le profil de {member}',
  failed: 'Votre réponse n’a pas pu être envoyée. Réessayez.',
  problems: {
    invalid: {
      title: 'Ce lien n’est pas valable',
      text: 'Vérifiez que vous avez ouvert l’adresse complète de l’e-mail.',
    },
    used: {
      title: 'Ce lien a déjà servi',
      text: 'Merci : la réponse figure sur le profil.',
    },
    expired: {
      title: 'Ce lien a expiré',
      text: 'Demandez au membre de vous en envoyer un nouveau.',
    },
    projectGone: {
      title: 'Ce projet ne figure plus au profil',
      text: 'Le membre l’a retiré de son historique : il n’y a rien à confirmer.',
    },
    memberGone: {
      title: 'Ce membre n’est plus sur Wordhive',
      text: 'Il n’y a plus de profil à évaluer.',
    },
    own: {
      title: 'C’est votre propre demande',
      text: 'Vous avez demandé cet avis : seul le client à qui vous l’avez envoyé peut y répondre, depuis une adresse qui n’est pas la vôtre.',
    },
  },
};
