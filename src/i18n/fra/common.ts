import type { common as en } from '../eng/common.ts';
import type { DictSection } from '../types.ts';

export const common: DictSection<typeof en> = {
  siteName: 'Wordhive',
  fromTo: '{from} → {to}',
  writtenIn: 'Rédigé en',
  tagline: 'Le rendez-vous des professionnels des langues',
  skipToContent: 'Aller au contenu',
  signIn: 'Se connecter',
  signUp: 'S’inscrire',
  signOut: 'Se déconnecter',
  home: 'Accueil',
  about: 'À propos',
  help: 'Aide',
  loading: 'Chargement…',
  unexpectedError: 'Une erreur inattendue s’est produite',
  deletedMember: 'Membre supprimé',
  themeToggle: 'Changer de thème',
  chooseFile: 'Choisir un fichier',
  noFileChosen: 'Aucun fichier choisi',
};
