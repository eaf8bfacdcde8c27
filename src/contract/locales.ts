/** Interface languages (spec §9): the site's three-letter codes, their BCP 47 tags and writing direction. */
export const LOCALES = ['deu', 'eng', 'esl', 'fra', 'heb', 'ita', 'por'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'eng';

export const LOCALE_INFO: Record<Locale, { bcp47: string; name: string; iso3: string; dir: 'ltr' | 'rtl' }> = {
  deu: { bcp47: 'de', name: 'Deutsch', iso3: 'deu', dir: 'ltr' },
  eng: { bcp47: 'en', name: 'English', iso3: 'eng', dir: 'ltr' },
  esl: { bcp47: 'es', name: 'Español', iso3: 'spa', dir: 'ltr' },
  fra: { bcp47: 'fr', name: 'Français', iso3: 'fra', dir: 'ltr' },
  heb: { bcp47: 'he', name: 'עברית', iso3: 'heb', dir: 'rtl' },
  ita: { bcp47: 'it', name: 'Italiano', iso3: 'ita', dir: 'ltr' },
  por: { bcp47: 'pt', name: 'Português', iso3: 'por', dir: 'ltr' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A member's saved interface language, or `fallback` when they never chose one (mails and notifications). */
export function languageOf(siteLang: string | null | undefined, fallback: Locale): Locale {
  return siteLang && isLocale(siteLang) ? siteLang : fallback;
}
