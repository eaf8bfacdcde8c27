/**
 * Staff tools (issue 14) on the server: impersonation on the record, member
 * suspension and password resets, credential checks, the audit log, website
 * feedback, page visits and the server info. Refused calls change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { createPageVisitRepository } from '../page-visits/repository.ts';
import { createPageVisitService } from '../page-visits/service.ts';

let t: TestApp;
let admin: string;
let staff: string;
let member: string;
const SOFIA = 6;
const JONAS = 7;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 10 });
  admin = await t.signIn('admin@demo.wordhive.test');
  staff = await t.signIn('staff@demo.wordhive.test');
  member = await t.signIn('translator@demo.wordhive.test');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as object, headers, ...(cookie ? { cookie } : {}) });
const get = (url: string, cookie?: string) => t.request({ url, ...(cookie ? { cookie } : {}) });

async function unchanged(call: () => Promise<{ statusCode: number }>, status: number) {
  const before = await dbFingerprint(t.database.db);
  expect((await call()).statusCode).toBe(status);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

describe('impersonation', () => {
  it('offers admins the demo accounts (never an admin), and nobody else', async () => {
    const res = await get('/next/api/auth/impersonation-candidates', admin);
    expect(res.json().users.map((u: { entityId: number }) => u.entityId)).toEqual([1, 6, 7, 8, 9]);
    expect((await get('/next/api/auth/impersonation-candidates', staff)).statusCode).toBe(403);
    expect((await get('/next/api/auth/impersonation-candidates', member)).statusCode).toBe(403);
  });

  it('lets an admin act as a member and back, with both identities in the audit log', async () => {
    // Starting replaces the admin's session: a session of its own, so the shared one stays valid.
    const start = await post(
      '/next/api/auth/impersonate',
      { pseudoId: SOFIA },
      await t.signIn('admin@demo.wordhive.test'),
    );
    expect(start.statusCode).toBe(200);
    const pseudo = sessionCookie(start);
    expect((await get('/next/api/auth/session', pseudo)).json().user).toMatchObject({
      entity_id: SOFIA,
      is_pseudo: true,
      admin_entity_id: 5,
      is_admin: false,
    });
    // Acting as the member, the admin changes her profile: the audit log says who did it, as whom.
    const about = { headline: 'Edited by support', bio: '', yearsExperience: 14, availability: 'available' };
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/next/api/user/about?entityId=${SOFIA}`,
          cookie: pseudo,
          payload: about,
        })
      ).statusCode,
    ).toBe(200);
    const log = await get('/next/api/admin/audit-log?action=profile.update', admin);
    expect(log.json().items[0]).toMatchObject({
      actorEntityId: 5,
      actorName: 'Dana Whitfield',
      actingEntityId: SOFIA,
      actingName: 'Sofia Almeida',
      target: String(SOFIA),
    });
    // A pseudo session may switch member, and logging out only stops impersonating.
    const switched = await post('/next/api/auth/impersonate', { pseudoId: JONAS }, pseudo);
    expect(switched.statusCode).toBe(200);
    const out = await post('/next/api/session/logout', {}, sessionCookie(switched));
    expect(out.json()).toEqual({ ok: true, stoppedImpersonation: true });
    expect((await get('/next/api/auth/session', sessionCookie(out))).json().user).toMatchObject({
      entity_id: 5,
      is_pseudo: false,
    });
    const actions = (await get('/next/api/admin/audit-log?action=impersonation.', admin))
      .json()
      .items.map((i: { action: string }) => i.action);
    expect(actions.slice(0, 3)).toEqual(['impersonation.stop', 'impersonation.start', 'impersonation.start']);
  });

  it('records every write made acting as a member, by route, without what was written', async () => {
    const start = await post(
      '/next/api/auth/impersonate',
      { pseudoId: SOFIA },
      await t.signIn('admin@demo.wordhive.test'),
    );
    const pseudo = sessionCookie(start);
    // A message to Jonas in her name, and her notifications marked read: neither wrote a row of its own.
    const channel = await post('/next/api/chat/create-channel', { recipientId: JONAS }, pseudo);
    expect(channel.statusCode, channel.body).toBe(200);
    const sent = await post(
      `/next/api/chat/channels/${channel.json().channelId}/messages`,
      { id: 'msg-audit-0001', text: 'Written by support' },
      pseudo,
    );
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    expect((await post('/next/api/notifications/mark-all-read', {}, pseudo)).statusCode).toBe(200);
    const rows = await t.rows<{ actor: number; acting: number; details: { route: string; method: string } }>(
      `select actor_entity_id as actor, acting_entity_id as acting, details from audit_log
        where action = 'pseudo.write' order by id desc limit 3`,
    );
    expect(rows.map((r) => r.details.route).reverse()).toEqual([
      '/next/api/chat/create-channel',
      '/next/api/chat/channels/:channelId/messages',
      '/next/api/notifications/mark-all-read',
    ]);
    expect(rows.every((r) => r.actor === 5 && r.acting === SOFIA)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Written by support');
    // Jonas, and Sofia in her own session, read it as written by staff on her behalf; her own words are hers.
    const channelId = channel.json().channelId;
    await post(
      `/next/api/chat/channels/${channelId}/messages`,
      { id: 'msg-her-own-01', text: 'Her own words' },
      member,
    );
    const read = async (cookie: string) =>
      (await t.request({ url: `/next/api/chat/channels/${channelId}/messages`, cookie }))
        .json()
        .messages.filter((m: { id: string }) => ['msg-audit-0001', 'msg-her-own-01'].includes(m.id))
        .map((m: { text: string; user: { id: number }; byStaff: boolean }) => [m.text, m.user.id, m.byStaff]);
    const expected = [
      ['Written by support', SOFIA, true],
      ['Her own words', SOFIA, false],
    ];
    expect(await read(await t.signIn('interpreter@demo.wordhive.test'))).toEqual(expected);
    expect(await read(member)).toEqual(expected);
    // Her own session's writes are hers: no audit row.
    const before = await t.rows<{ n: number }>(`select count(*)::int as n from audit_log`);
    expect((await post('/next/api/notifications/mark-all-read', {}, member)).statusCode).toBe(200);
    expect(await t.rows<{ n: number }>(`select count(*)::int as n from audit_log`)).toEqual(before);
  });

  it('names an admin writing in their own session "Admin" in the chat, as spec §6 says', async () => {
    const channel = await post('/next/api/chat/create-channel', { recipientId: JONAS }, admin);
    const sent = await post(
      `/next/api/chat/channels/${channel.json().channelId}/messages`,
      { id: 'msg-from-admin-1', text: 'A word from the admin' },
      admin,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({ user: { id: 5, name: 'Admin' }, byStaff: false });
  });

  it('refuses staff who are not admins, and never impersonates an admin', async () => {
    await unchanged(() => post('/next/api/auth/impersonate', { pseudoId: SOFIA }, staff), 403);
    await unchanged(() => post('/next/api/auth/impersonate', { pseudoId: 5 }, admin), 400);
    const otherAdmin = await post('/next/api/auth/impersonate', { pseudoId: 0 }, admin);
    expect(otherAdmin.statusCode).toBe(400);
    expect(otherAdmin.json().error).toBe('pseudoId: Please enter a valid entity ID (positive number)');
  });
});

describe('members', () => {
  it('finds members by name, email or id', async () => {
    const byName = (await get('/next/api/admin/members?q=almeida', admin)).json();
    expect(byName.items.map((m: { entityId: number }) => m.entityId)).toContain(SOFIA);
    expect((await get('/next/api/admin/members?q=interpreter%40demo', admin)).json().items[0].entityId).toBe(JONAS);
    const byId = (await get(`/next/api/admin/members?q=${JONAS}`, admin)).json().items;
    expect(byId[0]).toMatchObject({ entityId: JONAS, email: 'interpreter@demo.wordhive.test', isAdmin: false });
    // Staff type a name as they heard it: case and accents aside.
    const zoe = await t.signUp({ email: 'zoe.b@example.com', name: 'Zoë Brandão', accountType: 'translator' });
    for (const q of ['zoe brandao', 'BRANDÃO', 'Brandao']) {
      const ids = (await get(`/next/api/admin/members?q=${encodeURIComponent(q)}`, admin)).json().items;
      expect(
        ids.map((m: { entityId: number }) => m.entityId),
        q,
      ).toContain(zoe.entityId);
    }
    expect((await get('/next/api/admin/members?q=brand_o', admin)).json().items).toEqual([]);
  });

  it('suspends a member: sessions end, no sign-in (told why), profile gone (410), not listed; lifting undoes it', async () => {
    const victim = await t.signUp({ email: 'suspended@example.com', name: 'Sam Spammer', accountType: 'translator' });
    const res = await post(
      `/next/api/admin/members/${victim.entityId}/suspend`,
      { reason: 'Sent the same offer to 300 members.' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspensionReason: 'Sent the same offer to 300 members.', sessions: 0 });
    expect((await get('/next/api/auth/session', victim.cookie)).json().user).toBeNull();
    const signin = await post('/next/api/auth/signin', {
      email: 'suspended@example.com',
      password: 'a long enough password',
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.json().error).toBe('This account is suspended: Sent the same offer to 300 members.');
    expect((await get(`/next/api/profile/${victim.entityId}`)).statusCode).toBe(410);
    expect((await get('/next/api/users?search=Spammer')).json().totalResults).toBe(0);
    await unchanged(() => post(`/next/api/admin/members/${victim.entityId}/suspend`, { reason: 'again' }, admin), 409);

    expect((await post(`/next/api/admin/members/${victim.entityId}/unsuspend`, {}, admin)).statusCode).toBe(200);
    expect((await get(`/next/api/profile/${victim.entityId}`)).statusCode).toBe(200);
    expect((await get('/next/api/users?search=Spammer')).json().totalResults).toBe(1);
    const trail = (await get(`/next/api/admin/audit-log?target=${victim.entityId}`, admin)).json().items;
    expect(trail.map((i: { action: string }) => i.action).slice(0, 2)).toEqual(['member.unsuspend', 'member.suspend']);
  });

  it('never suspends an admin or staff, nor lets anyone but an admin try', async () => {
    await unchanged(() => post('/next/api/admin/members/1/suspend', { reason: 'Testing' }, admin), 403);
    await unchanged(() => post('/next/api/admin/members/5/suspend', { reason: 'Testing' }, admin), 403);
    await unchanged(() => post(`/next/api/admin/members/${JONAS}/suspend`, { reason: 'Testing' }, staff), 403);
    await unchanged(() => post(`/next/api/admin/members/${JONAS}/suspend`, { reason: '' }, admin), 400);
  });

  it('mails a password-reset link to the member, not to the admin, saying staff sent it; on the record with who and when', async () => {
    expect((await post(`/next/api/admin/members/${JONAS}/password-reset`, {}, admin)).statusCode).toBe(202);
    const [mail] = (await t.mailTo('interpreter@demo.wordhive.test')).filter((m) => m.kind === 'reset-password');
    expect(mail!.subject).toBe('Wordhive staff sent you a link to choose a new password');
    expect(mail!.text).toMatch(
      /A member of the Wordhive staff sent you this link to choose a new password for your account:\n\nhttp\S+\/session\/reset\?token=/,
    );
    expect(await t.mailTo('admin@demo.wordhive.test')).toEqual([]);
    const [row] = (await get('/next/api/admin/audit-log?action=member.password-reset', admin)).json().items;
    expect(row).toMatchObject({
      actorEntityId: 5,
      actorName: 'Dana Whitfield',
      actingEntityId: null,
      target: String(JONAS),
      details: { member: 'Jonas Weber', sentTo: 'interpreter@demo.wordhive.test' },
    });
    expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);
    await unchanged(() => post('/next/api/admin/members/999999/password-reset', {}, admin), 404);
  });

  it('marks a credential verified, and the profile shows it', async () => {
    const credentials = (await get(`/next/api/user/credentials?entityId=${SOFIA}`)).json().credentials;
    const unverified = credentials.find((c: { verified: boolean }) => !c.verified) ?? credentials[0];
    const res = await t.request({
      method: 'PUT',
      url: `/next/api/admin/members/${SOFIA}/credentials/${unverified.id}`,
      cookie: admin,
      payload: { verified: true },
    });
    expect(res.statusCode).toBe(200);
    const after = (await get(`/next/api/user/credentials?entityId=${SOFIA}`)).json().credentials;
    expect(after.find((c: { id: number }) => c.id === unverified.id).verified).toBe(true);
    // Another member's credential id is not this member's.
    const jonas = (await get(`/next/api/user/credentials?entityId=${JONAS}`)).json().credentials;
    if (jonas.length) {
      await unchanged(
        () =>
          t.request({
            method: 'PUT',
            url: `/next/api/admin/members/${SOFIA}/credentials/${jonas[0].id}`,
            cookie: admin,
            payload: { verified: true },
          }),
        404,
      );
    }
  });
});

describe('website feedback', () => {
  const feedback = { suggestion: 'Could the chat send files?', url: '/chat', rating: 4 };

  it('takes feedback from visitors and members, as themselves only', async () => {
    expect((await post('/next/api/website-feedback', feedback)).statusCode).toBe(201);
    expect((await post(`/next/api/website-feedback?entityId=${SOFIA}`, feedback, member)).statusCode).toBe(201);
    await unchanged(() => post(`/next/api/website-feedback?entityId=${JONAS}`, feedback, member), 403);
    await unchanged(() => post(`/next/api/website-feedback?entityId=${SOFIA}`, feedback), 403);
    const bad = await post('/next/api/website-feedback', { suggestion: 'x', url: '', rating: 9 });
    expect(bad.json().fields).toEqual({
      suggestion: 'This field is required.',
      url: 'This field is required.',
      rating: 'Choose from 1 to 5 stars',
    });
  });

  it('lists it for admins by rating and state; marking it handled is on the record', async () => {
    const list = (await get('/next/api/admin/website-feedback?rating=4&state=open', admin)).json();
    expect(
      list.items.every((i: { rating: number; handledAt: string | null }) => i.rating === 4 && i.handledAt === null),
    ).toBe(true);
    const mine = list.items.find((i: { entityId: number | null }) => i.entityId === SOFIA);
    expect(mine).toMatchObject({ name: 'Sofia Almeida', suggestion: 'Could the chat send files?', url: '/chat' });
    await post(`/next/api/admin/website-feedback/${mine.id}/handled`, { handled: true }, admin);
    const handled = (await get('/next/api/admin/website-feedback?state=handled', admin)).json().items;
    expect(handled.find((i: { id: number }) => i.id === mine.id)).toMatchObject({ handledByName: 'Dana Whitfield' });
    expect((await get(`/next/api/admin/audit-log?action=feedback.handled&target=${mine.id}`, admin)).json().total).toBe(
      1,
    );
  });

  it('limits how much one address sends', async () => {
    const many = await createTestApp({ seedMembers: 0 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await many.request({ method: 'POST', url: '/next/api/website-feedback', payload: feedback })).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await many.close();
    }
  });
});

describe('page visits', () => {
  it('records a member’s visit and the time spent, also from a text/plain beacon, for that member only', async () => {
    expect((await get('/next/api/ip')).json().ip).toBeTypeOf('string');
    const start = await post(
      '/next/api/page-visits',
      { entityId: SOFIA, pagePath: '/directory', browser: 'Test', ip: '127.0.0.1', buildTimeMs: 8, loadTimeMs: 400 },
      member,
    );
    const { sessionId } = start.json();
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const beacon = await t.request({
      method: 'POST',
      url: '/next/api/page-visits',
      cookie: member,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ sessionId, timeSpentMs: 65_000 }),
    });
    expect(beacon.json()).toEqual({ success: true });
    const [row] = await t.rows<{ time_spent_ms: number; entity_id: number }>(
      `select time_spent_ms, entity_id from page_visits where session_id = '${sessionId}'`,
    );
    expect(row).toEqual({ time_spent_ms: 65_000, entity_id: SOFIA });
    const jonas = await t.signIn('interpreter@demo.wordhive.test');
    await unchanged(
      () =>
        t.request({
          method: 'PUT',
          url: '/next/api/page-visits',
          cookie: jonas,
          payload: { sessionId, timeSpentMs: 1 },
        }),
      404,
    );
    await unchanged(() => post('/next/api/page-visits', { entityId: JONAS, pagePath: '/' }, member), 403);
    await unchanged(() => post('/next/api/page-visits', { entityId: SOFIA, pagePath: '/' }), 401);
  });

  it('sums visits by day and by page for admins, a page being its path alone', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const pagePath of ['/directory?service=interpreters', '/directory#results']) {
      expect((await post('/next/api/page-visits', { entityId: SOFIA, pagePath }, member)).statusCode).toBe(200);
    }
    expect(await t.rows(`select 1 from page_visits where page_path like '%?%' or page_path like '%#%'`)).toEqual([]);
    const stats = (await get(`/next/api/admin/page-visits?from=${today}&to=${today}`, admin)).json();
    expect(stats.days).toHaveLength(1);
    expect(stats.pages.find((p: { path: string }) => p.path === '/directory').visits).toBeGreaterThanOrEqual(3);
    expect(stats.pages.filter((p: { path: string }) => p.path.startsWith('/directory'))).toHaveLength(1);
    expect(stats.totals.timeSpentMs).toBeGreaterThanOrEqual(65_000);
    expect((await get('/next/api/admin/page-visits?from=2026-02-10&to=2026-02-01', admin)).statusCode).toBe(400);
  });

  it('purges visits past the retention period', async () => {
    await t.rows(
      `insert into page_visits (session_id, entity_id, page_path, created_at) values ('old-visit-0000000000', ${SOFIA}, '/', now() - interval '200 days')`,
    );
    const visits = createPageVisitService(createPageVisitRepository(t.database.db), 180);
    expect(await visits.purge()).toBeGreaterThanOrEqual(1);
    expect(await t.rows(`select 1 from page_visits where session_id = 'old-visit-0000000000'`)).toEqual([]);
  });
});

describe('server info', () => {
  it('tells admins which server answered, and nobody else', async () => {
    expect(Object.keys((await get('/next/api/server-info', admin)).json()).sort()).toEqual([
      'containerName',
      'ip',
      'serverName',
    ]);
    expect((await get('/next/api/server-info', member)).statusCode).toBe(403);
    expect((await get('/next/api/server-info')).statusCode).toBe(401);
    const status = (await get('/next/api/admin/server-status', admin)).json();
    expect(status).toMatchObject({
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      bus: 'memory',
      fileStore: 'disk',
      mail: 'outbox',
      classicSite: false,
    });
    expect(status.members).toBeGreaterThan(10);
  });
});
