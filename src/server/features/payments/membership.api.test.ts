/** Paid membership bought through Wordhive Pay: the plans, card and balance, renewals, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { PLANS, type Plans } from '../../../contract/membership.ts';
import type { Overview } from '../../../contract/payments.ts';
import { checkBooks } from './ledger.ts';

let t: TestApp;
let sofia: string; // the translator (6): professional until 200 days from now, a EUR balance
let pedro: { entityId: number; cookie: string }; // a new translator: no membership, no balance
let paula: { entityId: number; cookie: string }; // a client: no plan is for her
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 20 });
  sofia = await t.signIn('translator@demo.wordhive.test');
  pedro = await t.signUp({ email: 'pedro@example.com', name: 'Pedro Novo', accountType: 'translator' });
  paula = await t.signUp({ email: 'paula@example.com', name: 'Paula Client', accountType: 'outsourcer' });
});
afterAll(() => t.close());

let keys = 0;
const buy = (cookie: string | undefined, body: object, key = `membership-${++keys}`) =>
  t.request({
    method: 'POST',
    url: '/next/api/membership/purchase',
    payload: body,
    ...(cookie ? { cookie } : {}),
    headers: { 'idempotency-key': key },
  });
const plans = async (cookie?: string) =>
  (await t.request({ url: '/next/api/membership/plans', ...(cookie ? { cookie } : {}) })).json() as Plans;
const available = async (cookie: string) =>
  ((await t.request({ url: '/next/api/wordhivepay/overview?payeeEid=6', cookie })).json() as Overview).balances.find(
    (b) => b.currency === 'EUR',
  )!.available;

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}
async function booksBalance() {
  for (const book of await checkBooks(t.database.db))
    expect(book).toMatchObject({ postedSum: 0, pendingSum: 0, driftedAccounts: 0, inconsistentPayments: 0 });
}

const card = { method: 'card', cardId: 'pm_card_visa' };

describe('paid membership', () => {
  it('shows visitors the plans with their yearly prices, and a member their membership', async () => {
    const visitor = await plans();
    expect(visitor.mine).toBeNull();
    expect(visitor.plans.map((p) => [p.id, p.prices.EUR, p.months])).toEqual([
      ['professional', 12900, 12],
      ['business', 39900, 12],
    ]);
    const mine = (await plans(sofia)).mine!;
    expect(mine).toMatchObject({ plan: 'professional', status: 'active', eligiblePlan: 'professional' });
    // The demo's membership was bought as members buy one: a year that lapsed, then the running year.
    expect(mine.purchases.map((p) => [p.plan, p.amount, p.method])).toEqual([
      ['professional', 12900, 'card'],
      ['professional', 12900, 'card'],
    ]);
    expect(mine.purchases[0]!.endsAt).toBe(mine.until);
    expect(mine.purchases[0]!.startsAt).toBe(mine.since);
    expect((await plans(paula.cookie)).mine).toMatchObject({ plan: 'none', status: 'none', eligiblePlan: null });
  });

  it('renews from the balance where the running membership ends; the same key never pays twice', async () => {
    const before = (await plans(sofia)).mine!;
    const balance = await available(sofia);
    const first = await buy(
      sofia,
      { plan: 'professional', currency: 'EUR', funding: { method: 'balance' } },
      'renewal-key-1',
    );
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json();
    expect(answer.purchase).toMatchObject({
      plan: 'professional',
      amount: 12900,
      method: 'balance',
      startsAt: before.until,
    });
    const until = new Date(before.until!);
    until.setUTCMonth(until.getUTCMonth() + 12);
    expect(answer.membership).toMatchObject({ status: 'active', until: until.toISOString(), since: before.since });
    expect(await available(sofia)).toBe(balance - PLANS.professional.prices.EUR);
    // A retry with the same key answers the same purchase and moves nothing.
    const again = await buy(
      sofia,
      { plan: 'professional', currency: 'EUR', funding: { method: 'balance' } },
      'renewal-key-1',
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().purchase.id).toBe(answer.purchase.id);
    expect(await available(sofia)).toBe(balance - PLANS.professional.prices.EUR);
    // Paid more than a year ahead now: another renewal waits.
    await unchanged(
      () => buy(sofia, { plan: 'professional', currency: 'EUR', funding: { method: 'balance' } }),
      409,
      'more than a year ahead',
    );
    await booksBalance();
  });

  it('starts a new member’s first membership now, by card; refusals change nothing', async () => {
    await unchanged(
      () => buy(pedro.cookie, { plan: 'professional', currency: 'EUR', funding: { method: 'balance' } }),
      409,
      'balance is too low',
    );
    await unchanged(
      () =>
        buy(pedro.cookie, {
          plan: 'professional',
          currency: 'EUR',
          funding: { method: 'card', cardId: 'pm_card_chargeDeclined' },
        }),
      402,
      'declined',
    );
    await unchanged(
      () => buy(pedro.cookie, { plan: 'business', currency: 'EUR', funding: card }),
      403,
      'not for your kind',
    );
    await unchanged(() => buy(paula.cookie, { plan: 'professional', currency: 'EUR', funding: card }), 403);
    await unchanged(() => buy(undefined, { plan: 'professional', currency: 'EUR', funding: card }), 401);
    await unchanged(() => buy(pedro.cookie, { plan: 'gold', currency: 'EUR', funding: card }), 400, 'plan');
    await unchanged(() => buy(pedro.cookie, { plan: 'professional', currency: 'XYZ', funding: card }), 400, 'currency');

    const bought = await buy(pedro.cookie, { plan: 'professional', currency: 'GBP', funding: card });
    expect(bought.statusCode, bought.body).toBe(201);
    const { membership, purchase } = bought.json();
    expect(purchase).toMatchObject({ amount: 10900, currency: 'GBP', method: 'card' });
    expect(membership).toMatchObject({ plan: 'professional', status: 'active' });
    expect(Date.parse(membership.until) - Date.parse(membership.since)).toBeGreaterThan(364 * DAY);
    // The profile shows it, and the member is now a first-time paid member among the newcomers.
    const group = (
      await t.request({ url: `/next/api/user/membership?entityId=${pedro.entityId}&full=1&checkNewMember=1` })
    ).json();
    expect(JSON.stringify(group)).toContain('professional');
    await booksBalance();
  });

  it('is a payment to Wordhive like any other: in Activity, the Sent CSV, and a notice, once per purchase', async () => {
    const member = await t.signUp({ email: 'renata@example.com', name: 'Renata Renews', accountType: 'translator' });
    const key = 'membership-once-1';
    const body = { plan: 'professional', currency: 'EUR', funding: card };
    const bought = await buy(member.cookie, body, key);
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await buy(member.cookie, body, key)).statusCode).toBe(201); // a retry of the same press
    const { purchase } = bought.json();
    const get = async (url: string) => t.request({ url, cookie: member.cookie });

    const feed = (await get('/next/api/wordhivepay/payment-feed')).json().items;
    expect(feed.filter((i: { kind: string }) => i.kind === 'membership')).toEqual([
      expect.objectContaining({ amount: purchase.amount, currency: 'EUR', direction: 'out', purchaseId: purchase.id }),
    ]);
    const csv = (await get(`/next/api/wordhivepay/export?list=sent&entityId=${member.entityId}`)).body;
    const rows = csv.split('\r\n').filter((r) => r.startsWith(`membership-${purchase.id},`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,paid,Wordhive,"Wordhive professional membership, `);
    expect(rows[0]).toContain(`,EUR,${(purchase.amount / 100).toFixed(2)},0.00,0.00,0.00,0.00,`);
    const notices = (await get('/next/api/notifications?limit=50')).json().notifications;
    expect(
      notices.filter((n: { title: string }) => n.title.includes('paid for your Wordhive membership')),
    ).toHaveLength(1);
  });

  it('extends a membership one purchase after the other when several arrive at once', async () => {
    const quinn = await t.signUp({ email: 'quinn@example.com', name: 'Quinn Twice', accountType: 'subtitler' });
    const body = { plan: 'professional', currency: 'EUR', funding: card };
    const answers = await Promise.all([1, 2, 3].map(() => buy(quinn.cookie, body)));
    // The first starts now, the second where the first ends; the third would pay two years ahead.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409]);
    const mine = (await plans(quinn.cookie)).mine!;
    const [older, newer] = [...mine.purchases].reverse();
    expect(newer!.startsAt).toBe(older!.endsAt);
    expect(mine.until).toBe(newer!.endsAt);
    await booksBalance();
  });
});
