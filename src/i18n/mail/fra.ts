import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'L’équipe Wordhive',
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
};
