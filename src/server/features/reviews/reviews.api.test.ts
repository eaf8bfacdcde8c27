/**
 * Reviews only from real work (issue 54 item 1, decision 126): "Verified client" only for feedback tied to
 * a job awarded on Wordhive or a released payment between the two members; a mailed request answered by
 * someone outside is "confirmed by email", counted apart, and moves neither the stars nor the directory's
 * ranking. Nobody answers their own request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';

let t: TestApp;
let admin: string;
const OUTSOURCER = 9;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 40 });
  admin = await t.signIn('admin@demo.wordhive.test');
});
afterAll(() => t.close());

const post = (url: string, body: object, cookie?: string) =>
  t.request({ method: 'POST', url, payload: body, ...(cookie ? { cookie } : {}) });
const profile = async (entityId: number) => (await t.request({ url: `/next/api/profile/${entityId}` })).json();
const five = { name: 'Alias Client', company: '', willingAgain: true, rating: 5, comment: 'The best translator ever.' };

/** A new translator asks `email` for a review; answers the link's token. */
async function askedBy(member: { entityId: number; cookie: string }, email: string) {
  const res = await post(
    `/next/api/user/review-requests?entityId=${member.entityId}`,
    { clientName: 'A Client', clientEmail: email, message: '' },
    member.cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  const link = (await t.linkIn(email, 'review-request'))!;
  return new URL(link).searchParams.get('token')!;
}

/** The member's card in the directory's rating order, and whether an unrated member is listed before it. */
async function ranking(entityId: number) {
  const cards: { entity_id: number; rating: { stars: number; count: number } | null }[] = [];
  for (let page = 1; ; page++) {
    const body = (await t.request({ url: `/next/api/users?sort=rating&pageSize=100&page=${page}` })).json();
    cards.push(...body.results);
    if (page >= body.totalPages) break;
  }
  const at = cards.findIndex((c) => c.entity_id === entityId);
  expect(at).toBeGreaterThanOrEqual(0);
  return { card: cards[at]!, afterUnrated: cards.slice(0, at).some((c) => c.rating === null) };
}

describe('verified work and reviews confirmed by email', () => {
  it('an alias’s 5★ answer to a mailed request earns no badge, no stars and no place in the ranking', async () => {
    const member = await t.signUp({
      email: 'self.promoter@example.com',
      name: 'Sam Promoter',
      accountType: 'translator',
    });
    const token = await askedBy(member, 'my.alias@example.net');
    expect((await post(`/next/api/client-requests/${token}/review`, five)).statusCode).toBe(200);

    const g = (await profile(member.entityId)).groups;
    expect(g.feedback.items[0]).toMatchObject({ authorName: 'Alias Client', viaRequest: true, verified: false });
    expect(g.feedback).toMatchObject({ average: null, count: 0, confirmedByEmail: 1 });
    expect(g['star-rating']).toBeNull();
    const { card, afterUnrated } = await ranking(member.entityId);
    expect(card.rating).toBeNull();
    expect(afterUnrated).toBe(true);
  });

  it('a client who paid the member through Wordhive Pay answers signed in: verified, counted and ranked', async () => {
    const member = await t.signUp({ email: 'paid.pro@example.com', name: 'Paula Paid', accountType: 'translator' });
    // What the ledger leaves once a payment is released (the payments feature's own tests walk the release).
    await t.rows(
      `insert into pay_payments (payer_entity_id, payee_entity_id, amount, currency, description, status, released_at)
       values (${OUTSOURCER}, ${member.entityId}, 50000, 'EUR', 'Contract review', 'released', now())`,
    );
    const token = await askedBy(member, 'another.client@example.org');
    const client = await t.signIn('outsourcer@demo.wordhive.test');
    expect((await post(`/next/api/client-requests/${token}/review`, five, client)).statusCode).toBe(200);

    const g = (await profile(member.entityId)).groups;
    expect(g.feedback.items[0]).toMatchObject({ authorEntityId: OUTSOURCER, viaRequest: true, verified: true });
    expect(g.feedback).toMatchObject({ average: 5, count: 1, confirmedByEmail: 0 });
    expect(g['star-rating']).toMatchObject({ average: 5, count: 1 });
    const { card, afterUnrated } = await ranking(member.entityId);
    expect(card.rating).toEqual({ stars: 5, count: 1 });
    expect(afterUnrated).toBe(false);
  });

  it('a rating after a job awarded on Wordhive is verified', async () => {
    const items = (await profile(6)).groups.feedback.items as { jobId: number | null; verified: boolean }[];
    const fromJobs = items.filter((f) => f.jobId !== null);
    expect(fromJobs.length).toBeGreaterThan(0);
    expect(fromJobs.every((f) => f.verified)).toBe(true);
  });
});

describe('nobody answers their own request', () => {
  async function refused(call: () => ReturnType<TestApp['request']>) {
    const before = await dbFingerprint(t.database.db);
    const res = await call();
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toBe('You asked for this review: only the client you sent it to can answer it');
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  }

  it('refuses the member who sent it, signed in, to read or answer it', async () => {
    const member = await t.signUp({ email: 'own.link@example.com', name: 'Olive Own', accountType: 'translator' });
    const token = await askedBy(member, 'olive.client@example.net');
    await refused(() => t.request({ url: `/next/api/client-requests/${token}`, cookie: member.cookie }));
    await refused(() => post(`/next/api/client-requests/${token}/review`, five, member.cookie));
    // The client it went to still can.
    expect((await t.request({ url: `/next/api/client-requests/${token}` })).statusCode).toBe(200);
  });

  it('refuses a request that went to what is now the member’s own address', async () => {
    const member = await t.signUp({ email: 'moved.address@example.com', name: 'Mo Moved', accountType: 'translator' });
    const token = await askedBy(member, 'moved.later@example.net');
    await t.rows(`update users set email = 'moved.later@example.net' where entity_id = ${member.entityId}`);
    await refused(() => post(`/next/api/client-requests/${token}/review`, five));
  });

  it('notes for staff an answer from the address that sent the request, and who was signed in', async () => {
    const member = await t.signUp({ email: 'signals@example.com', name: 'Sig Nals', accountType: 'translator' });
    const token = await askedBy(member, 'same.desk@example.net');
    const other = await t.signIn('interpreter@demo.wordhive.test');
    expect((await post(`/next/api/client-requests/${token}/review`, five, other)).statusCode).toBe(200);
    const [entry] = (await profile(member.entityId)).groups.feedback.items;
    const report = await post(
      `/next/api/feedback/${entry.id}/report`,
      { reason: 'I want staff to look at this one.' },
      member.cookie,
    );
    expect(report.statusCode, report.body).toBe(201);
    const queue = (await t.request({ url: '/next/api/admin/feedback-reports', cookie: admin })).json().items;
    const mine = queue.find((r: { entityId: number }) => r.entityId === member.entityId);
    // Both calls came from this test's one address.
    expect(mine.feedback).toMatchObject({ sameAddress: true, answeredBy: entry.authorEntityId });
    expect(entry.authorEntityId).toEqual(expect.any(Number));
  });
});
