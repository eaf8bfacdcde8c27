/**
 * The browser's dictionary, in sections (`common`, `auth`, `footer`, `_new_site_nav`, one per
 * feature): the visitor's language only, the shell's sections with every page and each other
 * section with the code that reads it (sections.ts, decision 062). The server holds them all (all.ts).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../contract/locales.ts';
import type { Dictionary } from './eng/index.ts';
import type { SectionName, SHELL_SECTIONS } from './sections.ts';
import { fmt } from './types.ts';

export type { Dictionary } from './eng/index.ts';

type Shell = Pick<Dictionary, (typeof SHELL_SECTIONS)[number]>;

const shells: Record<Locale, () => Promise<{ shell: Shell }>> = {
  deu: () => import('./deu/shell.ts'),
  eng: () => import('./eng/shell.ts'),
  esl: () => import('./esl/shell.ts'),
  fra: () => import('./fra/shell.ts'),
  heb: () => import('./heb/shell.ts'),
  ita: () => import('./ita/shell.ts'),
  por: () => import('./por/shell.ts'),
};

/**
 * The one dictionary object of the page: the shell's sections, then each section as it loads. Every
 * component reads this same object, so a section added after hydration is there for what renders next.
 */
const dictionary = {} as Dictionary;
const loading = new Map<string, Promise<void>>();

/** Loads the shell's sections of `locale`; the page's language, read once before hydrating. */
export async function loadDictionary(locale: string): Promise<Dictionary> {
  if (!isLocale(locale)) throw new Error(fmt("Dictionary for locale '{x}' not found.", { x: locale }));
  try {
    Object.assign(dictionary, (await shells[locale]()).shell);
    return dictionary;
  } catch (cause) {
    throw new Error(fmt('Failed to load dictionary for locale {x}', { x: locale }), { cause });
  }
}

/** A section's chunk in each language (the build writes one for each section a module reads). */
export type SectionLoaders = Record<Locale, () => Promise<Record<string, unknown>>>;

/**
 * Loads sections of the page's language (its `data-locale`) into the dictionary; the build awaits
 * this at the top of every module that reads a section beyond the shell's, so that module runs only
 * once its texts are there (scripts/dictionary-sections-plugin.ts).
 */
export function loadSections(sections: Partial<Record<SectionName, SectionLoaders>>): Promise<void> {
  const attr = document.documentElement.dataset.locale;
  const locale = isLocale(attr) ? attr : DEFAULT_LOCALE;
  return Promise.all(
    Object.entries(sections).map(([name, loaders]) => {
      let pending = loading.get(name);
      if (!pending) {
        pending = loaders[locale]().then((module) => {
          Object.assign(dictionary, { [name]: module[name] });
        });
        // A failed load (a broken connection) is tried again by the next module that needs it.
        pending.catch(() => loading.delete(name));
        loading.set(name, pending);
      }
      return pending;
    }),
  ).then(() => {});
}
