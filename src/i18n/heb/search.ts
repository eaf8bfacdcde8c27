import type { search as en } from '../eng/search.ts';
import type { DictSection } from '../types.ts';

export const search: DictSection<typeof en> = {
  title: 'מה מחפשים?',
  note: 'בגאווה, בעזרת בינה מלאכותית.',
  submit: 'חיפוש',
  searching: 'מחפשים…',
  open: 'חיפוש',
  shortcut: 'חיפוש (מקש {key})',
  close: 'סגירה',
  errors: {
    empty: 'נא להזין מונח לחיפוש.',
    tooShort: 'נא להזין 3 תווים לפחות.',
    tooLong: 'נא להזין 50 תווים לכל היותר.',
  },
};
