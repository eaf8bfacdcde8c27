/** The visitor's dictionary for components: `const t = useT(); t.header.mainMenu`. */
import { createContext, Fragment, type ReactNode, useContext } from 'react';
import { dateTimeFormat, numberFormat } from '../contract/intl.ts';
import { LOCALE_INFO, type Locale } from '../contract/locales.ts';
import type { Dictionary } from '../i18n/index.ts';

interface I18n {
  locale: Locale;
  dict: Dictionary;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, dict, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, dict }}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() outside <I18nProvider>');
  return value;
}

export const useT = (): Dictionary => useI18n().dict;

/**
 * `fmt` whose values may be elements: a member's or a writer's words inside one of our sentences keep
 * their own `lang` ("Lesson 2: <span lang="pt">Preços</span>"). Unknown placeholders stay visible.
 */
export function fmtNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 === 0 ? part : <Fragment key={`${part}-${i}`}>{part in values ? values[part] : `{${part}}`}</Fragment>,
    );
}
export const useLocale = (): Locale => useI18n().locale;

/**
 * Dates as 'Mon D, YYYY' in the viewer's language (spec §9). In UTC, so the
 * server's render and the browser's hydration agree whatever the time zones.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  return dateTimeFormat(LOCALE_INFO[locale].bcp47, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));
}

/** A calendar date ('YYYY-MM-DD') written out with its weekday: 'Thursday, December 3, 2026' in the viewer's language. */
export function formatLongDate(value: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_INFO[locale].bcp47, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`));
}

/** A month of a calendar date ('YYYY-MM-DD' or 'YYYY-MM'): 'Sep 2025', for what is known to the month (projects). */
export function formatMonth(value: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_INFO[locale].bcp47, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 7)}-15T12:00:00Z`),
  );
}

export function formatNumber(value: number, locale: Locale): string {
  // Every interface language writes a whole number below 1,000 in plain digits: no formatter is
  // built for one. The owner's tools, rendered only in the browser, show such counts, and a
  // page's first formatter costs a phone's main thread about 60 ms (decision 042).
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(LOCALE_INFO[locale].bcp47).format(value);
}
