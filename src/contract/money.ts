/** Money as members read it: an amount in minor units (cents), in the locale's way, with its currency. */
import { numberFormat } from './intl.ts';
import { LOCALE_INFO, type Locale } from './locales.ts';

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return numberFormat(LOCALE_INFO[locale].bcp47, { style: 'currency', currency }).format(cents / 100);
}

/** A rate, in thousandths of the currency: as many decimals as it has (0.085 EUR shows three). */
export function formatRate(milli: number, currency: string, locale: Locale): string {
  return numberFormat(LOCALE_INFO[locale].bcp47, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(milli / 1000);
}

/** Each interface language's decimal mark; the other of point and comma groups thousands. */
const DECIMAL_MARK: Record<Locale, ',' | '.'> = {
  deu: ',',
  eng: '.',
  esl: ',',
  fra: ',',
  heb: '.',
  ita: ',',
  por: ',',
};

/**
 * An amount as a member types it, in minor units (cents); NaN when it is no amount. Read in the
 * reader's own way: "1,234.56" in English, "1.234,56" in German, "1 234,56" in French (spaces and
 * apostrophes group digits anywhere). A lone mark of the other kind is grouping when three digits
 * follow it ("1.234" on a German page is 1,234) and otherwise the decimal mark the person is used to
 * ("12.50" typed on a German page is 12.50). At most two decimals: "12.345" in English is refused,
 * never rounded. No Intl here: the browser would load a locale's data for it (decision 042).
 */
export function parseAmount(text: string, locale: Locale): number {
  const typed = text.trim().replace(/[\s'’]/g, '');
  if (!/^\d[\d.,]*$/.test(typed)) return Number.NaN;
  const mark = DECIMAL_MARK[locale];
  const group = mark === ',' ? '.' : ',';
  let whole = typed;
  let fraction = '';
  const at = typed.lastIndexOf(mark);
  if (at >= 0) {
    whole = typed.slice(0, at);
    fraction = typed.slice(at + 1);
    if (!/^\d{1,2}$/.test(fraction)) return Number.NaN;
  } else {
    const parts = typed.split(group);
    if (parts.length === 2 && /^\d{1,2}$/.test(parts[1]!)) [whole, fraction] = parts as [string, string];
  }
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
  if (!/^\d+$/.test(whole) && !grouped.test(whole)) return Number.NaN;
  const digits = whole.split(group).join('');
  // More digits than any payment has: refused here rather than read imprecisely.
  if (digits.length > 12) return Number.NaN;
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a form's field shows them for the reader to edit: "285,00" in German, "285.00" in English, no grouping. */
export function amountText(cents: number, locale: Locale): string {
  return `${Math.floor(cents / 100)}${DECIMAL_MARK[locale]}${String(cents % 100).padStart(2, '0')}`;
}
