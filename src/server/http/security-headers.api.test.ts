/**
 * Security headers are written by the HTTP server itself, so these tests talk
 * to a listening app over real HTTP (inject() bypasses the server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/api-helper.ts';

async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

describe('security headers over http', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seedMembers: 0 });
    base = await listening(t);
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/next/api/auth/session', 200],
    ['the liveness probe', '/livez', 200],
    ['an unknown API path', '/next/api/no-such-thing', 404],
    ['a refused request', '/next/api/users?bogus=1', 400],
  ])('are on %s', async (_what, path, status) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // PUBLIC_URL is http here
  });

  it("are on Fastify's own answer to a malformed URL", async () => {
    const res = await fetch(`${base}/next/api/user/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('come once each, and a header the route sets wins', async () => {
    const res = await fetch(`${base}/next/api/users?service=translators`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('API answers carry their server time; the probes skip the session and timing', async () => {
    const api = await fetch(`${base}/next/api/auth/session`);
    expect(api.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
    const probe = await fetch(`${base}/livez`, { headers: { cookie: 'wh_session=not-a-real-session' } });
    expect(await probe.json()).toEqual({ status: 'ok' });
    expect(probe.headers.get('server-timing')).toBeNull();
    expect(probe.headers.get('set-cookie')).toBeNull();
  });
});

describe('security headers behind https', () => {
  it('add Strict-Transport-Security', async () => {
    const t = await createTestApp({ seedMembers: 0, env: { PUBLIC_URL: 'https://wordhive.example' } });
    try {
      const res = await fetch(`${await listening(t)}/livez`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});
