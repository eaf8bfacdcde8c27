import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../../test/api-helper.ts';
import { createSiteService } from '../site/service.ts';
import { UNCONFIRMED_KEPT_MS } from './account-links.ts';
import { createAuthRepository } from './repository.ts';
import { createAuthService, SESSION_COOKIE } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: unknown, headers?: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: '/next/api/auth/signup',
    payload: payload as object,
    ...(headers ? { headers } : {}),
  });

describe('sign-up', () => {
  it('answers "check your email" (202), signs nobody in, and mails a confirmation link', async () => {
    const res = await signup({
      email: 'New.Person@Example.com',
      password: 'correct horse battery',
      name: 'Ana Lima',
      accountType: 'translator',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check-email' });
    expect(res.cookies.find((c) => c.name === 'wh_session')).toBeUndefined();
    const [mail] = await t.mailTo('New.Person@Example.com');
    expect(mail).toMatchObject({ kind: 'confirm-signup', subject: 'Confirm your Wordhive account' });
    expect(mail!.text).toMatch(/^Hello Ana Lima,/);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/session\/confirm\?token=[\w-]{43}/);
  });

  it('keeps the password only as an argon2id hash, inside the link’s record, until the link is opened', async () => {
    await signup({ email: 'hash@example.com', password: 'a-long-password', name: 'Hash Check' });
    const rows = (await t.database.db.execute(
      `select u.password_hash, t.data->>'passwordHash' as pending from users u
       join account_tokens t on t.entity_id = u.entity_id where u.email = 'hash@example.com'`,
    )) as unknown as { rows: { password_hash: string | null; pending: string }[] };
    expect(rows.rows[0]!.password_hash).toBeNull();
    expect(rows.rows[0]!.pending.startsWith('$argon2id$')).toBe(true);
    expect(JSON.stringify(rows.rows)).not.toContain('a-long-password');
  });

  it('names each bad field and saves nothing', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short', name: 'A' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toEqual({
      email: 'Enter a valid email address',
      password: 'Use at least 10 characters',
      name: 'Enter your name (at least 2 characters)',
    });
    expect(body.error).toContain('email');
    const signin = await t.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(signin.statusCode).toBe(400);
  });

  it('answers a registered address exactly as a new one, and mails its owner a note instead', async () => {
    const registered = await signup({
      email: 'TRANSLATOR@demo.wordhive.test',
      password: 'another password',
      name: 'X Y',
    });
    const fresh = await signup({ email: 'someone.new@example.com', password: 'another password', name: 'X Y' });
    expect([registered.statusCode, registered.body]).toEqual([fresh.statusCode, fresh.body]);
    const [note] = await t.mailTo('translator@demo.wordhive.test');
    expect(note).toMatchObject({ kind: 'already-registered', subject: 'You already have a Wordhive account' });
    expect(note!.text).toContain('http://localhost:3000/session/signin');
    expect(note!.text).toContain('http://localhost:3000/session/forgot');
    // Nothing about the account changed: the owner still signs in with their password.
    expect(await t.signIn('translator@demo.wordhive.test')).toMatch(/^wh_session=/);
  });

  it('writes the note in the member’s own language', async () => {
    await t.request({
      method: 'POST',
      url: '/next/api/sitelang/change',
      cookie: await t.signIn('staff@demo.wordhive.test'),
      payload: { lang_code: 'deu' },
    });
    await signup({ email: 'staff@demo.wordhive.test', password: 'another password', name: 'X Y' });
    const [note] = await t.mailTo('staff@demo.wordhive.test');
    expect(note!.subject).toBe('Sie haben bereits ein Wordhive-Konto');
  });

  it('keeps a sign-up nobody confirmed out of sight: no profile, name, chat or count until its link is opened', async () => {
    // The home page's figures as a fresh process counts them (the service keeps them 30 s).
    const figures = async () => (await createSiteService(t.database.db).home()).figures;
    const before = await figures();
    await signup({
      email: 'support.team@example.com',
      password: 'a long password',
      name: 'Wordhive Support Team',
      accountType: 'translator',
    });
    const [row] = await t.rows<{ id: number }>(
      `select entity_id as id from users where email = 'support.team@example.com'`,
    );
    const id = row!.id;
    const member = await t.signIn('interpreter@demo.wordhive.test');
    const looks = async () => [
      (await t.request({ url: `/next/api/profile/${id}` })).statusCode,
      (await t.request({ url: `/next/api/user/name?entityId=${id}` })).statusCode,
      (
        await t.request({
          method: 'POST',
          url: '/next/api/chat/create-channel',
          cookie: member,
          payload: { recipientId: id },
        })
      ).statusCode,
    ];
    expect(await looks()).toEqual([404, 404, 404]);
    expect(await figures()).toEqual(before);

    const token = new URL((await t.linkIn('support.team@example.com', 'confirm-signup'))!).searchParams.get('token');
    expect((await t.request({ method: 'POST', url: '/next/api/auth/confirm', payload: { token } })).statusCode).toBe(
      200,
    );
    expect(await looks()).toEqual([200, 200, 200]);
    expect(await figures()).toMatchObject({ members: before.members + 1, linguists: before.linguists + 1 });
  });
});

describe('sign-in and sessions', () => {
  it('signs in a demo account with a fresh token each time', async () => {
    const a = await t.signIn('translator@demo.wordhive.test');
    const b = await t.signIn('translator@demo.wordhive.test');
    expect(a).not.toBe(b);
    const res = await t.request({ url: '/next/api/auth/session', cookie: a });
    expect(res.json().user).toMatchObject({
      entity_id: 6,
      name: 'Sofia Almeida',
      username: 'translator',
      contact_email: 'translator@demo.wordhive.test',
      contact_first: 'Sofia',
      is_admin: false,
      is_pseudo: false,
      pseudo_id: 0,
      image_url: null,
      resource_image_url: null,
      site_name: 'Sofia Almeida',
    });
  });

  it('answers {user: null} without a session or with a forged cookie', async () => {
    expect((await t.request({ url: '/next/api/auth/session' })).json()).toEqual({ user: null });
    expect((await t.request({ url: '/next/api/auth/session', cookie: 'wh_session=forged' })).json()).toEqual({
      user: null,
    });
  });

  it('rejects a wrong password with 401 and the same message as an unknown email', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: { email: 'admin@demo.wordhive.test', password: 'nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: { email: 'nobody@demo.wordhive.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const cookie = await t.signIn('outsourcer@demo.wordhive.test');
    const out = await t.request({ method: 'POST', url: '/next/api/session/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect((await t.request({ url: '/next/api/auth/session', cookie })).json()).toEqual({ user: null });
  });

  it('asks the database about a signed-out cookie once, however often the browser sends it', async () => {
    // The real repository, counted: a browser that keeps a dead cookie sends it with every request.
    const repo = createAuthRepository(t.database.db);
    let lookups = 0;
    const counted = {
      ...repo,
      findLiveSessionWithUser: (...args: Parameters<typeof repo.findLiveSessionWithUser>) => {
        lookups++;
        return repo.findLiveSessionWithUser(...args);
      },
    };
    const auth = createAuthService({
      config: t.config,
      repo: counted,
      limiter: t.app.ctx.limiter,
      publish: async () => {},
    });
    const cookie = await t.signIn('outsourcer@demo.wordhive.test');
    const token = cookie.split(`${SESSION_COOKIE}=`)[1]!.split(';')[0]!;
    expect((await auth.resolve(token))?.user.entity_id).toBe(9);
    await t.request({ method: 'POST', url: '/next/api/session/logout', cookie });
    auth.forget({ entityId: 9 });
    lookups = 0;
    for (let i = 0; i < 5; i++) expect(await auth.resolve(token)).toBeNull();
    expect(lookups).toBe(1);
  });

  it('shows a change to the member in their session at once, despite the session cache', async () => {
    const cookie = await t.signIn('company@demo.wordhive.test');
    expect((await t.request({ url: '/next/api/auth/session', cookie })).json().user.site_lang).toBeNull();
    const change = await t.request({
      method: 'POST',
      url: '/next/api/sitelang/change',
      cookie,
      payload: { lang_code: 'ita', entityId: 8 },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.request({ url: '/next/api/auth/session', cookie })).json().user.site_lang).toBe('ita');
  });

  it('bootstrap reports the live session', async () => {
    const cookie = await t.signIn('company@demo.wordhive.test');
    const res = await t.request({ method: 'POST', url: '/next/api/session/bootstrap', cookie });
    expect(res.json()).toMatchObject({ ok: true, user: { entity_id: 8, account_type: 'company' } });
  });

  it('computes roles on the server: admin, staff, member', async () => {
    const admin = (
      await t.request({ url: '/next/api/auth/session', cookie: await t.signIn('admin@demo.wordhive.test') })
    ).json().user;
    const staff = (
      await t.request({ url: '/next/api/auth/session', cookie: await t.signIn('staff@demo.wordhive.test') })
    ).json().user;
    const member = (
      await t.request({ url: '/next/api/auth/session', cookie: await t.signIn('interpreter@demo.wordhive.test') })
    ).json().user;
    expect([admin.is_admin, admin.is_staff]).toEqual([true, false]);
    expect([staff.entity_id, staff.is_staff, staff.is_admin]).toEqual([1, true, false]);
    expect([member.is_admin, member.is_staff]).toEqual([false, false]);
  });
});

describe('plain HTML form posts, before the page’s JavaScript runs', () => {
  const form = (url: string, fields: Record<string, string>, origin = 'http://localhost:3000') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: new URLSearchParams(fields).toString(),
    });

  it('signs in and redirects to the callback with a session', async () => {
    const res = await form('/session/signin?callback_url=%2Faccount', {
      email: 'outsourcer@demo.wordhive.test',
      password: 'demo-password',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account');
    const session = await t.request({ url: '/next/api/auth/session', cookie: sessionCookie(res) });
    expect(session.json().user.entity_id).toBe(9);
  });

  it('sends a failed sign-in back to the form with a reason and the email, never the password', async () => {
    const res = await form('/session/signin?callback_url=%2Faccount', {
      email: 'outsourcer@demo.wordhive.test',
      password: 'wrong-one',
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/session/signin');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'credentials',
      email: 'outsourcer@demo.wordhive.test',
      callback_url: '/account',
    });
    expect(res.cookies.find((c) => c.name === 'wh_session')).toBeUndefined();
  });

  it('signs up with a form: "check your email" for a new and a registered address alike, or back with bad fields', async () => {
    const fields = {
      name: 'Form Person',
      email: 'form@example.com',
      password: 'form password 1',
      accountType: 'interpreter',
    };
    const ok = await form('/session/signup', fields);
    expect([ok.statusCode, ok.headers.location]).toEqual([303, '/session/check-email?for=signup']);
    const again = await form('/session/signup', { ...fields, email: 'outsourcer@demo.wordhive.test' });
    expect(again.headers.location).toBe('/session/check-email?for=signup');
    const bad = await form('/session/signup', { name: 'F', email: 'nope', password: 'x' });
    expect(bad.headers.location).toBe('/session/signup?error=invalid&email=nope&name=F');
  });

  it('ignores a callback to another site', async () => {
    const res = await form('/session/signin?callback_url=%2F%2Fevil.example', {
      email: 'company@demo.wordhive.test',
      password: 'demo-password',
    });
    expect(res.headers.location).toBe('/');
  });

  it('refuses a form posted from another site', async () => {
    const res = await form(
      '/session/signin',
      { email: 'company@demo.wordhive.test', password: 'demo-password' },
      'https://evil.example',
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call with a session cookie from another origin, and changes nothing', async () => {
    const cookie = await t.signIn('interpreter@demo.wordhive.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/next/api/session/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Origin/);
    expect((await t.request({ url: '/next/api/auth/session', cookie })).json().user.entity_id).toBe(7);
  });

  it('refuses one with a session cookie and no Origin or Referer', async () => {
    const cookie = await t.signIn('interpreter@demo.wordhive.test');
    const res = await t.app.inject({ method: 'POST', url: '/next/api/session/logout', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a matching Referer when Origin is absent', async () => {
    const cookie = await t.signIn('interpreter@demo.wordhive.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/next/api/session/logout',
      headers: { cookie, referer: 'http://localhost:3000/account' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('HTTP behaviour', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.request({ url: '/next/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such API endpoint' });
  });

  it('answers malformed JSON with 400, and a huge body with 413', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTypeOf('string');
    const huge = await t.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: { email: 'x'.repeat(300_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Request body is too large' });
  });

  it('reports health with a database round trip', async () => {
    const res = await t.request({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

// Last in the file: it deletes every sign-up the tests above left unconfirmed.
describe('sign-ups nobody confirmed', () => {
  it('are deleted a week after their last link, and nothing else is', async () => {
    const repo = createAuthRepository(t.database.db);
    const email = 'typed.by.mistake@example.com';
    await signup({ email, password: 'a long password', name: 'Nobody Confirmed', accountType: 'translator' });
    const link = (await t.linkIn(email, 'confirm-signup'))!;
    const accounts = async () =>
      (await t.rows<{ email: string; confirmed: boolean }>(
        'select email, email_confirmed_at is not null as confirmed from users order by entity_id',
      )) as { email: string; confirmed: boolean }[];
    const before = await accounts();
    expect(before.filter((a) => a.email === email)).toEqual([{ email, confirmed: false }]);

    // A week after now, the link sent now is still within its week: nothing goes.
    await repo.purgeUnconfirmed(new Date(Date.now() - UNCONFIRMED_KEPT_MS));
    expect(await accounts()).toEqual(before);

    // Once the week is over, the sign-up goes, its link with it; every confirmed account stays.
    await repo.purgeUnconfirmed(new Date(Date.now() + 60_000));
    const after = await accounts();
    expect(after.map((a) => a.email)).not.toContain(email);
    expect(after).toEqual(before.filter((a) => a.confirmed));
    const token = new URL(link).searchParams.get('token');
    expect((await t.request({ method: 'POST', url: '/next/api/auth/confirm', payload: { token } })).statusCode).toBe(
      400,
    );
    // The address may sign up afresh.
    expect((await signup({ email, password: 'a long password', name: 'Now On Purpose' })).statusCode).toBe(202);
  });
});
