import type { search as en } from '../eng/search.ts';
import type { DictSection } from '../types.ts';

export const search: DictSection<typeof en> = {
  title: 'Wonach suchen Sie?',
  note: 'Mit Stolz von KI unterstützt.',
  submit: 'Suchen',
  searching: 'Suche läuft …',
  open: 'Suchen',
  shortcut: 'Suchen (Taste {key})',
  close: 'Schließen',
  errors: {
    empty: 'Bitte geben Sie einen Suchbegriff ein.',
    tooShort: 'Bitte geben Sie mindestens 3 Zeichen ein.',
    tooLong: 'Bitte geben Sie höchstens 50 Zeichen ein.',
  },
};
