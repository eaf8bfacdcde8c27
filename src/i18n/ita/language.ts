import type { language as en } from '../eng/language.ts';
import type { DictSection } from '../types.ts';

export const language: DictSection<typeof en> = {
  label: 'Lingua',
  changing: 'Cambio della lingua in corso…',
  backToSite: 'Torna a Wordhive',
};
