import type { helpCenter as en } from '../eng/help-center.ts';
import type { DictSection } from '../types.ts';

export const helpCenter: DictSection<typeof en> = {
  title: 'Centre d’aide',
  description:
    'Réponses aux questions fréquentes sur les comptes, les profils, l’annuaire, les paiements et la confidentialité sur Wordhive.',
  lead: 'Les réponses aux questions que les membres posent le plus souvent, classées par thème.',
  contents: 'Thèmes',
  stillStuck: 'Vous n’avez pas trouvé votre réponse ?',
  apiTopic: 'Utiliser l’API',
  accounts: {
    title: 'Comptes',
    q1: 'Comment créer un compte ?',
    a1: 'Choisissez « S’inscrire » en haut de n’importe quelle page. Saisissez votre nom, votre adresse e-mail et un mot de passe d’au moins 10 caractères, puis indiquez ce qui vous décrit le mieux : client, traducteur, interprète ou sous-titreur indépendant, ou société de services linguistiques. Nous vous envoyons un lien par e-mail : ouvrez-le dans les 24 heures pour activer votre compte.',
    q2: 'Je n’arrive pas à me connecter. Que faire ?',
    a2: 'Vérifiez que vous utilisez l’adresse e-mail de votre compte ; les mots de passe tiennent compte des majuscules. Vous venez de vous inscrire ? Ouvrez d’abord le lien que nous vous avons envoyé. Mot de passe oublié ? Choisissez « Mot de passe oublié ? » sur la page de connexion et nous vous envoyons un lien pour en choisir un nouveau. Après plusieurs mots de passe erronés depuis un appareil, cet appareil attend un peu plus longtemps avant chaque nouvel essai ; vos autres appareils ne sont pas concernés.',
    q3: 'Comment changer la langue du site ?',
    a3: 'Choisissez une langue dans le sélecteur en bas de chaque page ou dans le menu de votre profil. Si vous êtes connecté, votre choix est enregistré avec votre compte et vous suit sur tous vos appareils.',
  },
  profiles: {
    title: 'Profils',
    q1: 'Que doit montrer mon profil ?',
    a1: 'Les clients décident dans cet ordre : qui vous êtes, ce que vous proposez (combinaisons linguistiques, prestations, domaines de spécialité et tarifs), vos preuves (diplômes, portfolio, avis et historique de projets) et comment vous joindre. Remplissez chaque partie : un profil complet est plus facile à trouver et à choisir.',
    q2: 'Comment les combinaisons linguistiques sont-elles affichées ?',
    a2: 'Toujours avec leur sens, par exemple DE → EN. Ajoutez séparément chaque sens dans lequel vous travaillez : traduire de l’allemand vers l’anglais est une autre prestation que traduire de l’anglais vers l’allemand.',
    q3: 'Qui peut voir mon profil ?',
    a3: 'Votre profil est public, pour que les clients vous trouvent avant même de se connecter. Vos coordonnées ne s’affichent que dans la mesure permise par vos paramètres de confidentialité.',
  },
  directory: {
    title: 'Annuaire',
    q1: 'Comment trouver un traducteur ou un interprète ?',
    a1: 'Ouvrez l’annuaire et choisissez traducteurs, interprètes, sous-titreurs ou sociétés de services linguistiques, puis affinez la liste par combinaison linguistique, prestation et domaine de spécialité. Les résultats s’affichent par vingt.',
    q2: 'Quelle différence entre l’annuaire et l’annuaire des entreprises ?',
    a2: 'L’annuaire présente les professionnels indépendants. L’annuaire des entreprises présente les sociétés de services linguistiques : agences et autres entreprises qui proposent des services linguistiques.',
    q3: 'Comment les clients me trouvent-ils ?',
    a3: 'Les clients cherchent par combinaison linguistique, prestation et domaine de spécialité : indiquez chaque combinaison et chaque domaine dans lesquels vous travaillez réellement, et tenez vos tarifs et diplômes à jour.',
  },
  payments: {
    title: 'Paiements',
    q1: 'Qu’est-ce que Wordhive Pay ?',
    a1: 'Avec Wordhive Pay, un client paie un professionnel, ou un professionnel paie un confrère, via Wordhive. Votre espace paiements affiche les éléments en attente, les frais, les paiements reçus, envoyés et retirés, ainsi qu’une vue d’ensemble.',
    q2: 'Y a-t-il des frais ?',
    a2: 'Tous les frais sont affichés avant que vous confirmiez un paiement, puis listés dans votre espace paiements : vous savez toujours ce que vous avez payé et pourquoi.',
    q3: 'Comment envoyer une facture ?',
    a3: 'La facturation se trouve encore sur le site classique : choisissez « Facturation » dans le pied de page pour y créer et envoyer vos factures.',
  },
  privacy: {
    title: 'Confidentialité',
    q1: 'Qui peut voir mon adresse e-mail et mon numéro de téléphone ?',
    a1: 'Vous décidez, pour chaque coordonnée : tout le monde, personne ou seulement les clients (des clients vérifiés par Wordhive). Modifiez-le dans les paramètres de confidentialité de votre profil ; la page de votre compte montre qui a vu les coordonnées que vous ne montrez pas à tous.',
    q2: 'Wordhive utilise-t-il des cookies de suivi ?',
    a2: 'Nos propres cookies vous gardent connecté et retiennent votre langue et votre thème. Les outils d’analyse et de marketing restent désactivés tant que vous ne les acceptez pas.',
    q3: 'Comment supprimer mon compte ?',
    a3: 'Écrivez au service membres depuis la page « Obtenir de l’aide », avec le compte que vous souhaitez supprimer. Nous confirmons la demande avec vous, puis supprimons votre compte et votre profil.',
  },
};
