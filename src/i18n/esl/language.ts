import type { language as en } from '../eng/language.ts';
import type { DictSection } from '../types.ts';

export const language: DictSection<typeof en> = {
  label: 'Idioma',
  changing: 'Cambiando el idioma…',
  backToSite: 'Volver a Wordhive',
};
