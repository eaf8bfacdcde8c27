/**
 * Names of the codes a member card carries (languages, countries), from the
 * directory options the page loaded in the viewer's language. The server names
 * them, so the browser shows exactly what the server rendered.
 */
import type { DirectoryOptions } from '../../contract/directory.ts';
import type { LanguageLabel } from './language-pair-chip.tsx';

export interface DirectoryNames {
  language(iso3: string): LanguageLabel;
  country(code: string): string;
}

export function directoryNames(options: DirectoryOptions): DirectoryNames {
  const languages = new Map(options.languages.map((l) => [l.iso3, l]));
  const countries = new Map(options.countries.map((c) => [c.code, c.name]));
  return {
    language: (iso3) => languages.get(iso3) ?? { short: iso3.toUpperCase(), name: iso3 },
    country: (code) => countries.get(code) ?? code,
  };
}

/** The loader path of the options in a locale. */
export const directoryOptionsPath = (locale: string) => `/next/api/directory/options?locale=${locale}`;
