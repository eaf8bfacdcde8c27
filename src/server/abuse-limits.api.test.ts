/**
 * Limits where abuse is cheap (issue 54 item 10, decision 123): "typing" only between members who
 * share a conversation and a few a second; photo uploads per member per hour, decoded one at a time;
 * the directory's and the job list's searches per address without a session. The limiter's clock is
 * the test's own, so a window passes when the test says so and never while it runs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/api-helper.ts';
import { dbFingerprint } from '../../test/db-fingerprint.ts';
import { openSocket, type TestSocket } from '../../test/ws-client.ts';
import { PHOTO_MESSAGES, PHOTO_UPLOADS_PER_HOUR } from '../contract/photos.ts';
import { EXAMPLE_PHOTO, photoDecodes } from './features/profile/photo.ts';
import { createMemoryRateLimiter } from './http/rate-limiter.ts';

const SOFIA = 6;
const JONAS = 7;
const COMPANY = 8;
const OUTSOURCER = 9;

let clock = Date.UTC(2031, 0, 1);
let t: TestApp;
let base: string;
const cookies: Record<number, string> = {};

beforeAll(async () => {
  // Pages too (Vite's dev server): a visitor's directory page reads the directory through the same route.
  t = await createTestApp({ seedMembers: 5, ssr: 'dev', limiter: createMemoryRateLimiter(() => clock) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cookies[SOFIA] = await t.signIn('translator@demo.wordhive.test');
  cookies[JONAS] = await t.signIn('interpreter@demo.wordhive.test');
  cookies[COMPANY] = await t.signIn('company@demo.wordhive.test');
  cookies[OUTSOURCER] = await t.signIn('outsourcer@demo.wordhive.test');
});
afterAll(() => t.close());
// Every test starts in windows of its own.
beforeEach(() => {
  clock += 24 * 60 * 60_000;
});

const channel = (a: number, b: number) => `messaging_${Math.min(a, b)}_${Math.max(a, b)}`;
const typingIn = (tab: TestSocket, channelId: string) =>
  tab.events.filter((e) => e.type === 'typing' && e.channelId === channelId);
const openChannel = (me: number, recipientId: number) =>
  t.request({ method: 'POST', url: '/next/api/chat/create-channel', cookie: cookies[me], payload: { recipientId } });

async function tabOf(entityId: number): Promise<TestSocket> {
  const tab = openSocket(base, cookies[entityId]);
  await tab.waitFor((e) => e.type === 'ready');
  return tab;
}

describe('typing', () => {
  it('reaches a member only in a conversation the two share', async () => {
    const stranger = channel(COMPANY, OUTSOURCER);
    expect(await t.rows(`select id from chat_channels where id = '${stranger}'`)).toEqual([]);
    expect((await openChannel(COMPANY, JONAS)).statusCode).toBe(200);
    const [company, jonas, outsourcer] = await Promise.all([tabOf(COMPANY), tabOf(JONAS), tabOf(OUTSOURCER)]);

    company.send({ type: 'typing', channelId: stranger });
    company.send({ type: 'typing', channelId: channel(COMPANY, JONAS) });
    // A socket's messages are handled in order: once Jonas is told, the stranger's event was handled.
    expect(await jonas.waitFor((e) => e.type === 'typing')).toEqual({
      type: 'typing',
      channelId: channel(COMPANY, JONAS),
      userId: COMPANY,
    });
    // A message opens their conversation. It reaches the outsourcer's tab after anything published to
    // it before, the stranger's typing included, had there been any.
    const hello = await t.request({
      method: 'POST',
      url: `/next/api/chat/channels/${stranger}/messages`,
      cookie: cookies[COMPANY],
      payload: { id: 'abuse-limits-hello', text: 'Hello' },
    });
    expect(hello.statusCode).toBe(201);
    await outsourcer.waitFor((e) => e.type === 'message.new');
    expect(typingIn(outsourcer, stranger)).toEqual([]);
    // Now that the two share a conversation, the same event arrives.
    company.send({ type: 'typing', channelId: stranger });
    expect(await outsourcer.waitFor((e) => e.type === 'typing')).toEqual({
      type: 'typing',
      channelId: stranger,
      userId: COMPANY,
    });
    for (const tab of [company, jonas, outsourcer]) tab.ws.close();
  });

  it('passes 10 events in 10 seconds in a conversation, and more after the window', async () => {
    await openChannel(COMPANY, JONAS);
    await openChannel(COMPANY, OUTSOURCER);
    const [company, jonas, outsourcer] = await Promise.all([tabOf(COMPANY), tabOf(JONAS), tabOf(OUTSOURCER)]);
    const conversation = channel(COMPANY, JONAS);

    /** Every event Company's tab sent so far handled, and what it published to Jonas arrived. */
    async function settled() {
      const seen = typingIn(outsourcer, channel(COMPANY, OUTSOURCER)).length;
      company.send({ type: 'typing', channelId: channel(COMPANY, OUTSOURCER) });
      await outsourcer.waitFor(() => typingIn(outsourcer, channel(COMPANY, OUTSOURCER)).length > seen);
      // Anything published to Jonas before now reaches his tab before this answer's own event.
      const reads = jonas.events.filter((e) => e.type === 'message.read').length;
      const read = await t.request({
        method: 'POST',
        url: `/next/api/chat/channels/${conversation}/read`,
        cookie: cookies[COMPANY],
        payload: { seq: 0 },
      });
      expect(read.statusCode).toBe(200);
      await jonas.waitFor(() => jonas.events.filter((e) => e.type === 'message.read').length > reads);
    }

    for (let i = 0; i < 15; i++) company.send({ type: 'typing', channelId: conversation });
    await settled();
    expect(typingIn(jonas, conversation)).toHaveLength(10);

    clock += 10_000;
    company.send({ type: 'typing', channelId: conversation });
    await settled();
    expect(typingIn(jonas, conversation)).toHaveLength(11);
    for (const tab of [company, jonas, outsourcer]) tab.ws.close();
  });
});

const upload = (entityId: number, body: Buffer = EXAMPLE_PHOTO) =>
  t.request({
    method: 'PUT',
    url: `/next/api/user/photo?entityId=${entityId}`,
    cookie: cookies[entityId],
    headers: { 'content-type': 'image/png' },
    payload: body,
  });

describe('photo uploads', () => {
  it(`takes ${PHOTO_UPLOADS_PER_HOUR} an hour from a member, then 429 with Retry-After and nothing changed`, async () => {
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i++) expect((await upload(SOFIA)).statusCode).toBe(200);
    const before = await dbFingerprint(t.database.db);
    const refused = await upload(SOFIA);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 59);
    expect(refused.json()).toEqual({ error: PHOTO_MESSAGES.tooMany });
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    // Another member uploads as before; an hour later, so does she.
    expect((await upload(JONAS)).statusCode).toBe(200);
    clock += 60 * 60_000;
    expect((await upload(SOFIA)).statusCode).toBe(200);
  });

  it('decodes one upload at a time: parallel uploads wait for the decode before them', async () => {
    let release = () => {};
    // A decode that holds the process's turn until the test lets it go.
    const holding = photoDecodes.run(() => new Promise<void>((resolve) => (release = resolve)));
    const both = Promise.all([upload(SOFIA), upload(JONAS)]);
    // Both uploads reach the queue and wait behind it (the event loop turns; no clock is read).
    while (photoDecodes.size < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(photoDecodes.size).toBe(3);
    release();
    await holding;
    expect((await both).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(photoDecodes.size).toBe(0);
  });
});

describe('directory and job searches without a session', () => {
  const search = (url: string, address: string, cookie?: string) =>
    t.request({ url, remoteAddress: address, ...(cookie ? { cookie } : {}) });

  it('take 60 a minute from an address, then 429 with Retry-After; a signed-in member goes on', async () => {
    const address = '10.54.10.1';
    for (let i = 0; i < 60; i++) {
      const url = i % 2 ? `/next/api/users?page=${i + 1}` : `/next/api/businesses?page=${i + 1}`;
      expect((await search(url, address)).statusCode).toBe(200);
    }
    const refused = await search('/next/api/users?source=por&target=eng', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBeUndefined();
    expect(refused.json()).toEqual({ error: 'Too many requests, please try again later' });
    // The job list counts apart; another address, and a member at the same address, are not held.
    expect((await search('/next/api/jobs', address)).statusCode).toBe(200);
    expect((await search('/next/api/users', '10.54.10.2')).statusCode).toBe(200);
    expect((await search('/next/api/users', address, cookies[SOFIA])).statusCode).toBe(200);
    clock += 60_000;
    expect((await search('/next/api/users', address)).statusCode).toBe(200);
  });

  it('count a page view once, and a page past the limit asks the visitor to wait (429)', async () => {
    const address = '10.54.30.1';
    // Sixty different pages (in production a page seen in the last seconds comes from the page cache
    // and searches nothing): each counts one search, not one per call its loaders make.
    for (let i = 1; i <= 60; i++) {
      const page = await search(`/directory?page=${i}`, address);
      expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    }
    const refused = await search('/directory?page=61', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many searches at once');
    // Another address, and a member at this one, see the page.
    expect((await search('/directory?page=61', '10.54.30.2')).statusCode).toBe(200);
    expect((await search('/directory?page=61', address, cookies[SOFIA])).statusCode).toBe(200);
  });

  it('take 600 an hour from an address, however slowly they come', async () => {
    const address = '10.54.20.1';
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 60; i++) {
        expect((await search(`/next/api/jobs?page=${(i % 3) + 1}`, address)).statusCode).toBe(200);
      }
      clock += 60_000;
    }
    const refused = await search('/next/api/jobs', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 49);
    expect((await search('/next/api/jobs', address, cookies[JONAS])).statusCode).toBe(200);
  });
});
