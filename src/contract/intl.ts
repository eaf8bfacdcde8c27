/**
 * Shared Intl formatters. Building one costs far more than using it (tens of
 * microseconds against well under one), and a page formats hundreds of
 * numbers and dates, so each locale-and-options pair is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(bcp47: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(bcp47: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
