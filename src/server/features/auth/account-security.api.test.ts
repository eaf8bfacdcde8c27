/**
 * A member's own account: a new password (the current one required, every
 * other session signed out, a notice mailed), signing out other devices, and
 * moving the account to a new address through a link mailed there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { pseudoSessionCookie } from '../../../../test/pseudo-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
});
afterAll(() => t.close());

const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.request({ method: 'POST', url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });
const signedIn = async (cookie: string) =>
  (await t.request({ url: '/next/api/auth/session', cookie })).json().user !== null;
const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

describe('POST /next/api/account/password', () => {
  it('needs the current password, then signs out every other session and mails a notice', async () => {
    const { cookie } = await t.signUp({ email: 'pia@example.com', name: 'Pia Lund', password: 'pia password 1' });
    const phone = await t.signIn('pia@example.com', 'pia password 1');

    const wrong = await post(
      '/next/api/account/password',
      { currentPassword: 'not it at all', newPassword: 'pia password 2' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'This is not your current password' });
    expect(await signedIn(phone)).toBe(true);

    const same = await post(
      '/next/api/account/password',
      { currentPassword: 'pia password 1', newPassword: 'pia password 1' },
      cookie,
    );
    expect(same.json().fields).toEqual({ newPassword: 'Choose a password different from the current one' });

    const res = await post(
      '/next/api/account/password',
      { currentPassword: 'pia password 1', newPassword: 'pia password 2' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(
      (await post('/next/api/auth/signin', { email: 'pia@example.com', password: 'pia password 1' })).statusCode,
    ).toBe(401);
    expect(await t.signIn('pia@example.com', 'pia password 2')).toMatch(/^wh_session=/);
    expect((await t.mailTo('pia@example.com')).map((m) => m.kind)).toContain('password-changed');
  });

  it('limits password checks: the sixth wrong one in 15 minutes answers 429', async () => {
    const { cookie } = await t.signUp({ email: 'guess@example.com', name: 'Guess Test', password: 'guess password 1' });
    const attempt = () =>
      post('/next/api/account/password', { currentPassword: 'wrong guess', newPassword: 'guess password 2' }, cookie);
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });

  it('is refused in a pseudo session and to a visitor, changing nothing', async () => {
    const pseudo = await pseudoSessionCookie(t, 5, 6);
    const body = { currentPassword: 'demo-password', newPassword: 'hijacked password' };
    expect((await post('/next/api/account/password', body, pseudo)).statusCode).toBe(403);
    expect((await post('/next/api/account/password', body)).statusCode).toBe(401);
    expect(await t.signIn('translator@demo.wordhive.test', 'demo-password')).toMatch(/^wh_session=/);
  });
});

describe('POST /next/api/account/sign-out-others', () => {
  it('ends every other session of the member, and only those', async () => {
    const laptop = await t.signIn('interpreter@demo.wordhive.test');
    const phone = await t.signIn('interpreter@demo.wordhive.test');
    const someoneElse = await t.signIn('company@demo.wordhive.test');
    const res = await post('/next/api/account/sign-out-others', undefined, laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(someoneElse)).toBe(true);
  });
});

describe('changing the email address', () => {
  it('mails a link to the new address; opening it moves the account there and tells the old one', async () => {
    const { cookie } = await t.signUp({
      email: 'old.address@example.com',
      name: 'Ola Moved',
      password: 'ola password 1',
    });
    const res = await post(
      '/next/api/account/email',
      { email: 'new.address@example.com', currentPassword: 'ola password 1' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(202);
    // Nothing changes until the new address is proven.
    expect(await t.signIn('old.address@example.com', 'ola password 1')).toMatch(/^wh_session=/);

    const token = tokenOf(await t.linkIn('new.address@example.com', 'change-email'));
    const confirm = await post('/next/api/auth/change-email/confirm', { token });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ email: 'new.address@example.com' });
    const moved = await t.signIn('new.address@example.com', 'ola password 1');
    expect(
      (await post('/next/api/auth/signin', { email: 'old.address@example.com', password: 'ola password 1' }))
        .statusCode,
    ).toBe(401);
    expect((await t.mailTo('old.address@example.com')).map((m) => m.kind)).toContain('email-changed');
    expect((await t.request({ url: '/next/api/auth/session', cookie: moved })).json().user.contact_email).toBe(
      'new.address@example.com',
    );
    // The link was opened outside the member's session (a mail app): every session of the account ended.
    expect((await t.request({ url: '/next/api/auth/session', cookie })).json().user).toBeNull();

    const again = await post('/next/api/auth/change-email/confirm', { token });
    expect(again.statusCode).toBe(400);
  });

  it('works as a plain HTML form post too: the link page redirects to its "done" state, or back with the reason', async () => {
    const { cookie } = await t.signUp({
      email: 'form.post@example.com',
      name: 'Fern Form',
      password: 'fern password 1',
    });
    await post(
      '/next/api/account/email',
      { email: 'form.moved@example.com', currentPassword: 'fern password 1' },
      cookie,
    );
    const token = tokenOf(await t.linkIn('form.moved@example.com', 'change-email'));
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/session/change-email/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: new URLSearchParams(fields).toString(),
      });
    const done = await form({ token });
    expect([done.statusCode, done.headers.location]).toEqual([303, '/session/change-email?done=1']);
    expect(await t.signIn('form.moved@example.com', 'fern password 1')).toMatch(/^wh_session=/);
    const used = await form({ token });
    expect([used.statusCode, used.headers.location]).toEqual([303, '/session/change-email?error=link']);
  });

  it.each([
    [{ email: 'company@demo.wordhive.test', currentPassword: 'demo-password' }, 'email'],
    [{ email: 'translator@demo.wordhive.test', currentPassword: 'demo-password' }, 'email'],
    [{ email: 'fresh@example.com', currentPassword: 'wrong password' }, 'currentPassword'],
    [{ email: 'not an address', currentPassword: 'demo-password' }, 'email'],
  ])('refuses %j naming %s, and mails nothing', async (body, field) => {
    const cookie = await t.signIn('translator@demo.wordhive.test');
    const res = await post('/next/api/account/email', body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field], res.body).toBeTruthy();
    expect(await t.mailTo(body.email)).toEqual([]);
  });
});
