/**
 * Recovering an account ends what proved to be its member before (issue 54): after a password reset,
 * a password change, an email change or a suspension, no older session, access token or mailed link
 * works, whoever holds it. A change of password may keep the member's own tokens when asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
  admin = await t.signIn('admin@demo.wordhive.test');
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
const signedIn = async (cookie: string) =>
  (await t.request({ url: '/next/api/auth/session', cookie })).json().user !== null;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

let members = 0;
/** A fresh member, signed in on two devices, with an access token and a reset link not yet opened. */
async function memberWithCredentials() {
  const email = `recover-${++members}@example.com`;
  const password = `recover password ${members}`;
  const { cookie, entityId } = await t.signUp({ email, name: `Rhea Recover${members}`, password });
  const otherDevice = await t.signIn(email, password);
  const made = await post(
    '/next/api/tokens',
    { name: 'CAT tool', scopes: ['profile:read'], expiresInDays: 30, currentPassword: password },
    cookie,
  );
  expect(made.statusCode, made.body).toBe(201);
  const secret = (made.json() as { secret: string }).secret;
  expect((await post('/next/api/auth/password-reset', { email })).statusCode).toBe(202);
  const resetLink = (await t.mailTo(email)).find((m) => m.kind === 'reset-password')!.text.match(/https?:\/\/\S+/)![0];
  return { email, password, cookie, entityId, otherDevice, secret, resetLink };
}

const tokenWorks = async (secret: string) =>
  (await t.request({ url: '/next/api/user/name?entityId=6', headers: { authorization: `Bearer ${secret}` } }))
    .statusCode === 200;
const resetWorks = async (link: string) =>
  (await post('/next/api/auth/password-reset/confirm', { token: tokenOf(link), password: 'a thief password 1' }))
    .statusCode === 200;

describe('recovering an account', () => {
  it('by a reset link: every other session, token and link ends', async () => {
    const m = await memberWithCredentials();
    expect(await tokenWorks(m.secret)).toBe(true);
    // A second link, asked for later: the first one opened voids it.
    await post('/next/api/auth/password-reset', { email: m.email });
    const links = (await t.mailTo(m.email)).filter((mail) => mail.kind === 'reset-password');
    expect(links).toHaveLength(2);
    const [second, first] = links.map((mail) => mail.text.match(/https?:\/\/\S+/)![0]);
    const opened = await post('/next/api/auth/password-reset/confirm', {
      token: tokenOf(first!),
      password: 'my own new password',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await signedIn(m.cookie)).toBe(false);
    expect(await signedIn(m.otherDevice)).toBe(false);
    expect(await tokenWorks(m.secret)).toBe(false);
    expect(await resetWorks(second!)).toBe(false);
  });

  it('by a password change: other sessions, tokens and links end; this session stays', async () => {
    const m = await memberWithCredentials();
    const res = await post(
      '/next/api/account/password',
      { currentPassword: m.password, newPassword: 'a brand new password' },
      m.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(m.cookie)).toBe(true);
    expect(await signedIn(m.otherDevice)).toBe(false);
    expect(await tokenWorks(m.secret)).toBe(false);
    expect(await resetWorks(m.resetLink)).toBe(false);
  });

  it('by a password change that keeps the member’s tokens, when asked', async () => {
    const m = await memberWithCredentials();
    const res = await post(
      '/next/api/account/password',
      { currentPassword: m.password, newPassword: 'a brand new password', keepTokens: true },
      m.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await tokenWorks(m.secret)).toBe(true);
    expect(await resetWorks(m.resetLink)).toBe(false);
  });

  it('by an email change: a link mailed to the old address no longer works', async () => {
    const m = await memberWithCredentials();
    const moved = `moved-${members}@example.com`;
    expect(
      (await post('/next/api/account/email', { email: moved, currentPassword: m.password }, m.cookie)).statusCode,
    ).toBe(202);
    const change = (await t.linkIn(moved, 'change-email'))!;
    const res = await post('/next/api/auth/change-email/confirm', { token: tokenOf(change) }, m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // The device that opened the link is the member's own: it stays signed in; the other does not.
    expect(await signedIn(m.cookie)).toBe(true);
    expect(await signedIn(m.otherDevice)).toBe(false);
    expect(await tokenWorks(m.secret)).toBe(false);
    expect(await resetWorks(m.resetLink)).toBe(false);
  });

  it('by a suspension: nothing the member held works, and lifting it brings none of it back', async () => {
    const m = await memberWithCredentials();
    const res = await post(`/next/api/admin/members/${m.entityId}/suspend`, { reason: 'Payment fraud report' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(m.cookie)).toBe(false);
    expect(await tokenWorks(m.secret)).toBe(false);
    await post(`/next/api/admin/members/${m.entityId}/unsuspend`, {}, admin);
    expect(await tokenWorks(m.secret)).toBe(false);
    expect(await resetWorks(m.resetLink)).toBe(false);
  });
});
