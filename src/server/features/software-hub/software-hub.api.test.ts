import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { SoftwareReview, SoftwareSummary } from '../../../contract/software-hub.ts';

let t: TestApp;
let admin: string;
let sofia: string;
let jonas: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 120 });
  admin = await t.signIn('admin@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
});
afterAll(() => t.close());

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });
const reviews = async (query: string, cookie?: string) =>
  (await call('GET', `/next/api/software-hub/reviews?${query}`, cookie)).json() as SoftwareReview[];

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

const TRADOS = 1;
const MEMOQ = 2;
const OMEGAT = 3;

describe('the software hub', () => {
  it('lists every tool with its users and the average of its published reviews', async () => {
    const items = (await call('GET', '/next/api/software-hub')).json().items as SoftwareSummary[];
    const omegat = items.find((s) => s.slug === 'omegat')!;
    expect(omegat).toMatchObject({ name: 'OmegaT', kind: 'cat', priceModel: 'open_source' });
    expect(omegat.users).toBeGreaterThan(0);
    const published = await reviews(`softwareId=${OMEGAT}`);
    const average = published.reduce((sum, r) => sum + r.rating, 0) / published.length;
    expect(omegat.rating).toEqual({ average: Math.round(average * 10) / 10, count: published.length });
    const users = (await call('GET', `/next/api/software-hub/users?softwareId=${OMEGAT}`)).json();
    expect(users.total).toBe(omegat.users);
  });

  it('shows only published reviews as an array, and the waiting one to admins who ask', async () => {
    const published = await reviews(`softwareId=${OMEGAT}`);
    expect(Array.isArray(published)).toBe(true);
    expect(published.every((r) => r.status === undefined)).toBe(true);
    const all = await reviews(`softwareId=${OMEGAT}&status=all`, admin);
    expect(all.length).toBe(published.length + 1);
    expect(all.find((r) => r.status === 'pending')).toBeTruthy();
    expect((await reviews(`softwareId=${OMEGAT}&status=all`, sofia)).length).toBe(published.length);
    expect((await call('GET', '/next/api/software-hub/reviews?softwareId=999')).json().error).toContain(
      'No such software',
    );
    expect((await call('GET', '/next/api/software-hub/reviews')).statusCode).toBe(400);
  });
});

const notices = async (cookie: string) =>
  (await call('GET', '/next/api/notifications', cookie)).json().notifications as { title: string; message: string }[];

describe('reviewing a tool', () => {
  it('lets a member who lists the tool review it once, edit it, and have it published, told each time', async () => {
    const mine = (await call('GET', `/next/api/software-hub/reviews/mine?softwareId=${MEMOQ}`, sofia)).json();
    expect(mine).toEqual({ review: null, canReview: true });
    const body = { softwareId: MEMOQ, rating: 4, pros: 'LiveDocs and the QA checks are excellent.', cons: '' };
    await unchanged(() => call('PUT', '/next/api/software-hub/reviews', sofia, { ...body, pros: 'Nice' }), 400, '20');
    await unchanged(() => call('PUT', '/next/api/software-hub/reviews', sofia, { ...body, rating: 0 }), 400, '1 to 5');
    await unchanged(() => call('PUT', '/next/api/software-hub/reviews', jonas, body), 403, 'list this tool');
    const saved = await call('PUT', '/next/api/software-hub/reviews', sofia, body);
    expect(saved.json().review).toMatchObject({ status: 'pending', rating: 4 });
    const id = saved.json().review.id as number;
    expect((await reviews(`softwareId=${MEMOQ}`)).some((r) => r.id === id)).toBe(false);

    await unchanged(() => call('POST', `/next/api/software-hub/reviews/${id}`, sofia, { action: 'approve' }), 403);
    await unchanged(
      () => call('POST', `/next/api/software-hub/reviews/${id}`, admin, { action: 'reject' }),
      400,
      'why it was not published',
    );
    await call('POST', `/next/api/software-hub/reviews/${id}`, admin, { action: 'approve' });
    expect((await reviews(`softwareId=${MEMOQ}`)).find((r) => r.id === id)?.rating).toBe(4);

    expect((await notices(sofia))[0]).toMatchObject({ title: 'Your review of memoQ is published' });

    // An edit of the published review waits for staff while the published text stays live (decision 127).
    const edit = { ...body, rating: 2, pros: 'LiveDocs is fine, but the QA checks got slower.' };
    const edited = await call('PUT', '/next/api/software-hub/reviews', sofia, edit);
    expect(edited.json().review).toMatchObject({
      id,
      rating: 4,
      pros: body.pros,
      status: 'approved',
      edit: { rating: 2, pros: edit.pros },
    });
    const live = () => reviews(`softwareId=${MEMOQ}`).then((all) => all.find((r) => r.id === id));
    expect(await live()).toMatchObject({ rating: 4, pros: body.pros });
    const queue = (await call('GET', '/next/api/software-hub/reviews/queue', admin)).json() as SoftwareReview[];
    expect(queue.find((r) => r.id === id)).toMatchObject({ edit: { rating: 2 } });
    await unchanged(() => call('GET', '/next/api/software-hub/reviews/queue', sofia), 403);

    // Refused, the edit goes, the published text stays, and the author reads why.
    const why = 'Please keep to your own use of the tool.';
    expect(
      (await call('POST', `/next/api/software-hub/reviews/${id}`, admin, { action: 'reject', reason: why })).statusCode,
    ).toBe(200);
    expect(await live()).toMatchObject({ rating: 4, pros: body.pros });
    expect((await notices(sofia))[0]).toMatchObject({
      title: 'Your review of memoQ was not published',
      message: `The version published before stays. Staff’s reason: ${why}`,
    });
    // Approved, the edit becomes the published text.
    await call('PUT', '/next/api/software-hub/reviews', sofia, edit);
    await call('POST', `/next/api/software-hub/reviews/${id}`, admin, { action: 'approve' });
    expect(await live()).toMatchObject({ rating: 2, pros: edit.pros });
    expect(
      (await call('GET', `/next/api/software-hub/reviews/mine?softwareId=${MEMOQ}`, sofia)).json().review,
    ).toMatchObject({
      edit: null,
    });
    expect((await call('GET', `/next/api/software-hub/reviews/mine?softwareId=${TRADOS}`, jonas)).json()).toEqual({
      review: null,
      canReview: false,
    });
  });

  it('tells the author a review was refused, and why', async () => {
    // A tool Sofia lists, her seeded review of it gone: a first review, refused.
    const softwareId = 14;
    await t.rows(`delete from software_reviews where entity_id = 6 and software_id = ${softwareId}`);
    expect((await call('GET', `/next/api/software-hub/reviews/mine?softwareId=${softwareId}`, sofia)).json()).toEqual({
      review: null,
      canReview: true,
    });
    const body = { softwareId, rating: 1, pros: '', cons: 'Crashes every time I open a package.' };
    const saved = await call('PUT', '/next/api/software-hub/reviews', sofia, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const why = 'Name the version and what you did: the team could not reproduce it.';
    const res = await call('POST', `/next/api/software-hub/reviews/${saved.json().review.id}`, admin, {
      action: 'reject',
      reason: why,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await notices(sofia))[0]).toMatchObject({
      title: expect.stringMatching(/^Your review of .+ was not published$/),
      message: `Staff’s reason: ${why}`,
    });
  });
});
