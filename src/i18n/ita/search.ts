import type { search as en } from '../eng/search.ts';
import type { DictSection } from '../types.ts';

export const search: DictSection<typeof en> = {
  title: 'Che cosa sta cercando?',
  note: 'Orgogliosamente realizzato con l’IA.',
  submit: 'Cerca',
  searching: 'Ricerca in corso…',
  open: 'Cerca',
  shortcut: 'Cerca (tasto {key})',
  close: 'Chiudi',
  errors: {
    empty: 'Inserisca un termine di ricerca.',
    tooShort: 'Inserisca almeno 3 caratteri.',
    tooLong: 'Inserisca al massimo 50 caratteri.',
  },
};
