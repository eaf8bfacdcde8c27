/**
 * What a party's tax ID is called, by the country of their legal address (docs/decisions/110): an EU
 * member state's VAT identification number, another country's VAT number, a number with a name of
 * its own there (Brazil's CPF/CNPJ, the US EIN, Australia's ABN…), or a plain "Tax ID". The settings
 * form and every invoice read this one table, so a Portuguese translator's NIF is never called
 * "CPF/CNPJ" because the page is in Portuguese.
 */

/** The EU's member states: a business there invoicing one in another state may apply the reverse charge. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export const isEuCountry = (country: string): boolean => EU_COUNTRIES.has(country);

/** The prefix an EU VAT number starts with: the country code, but EL for Greece. */
export const euVatPrefix = (country: string): string => (country === 'GR' ? 'EL' : country);

/**
 * Countries outside the EU whose businesses invoice with a VAT number (Norway's MVA, Israel's
 * osek murshe, the UK's VAT registration number…): the reader's word for "VAT number".
 */
const VAT_COUNTRIES: ReadonlySet<string> = new Set([
  'AL',
  'BA',
  'GB',
  'GE',
  'IL',
  'IS',
  'MD',
  'ME',
  'MK',
  'NO',
  'RS',
  'SA',
  'UA',
  'ZA',
]);

/** Tax numbers known by their own name, the same in every language (acronyms are not translated). */
export const NAMED_TAX_IDS: Readonly<Record<string, string>> = {
  AE: 'TRN',
  AR: 'CUIT',
  AU: 'ABN',
  BR: 'CPF/CNPJ',
  CA: 'GST/HST',
  CH: 'UID',
  CL: 'RUT',
  CO: 'NIT',
  EC: 'RUC',
  IN: 'GSTIN',
  MX: 'RFC',
  NZ: 'GST',
  PE: 'RUC',
  PH: 'TIN',
  SG: 'GST',
  TR: 'VKN',
  US: 'EIN',
  UY: 'RUT',
};

/** What the label is: a word the reader's dictionary says (`pay.settings.taxIds`), or a name of its own. */
export type TaxIdLabel = { kind: 'euVat' | 'vat' | 'taxId' } | { kind: 'named'; name: string };

export function taxIdLabel(country: string): TaxIdLabel {
  if (EU_COUNTRIES.has(country)) return { kind: 'euVat' };
  if (VAT_COUNTRIES.has(country)) return { kind: 'vat' };
  const name = Object.hasOwn(NAMED_TAX_IDS, country) ? NAMED_TAX_IDS[country] : undefined;
  return name ? { kind: 'named', name } : { kind: 'taxId' };
}

/** The label in the reader's words. */
export function taxIdLabelText(country: string, words: { euVat: string; vat: string; taxId: string }): string {
  const label = taxIdLabel(country);
  return label.kind === 'named' ? label.name : words[label.kind];
}
