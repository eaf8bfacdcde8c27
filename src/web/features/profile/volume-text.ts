import type { Locale } from '../../../contract/locales.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { entry, fmtCount } from '../../../i18n/types.ts';
import { formatNumber } from '../../i18n.tsx';

/**
 * A project's volume in the reader's words: '1 hour', '66,600 words'. A unit the dictionary does not
 * name (a newer one than this page's code) is shown as the API sent it.
 */
export function volumeText(t: Dictionary, volume: number, unit: string, locale: Locale): string {
  const values = { n: formatNumber(volume, locale) };
  const many = entry(t.profile.volumeUnits, unit) ?? `{n} ${unit}`;
  return fmtCount(volume, entry(t.profile.volumeUnitsOne, unit) ?? many, many, values);
}
