import { describe, expect, it } from 'vitest';
import { type PaymentFacts, paymentDocuments, purchaseDocuments } from './invoice-lines.ts';

const at = (day: number) => new Date(Date.UTC(2026, 2, day));
const payment = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  id: 12,
  payerEntityId: 9,
  payeeEntityId: 6,
  amount: 57_200,
  currency: 'EUR',
  description: 'Distribution agreement',
  jobId: 2,
  method: 'card',
  methodFee: 1_689,
  serviceFee: 0,
  fundedAt: null,
  releasedAt: null,
  cancelledAt: null,
  ...over,
});
const summary = (p: PaymentFacts) =>
  paymentDocuments(p).map((d) => [d.source, d.kind, d.issuerEntityId, d.customerEntityId, d.lines[0]!.gross]);

describe('the documents a payment calls for', () => {
  it('are none until it is funded', () => {
    expect(paymentDocuments(payment())).toEqual([]);
    expect(paymentDocuments(payment({ cancelledAt: at(3) }))).toEqual([]);
  });

  it('are the payee’s invoice and, by card, Wordhive’s receipt for the card fee once funded', () => {
    expect(summary(payment({ fundedAt: at(1) }))).toEqual([
      ['payment:12:invoice', 'invoice', 6, 9, 57_200],
      ['payment:12:card-fee', 'receipt', 0, 9, 1_689],
    ]);
    expect(summary(payment({ fundedAt: at(1), method: 'balance', methodFee: 0 }))).toEqual([
      ['payment:12:invoice', 'invoice', 6, 9, 57_200],
    ]);
  });

  it('add the service fee’s receipt to the payee once released, deducted from the payment', () => {
    const docs = paymentDocuments(payment({ fundedAt: at(1), releasedAt: at(4), serviceFee: 1_144 }));
    expect(docs.at(-1)).toMatchObject({
      source: 'payment:12:service-fee',
      issuerEntityId: 0,
      customerEntityId: 6,
      method: 'deducted',
      at: at(4),
    });
  });

  it('add a credit note for the invoice and the card fee once a funded payment is cancelled, each after what it corrects', () => {
    const docs = summary(payment({ fundedAt: at(1), cancelledAt: at(2) }));
    expect(docs).toEqual([
      ['payment:12:invoice', 'invoice', 6, 9, 57_200],
      ['payment:12:card-fee', 'receipt', 0, 9, 1_689],
      ['payment:12:invoice:credit', 'credit_note', 6, 9, -57_200],
      ['payment:12:card-fee:credit', 'credit_note', 0, 9, -1_689],
    ]);
  });
});

it('gives a membership purchase Wordhive’s receipt for the plan and its period', () => {
  const [receipt] = purchaseDocuments({
    id: 3,
    entityId: 7,
    plan: 'professional',
    amount: 12_900,
    currency: 'EUR',
    method: 'card',
    startsAt: at(1),
    endsAt: at(365),
    createdAt: at(1),
  });
  expect(receipt).toMatchObject({
    source: 'membership:3',
    kind: 'receipt',
    issuerEntityId: 0,
    customerEntityId: 7,
    purchaseId: 3,
  });
  expect(receipt!.lines).toEqual([
    {
      text: { kind: 'membership', plan: 'professional', from: at(1).toISOString(), to: at(365).toISOString() },
      gross: 12_900,
    },
  ]);
});
