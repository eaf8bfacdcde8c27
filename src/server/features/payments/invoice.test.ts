/**
 * Every document in every language, every currency and every VAT case is drawn in fonts that have
 * each of its characters (the € and the ₪ included), and its words read in order.
 */
import { describe, expect, it } from 'vitest';
import { pdfText, positionsInOrder } from '../../../../test/pdf.ts';
import type { DocumentContent, Tax } from '../../../contract/invoicing.ts';
import { LOCALES } from '../../../contract/locales.ts';
import { PAY_CURRENCIES } from '../../../contract/payments.ts';
import { invoiceTexts } from '../../../i18n/invoice/index.ts';
import { documentPdf } from './invoice.ts';
import { missing } from './pdf-text.ts';

const party = (entityId: number, name: string, country: string) => ({
  entityId,
  name,
  address: 'Rua Garrett 74, 3.º Esq.\n1200-204 Lisboa',
  country,
  taxId: `${country}123456789`,
});
const content = (over: Partial<DocumentContent>): DocumentContent => ({
  issuer: party(6, 'Sofia Almeida', 'PT'),
  customer: party(9, 'Raman Property Advisors Ltd', 'GB'),
  lines: [
    {
      text: { kind: 'words', value: 'Tradução jurídica «urgente» — 5 200 palavras' },
      net: 46_504,
      vat: 10_696,
      gross: 57_200,
    },
  ],
  tax: { mode: 'vat', rateBp: 2300 },
  net: 46_504,
  vat: 10_696,
  total: 57_200,
  currency: 'EUR',
  paidAt: '2026-03-01T10:00:00.000Z',
  method: 'card',
  paymentId: 1,
  jobId: 2,
  purchaseId: null,
  corrects: null,
  ...over,
});
const taxes: Tax[] = [
  { mode: 'vat', rateBp: 2300 },
  { mode: 'reverse_charge' },
  { mode: 'outside_eu' },
  { mode: 'none' },
];

describe('documents in every language', () => {
  it.each(LOCALES)(
    '%s: every kind, currency and VAT case has a glyph for every character',
    async (locale) => {
      // Each currency once, in turn as each kind of document with each VAT case.
      for (const [i, currency] of PAY_CURRENCIES.entries()) {
        const tax = taxes[i % taxes.length]!;
        const wordhive = party(0, 'Wordhive', 'IE');
        const kinds = [
          ['invoice', content({ currency, tax })],
          [
            'receipt',
            content({
              currency,
              tax,
              issuer: wordhive,
              method: 'deducted',
              lines: [{ text: { kind: 'serviceFee', paymentId: 1 }, net: 1_144, vat: 0, gross: 1_144 }],
            }),
          ],
          [
            'receipt',
            content({
              currency,
              tax,
              issuer: wordhive,
              method: 'balance',
              lines: [
                {
                  text: {
                    kind: 'membership',
                    plan: 'business',
                    from: '2026-01-01T00:00:00Z',
                    to: '2027-01-01T00:00:00Z',
                  },
                  net: 29_900,
                  vat: 0,
                  gross: 29_900,
                },
              ],
            }),
          ],
          [
            'credit_note',
            content({
              currency,
              tax,
              total: -57_200,
              corrects: { number: 'INV-2026-0001', issuedAt: '2026-03-01T10:00:00.000Z' },
            }),
          ],
        ] as const;
        const [kind, c] = kinds[i % kinds.length]!;
        const { pdf, missing: unseen } = await documentPdf(
          { kind, number: 'INV-2026-0042', issuedAt: new Date('2026-03-02T00:00:00Z'), content: c },
          locale,
        );
        expect(unseen, `${kind} ${currency} ${tax.mode}`).toEqual([]);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
    },
    60_000,
  );

  it('reports what no embedded font can draw, and draws the narrow no-break space of French numbers', () => {
    expect(missing('1\u202f234,56\u00a0€ ₪ 中')).toEqual(['中']);
    expect(missing('Ελληνικά Русский עברית ąčę')).toEqual([]);
  });

  it('writes a credit note’s title and what it corrects, in order', async () => {
    const { pdf } = await documentPdf(
      {
        kind: 'credit_note',
        number: 'CN-2026-0003',
        issuedAt: new Date('2026-03-05T00:00:00Z'),
        content: content({ corrects: { number: 'INV-2026-0001', issuedAt: '2026-03-01T10:00:00.000Z' } }),
      },
      'eng',
    );
    const t = invoiceTexts.eng;
    expect(
      positionsInOrder(pdfText(pdf), [
        t.title.credit_note,
        'CN-2026-0003',
        t.refunded,
        'March 1, 2026',
        t.corrects,
        'INV-2026-0001 of March 1, 2026',
        'Paid back through Wordhive Pay on March 1, 2026.',
      ]),
    ).not.toContain(-1);
  });
});
