import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentNumber, type TaxParty, taxOf, vatIn } from './invoicing.ts';

const issuer = (over: Partial<TaxParty> = {}): TaxParty => ({
  country: 'DE',
  taxId: 'DE123456789',
  vatRegistered: true,
  vatRateBp: 1900,
  reverseCharge: true,
  ...over,
});

describe('VAT on a document', () => {
  it('is none for an issuer not registered, whoever the customer', () => {
    expect(taxOf(issuer({ vatRegistered: false }), { country: 'FR', taxId: 'FR1' })).toEqual({ mode: 'none' });
  });

  it('is the reverse charge for a business in another EU state, VAT for a private customer or one at home', () => {
    expect(taxOf(issuer(), { country: 'FR', taxId: 'FR40303265045' })).toEqual({ mode: 'reverse_charge' });
    expect(taxOf(issuer(), { country: 'FR', taxId: ' ' })).toEqual({ mode: 'vat', rateBp: 1900 });
    expect(taxOf(issuer(), { country: 'DE', taxId: 'DE987654321' })).toEqual({ mode: 'vat', rateBp: 1900 });
    expect(taxOf(issuer(), { country: '', taxId: 'X1' })).toEqual({ mode: 'vat', rateBp: 1900 });
  });

  it('is outside the EU’s scope for a business beyond the EU, and VAT when the issuer does not leave it to them', () => {
    expect(taxOf(issuer(), { country: 'GB', taxId: 'GB123456789' })).toEqual({ mode: 'outside_eu' });
    expect(taxOf(issuer({ reverseCharge: false }), { country: 'FR', taxId: 'FR1' })).toEqual({
      mode: 'vat',
      rateBp: 1900,
    });
    // An issuer outside the EU applies its own VAT: the EU's rules are not its own.
    expect(taxOf(issuer({ country: 'GB' }), { country: 'FR', taxId: 'FR1' })).toEqual({ mode: 'vat', rateBp: 1900 });
  });

  it('takes the VAT out of what the customer pays, half up, net and VAT adding up to it, a credit note the mirror', () => {
    expect(vatIn(11_900, { mode: 'vat', rateBp: 1900 })).toBe(1_900);
    expect(vatIn(57_200, { mode: 'vat', rateBp: 2300 })).toBe(10_696);
    expect(vatIn(100, { mode: 'reverse_charge' })).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 3000 }), (gross, rateBp) => {
        const vat = vatIn(gross, { mode: 'vat', rateBp });
        const net = gross - vat;
        // VAT is the rate of the net, to within half a cent.
        expect(Math.abs(vat * 10_000 - net * rateBp)).toBeLessThanOrEqual((10_000 + rateBp) / 2);
        expect(vatIn(-gross, { mode: 'vat', rateBp })).toBe(-vat);
      }),
    );
  });
});

it('numbers a document by series, year and a sequence of at least four digits', () => {
  expect(documentNumber('INV', 2026, 7)).toBe('INV-2026-0007');
  expect(documentNumber('RC', 2026, 12_345)).toBe('RC-2026-12345');
});
