import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  serverErrorTitle: 'Un problème est survenu',
  serverErrorText: 'Une erreur inattendue s’est produite. Veuillez réessayer dans quelques instants.',
  goneTitle: 'Ce membre n’est plus là',
  goneText: 'Le profil que vous cherchiez a quitté Wordhive. L’annuaire en compte beaucoup d’autres.',
  findOthers: 'Chercher dans l’annuaire',
  backHome: 'Retour à la page d’accueil',
};
