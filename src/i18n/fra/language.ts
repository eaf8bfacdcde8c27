import type { language as en } from '../eng/language.ts';
import type { DictSection } from '../types.ts';

export const language: DictSection<typeof en> = {
  label: 'Langue',
  changing: 'Changement de langue…',
  backToSite: 'Retour à Wordhive',
};
