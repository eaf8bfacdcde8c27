/** Notifications: each member reaches only their own; staff notify; the bell's count follows live. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { openSocket } from '../../../../test/ws-client.ts';

let t: TestApp;
let base: string;
let staff: string;
let sofia: string;
/** A member who joined just now: no notification yet, so the counts below are this file's own. */
let newcomer: string;
let newcomerId: number;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = await t.signIn('staff@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  ({ cookie: newcomer, entityId: newcomerId } = await t.signUp({
    email: 'nora.new@example.com',
    name: 'Nora New',
    accountType: 'interpreter',
  }));
});
afterAll(() => t.close());

const notify = (userId: number, title: string, cookie = staff, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/next/api/notifications',
    cookie,
    payload: { userId, type: 'announcement', title, message: `About ${title}`, ...extra },
  });
const unread = async (cookie: string) =>
  (await t.request({ url: '/next/api/notifications/unread-count', cookie })).json().count as number;

describe('notifications', () => {
  it('lets staff notify a member, not members each other; the recipient must exist and links stay on the site', async () => {
    expect((await notify(6, 'Welcome', staff, { redirectUrl: '/profile/6' })).statusCode).toBe(201);
    const before = await dbFingerprint(t.database.db);
    const member = await notify(7, 'Spam', sofia);
    expect(member.statusCode).toBe(403);
    expect((await notify(999_999, 'Nobody')).statusCode).toBe(404);
    const offsite = await notify(6, 'Phish', staff, { redirectUrl: '//evil.example/login' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().error).toContain('Use a path on this site');
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('lists a member’s own notifications newest first, 20 a page by default', async () => {
    for (let i = 1; i <= 22; i++) await notify(newcomerId, `Update ${i}`);
    const page1 = (await t.request({ url: '/next/api/notifications', cookie: newcomer })).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 20, total: 22, totalPages: 2 });
    expect(page1.notifications[0].title).toBe('Update 22');
    expect(page1.unreadCount).toBe(22);
    const page2 = (await t.request({ url: '/next/api/notifications?page=2&limit=20', cookie: newcomer })).json();
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual(['Update 2', 'Update 1']);
    for (const query of ['?page=0', '?limit=101', '?limit=ten', '?sort=old']) {
      expect((await t.request({ url: `/next/api/notifications${query}`, cookie: newcomer })).statusCode, query).toBe(
        400,
      );
    }
    expect((await t.request({ url: '/next/api/notifications' })).statusCode).toBe(401);
  });

  it('reads each notice in the language the member reads the site in now, not the one they had when it came', async () => {
    const titles = async (locale: string) =>
      (
        (await t.request({ url: '/next/api/notifications?limit=100', cookie: `${sofia}; site_lang=${locale}` })).json()
          .notifications as { title: string }[]
      ).map((n) => n.title);
    // Sofia was told of Priya's payment in English (the demo's past notices); she now reads German, then Hebrew.
    expect(await titles('eng')).toContain('Priya Raman paid you €95.00');
    const german = await titles('deu');
    // German writes the amount its own way (with a no-break space before the euro sign).
    expect(german.some((title) => /^Priya Raman hat Ihnen 95,00\s€ gezahlt$/.test(title))).toBe(true);
    expect(german).not.toContain('Priya Raman paid you €95.00');
    expect((await titles('heb')).some((title) => title.startsWith('Priya Raman שילם/ה לך'))).toBe(true);
    // What staff wrote themselves has no other language: it reads as written.
    expect(german).toContain('Welcome');
    // Words the dictionaries no longer have (an entry renamed since): the notice as it was written.
    const renamed = (title: string) =>
      t.database.db.execute(
        sql`update notifications set words = jsonb_set(words, '{title}', to_jsonb(${title}::text))
            where title = 'Priya Raman paid you €95.00'`,
      );
    await renamed('paidYouBefore');
    expect(await titles('deu')).toContain('Priya Raman paid you €95.00');
    expect((await titles('deu')).some((title) => title.includes('paidYouBefore'))).toBe(false);
    await renamed('fundedTitle');
  });

  it('marks read only the member’s own notifications: another’s id changes nothing', async () => {
    const mine = (await t.request({ url: '/next/api/notifications', cookie: newcomer })).json().notifications[0].id;
    const sofias = (await t.request({ url: '/next/api/notifications', cookie: sofia })).json().notifications[0].id;
    const before = await dbFingerprint(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/next/api/notifications/mark-read',
      cookie: newcomer,
      payload: { notificationIds: [mine, sofias] },
    });
    expect(res.statusCode).toBe(404);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    const ok = await t.request({
      method: 'POST',
      url: '/next/api/notifications/mark-read',
      cookie: newcomer,
      payload: { notificationIds: [mine] },
    });
    expect(ok.json()).toEqual({ success: true, unreadCount: 21 });
    const empty = await t.request({
      method: 'POST',
      url: '/next/api/notifications/mark-read',
      cookie: newcomer,
      payload: { notificationIds: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('pushes new notifications and the unread count to the member’s open tabs; mark all read clears it', async () => {
    const tab = openSocket(base, sofia);
    await tab.waitFor((e) => e.type === 'ready');
    await notify(6, 'Live one');
    expect(await tab.waitFor((e) => e.type === 'notification.new')).toMatchObject({
      notification: { title: 'Live one', isRead: false },
    });
    const count = await unread(sofia);
    expect(await tab.waitFor((e) => e.type === 'notifications.unread')).toEqual({
      type: 'notifications.unread',
      count,
    });
    const all = await t.request({ method: 'POST', url: '/next/api/notifications/mark-all-read', cookie: sofia });
    expect(all.json()).toEqual({ success: true, message: 'All notifications marked as read' });
    expect(await tab.waitFor((e) => e.type === 'notifications.unread' && e.count === 0)).toBeTruthy();
    expect(await unread(sofia)).toBe(0);
    expect(await unread(newcomer)).toBe(21);
    tab.ws.close();
  });

  it('keeps each member’s notification settings; bad input changes nothing; chat notifications can be turned off', async () => {
    const settings = async (cookie: string) => (await t.request({ url: '/next/api/user/settings', cookie })).json();
    expect(await settings(newcomer)).toEqual({ chatMessages: true, chatSound: true, termhelpQuestions: 'daily' });
    const before = await dbFingerprint(t.database.db);
    for (const payload of [{}, { chatSound: 'no' }, { termhelpQuestions: 'hourly' }, { volume: 3 }]) {
      const res = await t.request({ method: 'POST', url: '/next/api/user/settings', cookie: newcomer, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await dbFingerprint(t.database.db)).toEqual(before);

    const saved = await t.request({
      method: 'POST',
      url: '/next/api/user/settings',
      cookie: newcomer,
      payload: { chatMessages: false, termhelpQuestions: 'instant' },
    });
    expect(saved.json()).toEqual({
      success: true,
      message: 'Notifications settings updated successfully!',
      settings: { chatMessages: false, chatSound: true, termhelpQuestions: 'instant' },
    });
    expect(await settings(sofia)).toEqual({ chatMessages: true, chatSound: true, termhelpQuestions: 'daily' });

    // A message to the newcomer: their client asks for the notification, and none is made.
    const id = 'settings-test-message';
    const channelId = `messaging_6_${newcomerId}`;
    await t.request({
      method: 'POST',
      url: `/next/api/chat/channels/${channelId}/messages`,
      cookie: sofia,
      payload: { id, text: 'Quiet please' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/next/api/chat/test-message',
      cookie: newcomer,
      payload: { senderId: 6, recipientId: newcomerId, channelId, messageId: id },
    });
    expect(res.json()).toEqual({ success: true, notification: null });
  });

  it('tells TermHelp how often to write to a member about questions in their pairs, to the member alone', async () => {
    const own = await t.request({ url: '/next/api/termhelp/notification-preferences?entityId=6', cookie: sofia });
    expect(own.json()).toMatchObject({
      entityId: 6,
      frequency: 'daily',
      pairs: expect.arrayContaining([{ source: 'por', target: 'eng' }]),
    });
    const other = await t.request({ url: '/next/api/termhelp/notification-preferences?entityId=6', cookie: newcomer });
    expect(other.statusCode).toBe(403);
  });
});
