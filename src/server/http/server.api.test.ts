/**
 * What the HTTP server itself does (security headers, requests without a
 * body), so these tests talk to a listening app over real HTTP: inject()
 * bypasses the server.
 */
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/api-helper.ts';
import { serverFactory } from './server.ts';

async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Sends `head` as it is, on a socket of its own, and resolves with the answer once the server has
 * sent it all. A server that left the request waiting would leave the test to its timeout, failed.
 */
function sendRaw(base: string, head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk;
      // One answer is all we wait for: its head and a body of the announced length.
      const [top, body = ''] = answer.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(top ?? '');
      if (length && Buffer.byteLength(body) >= Number(length[1])) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

// One listening app (over http) for the tests that need the whole app.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  base = await listening(t);
});
afterAll(() => t.close());

describe('security headers over http', () => {
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
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy.split(', '), feature).toContain(`${feature}=()`);
    expect(policy.split(', ')).toContain('publickey-credentials-get=(self)');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // PUBLIC_URL is http here
    // Document-only headers stay on pages (e2e/security-headers.spec.ts).
    expect(res.headers.get('referrer-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it("are on Fastify's own answer to a malformed URL", async () => {
    const res = await fetch(`${base}/next/api/user/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
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

describe('security headers a route sets', () => {
  // A server of our own factory with routes that set some security headers, in each way a head can be written.
  const app = Fastify({ serverFactory: serverFactory(testConfig()) });
  app.get('/own-headers/reply', (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self'").send({ ok: true });
  });
  app.get('/own-headers/set-header', (_request, reply) => {
    reply.hijack();
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    reply.raw.setHeader('content-security-policy', "default-src 'self'");
    reply.raw.end('ok');
  });
  app.get('/own-headers/raw-pairs', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, [
      ['Content-Security-Policy', "default-src 'self'"],
      ['content-type', 'text/plain'],
    ]);
    reply.raw.end('ok');
  });
  app.get('/own-headers/raw-array', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, ['Content-Security-Policy', "default-src 'self'", 'content-type', 'text/plain']);
    reply.raw.end('ok');
  });
  let routes: string;
  beforeAll(async () => {
    routes = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it.each(['reply', 'set-header', 'raw-array', 'raw-pairs'])('win over ours, each coming once (%s)', async (how) => {
    const res = await fetch(`${routes}/own-headers/${how}`);
    expect(res.status).toBe(200);
    // Headers.get() joins repeated headers with ", ": an exact match means the header came once.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('requests without a body', () => {
  // Without Content-Length or Transfer-Encoding a request has no body (RFC 9112, 6.3): it is
  // answered as an empty body is, with or without a Content-Type, never left waiting.
  it.each([
    ['with a Content-Type', 'Content-Type: application/json\r\n', 'body: Expected a JSON body'],
    ['without one', '', 'email: Enter your email address; password: Enter your password'],
  ])('are answered %s', async (_how, contentType, error) => {
    const answer = await sendRaw(
      base,
      `POST /next/api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\n${contentType}Connection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(`"error":${JSON.stringify(error)}`);
  });

  it('leave a request with a body to be read as before', async () => {
    const res = await fetch(`${base}/next/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
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
