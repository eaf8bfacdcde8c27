/**
 * Disputes of held money and the payee's refunds (issue 53, docs/decisions/101), through the API as
 * the members and staff use them: the payer disputes, the payee answers or gives back, staff decide;
 * each step moves exactly what it says once, tells the other side, is on the record, and leaves the
 * books balanced. Every refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { expectBalancedBooks } from '../../../../test/books.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { DisputeAnswer, DisputeCase, DisputeQueue } from '../../../contract/disputes.ts';
import { type Feed, feeOf, type Overview, type Payment, SERVICE_FEE_BP } from '../../../contract/payments.ts';

let t: TestApp;
let admin: string;
let payer: { entityId: number; cookie: string };
let payee: { entityId: number; cookie: string };
const base = '/next/api/wordhivepay';

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  admin = await t.signIn('admin@demo.wordhive.test');
  payer = await t.signUp({ email: 'client@example.com', name: 'Clara Client', accountType: 'outsourcer' });
  payee = await t.signUp({ email: 'pro@example.com', name: 'Pablo Pro', accountType: 'translator' });
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `dispute-key-${++keys}`;

function call(method: string, url: string, cookie: string, payload?: object, key = newKey()) {
  return t.request({
    method,
    url,
    cookie,
    ...(payload ? { payload } : {}),
    headers: method === 'GET' ? {} : { 'idempotency-key': key },
  });
}

/** A refused call: its status, its message, and not a row changed. */
async function refused(request: () => Promise<{ statusCode: number; body: string }>, status: number, error: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

/** A step that went through: the dispute and payment as they now are. */
async function step(method: string, url: string, cookie: string, payload?: object, status = 200, key?: string) {
  const res = await call(method, url, cookie, payload, key);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as DisputeAnswer;
}

async function payByCard(amount: number): Promise<Payment> {
  const res = await call('POST', `${base}/payments`, payer.cookie, {
    payeeEid: payee.entityId,
    amount,
    currency: 'EUR',
    description: 'Translation of a product catalogue',
    fundNow: true,
    funding: { method: 'card', cardId: 'pm_card_visa' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payment;
}

const balanceOf = async (who: { entityId: number; cookie: string }) => {
  const overview = (await call('GET', `${base}/overview?payeeEid=${who.entityId}`, who.cookie)).json() as Overview;
  return overview.balances.find((b) => b.currency === 'EUR') ?? { available: 0, pending: 0, withdrawable: 0 };
};

const paymentAs = async (id: number, cookie: string) =>
  (await call('GET', `${base}/payments/${id}`, cookie)).json().payment as Payment;

const noticesOf = async (cookie: string) =>
  (await call('GET', '/next/api/notifications?limit=50', cookie)).json().notifications as {
    title: string;
    message: string;
  }[];
const titlesOf = async (cookie: string) => (await noticesOf(cookie)).map((n) => n.title);
const messagesOf = async (cookie: string) => (await noticesOf(cookie)).map((n) => n.message);

const refundsOf = (paymentId: number) =>
  t.rows<{ amount: number; fee: number; cause: string }>(
    `select amount::int as amount, fee::int as fee, cause from pay_refunds where payment_id = ${paymentId} order by id`,
  );

const auditOf = (action: string) =>
  t.rows<{ target: string; details: Record<string, unknown> }>(
    `select target, details from audit_log where action = '${action}' order by id`,
  );

/** The service fee a payee without a membership pays on what is released to them. */
const serviceFeeOn = (cents: number) => feeOf(cents, { bp: SERVICE_FEE_BP.standard, fixed: 0 });

const disputeUrl = (id: number) => `${base}/payments/${id}/dispute`;
const claim = { claimed: 4_000, reason: 'Two of the five chapters were machine translated and not revised.' };
const answer = { statement: 'All five chapters were revised; the tracked changes show it line by line.' };

describe('a client disputes held money', () => {
  it('keeps it held; the professional answers once; staff split it and the ledger moves exactly that', async () => {
    const p = await payByCard(10_000);
    const before = await balanceOf(payee);

    // Only the payer disputes, at most what is held, with words that say what happened.
    await refused(() => call('POST', disputeUrl(p.id), payee.cookie, claim), 403, 'Only the payer');
    await refused(
      () => call('POST', disputeUrl(p.id), payer.cookie, { ...claim, claimed: 10_001 }),
      400,
      'at most what is held',
    );
    await refused(
      () => call('POST', disputeUrl(p.id), payer.cookie, { ...claim, reason: 'bad' }),
      400,
      '10 characters',
    );

    const opened = await step('POST', disputeUrl(p.id), payer.cookie, claim, 201);
    expect(opened.payment.status).toBe('disputed');
    expect(opened.dispute).toMatchObject({ status: 'open', claimed: 4_000, reason: claim.reason, answer: null });
    // The payee has five days to answer.
    const due = Date.parse(opened.dispute!.answerDueAt) - Date.parse(opened.dispute!.openedAt);
    expect(due).toBe(5 * 86_400_000);
    // Still held for the payee: pending, not theirs.
    expect(await balanceOf(payee)).toEqual(before);
    await refused(() => call('POST', disputeUrl(p.id), payer.cookie, claim), 409, 'already disputed');
    expect(await titlesOf(payee.cookie)).toContain('Clara Client disputes €40.00 of a payment');

    // Both sides read it; nobody else does.
    const stranger = await t.signIn('interpreter@demo.wordhive.test');
    expect((await call('GET', disputeUrl(p.id), stranger)).statusCode).toBe(404);
    expect((await call('GET', disputeUrl(p.id), payee.cookie)).json().dispute.status).toBe('open');

    // Staff wait for the answer (or for its time to run out).
    const decision = {
      outcome: 'split',
      refund: 3_000,
      reason: 'Two chapters show no revision in the tracked changes.',
    };
    await refused(() => call('POST', `${disputeUrl(p.id)}/decision`, admin, decision), 409, 'Staff decide once');

    await refused(() => call('POST', `${disputeUrl(p.id)}/answer`, payer.cookie, answer), 403, 'Only the payee');
    const answered = await step('POST', `${disputeUrl(p.id)}/answer`, payee.cookie, answer);
    expect(answered.dispute).toMatchObject({ status: 'answered', answer: answer.statement });
    await refused(() => call('POST', `${disputeUrl(p.id)}/answer`, payee.cookie, answer), 409, 'no longer waiting');
    expect(await titlesOf(payer.cookie)).toContain('Pablo Pro answered your dispute');

    // Staff's queue and case file show it with both sides.
    const queue = (await call('GET', `${base}/admin/disputes`, admin)).json() as DisputeQueue;
    expect(queue.open.map((d) => d.payment.id)).toContain(p.id);
    const file = (await call('GET', `${base}/admin/disputes/${p.id}`, admin)).json() as DisputeCase;
    expect(file.dispute).toMatchObject({ reason: claim.reason, answer: answer.statement });
    expect(file.job).toBeNull();

    // A split gives back part: not nothing, not all of it.
    await refused(
      () => call('POST', `${disputeUrl(p.id)}/decision`, admin, { ...decision, refund: 10_000 }),
      400,
      'less than all of it',
    );
    const key = newKey();
    const decided = await step('POST', `${disputeUrl(p.id)}/decision`, admin, decision, 200, key);
    expect(decided.dispute).toMatchObject({ status: 'decided', outcome: 'split', refunded: 3_000 });
    expect(decided.payment).toMatchObject({ status: 'released', refundedAmount: 3_000 });

    // The payee got the rest, less the service fee on the rest only; the payer the 30 € and the card
    // fee's share of them (30 % of it, half up).
    const fee = serviceFeeOn(7_000);
    expect(decided.payment.serviceFee).toBe(fee);
    const after = await balanceOf(payee);
    expect(after.available - before.available).toBe(7_000 - fee);
    expect(after.pending).toBe(before.pending - 10_000);
    const feeShare = Math.floor((p.methodFee * 3_000 * 2 + 10_000) / 20_000);
    expect(await refundsOf(p.id)).toEqual([{ amount: 3_000, fee: feeShare, cause: 'dispute' }]);
    expect((await paymentAs(p.id, payer.cookie)).refunded).toBe(3_000 + feeShare);

    // Replayed, the same answer and nothing moved again; a second decision is refused.
    const replay = await call('POST', `${disputeUrl(p.id)}/decision`, admin, decision, key);
    expect(replay.json()).toEqual(decided);
    expect(await refundsOf(p.id)).toHaveLength(1);
    await refused(
      () => call('POST', `${disputeUrl(p.id)}/decision`, admin, { ...decision, outcome: 'refund' }),
      409,
      'already decided',
    );

    // Each side is told, on the record with the reason.
    expect(await titlesOf(payer.cookie)).toContain('Staff decided the dispute about a payment with Pablo Pro');
    expect(await titlesOf(payee.cookie)).toContain('Staff decided the dispute about a payment with Clara Client');
    const audit = await auditOf('pay.dispute.decide');
    expect(audit.at(-1)).toMatchObject({
      target: String(payer.entityId),
      details: { paymentId: p.id, outcome: 'split', refunded: 3_000, reason: decision.reason },
    });
    expect((await auditOf('pay.dispute.open')).at(-1)).toMatchObject({ target: String(payee.entityId) });

    // Every view tells the same figures: the payer's activity, the payee's received list.
    const feed = (await call('GET', `${base}/payment-feed`, payer.cookie)).json() as Feed;
    expect(feed.items.filter((i) => i.paymentId === p.id && i.kind === 'payment_refunded')).toEqual([
      expect.objectContaining({ direction: 'in', amount: 3_000 + feeShare }),
    ]);
    const received = (await call('GET', `${base}/payments-received?payeeEid=${payee.entityId}`, payee.cookie)).json()
      .items as Payment[];
    expect(received.find((r) => r.id === p.id)).toMatchObject({ refundedAmount: 3_000, serviceFee: fee });
    await expectBalancedBooks(t.database.db);
  });

  it('staff may decide without the answer once its time is over, and refund it all', async () => {
    const p = await payByCard(5_000);
    await step('POST', disputeUrl(p.id), payer.cookie, { ...claim, claimed: 5_000 }, 201);
    await t.rows(`update pay_disputes set answer_due_at = now() - interval '1 minute' where payment_id = ${p.id}`);
    const decided = await step('POST', `${disputeUrl(p.id)}/decision`, admin, {
      outcome: 'refund',
      reason: 'No answer within five days; the delivery never arrived.',
    });
    expect(decided.payment).toMatchObject({
      status: 'cancelled',
      refundedAmount: 5_000,
      refunded: 5_000 + p.methodFee,
    });
    // Too late to answer now.
    await refused(() => call('POST', `${disputeUrl(p.id)}/answer`, payee.cookie, answer), 409, 'no longer waiting');
    expect(await messagesOf(payee.cookie)).toContain(
      '“Translation of a product catalogue”: €50.00 went back to the payer, all that was held. The reason is on the payment’s page.',
    );
    await expectBalancedBooks(t.database.db);
  });

  it('staff may release it all: the payee gets it less the service fee, and both read that it was released', async () => {
    const p = await payByCard(4_000);
    await step('POST', disputeUrl(p.id), payer.cookie, claim, 201);
    await step('POST', `${disputeUrl(p.id)}/answer`, payee.cookie, answer);
    const before = await balanceOf(payee);
    const decided = await step('POST', `${disputeUrl(p.id)}/decision`, admin, {
      outcome: 'release',
      reason: 'The tracked changes cover every chapter.',
    });
    expect(decided.payment).toMatchObject({ status: 'released', refundedAmount: 0, serviceFee: serviceFeeOn(4_000) });
    expect((await balanceOf(payee)).available - before.available).toBe(4_000 - serviceFeeOn(4_000));
    expect(await refundsOf(p.id)).toEqual([]);
    expect(await messagesOf(payer.cookie)).toContain(
      '“Translation of a product catalogue”: staff released all of it to the payee. The reason is on the payment’s page.',
    );
    await expectBalancedBooks(t.database.db);
  });

  it('is withdrawn when the payer releases the money after all', async () => {
    const p = await payByCard(6_000);
    await step('POST', disputeUrl(p.id), payer.cookie, claim, 201);
    const before = await balanceOf(payee);
    const res = await call('POST', `${base}/payments/${p.id}/release`, payer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { dispute } = (await call('GET', disputeUrl(p.id), payer.cookie)).json() as DisputeAnswer;
    expect(dispute).toMatchObject({ status: 'withdrawn' });
    expect(dispute!.closedAt).not.toBeNull();
    expect((await balanceOf(payee)).available - before.available).toBe(6_000 - serviceFeeOn(6_000));
    await refused(
      () =>
        call('POST', `${disputeUrl(p.id)}/decision`, admin, { outcome: 'release', reason: 'Released by the client.' }),
      409,
      'Staff decide once',
    );
    await expectBalancedBooks(t.database.db);
  });
});

describe('the payee gives back held money', () => {
  it('in parts: the card gets each part with its fee share, and the parts add up to the whole card fee', async () => {
    const p = await payByCard(10_001);
    await refused(
      () => call('POST', `${base}/payments/${p.id}/refund`, payer.cookie, { amount: 100, reason: '' }),
      403,
      'Only the payee',
    );
    await refused(
      () => call('POST', `${base}/payments/${p.id}/refund`, payee.cookie, { amount: 10_002, reason: '' }),
      409,
      'at most what is still held',
    );
    const first = await step('POST', `${base}/payments/${p.id}/refund`, payee.cookie, {
      amount: 3_333,
      reason: 'One chapter was late',
    });
    expect(first.payment).toMatchObject({ status: 'funded', refundedAmount: 3_333 });
    expect(await titlesOf(payer.cookie)).toContain('Pablo Pro gave you back €33.33');
    const second = await step('POST', `${base}/payments/${p.id}/refund`, payee.cookie, { amount: 6_668, reason: '' });
    expect(second.payment).toMatchObject({ status: 'cancelled', refundedAmount: 10_001 });
    const parts = await refundsOf(p.id);
    expect(parts.map((r) => r.amount)).toEqual([3_333, 6_668]);
    expect(parts[0]!.fee + parts[1]!.fee).toBe(p.methodFee);
    expect(second.payment.refunded).toBe(10_001 + p.methodFee);
    // Each part is told once: two notices, not one overwritten.
    expect((await titlesOf(payer.cookie)).filter((title) => title.startsWith('Pablo Pro gave you back'))).toHaveLength(
      2,
    );
    // One credit note per part, each correcting the invoice.
    const docs = (await call('GET', `${base}/payments/${p.id}/documents`, payee.cookie)).json().documents as {
      kind: string;
      number: string;
      total: number;
      corrects: string | null;
    }[];
    const invoice = docs.find((d) => d.kind === 'invoice')!;
    const credits = docs.filter((d) => d.kind === 'credit_note' && d.corrects === invoice.number);
    expect(credits.map((d) => d.total).sort((a, b) => a - b)).toEqual([-6_668, -3_333]);
    await expectBalancedBooks(t.database.db);
  });

  it('settles a dispute by giving back what it claims; the rest is the payer’s to release', async () => {
    const p = await payByCard(10_000);
    await step('POST', disputeUrl(p.id), payer.cookie, claim, 201);
    // Less than the claim leaves the dispute open.
    const some = await step('POST', `${base}/payments/${p.id}/refund`, payee.cookie, { amount: 1_000, reason: '' });
    expect(some.dispute!.status).toBe('open');
    expect(some.payment.status).toBe('disputed');
    const rest = await step('POST', `${base}/payments/${p.id}/refund`, payee.cookie, { amount: 3_000, reason: '' });
    expect(rest.dispute!.status).toBe('settled');
    expect(rest.payment).toMatchObject({ status: 'funded', refundedAmount: 4_000 });

    const before = await balanceOf(payee);
    expect(before.pending).toBeGreaterThanOrEqual(6_000);
    const released = await call('POST', `${base}/payments/${p.id}/release`, payer.cookie);
    expect(released.statusCode, released.body).toBe(200);
    // The service fee is on what was released, not on what went back.
    expect(released.json().payment.serviceFee).toBe(serviceFeeOn(6_000));
    expect((await balanceOf(payee)).available - before.available).toBe(6_000 - serviceFeeOn(6_000));
    await refused(
      () => call('POST', `${base}/payments/${p.id}/refund`, payee.cookie, { amount: 100, reason: '' }),
      409,
      'Only money still held',
    );
    await expectBalancedBooks(t.database.db);
  });

  it('from the Wordhive balance: the money goes back to the payer’s balance, no card fee involved', async () => {
    // The payer's balance holds money of her own: a payment she was paid and that was released to her.
    const topUp = await call('POST', `${base}/payments`, payee.cookie, {
      payeeEid: payer.entityId,
      amount: 20_000,
      currency: 'EUR',
      description: 'Money to pay from the balance',
      fundNow: true,
      funding: { method: 'card', cardId: 'pm_card_visa' },
    });
    expect(topUp.statusCode, topUp.body).toBe(201);
    expect((await call('POST', `${base}/payments/${topUp.json().payment.id}/release`, payee.cookie)).statusCode).toBe(
      200,
    );
    const res = await call('POST', `${base}/payments`, payer.cookie, {
      payeeEid: payee.entityId,
      amount: 8_000,
      currency: 'EUR',
      description: 'Paid from the balance',
      fundNow: true,
      funding: { method: 'balance' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().payment as Payment;
    const before = await balanceOf(payer);
    const back = await step('POST', `${base}/payments/${p.id}/refund`, payee.cookie, { amount: 2_000, reason: '' });
    expect(back.payment.refunded).toBe(2_000);
    expect((await balanceOf(payer)).available - before.available).toBe(2_000);
    await expectBalancedBooks(t.database.db);
  });
});
