import type { search as en } from '../eng/search.ts';
import type { DictSection } from '../types.ts';

export const search: DictSection<typeof en> = {
  title: 'Que recherchez-vous ?',
  note: 'Fièrement propulsé par l’IA.',
  submit: 'Rechercher',
  searching: 'Recherche en cours…',
  open: 'Rechercher',
  shortcut: 'Rechercher (touche {key})',
  close: 'Fermer',
  errors: {
    empty: 'Veuillez saisir un terme de recherche.',
    tooShort: 'Veuillez saisir au moins 3 caractères.',
    tooLong: 'Veuillez saisir 50 caractères au maximum.',
  },
};
