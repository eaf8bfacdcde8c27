/**
 * The language list (spec §3 "Language": iso3, name): every ISO 639-3 code from
 * the iso-639-3 package, named in the seven interface languages. The names come
 * from ICU, collected once by scripts/generate-language-names.ts (asking ICU at
 * start-up takes seconds); where ICU has no name the English ISO name is used.
 */
import { iso6393 } from 'iso-639-3';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../contract/locales.ts';
import icuNames from './language-names.json' with { type: 'json' };

export interface LanguageEntry {
  iso3: string;
  iso1: string | null;
  iso2b: string | null;
  scope: string;
  type: string;
  /** English reference name. */
  name: string;
  names: Record<Locale, string>;
  common: boolean;
}

/** The languages most work on the site is in; pickers list them first. */
const COMMON = new Set(
  (
    'eng deu fra spa ita por rus zho jpn kor ara heb nld pol tur swe nor dan fin ell ces hun ron bul hrv srp slk slv ' +
    'ukr hin ben urd fas vie tha ind msa cat eus glg lit lav est kat hye aze kaz uzb tgl fil swa amh afr sqi isl gle cym'
  ).split(' '),
);

let entries: LanguageEntry[] | undefined;
let byCode: Map<string, LanguageEntry> | undefined;
export interface LanguageListItem {
  iso3: string;
  name: string;
  common: boolean;
}
const sortedByLocale = new Map<Locale, readonly LanguageListItem[]>();

function build(): LanguageEntry[] {
  const translated = icuNames as Record<string, Partial<Record<Locale, string>>>;
  return iso6393.map((l) => {
    const known = translated[l.iso6393] ?? {};
    const names = Object.fromEntries(LOCALES.map((locale) => [locale, known[locale] ?? known.eng ?? l.name])) as Record<
      Locale,
      string
    >;
    return {
      iso3: l.iso6393,
      iso1: l.iso6391 ?? null,
      iso2b: l.iso6392B ?? null,
      scope: l.scope,
      type: l.type,
      name: names.eng,
      names,
      common: COMMON.has(l.iso6393),
    };
  });
}

export function allLanguages(): readonly LanguageEntry[] {
  entries ??= build();
  return entries;
}

function lookup(): Map<string, LanguageEntry> {
  byCode ??= new Map(allLanguages().map((l) => [l.iso3, l]));
  return byCode;
}

export function isLanguageCode(code: string): boolean {
  return lookup().has(code);
}

/** The name of a language in an interface language; an unknown code is shown as it is. */
export function languageName(iso3: string, locale: Locale): string {
  return lookup().get(iso3)?.names[locale] ?? iso3;
}

/** Every language as {iso3, name} in the viewer's language: common ones first, then the rest, each alphabetical. */
export function languageList(locale: Locale): readonly LanguageListItem[] {
  let list = sortedByLocale.get(locale);
  if (!list) {
    const collator = new Intl.Collator(LOCALE_INFO[locale].bcp47);
    list = allLanguages()
      .map((l) => ({ iso3: l.iso3, name: l.names[locale], common: l.common }))
      .sort((a, b) => Number(b.common) - Number(a.common) || collator.compare(a.name, b.name));
    sortedByLocale.set(locale, list);
  }
  return list;
}
