/**
 * The chat service end to end: channels only their two members reach, messages
 * stored once and delivered live, nothing lost across a dropped socket or a
 * second app process, and incoming messages turned into notifications once.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { openSocket } from '../../../../test/ws-client.ts';
import { buildApp } from '../../app.ts';
import { DEMO_PASSWORD } from '../../db/seed/accounts.ts';

const SOFIA = 6;
const JONAS = 7;
const CHANNEL = 'messaging_6_7';
let t: TestApp;
let base: string;
let sofia: string;
let jonas: string;
let company: string;
let counter = 0;
const messageId = () => `test-message-${++counter}`;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
  company = await t.signIn('company@demo.wordhive.test');
});
afterAll(() => t.close());

const send = (cookie: string, text: string, id = messageId(), channel = CHANNEL) =>
  t.request({ method: 'POST', url: `/next/api/chat/channels/${channel}/messages`, cookie, payload: { id, text } });
const history = (cookie: string, query = '', channel = CHANNEL) =>
  t.request({ url: `/next/api/chat/channels/${channel}/messages${query}`, cookie });
const conversations = async (cookie: string) =>
  (await t.request({ url: '/next/api/chat/conversations', cookie })).json().conversations as {
    channelId: string;
    otherUser: { id: number; name: string; imageUrl: string | null };
    unreadCount: number;
    lastMessage: { text: string } | null;
  }[];

describe('chat credentials and channels', () => {
  it('gives each member their own chat id and a token signed for them', async () => {
    const a = (await t.request({ url: '/next/api/chat/user', cookie: sofia })).json();
    const b = (await t.request({ url: '/next/api/chat/user', cookie: jonas })).json();
    expect(a.userChatId).toBe('6');
    expect(b.userChatId).toBe('7');
    expect(a.userChatToken).toMatch(/^6\.\d+\.[\w-]+$/);
    expect(a.userChatToken.split('.')[2]).not.toBe(b.userChatToken.split('.')[2]);
    expect((await t.request({ url: '/next/api/chat/user' })).statusCode).toBe(401);
  });

  it('opens the channel named by the two sorted ids, and refuses yourself or a member who does not exist', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: jonas,
      payload: { recipientId: SOFIA },
    });
    expect(res.json()).toEqual({ success: true, channelId: CHANNEL, message: 'Chat channel created successfully!' });
    const self = await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: sofia,
      payload: { recipientId: SOFIA },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot start a chat with yourself');
    const missing = await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: sofia,
      payload: { recipientId: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    const forOthers = await t.request({
      method: 'POST',
      url: '/next/api/chat/channel',
      cookie: company,
      payload: { user1Id: SOFIA, user2Id: JONAS },
    });
    expect(forOthers.statusCode).toBe(403);
  });

  it('lists a conversation for neither member until its first message (opening a popup writes none)', async () => {
    const ana = await t.signUp({ email: 'opener@example.com', name: 'Ana Opener' });
    const ben = await t.signUp({ email: 'opened@example.com', name: 'Ben Opened' });
    const opened = await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: ana.cookie,
      payload: { recipientId: ben.entityId },
    });
    const channel = opened.json().channelId as string;
    const again = await t.request({
      method: 'POST',
      url: '/next/api/chat/channel',
      cookie: ana.cookie,
      payload: { user1Id: ana.entityId, user2Id: ben.entityId },
    });
    expect(again.json().channelId).toBe(channel);
    // The popup reads the empty conversation; the lists of both leave it out.
    expect((await history(ana.cookie, '', channel)).json()).toMatchObject({
      messages: [],
      otherUser: { id: ben.entityId },
    });
    expect(await conversations(ana.cookie)).toEqual([]);
    expect(await conversations(ben.cookie)).toEqual([]);

    expect((await send(ana.cookie, 'Hello Ben', messageId(), channel)).statusCode).toBe(201);
    expect((await conversations(ana.cookie)).map((c) => c.channelId)).toEqual([channel]);
    expect((await conversations(ben.cookie)).map((c) => [c.channelId, c.lastMessage?.text])).toEqual([
      [channel, 'Hello Ben'],
    ]);
  });
});

describe('member services', () => {
  it('opens a member’s conversation with the staff member titled Member services', async () => {
    const res = await t.request({ method: 'POST', url: '/next/api/chat/member-services', cookie: sofia });
    expect(res.json()).toMatchObject({ success: true, channelId: 'messaging_2_6' });
    expect((await history(sofia, '', 'messaging_2_6')).json().otherUser).toEqual({
      id: 2,
      name: 'Marta Kowalska',
      imageUrl: null,
      left: false,
    });
  });
});

describe('messages', () => {
  it('stores a message once per id, as plain text, and shows it to both members only', async () => {
    const text = '<b>Olá</b> Jonas, can you take a 2-hour session on Monday?';
    const id = messageId();
    const first = await send(sofia, text, id);
    expect(first.statusCode).toBe(201);
    const again = await send(sofia, text, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.seq).toBe(first.json().message.seq);
    const seen = (await history(jonas)).json();
    expect(seen.otherUser).toEqual({ id: SOFIA, name: 'Sofia Almeida', imageUrl: null, left: false });
    expect(seen.messages.filter((m: { id: string }) => m.id === id)).toEqual([
      expect.objectContaining({ text, user: { id: SOFIA, name: 'Sofia Almeida' } }),
    ]);
    const outsider = await history(company);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error).toBe('You are not in this conversation');
  });

  it('refuses bad input and other members’ channels, changing nothing', async () => {
    const before = await dbFingerprint(t.database.db);
    const cases: [string, number, unknown, string][] = [
      [CHANNEL, 400, { id: messageId(), text: '   ' }, 'Write a message'],
      [CHANNEL, 400, { id: messageId(), text: 'x'.repeat(2001) }, 'Use at most 2000 characters'],
      [CHANNEL, 400, { id: 'short', text: 'hello' }, 'Use a message id of 8 to 64 letters'],
      ['messaging_7_6', 400, { id: messageId(), text: 'hello' }, 'Use a channel id like messaging_12_34'],
      ['general', 400, { id: messageId(), text: 'hello' }, 'Use a channel id like messaging_12_34'],
      ['messaging_7_8', 403, { id: messageId(), text: 'hello' }, 'You are not in this conversation'],
    ];
    for (const [channel, status, payload, error] of cases) {
      const res = await t.request({
        method: 'POST',
        url: `/next/api/chat/channels/${channel}/messages`,
        cookie: sofia,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toContain(error);
    }
    expect((await history(sofia, '?limit=30')).statusCode).toBe(400);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('answers a resync with exactly the messages after the last one a client saw', async () => {
    const last = (await history(jonas)).json().messages.at(-1).seq as number;
    const texts = ['one', 'two', 'three'];
    for (const text of texts) expect((await send(sofia, text)).statusCode).toBe(201);
    const resync = (await history(jonas, `?after=${last}&limit=20`)).json();
    expect(resync.messages.map((m: { text: string }) => m.text)).toEqual(texts);
    expect(resync.hasMore).toBe(false);
  });

  it('lists conversations newest first with unread counts; reading and marking unread move them', async () => {
    await send(company, 'A question about your Lisbon rates', messageId(), 'messaging_6_8');
    let list = await conversations(sofia);
    // The conversation with member services has no message yet: it is none.
    expect(list.map((c) => c.channelId)).toEqual(['messaging_6_8', CHANNEL]);
    expect(list[0]).toMatchObject({ otherUser: { id: 8 }, unreadCount: 1 });
    const latest = (await history(sofia, '', 'messaging_6_8')).json().messages.at(-1).seq;
    const read = (seq: number) =>
      t.request({
        method: 'POST',
        url: '/next/api/chat/channels/messaging_6_8/read',
        cookie: sofia,
        payload: { seq },
      });
    expect((await read(latest)).statusCode).toBe(200);
    list = await conversations(sofia);
    expect(list[0]!.unreadCount).toBe(0);
    await read(latest - 1);
    expect((await conversations(sofia))[0]!.unreadCount).toBe(1);
  });

  it('answers 429 with Retry-After when one member sends too fast', async () => {
    const fast = await t.signUp({ email: 'fast@example.com', name: 'Fast Typer' });
    const channel = fast.entityId < SOFIA ? `messaging_${fast.entityId}_6` : `messaging_6_${fast.entityId}`;
    let res = await send(fast.cookie, 'hi', messageId(), channel);
    for (let i = 0; i < 40 && res.statusCode === 201; i++)
      res = await send(fast.cookie, `hi ${i}`, messageId(), channel);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('notifications from messages', () => {
  const unread = async (cookie: string) =>
    (await t.request({ url: '/next/api/notifications/unread-count', cookie })).json().count as number;
  const notices = async (cookie: string, text: string) =>
    (
      (await t.request({ url: '/next/api/notifications?limit=100', cookie })).json().notifications as {
        title: string;
        message: string;
        isRead: boolean;
      }[]
    ).filter((n) => n.message === text);
  const testMessage = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/next/api/chat/test-message', cookie, payload });
  const readUpTo = (cookie: string, seq: number) =>
    t.request({ method: 'POST', url: `/next/api/chat/channels/${CHANNEL}/read`, cookie, payload: { seq } });

  it('notifies the recipient as the message is sent, with no client of theirs open, once per message', async () => {
    const before = await unread(sofia);
    const id = messageId();
    await send(jonas, 'The booth is confirmed for Monday', id);
    expect(await unread(sofia)).toBe(before + 1);
    expect(await notices(sofia, 'The booth is confirmed for Monday')).toEqual([
      expect.objectContaining({
        type: 'chat',
        title: 'New message from Jonas Weber',
        channelId: CHANNEL,
        redirectUrl: `/chat?channel=${CHANNEL}`,
        isRead: false,
      }),
    ]);
    // The recipient's client, hearing of the message, asks as §7 says: nothing more is written.
    const body = {
      senderId: JONAS,
      senderName: 'Somebody Else',
      recipientId: SOFIA,
      channelId: CHANNEL,
      messageText: 'forged text',
      messageId: id,
    };
    expect((await testMessage(sofia, body)).json().notification).toBeNull();
    expect(await notices(sofia, 'The booth is confirmed for Monday')).toHaveLength(1);
    expect(await unread(sofia)).toBe(before + 1);
  });

  it('reading the conversation reads the notices of the messages read, not of those after them', async () => {
    // Everything so far read: what is unread after that is the other conversations'.
    expect((await readUpTo(sofia, (await history(sofia)).json().messages.at(-1).seq)).statusCode).toBe(200);
    const before = await unread(sofia);
    const first = (await send(jonas, 'First of two')).json().message.seq as number;
    await send(jonas, 'Second of two');
    expect(await unread(sofia)).toBe(before + 2);
    const tab = openSocket(base, sofia);
    await tab.waitFor((e) => e.type === 'ready');
    expect((await readUpTo(sofia, first)).statusCode).toBe(200);
    // The bell hears the server's new count at once.
    expect(await tab.waitFor((e) => e.type === 'notifications.unread')).toEqual({
      type: 'notifications.unread',
      count: before + 1,
    });
    expect(await notices(sofia, 'First of two')).toEqual([expect.objectContaining({ isRead: true })]);
    expect(await notices(sofia, 'Second of two')).toEqual([expect.objectContaining({ isRead: false })]);
    expect(await unread(sofia)).toBe(before + 1);
    tab.ws.close();
  });

  it('writes no notice of a message already read, and none for a member who turned them off', async () => {
    const id = messageId();
    const seq = (await send(sofia, 'Read before anyone asked', id)).json().message.seq as number;
    // Jonas reads it; his notice goes with it, and a late call for it writes nothing.
    expect((await readUpTo(jonas, seq)).statusCode).toBe(200);
    expect(await notices(jonas, 'Read before anyone asked')).toEqual([expect.objectContaining({ isRead: true })]);
    const late = await testMessage(jonas, { senderId: SOFIA, recipientId: JONAS, channelId: CHANNEL, messageId: id });
    expect(late.json().notification).toBeNull();
    expect(await notices(jonas, 'Read before anyone asked')).toHaveLength(1);

    await t.request({
      method: 'POST',
      url: '/next/api/user/settings',
      cookie: jonas,
      payload: { chatMessages: false },
    });
    const before = await unread(jonas);
    await send(sofia, 'Nobody is told of this one');
    expect(await unread(jonas)).toBe(before);
    expect(await notices(jonas, 'Nobody is told of this one')).toEqual([]);
    await t.request({ method: 'POST', url: '/next/api/user/settings', cookie: jonas, payload: { chatMessages: true } });
  });

  it('says the notice in the language the recipient reads in', async () => {
    await send(jonas, 'Até segunda');
    const [notice] = (
      (await t.request({ url: '/next/api/notifications?limit=100', cookie: `${sofia}; site_lang=heb` })).json()
        .notifications as { title: string; message: string }[]
    ).filter((n) => n.message === 'Até segunda');
    expect(notice).toMatchObject({ title: 'הודעה חדשה מאת Jonas Weber', message: 'Até segunda' });
  });

  it('refuses to notify anyone but the recipient, or of a sender outside the channel', async () => {
    const forged = await testMessage(company, { senderId: JONAS, recipientId: SOFIA, channelId: CHANNEL });
    expect(forged.statusCode).toBe(403);
    const wrongSender = await testMessage(sofia, { senderId: 8, recipientId: SOFIA, channelId: CHANNEL });
    expect(wrongSender.statusCode).toBe(400);
  });
});

describe('access tokens with messages:read', () => {
  it('read the member’s conversations and messages, and cannot send', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/next/api/tokens',
      cookie: sofia,
      payload: { name: 'inbox script', scopes: ['messages:read'], expiresInDays: 7, currentPassword: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${made.json().secret}`;
    const list = await t.request({ url: '/next/api/chat/conversations', headers: { authorization } });
    expect(list.json().conversations.map((c: { channelId: string }) => c.channelId)).toContain(CHANNEL);
    const read = await t.request({ url: `/next/api/chat/channels/${CHANNEL}/messages`, headers: { authorization } });
    expect(read.statusCode).toBe(200);
    const before = await dbFingerprint(t.database.db, { tokenCalls: true });
    const write = await t.request({
      method: 'POST',
      url: `/next/api/chat/channels/${CHANNEL}/messages`,
      headers: { authorization },
      payload: { id: messageId(), text: 'from a script' },
    });
    expect(write.statusCode).toBe(403);
    expect(await dbFingerprint(t.database.db, { tokenCalls: true })).toEqual(before);
  });
});

describe('live delivery', () => {
  it('pushes a message to both members’ tabs, typing to the other member only', async () => {
    const jonasTab = openSocket(base, jonas);
    const sofiaTab = openSocket(base, sofia);
    await jonasTab.waitFor((e) => e.type === 'ready');
    await sofiaTab.waitFor((e) => e.type === 'ready');
    sofiaTab.send({ type: 'typing', channelId: CHANNEL });
    expect(await jonasTab.waitFor((e) => e.type === 'typing')).toEqual({
      type: 'typing',
      channelId: CHANNEL,
      userId: SOFIA,
    });
    const id = messageId();
    await send(sofia, 'Live hello', id);
    const received = await jonasTab.waitFor((e) => e.type === 'message.new');
    expect(received).toMatchObject({
      senderName: 'Sofia Almeida',
      message: { id, text: 'Live hello', channelId: CHANNEL },
    });
    await sofiaTab.waitFor((e) => e.type === 'message.new');
    expect(sofiaTab.events.some((e) => e.type === 'typing')).toBe(false);
    jonasTab.ws.close();
    sofiaTab.ws.close();
  });

  it('loses nothing when the socket drops mid-conversation: the resync brings what was sent meanwhile', async () => {
    const tab = openSocket(base, jonas);
    await tab.waitFor((e) => e.type === 'ready');
    await send(sofia, 'before the drop');
    const lastSeen = ((await tab.waitFor((e) => e.type === 'message.new')).message as { seq: number }).seq;
    tab.ws.close();
    await tab.closed;
    const sentMeanwhile = ['while you were away 1', 'while you were away 2'];
    for (const text of sentMeanwhile) expect((await send(sofia, text)).statusCode).toBe(201);
    const again = openSocket(base, jonas);
    await again.waitFor((e) => e.type === 'ready');
    const resync = (await history(jonas, `?after=${lastSeen}&limit=20`)).json();
    expect(resync.messages.map((m: { text: string }) => m.text)).toEqual(sentMeanwhile);
    again.ws.close();
  });
});

describe('two app processes through Redis', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('delivers a message sent to process A to a tab connected to process B', async (ctx) => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const available = await probe
      .connect()
      .then(() => true)
      .catch(() => false);
    probe.disconnect();
    if (!available) {
      if (process.env.CI) throw new Error(`Redis is expected at ${REDIS_URL} in CI`);
      ctx.skip();
    }
    // Two apps on this file's database, each with its own Redis bus: two processes behind a balancer.
    const start = async () => {
      const app = await buildApp({ config: testConfig({ REDIS_URL }), database: t.database });
      return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    };
    const [a, b] = await Promise.all([start(), start()]);
    try {
      const tab = openSocket(b.url, jonas);
      await tab.waitFor((e) => e.type === 'ready');
      const id = messageId();
      const res = await a.app.inject({
        method: 'POST',
        url: `/next/api/chat/channels/${CHANNEL}/messages`,
        headers: { cookie: sofia, origin: testConfig().publicUrl },
        payload: { id, text: 'Through Redis' },
      });
      expect(res.statusCode).toBe(201);
      expect(await tab.waitFor((e) => e.type === 'message.new')).toMatchObject({
        message: { id, text: 'Through Redis' },
      });
      tab.ws.close();
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});
