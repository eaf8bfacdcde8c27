import type { language as en } from '../eng/language.ts';
import type { DictSection } from '../types.ts';

export const language: DictSection<typeof en> = {
  label: 'Sprache',
  changing: 'Sprache wird geändert…',
  backToSite: 'Zurück zu Wordhive',
};
