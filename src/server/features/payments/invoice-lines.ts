/**
 * Which tax documents a payment or a membership purchase calls for, and what each charges, from the
 * stored fields alone (amount, card fee, service fee, method, the dates of its steps): pure, so the
 * money vocabulary of issue 53 can be joined here in one place (docs/decisions/110).
 *
 * - funded: the payee's invoice to the payer for the amount, and, paid by card, Wordhive's receipt
 *   to the payer for the card fee;
 * - released: Wordhive's receipt to the payee for the service fee;
 * - cancelled once funded (the money went back, the card fee with it): a credit note for each.
 */
import type { DocumentKind, LineText } from '../../../contract/invoicing.ts';

export interface PaymentFacts {
  id: number;
  payerEntityId: number;
  payeeEntityId: number;
  amount: number;
  currency: string;
  description: string;
  jobId: number | null;
  method: string | null;
  methodFee: number;
  serviceFee: number;
  fundedAt: Date | null;
  releasedAt: Date | null;
  cancelledAt: Date | null;
}

export interface PurchaseFacts {
  id: number;
  entityId: number;
  plan: 'professional' | 'business';
  amount: number;
  currency: string;
  method: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
}

/** A document to issue: who to whom, its lines (VAT included, negative on a credit note), and when it happened. */
export interface DocumentPlan {
  /** Once per source, ever: the unique key of the document. */
  source: string;
  kind: DocumentKind;
  /** 0 is Wordhive. */
  issuerEntityId: number;
  customerEntityId: number;
  lines: { text: LineText; gross: number }[];
  currency: string;
  /** The source of the document a credit note corrects (issued before it). */
  corrects: string | null;
  /** When the customer paid, or was paid back. */
  at: Date;
  method: 'card' | 'balance' | 'deducted' | null;
  paymentId: number | null;
  jobId: number | null;
  purchaseId: number | null;
}

const PLATFORM = 0;

/** The documents a payment calls for by now, each before any credit note that corrects it. */
export function paymentDocuments(p: PaymentFacts): DocumentPlan[] {
  if (!p.fundedAt) return [];
  const method: 'card' | 'balance' | null = p.method === 'card' || p.method === 'balance' ? p.method : null;
  const base = { currency: p.currency, method, paymentId: p.id, jobId: p.jobId, purchaseId: null };
  const invoice: DocumentPlan = {
    ...base,
    source: `payment:${p.id}:invoice`,
    kind: 'invoice',
    issuerEntityId: p.payeeEntityId,
    customerEntityId: p.payerEntityId,
    lines: [{ text: { kind: 'words', value: p.description }, gross: p.amount }],
    corrects: null,
    at: p.fundedAt,
  };
  const cardFee: DocumentPlan | null =
    method === 'card' && p.methodFee > 0
      ? {
          ...base,
          source: `payment:${p.id}:card-fee`,
          kind: 'receipt',
          issuerEntityId: PLATFORM,
          customerEntityId: p.payerEntityId,
          lines: [{ text: { kind: 'cardFee', paymentId: p.id }, gross: p.methodFee }],
          corrects: null,
          at: p.fundedAt,
        }
      : null;
  const plans = [invoice, ...(cardFee ? [cardFee] : [])];
  if (p.releasedAt && p.serviceFee > 0) {
    plans.push({
      ...base,
      source: `payment:${p.id}:service-fee`,
      kind: 'receipt',
      issuerEntityId: PLATFORM,
      customerEntityId: p.payeeEntityId,
      lines: [{ text: { kind: 'serviceFee', paymentId: p.id }, gross: p.serviceFee }],
      corrects: null,
      at: p.releasedAt,
      // Taken from what the payment credited the payee when it was released.
      method: 'deducted',
    });
  }
  if (p.cancelledAt) {
    // Cancelling a funded payment gives the payer everything back, the card fee included.
    const refunds = [invoice, ...(cardFee ? [cardFee] : [])];
    for (const original of refunds) plans.push(creditNote(original, p.cancelledAt));
  }
  return plans;
}

/** Wordhive's receipt for a membership bought through Wordhive Pay. */
export function purchaseDocuments(m: PurchaseFacts): DocumentPlan[] {
  return [
    {
      source: `membership:${m.id}`,
      kind: 'receipt',
      issuerEntityId: PLATFORM,
      customerEntityId: m.entityId,
      lines: [
        {
          text: { kind: 'membership', plan: m.plan, from: m.startsAt.toISOString(), to: m.endsAt.toISOString() },
          gross: m.amount,
        },
      ],
      currency: m.currency,
      corrects: null,
      at: m.createdAt,
      method: m.method === 'card' ? 'card' : 'balance',
      paymentId: null,
      jobId: null,
      purchaseId: m.id,
    },
  ];
}

/** Gives back all of a document: the same lines, negative, from the same issuer to the same customer. */
export function creditNote(original: DocumentPlan, at: Date): DocumentPlan {
  return {
    ...original,
    source: `${original.source}:credit`,
    kind: 'credit_note',
    lines: original.lines.map((l) => ({ ...l, gross: -l.gross })),
    corrects: original.source,
    at,
  };
}
