import type { errors as en } from '../eng/errors.ts';
import type { DictSection } from '../types.ts';

export const errors: DictSection<typeof en> = {
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  serverErrorTitle: 'Un problème est survenu',
  serverErrorText: 'Une erreur inattendue s’est produite. Veuillez réessayer dans quelques instants.',
  backHome: 'Retour à la page d’accueil',
};
