import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { expectBalancedBooks } from '../../../../test/books.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type {
  AdminPayAccounts,
  Businesses,
  Feed,
  Overview,
  Payment,
  PaymentList,
  PaySettings,
  Pending,
} from '../../../contract/payments.ts';
import type { ProfileGroupData } from '../../../contract/profile.ts';

let t: TestApp;
let priya: string; // the demo client (9): pays Sofia
let sofia: string; // the translator (6)
let admin: string;
let payer: { entityId: number; cookie: string };
let payee: { entityId: number; cookie: string };
const SOFIA = 6;
const PRIYA = 9;
const base = '/next/api/wordhivepay';

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 40 });
  priya = await t.signIn('outsourcer@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
  payer = await t.signUp({ email: 'payer@example.com', name: 'Paula Payer', accountType: 'outsourcer' });
  payee = await t.signUp({ email: 'payee@example.com', name: 'Pedro Payee', accountType: 'translator' });
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `test-key-${++keys}`;

function call(method: string, url: string, cookie?: string, payload?: object, key: string | null = newKey()) {
  return t.request({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(cookie ? { cookie } : {}),
    headers: method !== 'GET' && key ? { 'idempotency-key': key } : {},
  });
}

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

async function booksBalance() {
  await expectBalancedBooks(t.database.db);
}

const balanceOf = async (entityId: number, cookie: string, currency = 'EUR') =>
  ((await call('GET', `${base}/overview?payeeEid=${entityId}`, cookie)).json() as Overview).balances.find(
    (b) => b.currency === currency,
  ) ?? {
    available: 0,
    pending: 0,
    withdrawable: 0,
  };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pay(body: object, cookie = payer.cookie): Promise<Payment> {
  const res = await call('POST', `${base}/payments`, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { payment: Payment }).payment;
}
const byCard = (amount: number, changes: object = {}) => ({
  payeeEid: payee.entityId,
  amount,
  currency: 'EUR',
  description: 'Translation of a user manual',
  fundNow: true,
  funding: { method: 'card', cardId: 'pm_card_visa' },
  ...changes,
});

describe('the seeded books', () => {
  it('balance, and Sofia sees her money: received, pending, withdrawn, her clients and her feed', async () => {
    await booksBalance();
    const overview = (await call('GET', `${base}/overview?payeeEid=${SOFIA}`, sofia)).json() as Overview;
    const eur = overview.balances.find((b) => b.currency === 'EUR')!;
    expect(eur.pending).toBe(9_500); // the funded proofreading
    expect(eur.available).toBeGreaterThan(0);
    expect(overview.byClient.some((c) => c.payer.entityId === PRIYA)).toBe(true);
    expect(overview.byMonth.length).toBeGreaterThan(0);
    // The chart covers this month and the 11 before it, with or without income in each.
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(overview.months).toHaveLength(12);
    expect(overview.months.at(-1)).toBe(thisMonth);
    expect(new Set(overview.months).size).toBe(12);
    expect(overview.byMonth.every((m) => overview.months.includes(m.month))).toBe(true);

    const received = (await call('GET', `${base}/payments-received?payeeEid=${SOFIA}`, sofia)).json() as PaymentList;
    const lease = received.items.find((p) => p.jobId === 2)!;
    expect(lease).toMatchObject({
      payer: { entityId: PRIYA, name: 'Priya Raman' },
      amount: 57_200,
      status: 'released',
      serviceFee: 1_144,
    });

    const pending = (await call('GET', `${base}/pending?entityId=${SOFIA}`, sofia)).json() as Pending;
    expect(pending.toReceive.map((p) => p.status).sort()).toEqual(['awaiting_funding', 'funded']);
    const withdrawn = (await call('GET', `${base}/payments-withdrawn?payeeEid=${SOFIA}`, sofia)).json() as PaymentList;
    expect(withdrawn.items[0]).toMatchObject({ status: 'paid', currency: 'EUR' });

    const businesses = (await call('GET', `${base}/businesses?entityId=${SOFIA}`, sofia)).json() as Businesses;
    expect(businesses.payers.find((b) => b.party.name === 'Priya Raman')?.party).toMatchObject({
      entityId: 9,
      accountType: 'outsourcer',
      imageUrl: null,
    });
    const feed = (await call('GET', `${base}/payment-feed`, sofia)).json() as Feed;
    expect(feed.items[0]!.at >= feed.items.at(-1)!.at).toBe(true);
    expect(feed.items.some((i) => i.kind === 'withdrawal' && i.direction === 'out')).toBe(true);
    // The lease's steps: only its release brought Sofia money, and that less the service fee.
    const lease2 = feed.items.filter((i) => i.paymentId === lease.id).map((i) => [i.kind, i.direction, i.amount]);
    expect(lease2.sort()).toEqual([
      ['payment_created', 'none', 57_200],
      ['payment_funded', 'none', 57_200],
      ['payment_released', 'in', 57_200 - 1_144],
    ]);
  });

  it('told Sofia of each step when it happened: the last days’ news unread, the older read, her waiting client too', async () => {
    type Note = {
      type: string;
      title: string;
      message: string;
      isRead: boolean;
      createdAt: string;
      redirectUrl: string;
    };
    const list = (await call('GET', '/next/api/notifications?limit=100', sofia)).json() as {
      notifications: Note[];
      unreadCount: number;
    };
    // Newest first, as the bell lists them: by when each thing happened.
    const times = list.notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual(times.toSorted((x, y) => y - x));
    const unread = list.notifications.filter((n) => !n.isRead);
    expect(unread).toHaveLength(3);
    expect(unread).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Priya Raman paid you €95.00' }),
        expect.objectContaining({ title: 'Priya Raman will pay you €180.00' }),
        expect.objectContaining({
          type: 'chat',
          title: expect.stringMatching(/^New message from /),
          redirectUrl: expect.stringMatching(/^\/chat\?channel=messaging_6_/),
        }),
      ]),
    );
    expect(list.unreadCount).toBe(3);
    const daysAgo = (n: Note) => (Date.now() - Date.parse(n.createdAt)) / 86_400_000;
    expect(unread.every((n) => daysAgo(n) < 7)).toBe(true);

    const lease = (await call('GET', `${base}/payments-received?payeeEid=${SOFIA}`, sofia)).json() as PaymentList;
    const leasePayment = lease.items.find((p) => p.jobId === 2)!;
    const released = list.notifications.find(
      (n) => n.redirectUrl === `/payments/${leasePayment.id}` && n.type === 'payment',
    );
    // €572.00 paid, less her member's 2 % service fee: what her balance gained.
    expect(leasePayment).toMatchObject({ amount: 57_200, serviceFee: 1_144 });
    expect(released).toMatchObject({ isRead: true, title: '€560.56 from Priya Raman is now yours' });
    expect(daysAgo(released!)).toBeCloseTo(38, 0);
  });

  it('tells a client what she paid, per currency: released, and held until she releases it', async () => {
    const overview = (await call('GET', `${base}/overview?payeeEid=${PRIYA}`, priya)).json() as Overview;
    const sent = ((await call('GET', `${base}/payments-sent?payerEid=${PRIYA}`, priya)).json() as PaymentList).items;
    const eur = sent.filter((p) => p.currency === 'EUR');
    const sum = (status: string) => eur.filter((p) => p.status === status).reduce((total, p) => total + p.amount, 0);
    expect(sum('released')).toBeGreaterThanOrEqual(57_200); // the lease, at least
    expect(overview.spent.find((c) => c.currency === 'EUR')).toEqual({
      currency: 'EUR',
      released: sum('released'),
      held: sum('funded'),
      count: eur.filter((p) => p.status === 'released' || p.status === 'funded').length,
    });
  });

  it('shows a member only their own money: 403 for another’s eid, whatever the query says; admins see all', async () => {
    for (const url of [
      `${base}/overview?payeeEid=${PRIYA}`,
      `${base}/payments-received?payeeEid=${PRIYA}`,
      `${base}/payments-sent?payerEid=${PRIYA}`,
      `${base}/payments-withdrawn?payeeEid=${PRIYA}`,
      `${base}/customer-debits?payeeEid=${PRIYA}`,
      `${base}/settings?payeeEid=${PRIYA}`,
      `${base}/businesses?entityId=${PRIYA}`,
      `${base}/pending?entityId=${PRIYA}`,
      `${base}/export?list=sent&entityId=${PRIYA}`,
      `${base}/service-fees?payerEid=${PRIYA}&payeeEid=7`,
    ]) {
      const res = await call('GET', url, sofia);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('You can see only your own payments');
    }
    expect((await call('GET', `${base}/overview?payeeEid=${SOFIA}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `${base}/overview?payeeEid=${SOFIA}`)).statusCode).toBe(401);
    // A payment between two others is no business of Sofia's.
    const other = await pay(byCard(1_000));
    expect((await call('GET', `${base}/payments/${other.id}`, sofia)).statusCode).toBe(404);
  });

  it('marks the lease job’s ratings "verified payment" on both profiles', async () => {
    const feedback = (
      await call('GET', `/next/api/user/feedback?entityId=${SOFIA}`)
    ).json() as ProfileGroupData['feedback'];
    expect(feedback.items.find((f) => f.jobId === 2)).toMatchObject({ verifiedPayment: true });
    const bb = (
      await call('GET', `/next/api/user/bb-entries?entityId=${PRIYA}`)
    ).json() as ProfileGroupData['bb-entries'];
    expect(bb.entries.find((e) => e.jobId === 2)).toMatchObject({ verifiedPayment: true });
    expect(feedback.items.filter((f) => f.jobId !== 2).every((f) => !f.verifiedPayment)).toBe(true);
  });
});

describe('idempotency', () => {
  it('refuses a write without a key, replays the first answer for the same key, refuses it for another request', async () => {
    await unchanged(() => call('POST', `${base}/payments`, payer.cookie, byCard(2_000), null), 400, 'Idempotency-Key');
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(2_000), 'short'),
      400,
      'Idempotency-Key',
    );
    const key = newKey();
    const first = await call('POST', `${base}/payments`, payer.cookie, byCard(2_000), key);
    expect(first.statusCode).toBe(201);
    const before = await dbFingerprint(t.database.db);
    const again = await call('POST', `${base}/payments`, payer.cookie, byCard(2_000), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    await unchanged(() => call('POST', `${base}/payments`, payer.cookie, byCard(3_000), key), 422, 'already used');
    // Keys are per member: another member's same key is a new request.
    const theirs = await call('POST', `${base}/payments`, sofia, { ...byCard(1_500), payeeEid: payee.entityId }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().payment.id).not.toBe(first.json().payment.id);
    await booksBalance();
  });

  it('gives one payment for the same key sent twice at once', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      call('POST', `${base}/payments`, payer.cookie, byCard(2_500), key),
      call('POST', `${base}/payments`, payer.cookie, byCard(2_500), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().payment.id).toBe(b.json().payment.id);
    const rows = await t.rows<{ n: number }>(`select count(*)::int as n from pay_payments where amount = 2500`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('paying a member', () => {
  it('funds by card now: the payer pays the method fee, the payee sees it pending, then available less the service fee', async () => {
    const before = await balanceOf(payee.entityId, payee.cookie);
    const p = await pay(byCard(10_000));
    expect(p).toMatchObject({ status: 'funded', method: 'card', methodFee: 320, payer: { name: 'Paula Payer' } });
    let now = await balanceOf(payee.entityId, payee.cookie);
    expect(now.pending - before.pending).toBe(10_000);
    expect(now.available).toBe(before.available);

    await unchanged(() => call('POST', `${base}/payments/${p.id}/release`, payee.cookie), 403, 'Only the payer');
    const released = await call('POST', `${base}/payments/${p.id}/release`, payer.cookie);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().payment).toMatchObject({ status: 'released', serviceFee: 500 });
    now = await balanceOf(payee.entityId, payee.cookie);
    expect(now.pending).toBe(before.pending);
    expect(now.available - before.available).toBe(9_500);
    // Within the hold period, nothing of it can be withdrawn yet.
    expect(now.withdrawable - before.withdrawable).toBe(0);
    await unchanged(() => call('POST', `${base}/payments/${p.id}/release`, payer.cookie), 409, 'Only a funded payment');

    const notes = (await call('GET', '/next/api/notifications?limit=20', payee.cookie)).json().notifications as {
      title: string;
    }[];
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Paula Payer paid you €100.00',
        // The released notice names what her balance gained: €100.00 less the 5 % service fee.
        '€95.00 from Paula Payer is now yours',
      ]),
    );
    await booksBalance();
  });

  it('refuses bad input, a declined card, paying oneself and an unknown payee, changing nothing', async () => {
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(50)),
      400,
      'The smallest amount is 1.00',
    );
    await unchanged(() => call('POST', `${base}/payments`, payer.cookie, byCard(1000.5)), 400, 'cents');
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(1000, { currency: 'XXX' })),
      400,
      'currency',
    );
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(1000, { description: '' })),
      400,
      'Say what the payment is for',
    );
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(1000, { fundNow: false, funding: undefined })),
      400,
      'Choose a due date',
    );
    await unchanged(
      () =>
        call(
          'POST',
          `${base}/payments`,
          payer.cookie,
          byCard(1000, { fundNow: false, funding: undefined, dueDate: '2020-01-01' }),
        ),
      400,
      'from today on',
    );
    // Days that are not on the calendar were stored as given and the database answered 500.
    for (const dueDate of ['2031-02-30', '2031-04-31', '2031-13-01']) {
      await unchanged(
        () =>
          call('POST', `${base}/payments`, payer.cookie, byCard(1000, { fundNow: false, funding: undefined, dueDate })),
        400,
        'dueDate: Enter a date as YYYY-MM-DD',
      );
    }
    await unchanged(
      () =>
        call(
          'POST',
          `${base}/payments`,
          payer.cookie,
          byCard(1000, { funding: { method: 'card', cardId: 'pm_card_chargeDeclined' } }),
        ),
      402,
      'The card was declined',
    );
    // The sandbox answered any other card id as a successful charge; Stripe's test mode refuses it.
    await unchanged(
      () =>
        call(
          'POST',
          `${base}/payments`,
          payer.cookie,
          byCard(1000, { funding: { method: 'card', cardId: 'pm_card_madeUp' } }),
        ),
      402,
      'There is no such card',
    );
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(1000, { payeeEid: payer.entityId })),
      400,
      'You cannot pay yourself',
    );
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(1000, { payeeEid: 999_999 })),
      404,
      'no member to pay',
    );
    await unchanged(
      () => call('POST', `${base}/payments`, payer.cookie, byCard(1000, { jobId: 1 })),
      400,
      'Link a job you awarded',
    );
    await unchanged(() => call('POST', `${base}/payments`, undefined, byCard(1000)), 401);
  });

  it('pays a job at most what is left of its quote, however many tabs pay at once', async () => {
    const mine = async () =>
      (await call('GET', '/next/api/jobs/mine', priya)).json() as {
        toPay: { jobId: number; professional: { entityId: number }; leftCents: number }[];
      };
    const owed = (await mine()).toPay.find((j) => j.professional.entityId === SOFIA)!;
    expect(owed.leftCents).toBeGreaterThan(200);
    const forJob = (amount: number) => byCard(amount, { payeeEid: SOFIA, jobId: owed.jobId });
    // Two tabs press "Pay" on what is left at the same moment: the database lets one through.
    const [a, b] = await Promise.all([
      call('POST', `${base}/payments`, priya, forJob(owed.leftCents)),
      call('POST', `${base}/payments`, priya, forJob(owed.leftCents)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe(
      'This is more than is left to pay for this job',
    );
    expect((await mine()).toPay.some((j) => j.jobId === owed.jobId)).toBe(false);
    // Nothing more, however small, and nothing changes.
    await unchanged(() => call('POST', `${base}/payments`, priya, forJob(100)), 409, 'more than is left');
    await booksBalance();
  });

  it('pays from the Wordhive balance only what is there', async () => {
    const fromBalance = (amount: number) =>
      call('POST', `${base}/payments`, payee.cookie, {
        ...byCard(amount),
        payeeEid: SOFIA,
        funding: { method: 'balance' },
      });
    const { available } = await balanceOf(payee.entityId, payee.cookie);
    await unchanged(() => fromBalance(available + 100), 409, 'Your Wordhive balance is too low');
    const ok = await fromBalance(1_000);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().payment).toMatchObject({ method: 'balance', methodFee: 0, status: 'funded' });
    expect((await balanceOf(payee.entityId, payee.cookie)).available).toBe(available - 1_000);
    await booksBalance();
  });

  it('funds later: the payee sees it awaiting funding, the payer funds it, or cancels it first', async () => {
    const later = await pay(byCard(4_000, { fundNow: false, funding: undefined, dueDate: inDays(10) }));
    expect(later).toMatchObject({ status: 'awaiting_funding', overdue: false, dueDate: inDays(10) });
    const pending = (await call('GET', `${base}/pending?entityId=${payee.entityId}`, payee.cookie)).json() as Pending;
    expect(pending.toReceive.some((p) => p.id === later.id)).toBe(true);
    await unchanged(
      () =>
        call('POST', `${base}/payments/${later.id}/report-nonpayment`, payee.cookie, {
          details: 'Not paid and no answer to my mails.',
        }),
      409,
      'once the due date has passed',
    );
    const funded = await call('POST', `${base}/payments/${later.id}/fund`, payer.cookie, {
      method: 'card',
      cardId: 'pm_card_mastercard',
    });
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json().payment.status).toBe('funded');
    await unchanged(
      () => call('POST', `${base}/payments/${later.id}/fund`, payer.cookie, { method: 'card', cardId: 'pm_card_visa' }),
      409,
      'awaiting funding',
    );

    const other = await pay(byCard(4_100, { fundNow: false, funding: undefined, dueDate: inDays(10) }));
    await unchanged(() => call('POST', `${base}/payments/${other.id}/cancel`, payee.cookie, { reason: '' }), 403);
    const cancelled = await call('POST', `${base}/payments/${other.id}/cancel`, payer.cookie, {
      reason: 'Paid by bank transfer',
    });
    expect(cancelled.json().payment).toMatchObject({ status: 'cancelled', cancelReason: 'Paid by bank transfer' });
    await booksBalance();
  });

  it('lets the payee give back a funded payment: the hold is voided and the card refunded with its fee', async () => {
    const before = await balanceOf(payee.entityId, payee.cookie);
    const p = await pay(byCard(7_000));
    await unchanged(() => call('POST', `${base}/payments/${p.id}/cancel`, payer.cookie, { reason: '' }), 403);
    const res = await call('POST', `${base}/payments/${p.id}/cancel`, payee.cookie, {
      reason: 'I cannot take this job after all',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(payee.entityId, payee.cookie)).toEqual(before);
    const refunds = await t.rows<{ n: number }>(
      `select count(*)::int as n from pay_transfers where payment_id = ${p.id} and (kind = 'refund' or resolution = 'void')`,
    );
    expect(refunds[0]!.n).toBe(2);
    await booksBalance();

    // The payer's activity: the card paid the amount and its fee, and got both back; the payee's shows
    // money held, then given back, none of it theirs.
    const cancelled = (await call('GET', `${base}/payments/${p.id}`, payer.cookie)).json().payment as Payment;
    expect(cancelled.methodFee).toBeGreaterThan(0);
    // The page and the CSV say the card fee came back with the amount, not that it was kept.
    expect(cancelled.refunded).toBe(7_000 + cancelled.methodFee);
    const csv = (await call('GET', `${base}/export?list=sent&entityId=${payer.entityId}`, payer.cookie)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const header = csv[0]!.split(',');
    const row = csv.find((line) => line.startsWith(`${p.id},`))!.split(',');
    expect(row[header.indexOf('refunded')]).toBe(((7_000 + cancelled.methodFee) / 100).toFixed(2));
    const steps = async (cookie: string) =>
      ((await call('GET', `${base}/payment-feed`, cookie)).json() as Feed).items
        .filter((i) => i.paymentId === p.id)
        .map((i) => [i.kind, i.direction, i.amount])
        .sort();
    // The money coming back is its own row (as each part of a partial refund is); the cancellation moves none.
    expect(await steps(payer.cookie)).toEqual([
      ['payment_cancelled', 'none', 7_000],
      ['payment_created', 'none', 7_000],
      ['payment_funded', 'out', 7_000 + cancelled.methodFee],
      ['payment_refunded', 'in', 7_000 + cancelled.methodFee],
    ]);
    expect(await steps(payee.cookie)).toEqual([
      ['payment_cancelled', 'none', 7_000],
      ['payment_created', 'none', 7_000],
      ['payment_funded', 'none', 7_000],
      ['payment_refunded', 'none', 7_000],
    ]);
  });
});

describe('withdrawals', () => {
  it('keeps at most five payout methods a member, and says so', async () => {
    const member = await t.signUp({ email: 'methods@example.com', name: 'Mia Methods', accountType: 'translator' });
    const add = (i: number) =>
      call('POST', `${base}/payout-methods`, member.cookie, { kind: 'paypal', email: `mia${i}@example.com` });
    for (let i = 1; i <= 5; i++) expect((await add(i)).statusCode).toBe(201);
    await unchanged(() => add(6), 409, 'You can keep at most 5 payout methods');
  });

  it('pays out available money past the hold period to a saved method, and never more', async () => {
    const bad = await call('POST', `${base}/payout-methods`, sofia, {
      kind: 'bank_transfer',
      holder: 'Sofia Almeida',
      iban: 'PT50000201231234567890155',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Enter a valid IBAN');
    const method = await call('POST', `${base}/payout-methods`, sofia, {
      kind: 'paypal',
      email: 'sofia.pay@example.com',
    });
    expect(method.statusCode, method.body).toBe(201);
    expect(method.json().payoutMethod.label).toBe('PayPal s•••@example.com');
    const methodId = method.json().payoutMethod.id as number;
    const settings = (await call('GET', `${base}/settings?payeeEid=${SOFIA}`, sofia)).json() as PaySettings;
    expect(settings.payoutMethods.map((m) => m.label)).toContain('PT50 •••• 0154');
    expect(JSON.stringify(settings)).not.toContain('PT50000201231234567890154');

    const { withdrawable, available } = await balanceOf(SOFIA, sofia);
    await unchanged(
      () =>
        call('POST', `${base}/withdrawals`, sofia, {
          amount: withdrawable + 1,
          currency: 'EUR',
          payoutMethodId: methodId,
        }),
      409,
      'more than you can withdraw',
    );
    await unchanged(
      () => call('POST', `${base}/withdrawals`, sofia, { amount: 1_000, currency: 'EUR', payoutMethodId: 999 }),
      400,
      'payout methods',
    );
    await unchanged(
      () =>
        call('POST', `${base}/withdrawals`, payee.cookie, { amount: 1_000, currency: 'EUR', payoutMethodId: methodId }),
      400,
      'payout methods',
    );
    const res = await call('POST', `${base}/withdrawals`, sofia, {
      amount: 1_000,
      currency: 'EUR',
      payoutMethodId: methodId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call('GET', `${base}/payments-withdrawn?payeeEid=${SOFIA}`, sofia)).json() as PaymentList;
    expect(list.items[0]).toMatchObject({ amount: 1_000, status: 'paid', method: 'PayPal s•••@example.com' });
    expect((await balanceOf(SOFIA, sofia)).available).toBe(available - 1_000);
    await booksBalance();
  });

  it('lets two withdrawals of the whole balance at once take it only once', async () => {
    const methods = ((await call('GET', `${base}/settings?payeeEid=${SOFIA}`, sofia)).json() as PaySettings)
      .payoutMethods;
    const { withdrawable } = await balanceOf(SOFIA, sofia);
    const body = { amount: withdrawable, currency: 'EUR', payoutMethodId: methods[0]!.id };
    const [a, b] = await Promise.all([
      call('POST', `${base}/withdrawals`, sofia, body),
      call('POST', `${base}/withdrawals`, sofia, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await balanceOf(SOFIA, sofia)).withdrawable).toBe(0);
    await booksBalance();
  });
});

describe('staff', () => {
  it('records a customer debit on a released payment with a reason the payee sees, audited; members cannot', async () => {
    const p = await pay(byCard(6_000));
    await call('POST', `${base}/payments/${p.id}/release`, payer.cookie);
    const before = await balanceOf(payee.entityId, payee.cookie);
    await unchanged(
      () => call('POST', `${base}/payments/${p.id}/debits`, payee.cookie, { amount: 1_000, reason: 'Chargeback' }),
      403,
    );
    // The payee was credited €60.00 less the 5 % service fee: €57.00 is the most they give back.
    await unchanged(
      () => call('POST', `${base}/payments/${p.id}/debits`, admin, { amount: 6_000, reason: 'Chargeback' }),
      409,
      'cannot exceed what this payment credited the payee',
    );
    const res = await call('POST', `${base}/payments/${p.id}/debits`, admin, {
      amount: 5_700,
      reason: 'The card holder disputed the charge',
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await balanceOf(payee.entityId, payee.cookie);
    expect(after.available).toBe(before.available - 5_700);
    const debits = (await call('GET', `${base}/customer-debits?payeeEid=${payee.entityId}`, payee.cookie)).json();
    expect(debits.items[0]).toMatchObject({
      paymentId: p.id,
      amount: 5_700,
      reason: 'The card holder disputed the charge',
      payer: { name: 'Paula Payer' },
    });
    const audit = await t.rows<{ action: string }>(`select action from audit_log where action = 'pay.debit'`);
    expect(audit).toHaveLength(1);
    await booksBalance();
  });

  it('freezes an account with a reason (audited): it cannot pay or withdraw until unfrozen', async () => {
    await unchanged(
      () => call('POST', `${base}/accounts/${payer.entityId}/freeze`, sofia, { frozen: true, reason: 'Review' }),
      403,
    );
    await unchanged(
      () => call('POST', `${base}/accounts/${payer.entityId}/freeze`, admin, { frozen: true }),
      400,
      'Give a reason',
    );
    const res = await call('POST', `${base}/accounts/${payer.entityId}/freeze`, admin, {
      frozen: true,
      reason: 'Card payments under review',
    });
    expect(res.statusCode, res.body).toBe(200);
    await unchanged(() => call('POST', `${base}/payments`, payer.cookie, byCard(1_000)), 403, 'frozen');
    const accounts = (await call('GET', `${base}/admin/accounts`, admin)).json() as AdminPayAccounts;
    expect(accounts.frozen.map((f) => f.party.name)).toContain('Paula Payer');
    expect(accounts.books.every((b) => b.postedSum === 0 && b.driftedAccounts === 0)).toBe(true);
    await call('POST', `${base}/accounts/${payer.entityId}/freeze`, admin, { frozen: false });
    expect((await call('POST', `${base}/payments`, payer.cookie, byCard(1_000))).statusCode).toBe(201);
    const audit = await t.rows<{ action: string }>(
      `select action from audit_log where action like 'pay.%freeze' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['pay.freeze', 'pay.unfreeze']);
  });
});

describe('exports and invoices', () => {
  it('exports a list as CSV with every row, and formulas defused', async () => {
    await pay(byCard(1_200, { description: '=HYPERLINK("http://evil")' }));
    const res = await call('GET', `${base}/export?list=sent&entityId=${payer.entityId}`, payer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // Excel reads UTF-8 only after a byte-order mark: without it "García" opens as "GarcÃ­a".
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,date,status,payee,description,currency,amount,service_fee,method_fee,debited,refunded,job_id',
    );
    const sent = (
      await call('GET', `${base}/payments-sent?payerEid=${payer.entityId}`, payer.cookie)
    ).json() as PaymentList;
    expect(lines).toHaveLength(sent.total + 1);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    await unchanged(() => call('GET', `${base}/export?list=everything&entityId=${payer.entityId}`, payer.cookie), 400);
  });

  it('answers an invoice PDF to the payer, the payee and admins, in the viewer’s language, and 404 to others', async () => {
    const res = await call('GET', `${base}/payments/1/invoice`, sofia);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const hebrew = await t.request({
      method: 'GET',
      url: `${base}/payments/1/invoice`,
      cookie: `${priya}; site_lang=heb`,
    });
    expect(hebrew.statusCode).toBe(200);
    expect(hebrew.rawPayload.length).toBeGreaterThan(1_000);
    expect((await call('GET', `${base}/payments/1/invoice`, payee.cookie)).statusCode).toBe(404);
  });
});
