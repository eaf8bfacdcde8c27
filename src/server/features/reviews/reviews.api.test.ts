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
      { category: 'not_a_client', reason: 'I want staff to look at this one.' },
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

describe('reports by anyone, decided with a reason both sides read (decision 127)', () => {
  const notices = async (cookie: string) =>
    (await t.request({ url: '/next/api/notifications', cookie })).json().notifications as {
      title: string;
      message: string;
    }[];
  const decide = (id: number, body: object) => post(`/next/api/admin/feedback-reports/${id}`, body, admin);
  const queueItem = async (
    match: (r: { kind: string; feedbackId: number | null; bbEntryId: number | null }) => boolean,
  ) =>
    (
      (await t.request({ url: '/next/api/admin/feedback-reports', cookie: admin })).json().items as {
        id: number;
        kind: string;
        feedbackId: number | null;
        bbEntryId: number | null;
        category: string;
        reporterName: string;
      }[]
    ).find(match)!;

  it('the client reports a Blue Board entry about them; staff remove it with a reason the client and the rater read', async () => {
    const client = await t.signIn('outsourcer@demo.wordhive.test');
    const rater = await t.signIn('translator@demo.wordhive.test');
    const bb = (await profile(OUTSOURCER)).groups['bb-entries'];
    const entry = bb.entries.find((e: { raterEntityId: number }) => e.raterEntityId === 6);
    const report = await post(
      `/next/api/bb-entries/${entry.id}/report`,
      { category: 'conflict_of_interest', reason: 'The rater is my competitor, not a supplier.' },
      client,
    );
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toMatchObject({ kind: 'bb', bbEntryId: entry.id, category: 'conflict_of_interest' });
    const item = await queueItem((r) => r.bbEntryId === entry.id);
    expect(item).toMatchObject({ kind: 'bb', reporterName: 'Priya Raman' });

    // A decision says why.
    const before = await dbFingerprint(t.database.db);
    const bare = await post(`/next/api/admin/feedback-reports/${item.id}`, { outcome: 'removed' }, admin);
    expect(bare.statusCode).toBe(400);
    expect(await dbFingerprint(t.database.db)).toEqual(before);

    const reason = 'The rater and the client compete for the same clients.';
    const decided = await post(`/next/api/admin/feedback-reports/${item.id}`, { outcome: 'removed', reason }, admin);
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await profile(OUTSOURCER)).groups['bb-entries'];
    expect(after.entries.map((e: { id: number }) => e.id)).not.toContain(entry.id);
    expect(after.removedByStaff).toEqual([{ category: 'conflict_of_interest', count: 1 }]);
    for (const cookie of [client, rater]) {
      expect((await notices(cookie))[0]).toMatchObject({
        title: 'Staff decided on a reported review',
        message: `It was removed from the profile. Staff’s reason: ${reason}`,
      });
    }
  });

  it('any signed-in member reports a review about someone else, once while it is open; a visitor cannot', async () => {
    const member = await t.signUp({ email: 'onlooker@example.com', name: 'Owen Looker', accountType: 'translator' });
    const second = await t.signIn('company@demo.wordhive.test');
    const sofia = await t.signIn('translator@demo.wordhive.test');
    const target = (await profile(6)).groups.feedback.items.find((f: { jobId: number | null }) => f.jobId === null);
    const body = { category: 'not_a_client', reason: 'I know this author: they never hired her.' };
    const url = `/next/api/feedback/${target.id}/report`;
    expect((await post(url, body, member.cookie)).statusCode).toBe(201);
    const before = await dbFingerprint(t.database.db);
    expect((await post(url, body, member.cookie)).statusCode).toBe(409);
    expect((await post(url, body)).statusCode).toBe(401);
    expect((await post(url, { reason: body.reason }, member.cookie)).statusCode).toBe(400);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    expect((await post(url, { ...body, category: 'offensive' }, second)).statusCode).toBe(201);

    // One decision settles both reports; the member it is about and both reporters read the reason.
    const item = await queueItem((r) => r.feedbackId === target.id);
    const reason = 'The client confirmed the work to staff by phone.';
    expect((await decide(item.id, { outcome: 'kept', reason })).statusCode).toBe(200);
    expect(await queueItem((r) => r.feedbackId === target.id)).toBeUndefined();
    for (const cookie of [sofia, member.cookie, second]) {
      expect((await notices(cookie))[0]).toMatchObject({
        message: `It stays on the profile. Staff’s reason: ${reason}`,
      });
    }
    const mine = (await t.request({ url: '/next/api/user/review-requests?entityId=6', cookie: sofia })).json()
      .reports as { feedbackId: number; outcome: string; decisionReason: string }[];
    expect(mine.filter((r) => r.feedbackId === target.id)).toEqual([
      expect.objectContaining({ outcome: 'kept', decisionReason: reason }),
      expect.objectContaining({ outcome: 'kept', decisionReason: reason }),
    ]);
    expect((await profile(6)).groups.feedback.removedByStaff).toEqual([]);
  });

  it('a removal settled with two reports counts once on the profile', async () => {
    const a = await t.signUp({ email: 'reporter.a@example.com', name: 'Ann Reporter', accountType: 'translator' });
    const b = await t.signUp({ email: 'reporter.b@example.com', name: 'Ben Reporter', accountType: 'translator' });
    const target = (await profile(6)).groups.feedback.items.find((f: { viaRequest: boolean }) => f.viaRequest);
    const url = `/next/api/feedback/${target.id}/report`;
    expect(
      (await post(url, { category: 'false_statements', reason: 'Nothing in it is true at all.' }, a.cookie)).statusCode,
    ).toBe(201);
    expect(
      (await post(url, { category: 'other', reason: 'This reads like it was written by her.' }, b.cookie)).statusCode,
    ).toBe(201);
    const item = await queueItem((r) => r.feedbackId === target.id);
    const res = await decide(item.id, { outcome: 'removed', reason: 'Written by the member herself.' });
    expect(res.statusCode).toBe(200);
    const g = (await profile(6)).groups.feedback;
    expect(g.items.map((f: { id: number }) => f.id)).not.toContain(target.id);
    expect(g.removedByStaff).toEqual([{ category: 'false_statements', count: 1 }]);
  });
});
