/**
 * Dictionaries per interface language, each in sections (`common`, `auth`,
 * `footer`, `_new_site_nav`, one per feature). The server bundles them all; the
 * browser loads only the visitor's language, as its own cached chunk.
 */
import { isLocale, type Locale } from '../contract/locales.ts';
import type { Dictionary } from './eng/index.ts';
import { fmt } from './types.ts';

export type { Dictionary } from './eng/index.ts';

const loaders: Record<Locale, () => Promise<{ dictionary: Dictionary }>> = {
  deu: () => import('./deu/index.ts'),
  eng: () => import('./eng/index.ts'),
  esl: () => import('./esl/index.ts'),
  fra: () => import('./fra/index.ts'),
  heb: () => import('./heb/index.ts'),
  ita: () => import('./ita/index.ts'),
  por: () => import('./por/index.ts'),
};

export async function loadDictionary(locale: string): Promise<Dictionary> {
  if (!isLocale(locale)) throw new Error(fmt("Dictionary for locale '{x}' not found.", { x: locale }));
  try {
    return (await loaders[locale]()).dictionary;
  } catch (cause) {
    throw new Error(fmt('Failed to load dictionary for locale {x}', { x: locale }), { cause });
  }
}
