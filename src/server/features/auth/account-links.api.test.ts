/**
 * Mailed, single-use links: a sign-up is confirmed by its link (and only then
 * signs in and is listed), a password is reset by its link (and every other
 * session ends). Links are read from the outbox, as the member reads their mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '../../../../test/api-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
const newcomer = { password: 'a long enough password', name: 'Nina Newcomer', accountType: 'translator' };
const signup = (email: string, password: string, name = 'Rita Sousa', accountType = 'translator') =>
  post('/next/api/auth/signup', { email, password, name, accountType });
const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;
const whoAmI = async (cookie: string) => (await t.request({ url: '/next/api/auth/session', cookie })).json().user;

describe('confirming a sign-up', () => {
  it('activates the account, signs in, and lets the member sign in with their password from then on', async () => {
    await signup('rita@example.com', 'rita password 1');
    expect(
      (await post('/next/api/auth/signin', { email: 'rita@example.com', password: 'rita password 1' })).statusCode,
    ).toBe(401);

    const confirm = await post('/next/api/auth/confirm', {
      token: tokenOf(await t.linkIn('rita@example.com', 'confirm-signup')),
    });
    expect(confirm.statusCode).toBe(200);
    const user = await whoAmI(sessionCookie(confirm));
    expect(user).toMatchObject({ name: 'Rita Sousa', account_type: 'translator', contact_email: 'rita@example.com' });
    expect(user.entity_id).toBeGreaterThanOrEqual(100);
    expect(await t.signIn('rita@example.com', 'rita password 1')).toMatch(/^wh_session=/);
  });

  it('works once: a used link is refused with a clear message', async () => {
    await signup('once@example.com', 'once password 1');
    const token = tokenOf(await t.linkIn('once@example.com', 'confirm-signup'));
    expect((await post('/next/api/auth/confirm', { token })).statusCode).toBe(200);
    const again = await post('/next/api/auth/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'token: This link is invalid, used or expired: ask for a new one',
      fields: { token: 'This link is invalid, used or expired: ask for a new one' },
    });
  });

  it('applies the sign-up whose link is opened: someone who signs up first with another’s address gains nothing', async () => {
    // An attacker signs up with the victim's address and a password of their own…
    await signup('victim@example.com', 'attacker password', 'Not The Victim', 'outsourcer');
    // …then the victim signs up with theirs, and opens the link in their own mailbox (the newest).
    await signup('victim@example.com', 'victim password 1', 'Vera Victim', 'interpreter');
    const res = await post('/next/api/auth/confirm', {
      token: tokenOf(await t.linkIn('victim@example.com', 'confirm-signup')),
    });
    expect(await whoAmI(sessionCookie(res))).toMatchObject({ name: 'Vera Victim', account_type: 'interpreter' });
    expect(
      (await post('/next/api/auth/signin', { email: 'victim@example.com', password: 'attacker password' })).statusCode,
    ).toBe(401);
    expect(await t.signIn('victim@example.com', 'victim password 1')).toMatch(/^wh_session=/);
    // The attacker's own (older) link died with the confirmation.
    const [, older] = (await t.mailTo('victim@example.com')).filter((m) => m.kind === 'confirm-signup');
    expect(
      (await post('/next/api/auth/confirm', { token: tokenOf(/https?:\/\/\S+/.exec(older!.text)?.[0]) })).statusCode,
    ).toBe(400);
  });

  it('lists a new professional in no directory until the sign-up is confirmed', async () => {
    await signup('unlisted@example.com', 'unlisted pass 1', 'Ulla Unlisted');
    const [row] = (
      (await t.database.db.execute(
        `select count(*)::int as n from directory_entries d join users u using (entity_id) where u.email = 'unlisted@example.com'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row!.n).toBe(0);
  });

  it('refuses a token that is malformed with 400 and the link message', async () => {
    const res = await post('/next/api/auth/confirm', { token: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.token).toBe('This link is incomplete: open it from the email again');
  });

  it('limits sign-ups per address, with the same answer for a new and a registered one', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signup('limit@example.com', 'limit password 1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('choosing a new password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await post('/next/api/auth/password-reset', { email: 'interpreter@demo.wordhive.test' });
    const unknown = await post('/next/api/auth/password-reset', { email: 'nobody@example.com' });
    expect([known.statusCode, known.body]).toEqual([202, JSON.stringify({ status: 'check-email' })]);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await t.mailTo('nobody@example.com')).toEqual([]);
    expect(await t.linkIn('interpreter@demo.wordhive.test', 'reset-password')).toMatch(/\/session\/reset\?token=/);
  });

  it('answers a reset or a sign-up before any work on the address, so its time cannot tell whether the address is known', async () => {
    const { entityId } = await t.signUp({ email: 'timed.member@example.com', name: 'Tim Timing' });
    // From an address of its own: the tests above used this file's share of the per-address limits.
    const ask = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN }, remoteAddress: '203.0.113.9' });
    const tokensOf = async (id: number) =>
      (await t.rows<{ n: number }>(`select count(*)::int as n from account_tokens where entity_id = ${id}`))[0]!.n;
    const accountsOf = async (email: string) =>
      (await t.rows<{ n: number }>(`select count(*)::int as n from users where lower(email) = '${email}'`))[0]!.n;
    const tokensBefore = await tokensOf(entityId);

    // Work started after an answer is held: every answer below came without it.
    const release = t.app.ctx.background.hold();
    try {
      const answers = [
        await ask('/next/api/auth/password-reset', { email: 'timed.member@example.com' }),
        await ask('/next/api/auth/password-reset', { email: 'never.registered@example.com' }),
        await ask('/next/api/auth/signup', { ...newcomer, email: 'timed.member@example.com' }),
        await ask('/next/api/auth/signup', { ...newcomer, email: 'brand.new@example.com' }),
      ];
      expect(answers.map((a) => [a.statusCode, a.body])).toEqual(
        Array(4).fill([202, JSON.stringify({ status: 'check-email' })]),
      );
      expect(await tokensOf(entityId)).toBe(tokensBefore);
      expect(await accountsOf('brand.new@example.com')).toBe(0);
    } finally {
      release();
    }
    await t.app.ctx.background.idle();
    expect(await t.linkIn('timed.member@example.com', 'reset-password')).toMatch(/\/session\/reset\?token=/);
    expect((await t.mailTo('timed.member@example.com')).map((m) => m.kind)).toContain('already-registered');
    expect(await t.mailTo('never.registered@example.com')).toEqual([]);
    expect(await t.linkIn('brand.new@example.com', 'confirm-signup')).toMatch(/\/session\/confirm\?token=/);
  });

  it('sets the new password, ends every other session, and signs in', async () => {
    const elsewhere = await t.signIn('interpreter@demo.wordhive.test');
    await post('/next/api/auth/password-reset', { email: 'interpreter@demo.wordhive.test' });
    const token = tokenOf(await t.linkIn('interpreter@demo.wordhive.test', 'reset-password'));
    const res = await post('/next/api/auth/password-reset/confirm', { token, password: 'a brand new password' });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(sessionCookie(res))).entity_id).toBe(7);
    expect(await whoAmI(elsewhere)).toBeNull();
    expect(
      (await post('/next/api/auth/signin', { email: 'interpreter@demo.wordhive.test', password: 'demo-password' }))
        .statusCode,
    ).toBe(401);
    expect(await t.signIn('interpreter@demo.wordhive.test', 'a brand new password')).toMatch(/^wh_session=/);
    // Once only.
    expect(
      (await post('/next/api/auth/password-reset/confirm', { token, password: 'yet another password' })).statusCode,
    ).toBe(400);
  });

  it('refuses a short password without using up the link', async () => {
    await post('/next/api/auth/password-reset', { email: 'company@demo.wordhive.test' });
    const token = tokenOf(await t.linkIn('company@demo.wordhive.test', 'reset-password'));
    const short = await post('/next/api/auth/password-reset/confirm', { token, password: 'short' });
    expect([short.statusCode, short.json().fields]).toEqual([400, { password: 'Use at least 10 characters' }]);
    expect(
      (await post('/next/api/auth/password-reset/confirm', { token, password: 'long enough now' })).statusCode,
    ).toBe(200);
  });
});

describe('reserved ids', () => {
  it('never gives a sign-up a staff or system id, even on a database with no seed', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      await empty.request({
        method: 'POST',
        url: '/next/api/auth/signup',
        payload: { email: 'first@example.com', password: 'first password 1', name: 'First Person' },
      });
      const [row] = (
        (await empty.database.db.execute(
          `select entity_id from users where email = 'first@example.com'`,
        )) as unknown as {
          rows: { entity_id: number }[];
        }
      ).rows;
      expect(row!.entity_id).toBeGreaterThanOrEqual(100);
    } finally {
      await empty.close();
    }
  });
});
