/**
 * Which tax documents a payment or a membership purchase calls for, and what each charges, from the
 * stored fields alone (amount, card fee, service fee, method, the dates of its steps): pure, so the
 * money vocabulary of issue 53 can be joined here in one place (docs/decisions/110).
 *
 * - funded: the payee's invoice to the payer for the amount, and, paid by card, Wordhive's receipt
 *   to the payer for the card fee;
 * - released: Wordhive's receipt to the payee for the service fee;
 * - each refund of held money (by the payee, a dispute's decision, a cancellation after funding): a
 *   credit note of the invoice for the amount given back, and of the card-fee receipt for its share;
 *   a refund of everything at once credits each whole.
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
  /** Held money given back to the payer, oldest first (a cancellation after funding is one). */
  refunds: readonly RefundFacts[];
}

export interface RefundFacts {
  id: number;
  /** Of the payment's amount. */
  amount: number;
  /** The card fee's share. */
  fee: number;
  at: Date;
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
  for (const refund of p.refunds) {
    // Everything given back at once credits the whole document; a part, that part.
    plans.push(
      refund.amount === p.amount
        ? creditNote(invoice, refund.at)
        : partialCredit(invoice, refund.id, refund.amount, refund.at),
    );
    if (cardFee && refund.fee > 0) {
      plans.push(
        refund.fee === p.methodFee
          ? creditNote(cardFee, refund.at)
          : partialCredit(cardFee, refund.id, refund.fee, refund.at),
      );
    }
  }
  // In the order they happened (a stable sort: each document before the credit notes correcting it).
  return plans.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Gives back part of a document's one line, for one refund. */
function partialCredit(original: DocumentPlan, refundId: number, gross: number, at: Date): DocumentPlan {
  return {
    ...original,
    source: `${original.source}:refund-${refundId}`,
    kind: 'credit_note',
    lines: [{ text: original.lines[0]!.text, gross: -gross }],
    corrects: original.source,
    at,
  };
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
