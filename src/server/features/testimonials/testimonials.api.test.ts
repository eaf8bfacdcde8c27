import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { Testimonial, TestimonialList } from '../../../contract/testimonials.ts';

let t: TestApp;
let admin: string;
let sofia: string;
let jonas: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 40 });
  admin = await t.signIn('admin@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
});
afterAll(() => t.close());

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });
const list = async (query = '', cookie?: string) =>
  (await call('GET', `/next/api/testimonials${query}`, cookie)).json() as TestimonialList;

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

const written = {
  type: 'jobs',
  text: 'Two regular clients in a month through the opportunities board.',
  rating: 5,
  language: 'eng',
};

describe('reading testimonials', () => {
  it('shows only approved ones, those kept for members to members only, and no moderation details', async () => {
    const anonymous = await list('?pageSize=50');
    expect(anonymous.items.length).toBeGreaterThan(3);
    expect(anonymous.total).toBe(anonymous.items.length);
    expect(anonymous.items.every((x) => x.status === undefined && x.visibility === 'everyone')).toBe(true);
    expect(anonymous.items.some((x) => x.author.name === 'Jonas Weber')).toBe(false);
    // Sofia kept hers for members; LinguaBridge's is shown only where membership is sold.
    expect(anonymous.items.some((x) => x.author.name === 'Sofia Almeida')).toBe(false);
    expect((await list('?pageSize=50', jonas)).items.some((x) => x.author.name === 'Sofia Almeida')).toBe(true);
    expect(anonymous.items.some((x) => x.membershipOnly)).toBe(false);
    const withMembership = await list('?includeMembershipOnly=1&type=membership');
    expect(withMembership.items.map((x) => x.author.name)).toEqual(['LinguaBridge Translations']);
  });

  it('filters, orders and pages as the query says; id comes alone', async () => {
    const german = await list('?language=deu');
    expect(german.items.length).toBeGreaterThan(0);
    expect(german.items.every((x) => x.language === 'deu')).toBe(true);
    expect((await list('?accountType=outsourcer')).items.map((x) => x.author.name)).toEqual(['Priya Raman']);
    const byRating = (await list('?order=rating&pageSize=50')).items.map((x) => x.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const one = await list(`?id=${first.items[0]!.id}`);
    expect(one.items).toEqual([first.items[0]]);
    expect((await call('GET', `/next/api/testimonials?id=1&type=jobs`)).json().error).toContain('id alone');
    // The field is named once: the message after it says what to do.
    expect((await call('GET', '/next/api/testimonials?order=best')).json().error).toBe(
      'order: Use one of newest, oldest, rating',
    );
    expect((await call('GET', '/next/api/testimonials?language=xx')).json().error).toMatch(
      /^language: Use one of deu,/,
    );
    expect((await call('GET', '/next/api/testimonials?pageSize=500')).statusCode).toBe(400);
    expect((await call('GET', '/next/api/testimonials?sort=rating')).statusCode).toBe(400);
    // A waiting one is no one's business but its author's and the admins'.
    const waiting = (await list('?status=pending', admin)).items.find((x) => x.author.name === 'Jonas Weber')!;
    expect(waiting.status).toBe('pending');
    expect((await call('GET', `/next/api/testimonials?id=${waiting.id}`, sofia)).statusCode).toBe(404);
    expect((await call('GET', `/next/api/testimonials?id=${waiting.id}`, jonas)).json().items[0].status).toBe(
      'pending',
    );
    // A member asking for the queue gets the published ones.
    expect((await list('?status=pending', sofia)).items.every((x) => x.status === undefined)).toBe(true);
  });
});

describe('writing and moderating', () => {
  it('lets a member submit one a subject; an admin approves it and it is public; bad input changes nothing', async () => {
    const member = await t.signUp({
      email: 'tess.timonial@example.com',
      name: 'Tess Timonial',
      accountType: 'translator',
    });
    await unchanged(() => call('POST', '/next/api/testimonials', undefined, written), 401);
    await unchanged(
      () => call('POST', '/next/api/testimonials', member.cookie, { ...written, text: 'Too short' }),
      400,
      'at least 20',
    );
    await unchanged(
      () => call('POST', '/next/api/testimonials', member.cookie, { ...written, rating: 6 }),
      400,
      '1 to 5',
    );
    await unchanged(() => call('POST', '/next/api/testimonials', member.cookie, { ...written, language: 'xx' }), 400);
    const res = await call('POST', '/next/api/testimonials', member.cookie, written);
    expect(res.statusCode, res.body).toBe(201);
    const mine = res.json().testimonial as Testimonial;
    expect(mine).toMatchObject({ status: 'pending', accountType: 'translator', author: { name: 'Tess Timonial' } });
    await unchanged(() => call('POST', '/next/api/testimonials', member.cookie, written), 409, 'already have');
    expect((await list('?pageSize=50')).items.some((x) => x.id === mine.id)).toBe(false);

    await unchanged(() => call('POST', `/next/api/testimonials/${mine.id}`, member.cookie, { action: 'approve' }), 403);
    await unchanged(() => call('POST', `/next/api/testimonials/${mine.id}`, admin, { action: 'publish' }), 400);
    await unchanged(() => call('POST', '/next/api/testimonials/99999', admin, { action: 'approve' }), 404);
    const approved = await call('POST', `/next/api/testimonials/${mine.id}`, admin, { action: 'approve' });
    expect(approved.json().testimonial.status).toBe('approved');
    expect((await list('?pageSize=50')).items.some((x) => x.id === mine.id)).toBe(true);
    const told = await call('GET', '/next/api/notifications', member.cookie);
    expect(told.body).toContain('Your testimonial is published');
  });

  it('needs a reason to reject, tells the author why, and lets them write again', async () => {
    const member = await t.signUp({
      email: 'rita.rejected@example.com',
      name: 'Rita Rejected',
      accountType: 'interpreter',
    });
    const id = (await call('POST', '/next/api/testimonials', member.cookie, { ...written, type: 'general' })).json()
      .testimonial.id as number;
    await unchanged(
      () => call('POST', `/next/api/testimonials/${id}`, admin, { action: 'reject' }),
      400,
      'why it was not published',
    );
    const reason = 'Please describe your own experience rather than a promotion.';
    const rejected = await call('POST', `/next/api/testimonials/${id}`, admin, { action: 'reject', reason });
    expect(rejected.json().testimonial).toMatchObject({ status: 'rejected', reason });
    const mine = (await call('GET', '/next/api/testimonials/mine', member.cookie)).json().items as Testimonial[];
    expect(mine[0]).toMatchObject({ id, status: 'rejected', reason });
    expect((await call('GET', '/next/api/notifications', member.cookie)).body).toContain(reason);
    expect(
      (await call('POST', '/next/api/testimonials', member.cookie, { ...written, type: 'general' })).statusCode,
    ).toBe(201);
    const audited = await call('GET', '/next/api/admin/audit-log?action=testimonial.', admin);
    expect(audited.body).toContain('testimonial.reject');
  });

  it('lets an author withdraw their own and an admin remove any; others cannot', async () => {
    const member = await t.signUp({
      email: 'walt.withdraw@example.com',
      name: 'Walt Withdraw',
      accountType: 'translator',
    });
    const id = (await call('POST', '/next/api/testimonials', member.cookie, written)).json().testimonial.id as number;
    await unchanged(() => call('DELETE', `/next/api/testimonials/${id}`, sofia), 404);
    expect((await call('DELETE', `/next/api/testimonials/${id}`, member.cookie)).json()).toEqual({ removed: true });
    expect((await call('GET', '/next/api/testimonials/mine', member.cookie)).json().items).toEqual([]);
    const priya = (await list('?accountType=outsourcer')).items[0]!;
    await unchanged(() => call('DELETE', `/next/api/testimonials/${priya.id}`, sofia), 403, 'your own');
  });
});
