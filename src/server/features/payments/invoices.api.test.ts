/**
 * Invoices, receipts and credit notes as a tax office reads them (docs/decisions/110): who issues
 * what to whom once money moved, numbered per issuer and year, with the legal details and VAT of
 * the settings, and PDFs whose text pdftotext reads in order in every interface language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { overlappingWords, pdfText, pdfWords, positionsInOrder } from '../../../../test/pdf.ts';
import { dateTimeFormat } from '../../../contract/intl.ts';
import type { DocumentContent, DocumentSummary } from '../../../contract/invoicing.ts';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../contract/locales.ts';
import { formatMoney } from '../../../contract/money.ts';
import type { Payment, PaySettings } from '../../../contract/payments.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { invoiceTexts } from '../../../i18n/invoice/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { createPayDocuments, createPayments } from './routes.ts';

let t: TestApp;
let priya: string; // the demo client (9), paid Sofia for job 2 (payment 1, released)
let sofia: string; // the translator (6): PT, VAT 23 %, business customers abroad self-account
let admin: string;
const base = '/next/api/wordhivepay';
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 40 });
  priya = await t.signIn('outsourcer@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
});
afterAll(() => t.close());

let keys = 0;
const call = (method: string, url: string, cookie: string, payload?: object) =>
  t.request({
    method,
    url,
    cookie,
    ...(payload ? { payload } : {}),
    headers: method === 'GET' ? {} : { 'idempotency-key': `invoice-test-${++keys}` },
  });
const documentsOf = async (paymentId: number, cookie: string) =>
  ((await call('GET', `${base}/payments/${paymentId}/documents`, cookie)).json() as { documents: DocumentSummary[] })
    .documents;
const pdfOf = async (documentId: number, cookie: string, locale: Locale = 'eng') => {
  const res = await t.request({
    method: 'GET',
    url: `${base}/documents/${documentId}`,
    cookie: `${cookie}; site_lang=${locale}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};
const contentOf = async (documentId: number) =>
  (await t.rows<{ content: DocumentContent }>(`select content from pay_documents where id = ${documentId}`))[0]!
    .content;

let members = 0;
async function member(name: string, accountType: string, legal: Partial<PaySettings> | null) {
  const m = await t.signUp({ email: `member-${++members}@example.com`, name, accountType });
  if (legal) {
    const res = await call('PUT', `${base}/settings`, m.cookie, {
      defaultCurrency: 'EUR',
      invoiceName: name,
      invoiceAddress: '',
      taxId: '',
      ...legal,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return m;
}
const payNow = async (payer: string, payeeEid: number, amount: number, description = 'Sworn translation, 3 pages') => {
  const res = await call('POST', `${base}/payments`, payer, {
    payeeEid,
    amount,
    currency: 'EUR',
    description,
    fundNow: true,
    funding: { method: 'card', cardId: 'pm_card_visa' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { payment: Payment }).payment;
};

describe('who gets which document', () => {
  it('gives the payer the payee’s invoice and the card fee’s receipt, the payee the invoice and the service fee’s receipt', async () => {
    const [toPriya, toSofia] = [await documentsOf(1, priya), await documentsOf(1, sofia)];
    const invoice = toPriya.find((d) => d.kind === 'invoice')!;
    expect(invoice).toMatchObject({ issuer: { entityId: 6 }, customer: { entityId: 9 }, total: 57_200, paymentId: 1 });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(toSofia.find((d) => d.kind === 'invoice')!.id).toBe(invoice.id);
    const payment = ((await call('GET', `${base}/payments/1`, priya)).json() as { payment: Payment }).payment;
    expect(toPriya.filter((d) => d.kind === 'receipt')).toEqual([
      expect.objectContaining({
        issuer: { entityId: 0, name: 'Wordhive' },
        customer: expect.objectContaining({ entityId: 9 }),
        total: payment.methodFee,
      }),
    ]);
    expect(toSofia.filter((d) => d.kind === 'receipt')).toEqual([
      expect.objectContaining({
        issuer: expect.objectContaining({ entityId: 0 }),
        customer: expect.objectContaining({ entityId: 6 }),
        total: payment.serviceFee,
      }),
    ]);
    // Each receipt is its customer's alone; the admin reads all of them.
    const serviceFee = toSofia.find((d) => d.kind === 'receipt')!;
    expect((await call('GET', `${base}/documents/${serviceFee.id}`, priya)).statusCode).toBe(404);
    expect((await call('GET', `${base}/documents/${serviceFee.id}`, admin)).statusCode).toBe(200);
    const stranger = await t.signUp({ email: 'stranger@example.com', name: 'Stan Stranger' });
    expect((await call('GET', `${base}/payments/1/documents`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${base}/documents/${invoice.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${base}/payments/1/invoice`, stranger.cookie)).statusCode).toBe(404);
  });

  it('answers 409 before a payment is funded and 404 once it was cancelled unfunded, and lists no document for either', async () => {
    // Payment 2: Priya's promise to Sofia, to be funded by its due date.
    const before = await dbFingerprint(t.database.db);
    const waiting = await call('GET', `${base}/payments/2/invoice`, sofia);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toBe('The invoice is issued once the payment is funded');
    expect(await documentsOf(2, priya)).toEqual([]);
    expect(await dbFingerprint(t.database.db)).toEqual(before);

    const promise = await call('POST', `${base}/payments`, priya, {
      payeeEid: 6,
      amount: 4_000,
      currency: 'EUR',
      description: 'Glossary check',
      fundNow: false,
      dueDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    });
    const id = (promise.json() as { payment: Payment }).payment.id;
    expect((await call('POST', `${base}/payments/${id}/cancel`, priya, { reason: 'Done in house' })).statusCode).toBe(
      200,
    );
    const cancelled = await call('GET', `${base}/payments/${id}/invoice`, sofia);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json().error).toBe('This payment was cancelled before it was funded: it has no invoice');
    expect(await documentsOf(id, sofia)).toEqual([]);
  });

  it('gives back a funded card payment with a credit note for the invoice and for the card fee, each naming what it corrects', async () => {
    const payment = await payNow(priya, 6, 21_000, 'Lease summary, rush');
    expect(
      (await call('POST', `${base}/payments/${payment.id}/cancel`, sofia, { reason: 'Cannot take it on' })).statusCode,
    ).toBe(200);
    const docs = await documentsOf(payment.id, priya);
    const invoice = docs.find((d) => d.kind === 'invoice')!;
    const fee = docs.find((d) => d.kind === 'receipt')!;
    const credits = docs.filter((d) => d.kind === 'credit_note');
    expect(credits.map((d) => [d.corrects, d.total, d.issuer.entityId]).sort()).toEqual(
      [
        [invoice.number, -21_000, 6],
        [fee.number, -payment.methodFee, 0],
      ].sort(),
    );
    for (const credit of credits) expect(credit.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{4}$`));
    // The invoice's VAT comes back exactly: the same lines, negative.
    const original = await contentOf(invoice.id);
    const credit = await contentOf(credits.find((d) => d.issuer.entityId === 6)!.id);
    expect(credit.vat + original.vat).toBe(0);
    expect(credit.net + original.net).toBe(0);
    expect(credit.total).toBe(-21_000);
    const text = pdfText(await pdfOf(credits[0]!.id, priya));
    expect(text).toContain('Credit note');
    expect(text).toContain('Corrects');
  });

  it('issues a receipt for a membership bought by card, to the buyer only', async () => {
    const buyer = await member('Teresa Tradutora', 'translator', { country: 'ES', taxId: 'ESX1234567L' });
    const res = await call('POST', '/next/api/membership/purchase', buyer.cookie, {
      plan: 'professional',
      currency: 'EUR',
      funding: { method: 'card', cardId: 'pm_card_visa' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const purchaseId = res.json().purchase.id as number;
    const receipt = await t.request({
      method: 'GET',
      url: `/next/api/membership/purchases/${purchaseId}/receipt`,
      cookie: buyer.cookie,
    });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(
      positionsInOrder(text, [
        'Receipt',
        'Wordhive',
        'Teresa Tradutora',
        'VAT number: ESX1234567L',
        'Professional membership',
        'Total',
        '€129.00',
      ]),
    ).not.toContain(-1);
    expect(
      (await t.request({ method: 'GET', url: `/next/api/membership/purchases/${purchaseId}/receipt`, cookie: priya }))
        .statusCode,
    ).toBe(404);
  });
});

describe('VAT from the issuer’s settings', () => {
  it('includes VAT for a customer without a tax ID, reverse-charges an EU business abroad, and charges none when the issuer is not registered', async () => {
    const jana = await member('Jana Dolmetscherin', 'interpreter', {
      country: 'DE',
      invoiceAddress: 'Hauptstraße 5\n80331 München',
      taxId: 'DE123456789',
      vatRegistered: true,
      vatRateBp: 1900,
      reverseCharge: true,
    });
    const agence = await member('Agence Lumière SARL', 'company', {
      country: 'FR',
      taxId: 'FR40303265045',
      invoiceAddress: '3 rue de Rivoli\n75001 Paris',
    });
    const private_ = await member('Pierre Particulier', 'outsourcer', { country: 'FR' });
    const unregistered = await member('Ugo Senza IVA', 'translator', { country: 'IT', taxId: 'IT01234567890' });

    const reverse = (await documentsOf((await payNow(agence.cookie, jana.entityId, 100_000)).id, agence.cookie)).find(
      (d) => d.kind === 'invoice',
    )!;
    expect(await contentOf(reverse.id)).toMatchObject({
      tax: { mode: 'reverse_charge' },
      net: 100_000,
      vat: 0,
      total: 100_000,
    });
    const text = pdfText(await pdfOf(reverse.id, agence.cookie, 'fra'));
    expect(
      positionsInOrder(text, [
        'Facture',
        'Jana Dolmetscherin',
        'Allemagne',
        'N° de TVA intracommunautaire : DE123456789',
        'Agence Lumière SARL',
        'FR40303265045',
        'TVA : autoliquidation',
        'Autoliquidation',
        'article 196',
      ]),
    ).not.toContain(-1);

    const withVat = (
      await documentsOf((await payNow(private_.cookie, jana.entityId, 119_000)).id, private_.cookie)
    ).find((d) => d.kind === 'invoice')!;
    expect(await contentOf(withVat.id)).toMatchObject({
      tax: { mode: 'vat', rateBp: 1900 },
      net: 100_000,
      vat: 19_000,
      total: 119_000,
    });
    const german = pdfText(await pdfOf(withVat.id, jana.cookie, 'deu'));
    expect(
      positionsInOrder(german, [
        'Rechnung',
        'Nettobetrag',
        '1.000,00 €',
        'USt. 19 %',
        '190,00 €',
        'Gesamtbetrag',
        '1.190,00 €',
      ]),
    ).not.toContain(-1);

    const none = (
      await documentsOf((await payNow(agence.cookie, unregistered.entityId, 50_000)).id, agence.cookie)
    ).find((d) => d.kind === 'invoice')!;
    expect(await contentOf(none.id)).toMatchObject({ tax: { mode: 'none' }, vat: 0, total: 50_000 });
    expect(pdfText(await pdfOf(none.id, unregistered.cookie, 'ita'))).toContain('Operazione senza IVA');
  });

  it('keeps what an issued invoice says when the issuer’s settings change later', async () => {
    const [invoice] = (await documentsOf(1, sofia)).filter((d) => d.kind === 'invoice');
    const before = await contentOf(invoice!.id);
    const settings = (await call('GET', `${base}/settings?payeeEid=6`, sofia)).json() as PaySettings;
    const { payoutMethods, frozen, frozenReason, holdDays, provider, ...input } = settings;
    expect(
      (await call('PUT', `${base}/settings`, sofia, { ...input, invoiceName: 'Sofia Almeida Traduções Lda' }))
        .statusCode,
    ).toBe(200);
    expect(await contentOf(invoice!.id)).toEqual(before);
    expect(pdfText(await pdfOf(invoice!.id, sofia))).not.toContain('Traduções Lda');
    const refused = await t.rows(`update pay_documents set total = 0 where id = ${invoice!.id}`).catch((e: Error) => e);
    expect(String((refused as Error).cause ?? refused)).toMatch(/pay_documents are immutable/);
    expect((await call('PUT', `${base}/settings`, sofia, input)).statusCode).toBe(200);
  });

  it('refuses a VAT rate left out, a reverse charge outside the EU and an unknown country, naming the field and changing nothing', async () => {
    const settings = {
      defaultCurrency: 'EUR',
      invoiceName: 'Sofia Almeida',
      invoiceAddress: 'Rua Garrett 74',
      taxId: 'PT215437689',
      country: 'PT',
    };
    for (const [change, field, message] of [
      [{ vatRegistered: true, vatRateBp: 0 }, 'vatRateBp', 'Enter your VAT rate as a percentage, such as 23'],
      [
        { country: 'GB', vatRegistered: true, vatRateBp: 2000, reverseCharge: true },
        'reverseCharge',
        'Only a VAT-registered business in the EU',
      ],
      [{ country: 'XX' }, 'country', 'Choose a country from the list'],
      [{ vatRegistered: true, vatRateBp: 4500 }, 'vatRateBp', 'Enter your VAT rate'],
    ] as const) {
      const before = await dbFingerprint(t.database.db);
      const res = await call('PUT', `${base}/settings`, sofia, { ...settings, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field]).toContain(message);
      expect(await dbFingerprint(t.database.db)).toEqual(before);
    }
  });
});

describe('numbering', () => {
  it('numbers each issuer’s invoices one after the other within the year, apart from every other issuer’s', async () => {
    const a = await member('Ana Numeradora', 'translator', { country: 'PT' });
    const b = await member('Bruno Numerador', 'translator', { country: 'PT' });
    const numbers = async (payee: number) => {
      const rows = await t.rows<{ seq: number; year: number; number: string }>(
        `select seq, year, number from pay_documents where issuer_entity_id = ${payee} and series = 'INV' order by seq`,
      );
      return rows.map((r) => r.number);
    };
    for (const payee of [a, b, a, a, b]) await payNow(priya, payee.entityId, 10_000);
    expect(await numbers(a.entityId)).toEqual([`INV-${YEAR}-0001`, `INV-${YEAR}-0002`, `INV-${YEAR}-0003`]);
    expect(await numbers(b.entityId)).toEqual([`INV-${YEAR}-0001`, `INV-${YEAR}-0002`]);
  });

  it('issues what a crash kept from being issued when the sweep runs, once', async () => {
    // The service on its own, as a process that died after the payment's commit leaves it: no documents.
    const pay = createPayments(t.app.ctx);
    const documents = createPayDocuments(t.app.ctx);
    const as = { viewer: { entityId: 9, isAdmin: false, isPseudo: false, loggedIn: true } } as never;
    const { body } = await pay.create(
      as,
      {
        payeeEid: 6,
        amount: 7_700,
        currency: 'EUR',
        description: 'Certified copy',
        fundNow: true,
        funding: { method: 'card', cardId: 'pm_card_visa' },
      },
      'sweep-test',
    );
    const count = async () =>
      Number(
        (await t.rows<{ n: string }>(`select count(*) n from pay_documents where payment_id = ${body.payment.id}`))[0]!
          .n,
      );
    expect(await count()).toBe(0);
    await documents.sweep();
    expect(await count()).toBe(2);
    await documents.sweep();
    expect(await count()).toBe(2);
  });
});

describe('the PDF in every language', () => {
  const date = (locale: Locale, d: Date) =>
    dateTimeFormat(LOCALE_INFO[locale].bcp47, { dateStyle: 'long', timeZone: 'UTC' })
      .format(d)
      .replace(/[\u200e\u200f]/g, '');

  it.each(LOCALES)(
    '%s: says who, what and how much in reading order, in fonts that have every glyph, no text over text',
    async (locale) => {
      const invoice = (await documentsOf(1, priya)).find((d) => d.kind === 'invoice')!;
      const content = await contentOf(invoice.id);
      const pdf = await pdfOf(invoice.id, priya, locale);
      const text = pdfText(pdf);
      const words = invoiceTexts[locale];
      const labels = dictionaries[locale].pay.settings.taxIds;
      // pdftotext puts a right-to-left line's spaces a word off, and reads "€ 572.00" as it is drawn:
      // the order is checked spaces aside, the amount by its digits.
      const amount = formatMoney(57_200, 'EUR', locale).replace(/[^\d.,]/g, '');
      const flat = text.replace(/\s/g, '');
      const expected = [
        words.title.invoice,
        invoice.number,
        words.issued,
        date(locale, new Date(invoice.issuedAt)),
        words.from,
        words.to,
        'Sofia Almeida',
        'Rua Garrett 74',
        labels.euVat,
        'PT215437689',
        'Nimbus Health Ltd',
        'GB123456789',
        words.total,
        fmt(words.onBehalf, { name: 'Sofia Almeida' }).split(' ')[0]!,
      ].map((w) => w.replace(/\s/g, ''));
      expect(
        expected.filter((_, i) => positionsInOrder(flat, expected)[i] === -1),
        text,
      ).toEqual([]);
      // The totals' amounts stand in a column of their own: pdftotext reads that column after the
      // rows beside it or after the notes below, depending on the words' widths; after the parties, always.
      expect(positionsInOrder(flat, ['GB123456789', words.total.replace(/\s/g, '')])).not.toContain(-1);
      expect(flat.lastIndexOf(amount)).toBeGreaterThan(flat.indexOf('GB123456789'));
      expect(text).toContain('Distribution agreement and annexes, 5,200 words');
      expect(text).toContain('€');
      expect(content.tax).toEqual({ mode: 'outside_eu' });
      expect(overlappingWords(pdfWords(pdf))).toEqual([]);
    },
  );

  it('reads a Hebrew invoice for Hebrew work right to left', async () => {
    const shira = await member('שירה כהן', 'translator', {
      country: 'IL',
      taxId: '514713288',
      invoiceAddress: 'רחוב הרצל 12\nתל אביב',
    });
    const payment = await payNow(priya, shira.entityId, 123_456, 'תרגום חוזה שכירות מאנגלית לעברית');
    const invoice = (await documentsOf(payment.id, shira.cookie)).find((d) => d.kind === 'invoice')!;
    const pdf = await pdfOf(invoice.id, shira.cookie, 'heb');
    const text = pdfText(pdf);
    const w = invoiceTexts.heb;
    const expected = [
      w.title.invoice,
      w.from,
      'שירה כהן',
      'רחוב הרצל 12',
      'תל אביב',
      'ישראל',
      'מספר עוסק מורשה',
      '514713288',
      // The table's header and its amount column pdftotext reads left to right (its columns' order): not checked here.
      'תרגום חוזה שכירות מאנגלית לעברית',
      w.total,
      '1,234.56',
    ].map((word) => word.replace(/\s/g, ''));
    const flat = text.replace(/\s/g, '');
    expect(
      expected.filter((_, i) => positionsInOrder(flat, expected)[i] === -1),
      text,
    ).toEqual([]);
    expect(overlappingWords(pdfWords(pdf))).toEqual([]);
  });
});
