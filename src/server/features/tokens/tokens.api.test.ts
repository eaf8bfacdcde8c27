/**
 * Personal access tokens: what a token opens and refuses, that revocation and
 * expiry take effect at once (in every process: two apps sharing PostgreSQL
 * and Redis when those run here), and that every token call is on the record.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { WRONG_CURRENT_PASSWORD } from '../../../contract/auth.ts';
import { TOKEN_CALLS_PER_MINUTE } from '../../../contract/tokens.ts';
import { buildApp } from '../../app.ts';
import { DEMO_PASSWORD } from '../../db/seed/accounts.ts';

let t: TestApp;
let sofia: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
  sofia = await t.signIn('translator@demo.wordhive.test');
});
afterAll(() => t.close());

async function makeToken(app: TestApp, cookie: string, scopes: string[], name = 'script') {
  const res = await app.request({
    method: 'POST',
    url: '/next/api/tokens',
    cookie,
    payload: { name, scopes, expiresInDays: 30, currentPassword: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { id: number; preview: string }; secret: string };
}
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('making and listing tokens', () => {
  it('shows the secret once, stores only a hash, and lists the token without it', async () => {
    const { token, secret } = await makeToken(t, sofia, ['profile:read'], 'OmegaT');
    expect(secret).toMatch(/^whp_[\w-]{43}$/);
    expect(token.preview).toBe(`${secret.slice(0, 8)}…`);
    const list = (await t.request({ url: '/next/api/tokens', cookie: sofia })).json().tokens;
    expect(list[0]).toMatchObject({ id: token.id, name: 'OmegaT', scopes: ['profile:read'], lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(secret.slice(8));
    const rows = (await t.database.db.execute('select token_hash from api_tokens')) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.rows.some((r) => r.token_hash.includes(secret))).toBe(false);
  });

  const currentPassword = DEMO_PASSWORD;
  it.each([
    [{ name: '', scopes: ['profile:read'], expiresInDays: 30, currentPassword }, 'name'],
    [{ name: 'x', scopes: [], expiresInDays: 30, currentPassword }, 'scopes'],
    [{ name: 'x', scopes: ['admin:all'], expiresInDays: 30, currentPassword }, 'scopes.0'],
    [{ name: 'x', scopes: ['profile:read'], expiresInDays: 10_000, currentPassword }, 'expiresInDays'],
    [{ name: 'x', scopes: ['profile:read'], expiresInDays: 30 }, 'currentPassword'],
    [{ name: 'x', scopes: ['profile:read'], expiresInDays: 30, currentPassword: '' }, 'currentPassword'],
  ])('refuses %j, naming %s, and saves nothing', async (payload, field) => {
    const before = await dbFingerprint(t.database.db);
    const res = await t.request({ method: 'POST', url: '/next/api/tokens', cookie: sofia, payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('asks for the password again: a session left open is not enough to make a token', async () => {
    const before = await dbFingerprint(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/next/api/tokens',
      cookie: sofia,
      payload: { name: 'thief', scopes: ['messages:read'], expiresInDays: 365, currentPassword: 'a guess' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    expect((await t.request({ url: '/next/api/tokens', cookie: sofia })).json().tokens).not.toContainEqual(
      expect.objectContaining({ name: 'thief' }),
    );
  });

  it('never lets a member revoke another member’s token', async () => {
    const { token, secret } = await makeToken(t, sofia, ['profile:read']);
    const jonas = await t.signIn('interpreter@demo.wordhive.test');
    const res = await t.request({ method: 'DELETE', url: `/next/api/tokens/${token.id}`, cookie: jonas });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ url: '/next/api/user/name?entityId=6', headers: bearer(secret) })).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it(`lets one token make ${TOKEN_CALLS_PER_MINUTE} calls a minute, then answers 429; another token is not held back`, async () => {
    const busy = await makeToken(t, sofia, ['profile:read'], 'busy script');
    const calm = await makeToken(t, sofia, ['profile:read'], 'calm script');
    const call = (secret: string) => t.request({ url: '/next/api/user/name?entityId=6', headers: bearer(secret) });
    for (let i = 0; i < TOKEN_CALLS_PER_MINUTE; i++) expect((await call(busy.secret)).statusCode).toBe(200);
    const refused = await call(busy.secret);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(calm.secret)).statusCode).toBe(200);
  });
});

describe('what a token opens', () => {
  it('with profile:read: reads a private group of its member, and is refused on a write with nothing changed', async () => {
    const { secret } = await makeToken(t, sofia, ['profile:read']);
    const favorites = await t.request({ url: '/next/api/user/favorites?entityId=6', headers: bearer(secret) });
    expect(favorites.statusCode).toBe(200);
    const before = await dbFingerprint(t.database.db, { tokenCalls: true });
    const write = await t.request({
      method: 'POST',
      url: '/next/api/user/gender-pronouns',
      headers: bearer(secret),
      payload: { gender: 'man', pronouns: 'he/him' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toBe('This access token cannot call this endpoint');
    expect(await dbFingerprint(t.database.db, { tokenCalls: true })).toEqual(before);
  });

  it('with profile:write: changes its member’s profile, without any CSRF check', async () => {
    const { secret } = await makeToken(t, sofia, ['profile:write']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/next/api/user/gender-pronouns',
      headers: bearer(secret),
      payload: { gender: 'woman', genderCustom: '', pronouns: 'she/her' },
    });
    expect(res.statusCode).toBe(200);
  });

  // Pages (not served in API tests) refuse tokens too: e2e/tokens.spec.ts.
  it('never opens the WebSocket or an admin route, even for an admin', async () => {
    const admin = await t.signIn('admin@demo.wordhive.test');
    const { secret } = await makeToken(t, admin, ['profile:read']);
    expect((await t.request({ url: '/next/api/admin/outbox', headers: bearer(secret) })).statusCode).toBe(403);
    expect((await t.request({ url: '/next/api/admin/members/6/roles', headers: bearer(secret) })).statusCode).toBe(403);
    const ws = await t.request({ url: '/next/ws', headers: bearer(secret) });
    expect(ws.statusCode).toBe(403);
    // On a public route without its scope it counts as anonymous: no admin powers either way.
    const contact = await t.request({ url: '/next/api/profile/6', headers: bearer(secret) });
    expect(contact.json().viewer).toEqual({ isOwner: false, canManage: false, isFavorite: false });
  });

  it('answers 401 to a token that is not one, or not sent as Bearer', async () => {
    expect((await t.request({ url: '/next/api/users', headers: bearer('whp_made_up') })).statusCode).toBe(401);
    expect((await t.request({ url: '/next/api/users', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });

  it('is refused at once when expired', async () => {
    const { token, secret } = await makeToken(t, sofia, ['profile:read']);
    await t.database.db.execute(
      `update api_tokens set expires_at = now() - interval '1 second' where id = ${token.id}`,
    );
    expect((await t.request({ url: '/next/api/user/favorites?entityId=6', headers: bearer(secret) })).statusCode).toBe(
      401,
    );
  });

  it('is refused at once when revoked, though it was just used', async () => {
    const { token, secret } = await makeToken(t, sofia, ['profile:read']);
    const url = '/next/api/user/favorites?entityId=6';
    expect((await t.request({ url, headers: bearer(secret) })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/next/api/tokens/${token.id}`, cookie: sofia })).statusCode).toBe(
      200,
    );
    expect((await t.request({ url, headers: bearer(secret) })).statusCode).toBe(401);
  });

  it('records every call in the audit log with the token’s id, and its last use', async () => {
    const { token, secret } = await makeToken(t, sofia, ['profile:read']);
    await t.request({ url: '/next/api/user/pairs?entityId=6', headers: bearer(secret) });
    await t.request({ method: 'POST', url: '/next/api/nav-links', headers: bearer(secret), payload: {} });
    // Written once each answer is out: awaited, in whatever order the two writes land.
    await expect
      .poll(async () =>
        (await t.app.ctx.audit.latest(20))
          .filter((r) => r.action === 'token.call' && (r.details as { tokenId: number }).tokenId === token.id)
          .map((r) => [r.actorEntityId, r.target, (r.details as { status: number }).status])
          .sort(),
      )
      .toEqual([
        [6, 'GET /next/api/user/pairs', 200],
        [6, 'POST /next/api/nav-links', 403],
      ]);
    const list = (await t.request({ url: '/next/api/tokens', cookie: sofia })).json().tokens;
    expect(list.find((x: { id: number }) => x.id === token.id).lastUsedAt).toEqual(expect.any(String));
  });

  it('cannot be made or revoked in a pseudo session', async () => {
    const admin = await t.signIn('admin@demo.wordhive.test');
    const pseudo = await t.request({
      method: 'POST',
      url: '/next/api/auth/impersonate',
      cookie: admin,
      payload: { pseudoId: 6 },
    });
    const cookie = `wh_session=${pseudo.cookies.find((c) => c.name === 'wh_session')!.value}`;
    const res = await t.request({
      method: 'POST',
      url: '/next/api/tokens',
      cookie,
      // The member's own password does not open it either: the admin is not the member.
      payload: { name: 'x', scopes: ['profile:read'], expiresInDays: 7, currentPassword: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('revocation across two processes (PostgreSQL and Redis)', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('refuses the token at once in the other process', async (ctx) => {
    if (t.database.kind !== 'postgres') return ctx.skip();
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const redisUp = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!redisUp) {
      if (process.env.CI) throw new Error(`Redis is expected at ${REDIS_URL} in CI`);
      return ctx.skip();
    }
    // Two apps on one database (this file's), each with its own Redis bus: two processes as a load balancer sees them.
    const env = { REDIS_URL };
    const start = async () => {
      const app = await buildApp({ config: testConfig(env), database: t.database });
      await app.ready();
      return app;
    };
    const [one, two] = await Promise.all([start(), start()]);
    try {
      const { token, secret } = await makeToken(t, sofia, ['profile:read']);
      const url = '/next/api/user/favorites?entityId=6';
      expect((await two.inject({ url, headers: bearer(secret) })).statusCode).toBe(200);
      const revoke = await one.inject({
        method: 'DELETE',
        url: `/next/api/tokens/${token.id}`,
        headers: { cookie: sofia, origin: TEST_ORIGIN },
      });
      expect(revoke.statusCode).toBe(200);
      // The other process cached the token a moment ago; the bus tells it to forget.
      await expect.poll(async () => (await two.inject({ url, headers: bearer(secret) })).statusCode).toBe(401);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
