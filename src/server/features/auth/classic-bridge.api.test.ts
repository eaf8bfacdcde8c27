/**
 * The optional legacy bridge, against a fake classic site started here: with
 * CLASSIC_SITE_URL set, sign-in accepts a PHPSESSID and asks the classic site who it is.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../../test/api-helper.ts';
import { syncLegacySession } from '../../../contract/legacy-session.ts';

// PHPSESSID → classic entity id. The admin (entity 5) may impersonate.
const CLASSIC_SESSIONS: Record<string, number> = {
  'sess-translator': 6,
  'sess-admin': 5,
  'sess-unknown-member': 999_999,
  // The classic site is down for its first question about this one (a 503), then answers.
  'sess-flaky': 6,
};
let flakyAnswered = false;
const seen: string[] = [];
let classic: Server;
let t: TestApp;

beforeAll(async () => {
  classic = createServer((req, res) => {
    seen.push(req.url ?? '');
    const sid = /PHPSESSID=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const id = sid ? CLASSIC_SESSIONS[decodeURIComponent(sid)] : undefined;
    res.setHeader('content-type', 'application/json');
    if (sid === 'sess-flaky' && !flakyAnswered) {
      flakyAnswered = true;
      res.statusCode = 503;
      res.end('{"error":"busy"}');
      return;
    }
    if (!id) {
      res.statusCode = 401;
      res.end('{"error":"not logged in"}');
      return;
    }
    res.end(
      JSON.stringify(
        req.url?.startsWith('/fetch_pseudo_user') ? { ok: true, entity_id: id } : { user: { entity_id: id } },
      ),
    );
  });
  await new Promise<void>((r) => classic.listen(0, '127.0.0.1', r));
  const { port } = classic.address() as AddressInfo;
  t = await createTestApp({ env: { CLASSIC_SITE_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  classic.close();
});

const signin = (payload: object) => t.request({ method: 'POST', url: '/next/api/auth/classic-signin', payload });

describe('classic-site sign-in', () => {
  it('signs in the member the classic site names', async () => {
    const res = await signin({
      email: '',
      password: '',
      phpSessionId: 'sess-translator',
      isPseudo: false,
      pseudoId: 0,
      adminEntityId: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, user: { entity_id: 6 } });
    expect(seen).toContain('/fetch_user');
    const session = await t.request({ url: '/next/api/auth/session', cookie: sessionCookie(res) });
    expect(session.json().user.entity_id).toBe(6);
  });

  it('refuses a session the classic site does not know', async () => {
    const res = await signin({ phpSessionId: 'sess-nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('refuses a classic member unknown here', async () => {
    expect((await signin({ phpSessionId: 'sess-unknown-member' })).statusCode).toBe(401);
  });

  it('lets an admin act as another member (pseudo), asking fetch_pseudo_user', async () => {
    const res = await signin({ phpSessionId: 'sess-admin', isPseudo: true, pseudoId: 7, adminEntityId: 5 });
    expect(res.statusCode).toBe(200);
    expect(seen).toContain('/fetch_pseudo_user?pseudo_id=7&pseudo_action=start');
    const pseudo = { entity_id: 7, is_pseudo: true, pseudo_id: 7, admin_entity_id: 5 };
    // The answer describes the pseudo session it opened, as the session does afterwards.
    expect(res.json().user).toMatchObject(pseudo);
    const user = (await t.request({ url: '/next/api/auth/session', cookie: sessionCookie(res) })).json().user;
    expect(user).toMatchObject(pseudo);
  });

  it('refuses pseudo mode to a non-admin, or for someone else’s admin id', async () => {
    expect(
      (await signin({ phpSessionId: 'sess-translator', isPseudo: true, pseudoId: 7, adminEntityId: 6 })).statusCode,
    ).toBe(403);
    expect(
      (await signin({ phpSessionId: 'sess-admin', isPseudo: true, pseudoId: 7, adminEntityId: 1 })).statusCode,
    ).toBe(403);
  });

  it('still accepts email and password on the native sign-in', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: { email: 'admin@demo.wordhive.test', password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('legacy session sync (spec §4, §9): the browser’s calls against this server', () => {
  /** The browser's sync with its cookies, its calls made to the app, its waits noted instead of slept. */
  async function sync(cookies: string, storedPseudoId: string | null = null) {
    const waits: number[] = [];
    const answers: { status: number; cookie: string; user?: Record<string, unknown> }[] = [];
    const result = await syncLegacySession({
      cookies,
      storedPseudoId,
      signin: async (payload) => {
        const res = await signin(payload);
        const ok = res.statusCode === 200;
        answers.push({ status: res.statusCode, cookie: ok ? sessionCookie(res) : '', user: res.json().user });
        if (res.statusCode !== 200) throw new Error(res.json().error);
      },
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    return { result, waits, answers };
  }

  it('a PHPSESSID and no session signs in as the classic session’s member', async () => {
    seen.length = 0;
    const { result, waits, answers } = await sync('site_lang=eng; PHPSESSID=sess-translator');
    expect(result).toBe('signed-in');
    expect(waits).toEqual([]);
    expect(seen).toEqual(['/fetch_user']);
    const session = await t.request({ url: '/next/api/auth/session', cookie: answers[0]!.cookie });
    expect(session.json().user).toMatchObject({ entity_id: 6, is_pseudo: false });
  });

  it('with adminEid in pseudo mode, the admin acting as the member again', async () => {
    seen.length = 0;
    const { result, answers } = await sync('PHPSESSID=sess-admin; adminEid=5', '7');
    expect(result).toBe('signed-in');
    expect(seen).toEqual(['/fetch_user', '/fetch_pseudo_user?pseudo_id=7&pseudo_action=start']);
    expect(answers[0]!.user).toMatchObject({ entity_id: 7, is_pseudo: true, admin_entity_id: 5 });
  });

  it('retries once after 1 s when the classic site fails the first call', async () => {
    const { result, waits, answers } = await sync('PHPSESSID=sess-flaky');
    expect(answers.map((a) => a.status)).toEqual([401, 200]);
    expect(waits).toEqual([1000]);
    expect(result).toBe('signed-in');
  });

  it('gives up after its one retry for a session the classic site does not know', async () => {
    seen.length = 0;
    const { result, waits, answers } = await sync('PHPSESSID=sess-nobody');
    expect(result).toBe('failed');
    expect(answers.map((a) => a.status)).toEqual([401, 401]);
    expect(waits).toEqual([1000]);
    expect(seen).toEqual(['/fetch_user', '/fetch_user']);
  });

  it('makes no call without a PHPSESSID', async () => {
    seen.length = 0;
    expect((await sync('adminEid=5; site_lang=eng', '7')).result).toBe('no-classic-session');
    expect(seen).toEqual([]);
  });
});

describe('without CLASSIC_SITE_URL', () => {
  it('ignores a PHPSESSID and asks for an email', async () => {
    const plain = await createTestApp({ seedMembers: 0 });
    const res = await plain.request({
      method: 'POST',
      url: '/next/api/auth/signin',
      payload: { phpSessionId: 'sess-admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBeDefined();
    // The bridge itself is off.
    const bridge = await plain.request({
      method: 'POST',
      url: '/next/api/auth/classic-signin',
      payload: { phpSessionId: 'sess-admin' },
    });
    expect(bridge.statusCode).toBe(404);
    await plain.close();
  });
});

describe('signing out', () => {
  it('signs out of the classic site too (GET /?logout=1 with its session)', async () => {
    const res = await signin({
      email: '',
      password: '',
      phpSessionId: 'sess-translator',
      isPseudo: false,
      pseudoId: 0,
      adminEntityId: 0,
    });
    const cookie = `${sessionCookie(res)}; PHPSESSID=sess-translator`;
    seen.length = 0;
    const out = await t.request({ method: 'POST', url: '/next/api/session/logout', cookie });
    expect(out.json()).toEqual({ ok: true, stoppedImpersonation: false });
    expect(seen).toEqual(['/?logout=1']);
    expect((await t.request({ url: '/next/api/auth/session', cookie })).json()).toEqual({ user: null });
  });
});
