import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/all.ts';
import { isCountryCode } from './countries.ts';
import { LOCALES } from './locales.ts';
import { EU_COUNTRIES, euVatPrefix, NAMED_TAX_IDS, taxIdLabel, taxIdLabelText } from './tax-ids.ts';

describe('tax-ID labels by country', () => {
  it('calls a Brazilian number CPF/CNPJ in every language, and no other country’s', () => {
    for (const locale of LOCALES) {
      const words = dictionaries[locale].pay.settings.taxIds;
      expect(taxIdLabelText('BR', words)).toBe('CPF/CNPJ');
      expect(taxIdLabelText('PT', words)).toBe(words.euVat);
      expect(taxIdLabelText('PT', words)).not.toBe('CPF/CNPJ');
    }
    const others = Object.keys(NAMED_TAX_IDS).filter((c) => c !== 'BR');
    expect(others.map((c) => taxIdLabel(c))).not.toContainEqual({ kind: 'named', name: 'CPF/CNPJ' });
  });

  it('gives every EU member state the EU VAT number, whose prefix is its code (EL for Greece)', () => {
    expect(EU_COUNTRIES.size).toBe(27);
    for (const country of EU_COUNTRIES) expect(taxIdLabel(country), country).toEqual({ kind: 'euVat' });
    expect(euVatPrefix('GR')).toBe('EL');
    expect(euVatPrefix('DE')).toBe('DE');
  });

  it('says VAT number in the UK, a name of its own where there is one, and Tax ID where none is known', () => {
    expect(taxIdLabel('GB')).toEqual({ kind: 'vat' });
    expect(taxIdLabel('US')).toEqual({ kind: 'named', name: 'EIN' });
    expect(taxIdLabel('AU')).toEqual({ kind: 'named', name: 'ABN' });
    expect(taxIdLabel('JP')).toEqual({ kind: 'taxId' });
    expect(taxIdLabel('')).toEqual({ kind: 'taxId' });
    expect(taxIdLabelText('', dictionaries.deu.pay.settings.taxIds)).toBe('Steuernummer');
    expect(taxIdLabelText('DE', dictionaries.deu.pay.settings.taxIds)).toBe('USt-IdNr.');
  });

  it('names only countries that exist', () => {
    for (const country of [...EU_COUNTRIES, ...Object.keys(NAMED_TAX_IDS)])
      expect(isCountryCode(country), country).toBe(true);
  });
});
