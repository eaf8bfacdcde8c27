import type { language as en } from '../eng/language.ts';
import type { DictSection } from '../types.ts';

export const language: DictSection<typeof en> = {
  label: 'שפה',
  changing: 'מחליפים את השפה…',
  backToSite: 'חזרה ל-Wordhive',
};
