/**
 * Wordhive Pay's tax documents (docs/decisions/110): the invoice a payee issues to the payer once a
 * payment is funded, Wordhive's receipts for what it charges (the card fee, the service fee, a
 * membership), and the credit note that corrects either after a refund. What a document says is
 * fixed when it is issued (DocumentContent); these are its shapes, the VAT rules and the messages.
 */
import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { idSchema } from './ids.ts';
import { PLAN_IDS } from './membership.ts';
import { CURRENCIES } from './opportunities.ts';
import { isEuCountry } from './tax-ids.ts';

export const DOCUMENT_KINDS = ['invoice', 'credit_note', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each issuer numbers each series per year: INV-2025-0007, CN-2025-0001, RC-2025-0042. */
export const SERIES: Readonly<Record<DocumentKind, string>> = { invoice: 'INV', credit_note: 'CN', receipt: 'RC' };
export const documentNumber = (series: string, year: number, seq: number): string =>
  `${series}-${year}-${String(seq).padStart(4, '0')}`;

/** Wordhive issues its receipts as entity 0, as its ledger accounts are. */
export const PLATFORM_ENTITY = 0;

/** The highest VAT rate a member may give (Hungary's 27 % is the EU's highest), in basis points. */
export const VAT_RATE_MAX_BP = 3000;

export const INVOICE_MESSAGES = {
  notFunded: 'The invoice is issued once the payment is funded',
  cancelledUnfunded: 'This payment was cancelled before it was funded: it has no invoice',
  documentNotFound: 'There is no such document',
  purchaseNotFound: 'There is no such membership purchase',
  country: 'Choose a country from the list',
  vatRate: 'Enter your VAT rate as a percentage, such as 23',
  reverseChargeEu: 'Only a VAT-registered business in the EU can leave VAT to its business customers abroad',
} as const;

// ---- legal details in the Wordhive Pay settings ------------------------------------------------
const country = z
  .string()
  .trim()
  .transform((c) => c.toUpperCase())
  .refine((c) => c === '' || isCountryCode(c), INVOICE_MESSAGES.country);

/** The fields of the settings that invoices read beyond name, address and tax ID. */
export const legalDetailsShape = {
  country: country.default(''),
  vatRegistered: z.boolean().default(false),
  vatRateBp: z
    .number({ error: INVOICE_MESSAGES.vatRate })
    .int(INVOICE_MESSAGES.vatRate)
    .min(0)
    .max(VAT_RATE_MAX_BP, INVOICE_MESSAGES.vatRate)
    .default(0),
  reverseCharge: z.boolean().default(false),
};

/** The rules between those fields, for the settings schema's superRefine. */
export function checkLegalDetails(
  s: { country: string; vatRegistered: boolean; vatRateBp: number; reverseCharge: boolean },
  ctx: z.RefinementCtx,
) {
  if (s.vatRegistered && s.vatRateBp <= 0)
    ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.vatRate, path: ['vatRateBp'] });
  if (s.reverseCharge && !(s.vatRegistered && isEuCountry(s.country)))
    ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.reverseChargeEu, path: ['reverseCharge'] });
}

// ---- VAT ---------------------------------------------------------------------------------------
export interface TaxParty {
  country: string;
  taxId: string;
  vatRegistered: boolean;
  vatRateBp: number;
  reverseCharge: boolean;
}

export const taxSchema = z.discriminatedUnion('mode', [
  /** VAT at the issuer's rate, included in what the customer pays. */
  z.object({ mode: z.literal('vat'), rateBp: z.number() }),
  /** No VAT: an EU business customer in another member state accounts for it (Art. 196, Directive 2006/112/EC). */
  z.object({ mode: z.literal('reverse_charge') }),
  /** No EU VAT: a service to a business outside the EU is taxed where the customer is (Art. 44). */
  z.object({ mode: z.literal('outside_eu') }),
  /** The issuer is not registered for VAT. */
  z.object({ mode: z.literal('none') }),
]);
export type Tax = z.infer<typeof taxSchema>;

/**
 * How VAT applies to a document from this issuer to this customer. An EU issuer who says business
 * customers abroad account for VAT themselves charges none to a customer with a tax ID in another
 * country: the reverse charge within the EU, outside the EU's scope beyond it (the general rule for
 * services between businesses, Art. 44). Everyone else pays VAT at the issuer's rate.
 */
export function taxOf(issuer: TaxParty, customer: Pick<TaxParty, 'country' | 'taxId'>): Tax {
  if (!issuer.vatRegistered || issuer.vatRateBp <= 0) return { mode: 'none' };
  const businessAbroad =
    issuer.reverseCharge &&
    isEuCountry(issuer.country) &&
    customer.country !== '' &&
    customer.country !== issuer.country &&
    customer.taxId.trim() !== '';
  if (!businessAbroad) return { mode: 'vat', rateBp: issuer.vatRateBp };
  return isEuCountry(customer.country) ? { mode: 'reverse_charge' } : { mode: 'outside_eu' };
}

/**
 * The VAT inside an amount the customer pays (the payment's amount is what was agreed and moved, so
 * VAT is part of it, never added on top), half up, symmetric for a credit note's negative amounts.
 */
export function vatIn(gross: number, tax: Tax): number {
  if (tax.mode !== 'vat') return 0;
  const abs = Math.abs(gross);
  const vat = Math.floor((abs * tax.rateBp * 2 + (10_000 + tax.rateBp)) / (2 * (10_000 + tax.rateBp)));
  return gross < 0 ? -vat : vat;
}

// ---- what a document says, as issued -----------------------------------------------------------
export const partySchema = z.object({
  entityId: z.number(),
  name: z.string(),
  address: z.string(),
  country: z.string(),
  taxId: z.string(),
});
export type DocumentParty = z.infer<typeof partySchema>;

/** A line's words: the payment's own description, or a fee or plan the reader's dictionary names. */
export const lineTextSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('words'), value: z.string() }),
  z.object({ kind: z.literal('cardFee'), paymentId: z.number() }),
  z.object({ kind: z.literal('serviceFee'), paymentId: z.number() }),
  z.object({ kind: z.literal('membership'), plan: z.enum(PLAN_IDS), from: z.string(), to: z.string() }),
]);
export type LineText = z.infer<typeof lineTextSchema>;

export const lineSchema = z.object({ text: lineTextSchema, net: z.number(), vat: z.number(), gross: z.number() });
export type DocumentLine = z.infer<typeof lineSchema>;

export const documentContentSchema = z.object({
  issuer: partySchema,
  customer: partySchema,
  lines: z.array(lineSchema),
  tax: taxSchema,
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  /** When the customer paid (funded, released, bought), ISO. */
  paidAt: z.string(),
  /** How it was paid: by card, from the Wordhive balance, or deducted from the payment it is a fee of. */
  method: z.enum(['card', 'balance', 'deducted']).nullable(),
  paymentId: z.number().nullable(),
  jobId: z.number().nullable(),
  purchaseId: z.number().nullable(),
  /** The document a credit note corrects. */
  corrects: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
});
export type DocumentContent = z.infer<typeof documentContentSchema>;

// ---- the API -----------------------------------------------------------------------------------
const who = z.object({ entityId: z.number(), name: z.string() });
export const documentSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  currency: z.enum(CURRENCIES),
  /** What the customer paid, VAT included; negative on a credit note. */
  total: z.number(),
  issuer: who,
  customer: who,
  paymentId: z.number().nullable(),
  purchaseId: z.number().nullable(),
  /** The number of the document a credit note corrects. */
  corrects: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const DOCUMENTS_PAGE_SIZE = 50;
export const documentListSchema = z.object({
  items: z.array(documentSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const paymentDocumentsSchema = z.object({ documents: z.array(documentSummarySchema) });

export const documentParamsSchema = z.object({ documentId: idSchema(INVOICE_MESSAGES.documentNotFound) });
export const purchaseParamsSchema = z.object({ purchaseId: idSchema(INVOICE_MESSAGES.purchaseNotFound) });
export const documentListQuerySchema = z.object({
  entityId: idSchema('Give a member id'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
