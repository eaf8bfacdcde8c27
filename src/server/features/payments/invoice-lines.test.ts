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
  refunds: [],
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
    const refunds = [{ id: 4, amount: 57_200, fee: 1_689, at: at(2) }];
    const docs = summary(payment({ fundedAt: at(1), cancelledAt: at(2), refunds }));
    expect(docs).toEqual([
      ['payment:12:invoice', 'invoice', 6, 9, 57_200],
      ['payment:12:card-fee', 'receipt', 0, 9, 1_689],
      ['payment:12:invoice:credit', 'credit_note', 6, 9, -57_200],
      ['payment:12:card-fee:credit', 'credit_note', 0, 9, -1_689],
    ]);
  });

  it('credit what each refund in part gave back with the card fee’s share, in the order it happened', () => {
    const refunds = [
      { id: 7, amount: 20_000, fee: 591, at: at(2) },
      { id: 9, amount: 10_000, fee: 295, at: at(3) },
    ];
    const docs = summary(payment({ fundedAt: at(1), releasedAt: at(4), serviceFee: 1_360, refunds }));
    expect(docs).toEqual([
      ['payment:12:invoice', 'invoice', 6, 9, 57_200],
      ['payment:12:card-fee', 'receipt', 0, 9, 1_689],
      ['payment:12:invoice:refund-7', 'credit_note', 6, 9, -20_000],
      ['payment:12:card-fee:refund-7', 'credit_note', 0, 9, -591],
      ['payment:12:invoice:refund-9', 'credit_note', 6, 9, -10_000],
      ['payment:12:card-fee:refund-9', 'credit_note', 0, 9, -295],
      ['payment:12:service-fee', 'receipt', 0, 6, 1_360],
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
