/**
 * Random concurrent sequences of pay, fund, release, cancel, withdraw, debit,
 * dispute, answer, give back and decide, run on the database of this pass (PGlite in `npm test`, PostgreSQL in CI's
 * second pass). After every batch of concurrent steps the books must hold:
 * every currency sums to zero, no member spends what they do not have, every
 * transfer id is unique, every pending transfer is settled at most once, each
 * payment agrees with its hold, what was given back adds up to its refunds, and replaying an earlier Idempotency-Key
 * changes nothing and answers the same.
 */

import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { expectBalancedBooks } from '../../../../test/books.ts';
import { HttpError } from '../../http/errors.ts';
import { createDisputeService, type DisputeService } from './disputes.ts';
import { createDisputeRepository } from './disputes-repository.ts';
import { createLedger } from './ledger.ts';
import { createProvider } from './provider.ts';
import { createPayRepository } from './repository.ts';
import { createPayService, type PayService } from './service.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const MEMBERS = [6, 7, 8, 9] as const;
const ADMIN = 5;
const DAY = 86_400_000;

let t: TestApp;
let pay: PayService;
let disputes: DisputeService;
let clock = Date.now();
const payoutMethod = new Map<number, number>();

const as = (entityId: number, isAdmin = false) =>
  ({ viewer: { entityId, isAdmin, isPseudo: false, loggedIn: true } }) as unknown as FastifyRequest;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  const deps = {
    repo: createPayRepository(t.database.db),
    ledger: createLedger(t.database.db),
    provider: createProvider(undefined),
    notifications: t.app.ctx.notifications,
    audit: t.app.ctx.audit,
    now: () => clock,
  };
  pay = createPayService({ ...deps, holdDays: 2 });
  disputes = createDisputeService({ ...deps, disputes: createDisputeRepository(t.database.db) });
  for (const m of MEMBERS) {
    const { body } = await pay.addPayoutMethod(as(m), { kind: 'paypal', email: `m${m}@example.com` }, `method-${m}`);
    payoutMethod.set(m, body.payoutMethod.id);
  }
});
afterAll(() => t.close());

type Step =
  | { kind: 'pay'; payer: number; payee: number; amount: number; card: boolean; now: boolean; declined: boolean }
  | { kind: 'fund'; ref: number; card: boolean }
  | { kind: 'release'; ref: number }
  | { kind: 'cancel'; ref: number; byPayee: boolean }
  | { kind: 'withdraw'; member: number; amount: number }
  | { kind: 'debit'; ref: number; amount: number }
  | { kind: 'wait'; days: number }
  /** `share` is a percentage of what is held: what the payer claims, the payee gives back, staff split off. */
  | { kind: 'dispute'; ref: number; share: number }
  | { kind: 'answer'; ref: number }
  | { kind: 'giveBack'; ref: number; share: number }
  | { kind: 'decide'; ref: number; outcome: 'release' | 'refund' | 'split'; share: number };

const member = fc.constantFrom(...MEMBERS);
const amount = fc.integer({ min: 100, max: 60_000 });
const ref = fc.nat({ max: 1_000 });
const share = fc.integer({ min: 1, max: 100 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      payer: member,
      payee: member,
      amount,
      card: fc.boolean(),
      now: fc.boolean(),
      declined: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fund' as const), ref, card: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('release' as const), ref }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), ref, byPayee: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), member, amount }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('debit' as const), ref, amount: fc.integer({ min: 100, max: 3_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dispute' as const), ref, share }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('answer' as const), ref }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('giveBack' as const), ref, share }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      ref,
      outcome: fc.constantFrom('release', 'refund', 'split'),
      share,
    }),
  },
);

/** What succeeded, by kind, over every run: the property must have exercised each flow. */
const succeeded = new Map<string, number>();

/** The first run, whatever the seed: every flow once, so each is exercised with few runs (CI's PostgreSQL pass). */
const EVERY_FLOW: Step[][] = (
  [
    { kind: 'pay', payer: 9, payee: 6, amount: 20_000, card: true, now: true, declined: false },
    { kind: 'pay', payer: 9, payee: 7, amount: 5_000, card: true, now: false, declined: false },
    { kind: 'fund', ref: 1, card: true },
    { kind: 'release', ref: 0 },
    { kind: 'wait', days: 3 },
    { kind: 'withdraw', member: 6, amount: 1_000 },
    { kind: 'debit', ref: 0, amount: 500 },
    { kind: 'pay', payer: 8, payee: 6, amount: 3_000, card: true, now: true, declined: false },
    { kind: 'cancel', ref: 2, byPayee: true },
    { kind: 'pay', payer: 7, payee: 8, amount: 9_999, card: true, now: true, declined: false },
    { kind: 'dispute', ref: 3, share: 60 },
    { kind: 'giveBack', ref: 3, share: 10 },
    { kind: 'answer', ref: 3 },
    { kind: 'decide', ref: 3, outcome: 'split', share: 33 },
  ] as Step[]
).map((one) => [one]);

/** A promise (due in five days) replayed six days later: the key answers what it answered, not a new refusal. */
const REPLAY_AFTER_DUE_DATE: Step[][] = [
  [{ kind: 'pay', payer: 6, payee: 8, amount: 100, card: false, now: false, declined: false }],
  [
    { kind: 'wait', days: 3 },
    { kind: 'wait', days: 3 },
  ],
];

interface Done {
  replay: () => Promise<unknown>;
  body: unknown;
}

let keyCount = 0;
const key = () => `prop-${++keyCount}-${clock}`;

/** Runs a step; refusals (4xx) are part of the game, anything else fails the property. */
async function run(s: Step, payments: number[], done: Done[]): Promise<void> {
  const target = () =>
    payments[s.kind === 'pay' || s.kind === 'withdraw' || s.kind === 'wait' ? 0 : s.ref % Math.max(payments.length, 1)];
  const attempt = async (call: (k: string) => Promise<{ body: unknown }>) => {
    const k = key();
    try {
      const answer = await call(k);
      succeeded.set(s.kind, (succeeded.get(s.kind) ?? 0) + 1);
      done.push({ body: answer.body, replay: () => call(k).then((a) => a.body) });
      return answer;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return undefined;
      throw error;
    }
  };
  switch (s.kind) {
    case 'pay': {
      const funding = {
        method: s.card ? 'card' : 'balance',
        cardId: s.declined ? 'pm_card_chargeDeclined' : 'pm_card_visa',
      } as const;
      const due = new Date(clock + 5 * DAY).toISOString().slice(0, 10);
      const answer = await attempt((k) =>
        pay.create(
          as(s.payer),
          {
            payeeEid: s.payee,
            amount: s.amount,
            currency: 'EUR',
            description: 'Property test payment',
            fundNow: s.now,
            ...(s.now ? { funding } : { dueDate: due }),
          },
          k,
        ),
      );
      if (answer) payments.push((answer.body as { payment: { id: number } }).payment.id);
      return;
    }
    case 'wait':
      clock += s.days * DAY;
      return;
    case 'withdraw':
      await attempt((k) =>
        pay.withdraw(
          as(s.member),
          { amount: s.amount, currency: 'EUR', payoutMethodId: payoutMethod.get(s.member)! },
          k,
        ),
      );
      return;
  }
  const id = target();
  if (id === undefined) return;
  const p = (await pay.paymentRow(id))!;
  switch (s.kind) {
    case 'fund':
      await attempt((k) =>
        pay.fund(
          as(p.payerEntityId),
          id,
          s.card ? { method: 'card', cardId: 'pm_card_visa' } : { method: 'balance' },
          k,
        ),
      );
      return;
    case 'release':
      await attempt((k) => pay.release(as(p.payerEntityId), id, k));
      return;
    case 'cancel':
      await attempt((k) => pay.cancel(as(s.byPayee ? p.payeeEntityId : p.payerEntityId), id, '', k));
      return;
    case 'debit':
      await attempt((k) => pay.debit(as(ADMIN, true), id, { amount: s.amount, reason: 'Disputed charge' }, k));
      return;
  }
  const part = (p.amount - p.refundedAmount) * ('share' in s ? s.share : 0);
  const cents = Math.max(100, Math.floor(part / 100));
  switch (s.kind) {
    case 'dispute':
      await attempt((k) =>
        disputes.open(as(p.payerEntityId), id, { claimed: cents, reason: 'Property test: part was not done.' }, k),
      );
      return;
    case 'answer':
      await attempt((k) => disputes.answer(as(p.payeeEntityId), id, 'Property test: all of it was done.', k));
      return;
    case 'giveBack':
      await attempt((k) => disputes.refund(as(p.payeeEntityId), id, { amount: cents, reason: '' }, k));
      return;
    case 'decide':
      await attempt((k) =>
        disputes.decide(
          as(ADMIN, true),
          id,
          {
            outcome: s.outcome,
            reason: 'Property test decision.',
            ...(s.outcome === 'split' ? { refund: cents } : {}),
          },
          k,
        ),
      );
      return;
  }
}

async function payTablesFingerprint() {
  return t.rows<{ h: string }>(
    `select md5(string_agg(x, '|' order by x)) as h from (
       select 't' || t::text as x from pay_transfers t union all select 'a' || a::text from pay_accounts a
       union all select 'p' || p::text from pay_payments p union all select 'w' || w::text from pay_withdrawals w
       union all select 'd' || d::text from pay_debits d union all select 'r' || r::text from pay_refunds r
       union all select 's' || s::text from pay_disputes s) all_rows`,
  );
}

async function assertBooks() {
  await expectBalancedBooks(t.database.db);
  const [spent] = await t.rows<{ n: number }>(
    `select count(*)::int as n from pay_accounts where kind = 'member' and debits_posted + debits_pending > credits_posted + debited`,
  );
  expect(spent!.n).toBe(0);
  // A payee never gives back more than a payment credited them (its amount less the service fee).
  const overDebited = await t.rows(`select id from pay_payments where debited > amount - service_fee`);
  expect(overDebited).toEqual([]);
  // What was given back of a payment is what its refunds say, never more than was paid: amount and card fee.
  const refundsDisagree = await t.rows(
    `select p.id from pay_payments p left join (
       select payment_id, sum(amount) as amount, sum(fee) as fee from pay_refunds group by 1) r on r.payment_id = p.id
     where p.refunded_amount <> coalesce(r.amount, 0) or p.refunded_fee <> coalesce(r.fee, 0)
        or p.refunded_amount > p.amount or p.refunded_fee > p.method_fee`,
  );
  expect(refundsDisagree).toEqual([]);
  // A payment is disputed exactly while its dispute waits for the payee or for staff.
  const disputesDisagree = await t.rows(
    `select p.id from pay_payments p left join pay_disputes d on d.payment_id = p.id
     where (p.status = 'disputed') <> (d.status is not null and d.status in ('open', 'answered'))`,
  );
  expect(disputesDisagree).toEqual([]);
  const [ids] = await t.rows<{ all: number; distinct: number }>(
    `select count(*)::int as all, count(distinct id)::int as distinct from pay_transfers`,
  );
  expect(ids!.all).toBe(ids!.distinct);
  const twice = await t.rows(
    `select pending_id from pay_transfers where pending_id is not null group by 1 having count(*) > 1`,
  );
  expect(twice).toEqual([]);
  const orphans = await t.rows(
    `select r.id from pay_transfers r left join pay_transfers p on p.id = r.pending_id where r.pending_id is not null and (p.id is null or not p.pending)`,
  );
  expect(orphans).toEqual([]);
}

describe('the ledger under random concurrent payments', () => {
  it('keeps the books balanced after every batch, and a replayed key changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        async (batches, pick) => {
          const payments: number[] = [];
          const done: Done[] = [];
          for (const batch of batches) {
            await Promise.all(batch.map((s) => run(s, payments, done)));
            await assertBooks();
            if (done.length) {
              const earlier = done[pick % done.length]!;
              const before = await payTablesFingerprint();
              expect(await earlier.replay()).toEqual(earlier.body);
              expect(await payTablesFingerprint()).toEqual(before);
            }
          }
        },
      ),
      {
        numRuns: RUNS,
        examples: [
          [EVERY_FLOW, 0],
          [REPLAY_AFTER_DUE_DATE, 0],
        ],
      },
    );
    for (const kind of ['pay', 'fund', 'release', 'cancel', 'withdraw', 'debit', 'dispute', 'giveBack', 'decide']) {
      expect(succeeded.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  });
});
