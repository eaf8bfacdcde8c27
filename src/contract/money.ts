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
