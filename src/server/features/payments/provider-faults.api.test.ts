/**
 * Fault injection around every provider call: a charge, a refund and a payout each fail before the
 * call reaches the provider, after it took effect but before Wordhive committed (what a crash or a
 * lost answer leaves), and after the commit (the member's answer lost, the request retried). After
 * the retry the provider moved the money once, the ledger recorded it once and the books balance.
 * The provider is the test's fake Stripe, which keeps each idempotency key's first answer as Stripe does.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { expectBalancedBooks } from '../../../../test/books.ts';
import { type FakeStripe, startFakeStripe } from '../../../../test/fake-stripe.ts';
import { rowsOf } from '../../db/client.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { createDisputeService, type DisputeService } from './disputes.ts';
import { createDisputeRepository } from './disputes-repository.ts';
import { createLedger } from './ledger.ts';
import { createProvider, type PaymentProvider } from './provider.ts';
import { createPayRepository } from './repository.ts';
import { createPayService, type PayService } from './service.ts';

type Operation = 'charge' | 'refund' | 'payout';
type Step = 'before the call' | 'after the call, before the commit';

const PRIYA = 9;
const SOFIA = 6;
let stripe: FakeStripe;
let t: TestApp;
let pay: PayService;
let disputes: DisputeService;
/** The next call of this operation fails at this step, once. */
let fault: { operation: Operation; step: Step } | undefined;

/** The real Stripe provider, with a fault where the test asks for one. */
function faulty(inner: PaymentProvider): PaymentProvider {
  const at = async <T>(operation: Operation, call: () => Promise<T>): Promise<T> => {
    const planned = fault?.operation === operation ? fault.step : undefined;
    if (planned) fault = undefined;
    if (planned === 'before the call') throw new Error(`injected: ${operation} ${planned}`);
    const result = await call();
    if (planned) throw new Error(`injected: ${operation} ${planned}`);
    return result;
  };
  return {
    name: inner.name,
    charge: (input) => at('charge', () => inner.charge(input)),
    refund: (input) => at('refund', () => inner.refund(input)),
    payout: (input) => at('payout', () => inner.payout(input)),
  };
}

const as = (entityId: number, isAdmin = false) =>
  ({ viewer: { entityId, isAdmin, isPseudo: false } }) as unknown as FastifyRequest;
const ADMIN = 5;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ seedMembers: 0 });
  const db = t.database.db;
  const deps = {
    repo: createPayRepository(db),
    ledger: createLedger(db),
    provider: faulty(createProvider({ secretKey: 'sk_test_wordhive', apiUrl: stripe.url })),
    // Outside what this test proves: the money.
    notifications: { create: async () => undefined } as unknown as NotificationService,
    audit: { record: async () => {} } as unknown as AuditService,
  };
  pay = createPayService({ ...deps, holdDays: 0 });
  disputes = createDisputeService({ ...deps, disputes: createDisputeRepository(db) });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const transfersOf = async (paymentId: number, kind: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pay_transfers where payment_id = ${paymentId} and kind = ${kind}`,
    )
  )[0]!.n;

let made = 0;
/** Priya pays Sofia by card now; each call a payment of its own amount, so its charge is recognisable. */
function payByCard(key: string, amount: number) {
  return pay.create(
    as(PRIYA),
    {
      payeeEid: SOFIA,
      amount,
      currency: 'EUR',
      description: `Fault test ${amount}`,
      jobId: null,
      fundNow: true,
      funding: { method: 'card', cardId: 'pm_card_visa' },
    },
    key,
  );
}

/** The card charges made for a member's Idempotency-Key (the provider's key is derived from it). */
const chargesFor = (key: string) => stripe.effects('/v1/payment_intents').filter((c) => c.key?.endsWith(key));

const STEPS: Step[] = ['before the call', 'after the call, before the commit'];

describe('a card charge', () => {
  it.each(STEPS)('failing %s, then retried with the same key, charges the card once', async (step) => {
    const amount = 10_000 + 1_000 * ++made;
    const key = `charge-fault-${made}`;
    fault = { operation: 'charge', step };
    await expect(payByCard(key, amount)).rejects.toThrow('injected');
    const [stored] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pay_payments where amount = ${amount}`,
    );
    expect(stored!.n).toBe(0);
    expect(chargesFor(key)).toHaveLength(step === 'before the call' ? 0 : 1);

    const { status, body } = await payByCard(key, amount);
    expect(status).toBe(201);
    expect(body.payment.status).toBe('funded');
    expect(chargesFor(key)).toHaveLength(1);
    expect(await transfersOf(body.payment.id, 'fund')).toBe(1);
    await expectBalancedBooks(t.database.db);
  });

  it('whose answer was lost after the commit is replayed, not charged again', async () => {
    const amount = 10_000 + 1_000 * ++made;
    const key = `charge-replay-${made}`;
    const first = await payByCard(key, amount);
    const requests = stripe.calls.length;
    const again = await payByCard(key, amount);
    expect(again).toMatchObject({ replayed: true, body: { payment: { id: first.body.payment.id } } });
    expect(stripe.calls).toHaveLength(requests);
    expect(chargesFor(key)).toHaveLength(1);
  });
});

describe('a refund', () => {
  it.each(STEPS)('failing %s, then retried, gives the money back once', async (step) => {
    const amount = 10_000 + 1_000 * ++made;
    const { body } = await payByCard(`refund-pay-${made}`, amount);
    const id = body.payment.id;
    const giveBack = () => pay.cancel(as(SOFIA), id, 'Not my language pair', `refund-fault-${made}`);
    fault = { operation: 'refund', step };
    await expect(giveBack()).rejects.toThrow('injected');
    const [row] = await rowsOf<{ status: string }>(
      t.database.db,
      sql`select status from pay_payments where id = ${id}`,
    );
    expect(row!.status).toBe('funded');

    expect((await giveBack()).body.payment.status).toBe('cancelled');
    const refunds = stripe
      .effects('/v1/refunds')
      .filter((c) => c.form.get('payment_intent')?.includes(`refund-pay-${made}`));
    expect(refunds).toHaveLength(1);
    expect(await transfersOf(id, 'refund')).toBe(1);
    await expectBalancedBooks(t.database.db);
  });
});

/** The provider's refunds of the card charge made for a member's Idempotency-Key, and their amounts. */
const refundsOfCharge = (chargeKey: string) =>
  stripe
    .effects('/v1/refunds')
    .filter((c) => c.form.get('payment_intent')?.includes(chargeKey))
    .map((c) => Number(c.form.get('amount')));

describe('a part given back', () => {
  it.each(STEPS)('by the payee, failing %s, then retried with the same key, is refunded once', async (step) => {
    const amount = 10_000 + 1_000 * ++made;
    const charge = `part-pay-${made}`;
    const { body } = await payByCard(charge, amount);
    const id = body.payment.id;
    const giveBack = () => disputes.refund(as(SOFIA), id, { amount: 2_500, reason: 'One part late' }, `part-${made}`);
    fault = { operation: 'refund', step };
    await expect(giveBack()).rejects.toThrow('injected');
    expect((await giveBack()).body.payment).toMatchObject({ status: 'funded', refundedAmount: 2_500 });
    const share = Math.floor((body.payment.methodFee * 2_500 * 2 + amount) / (2 * amount));
    expect(refundsOfCharge(charge)).toEqual([2_500 + share]);
    expect(await transfersOf(id, 'refund')).toBe(1);
    await expectBalancedBooks(t.database.db);
  });

  it.each(STEPS)(
    'by staff’s split, failing %s, then decided again under another key, is refunded once',
    async (step) => {
      const amount = 10_000 + 1_000 * ++made;
      const charge = `split-pay-${made}`;
      const { body } = await payByCard(charge, amount);
      const id = body.payment.id;
      await disputes.open(as(PRIYA), id, { claimed: 5_000, reason: 'Half of it was never delivered.' }, `open-${made}`);
      await disputes.answer(as(SOFIA), id, 'All of it was delivered on the day.', `answer-${made}`);
      // Two staff members, or one who reloaded the page: each decision is sent with a key of its own.
      const decide = (key: string) =>
        disputes.decide(
          as(ADMIN, true),
          id,
          { outcome: 'split', refund: 4_000, reason: 'Two parts are missing.' },
          key,
        );
      fault = { operation: 'refund', step };
      await expect(decide(`decide-${made}-a`)).rejects.toThrow('injected');
      const decided = await decide(`decide-${made}-b`);
      expect(decided.body.payment).toMatchObject({ status: 'released', refundedAmount: 4_000 });
      expect(refundsOfCharge(charge)).toHaveLength(1);
      expect(await transfersOf(id, 'refund')).toBe(1);
      await expectBalancedBooks(t.database.db);
    },
  );
});

describe('a payout', () => {
  it.each(STEPS)('failing %s is sent once by the catch-up sweep, the withdrawal paid once', async (step) => {
    const amount = 1_000 + ++made;
    const { body } = await payByCard(`payout-pay-${made}`, 50_000 + made);
    await pay.release(as(PRIYA), body.payment.id, `payout-release-${made}`);
    const [method] = await createPayRepository(t.database.db).payoutMethods(SOFIA);
    fault = { operation: 'payout', step };
    const answer = await pay.withdraw(
      as(SOFIA),
      { amount, currency: 'EUR', payoutMethodId: method!.id },
      `withdraw-fault-${made}`,
    );
    // The withdrawal is on the record and its money held while the payout has not gone out.
    expect(answer.body.withdrawal.status).toBe('processing');
    await pay.settleAll();
    const [row] = await rowsOf<{ status: string }>(
      t.database.db,
      sql`select status from pay_withdrawals where id = ${answer.body.withdrawal.id}`,
    );
    expect(row!.status).toBe('paid');
    const payouts = stripe.effects('/v1/payouts').filter((c) => c.key === `withdrawal-${answer.body.withdrawal.id}`);
    expect(payouts).toHaveLength(1);
    await expectBalancedBooks(t.database.db);
  });
});
