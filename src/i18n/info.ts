/**
 * The information pages' prose, per interface language: about, the overhaul, help, the API help,
 * support and accessibility. Only those pages read it, so it is not part of the dictionary every page
 * loads (index.ts); each of them loads its language's with its data, as a chunk of its own in the browser.
 */
import type { Locale } from '../contract/locales.ts';
import type { InfoTexts } from './eng/info-texts.ts';

export type { InfoTexts } from './eng/info-texts.ts';

const loaders: Record<Locale, () => Promise<{ infoTexts: InfoTexts }>> = {
  deu: () => import('./deu/info-texts.ts'),
  eng: () => import('./eng/info-texts.ts'),
  esl: () => import('./esl/info-texts.ts'),
  fra: () => import('./fra/info-texts.ts'),
  heb: () => import('./heb/info-texts.ts'),
  ita: () => import('./ita/info-texts.ts'),
  por: () => import('./por/info-texts.ts'),
};

export async function loadInfoTexts(locale: Locale): Promise<InfoTexts> {
  return (await loaders[locale]()).infoTexts;
}
