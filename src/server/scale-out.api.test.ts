/**
 * Scale-out proof (issue 18): two real app processes on PostgreSQL and Redis,
 * behind a small proxy started by this test. A member signs in through one;
 * the other knows the session, forgets a profile the first one changed, and
 * delivers a live event the first one published. The proxy sends a request to
 * the process its `x-backend` header names, so each step knows where it lands.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/api-helper.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { freePort } from './free-port.ts';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'demo-password';

async function reachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await redis.connect();
    await client.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
    await client.end().catch(() => {});
  }
}

/** Forwards each request, and WebSocket upgrades, to the backend its `x-backend` header names. */
function startProxy(backends: Record<string, number>, port: number): Promise<Server> {
  const target = (req: IncomingMessage) => backends[String(req.headers['x-backend'])] ?? Object.values(backends)[0]!;
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target(req), path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  proxy.on('upgrade', (req, socket, head) => {
    const upstream = connect(target(req), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

function startApp(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: TEST_ORIGIN,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`app on ${port} exited (${code}): ${output}`)));
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

let available = false;
let proxyUrl = '';
let proxy: Server | undefined;
const apps: ChildProcess[] = [];
let dropDatabase = async () => {};

beforeAll(async () => {
  available = await reachable();
  if (!available) return;
  // A database of its own, migrated and seeded once, as a deployment's would be.
  const name = `wh_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  await database.migrate();
  await seedDatabase(database.db, { members: 5 });
  await database.close();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: POSTGRES_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const [a, b, p] = await Promise.all([freePort(), freePort(), freePort()]);
  apps.push(...(await Promise.all([startApp(a, url.href), startApp(b, url.href)])));
  proxy = await startProxy({ a, b }, p);
  proxyUrl = `http://127.0.0.1:${p}`;
});

afterAll(async () => {
  for (const app of apps) app.kill('SIGTERM');
  await Promise.all(apps.map((app) => new Promise((r) => (app.exitCode === null ? app.once('exit', r) : r(null)))));
  await new Promise((r) => (proxy ? proxy.close(r) : r(null)));
  await dropDatabase();
});

/** A call through the proxy to one backend, as a browser on our pages would send it. */
async function call(backend: 'a' | 'b', path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${proxyUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-backend': backend,
      origin: TEST_ORIGIN,
      accept: 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return res;
}

async function signIn(backend: 'a' | 'b', email: string): Promise<string> {
  const res = await call(backend, '/next/api/auth/signin', { method: 'POST', body: { email, password: PASSWORD } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('two app processes behind a proxy, on PostgreSQL and Redis', () => {
  it('share sessions, forget what the other changed, and deliver each other’s live events', async (ctx) => {
    if (!available) {
      if (process.env.CI) throw new Error('PostgreSQL and Redis are expected in CI');
      return ctx.skip();
    }
    // Signed in on A, known on B.
    const member = await signIn('a', 'translator@demo.wordhive.test');
    const session = await (await call('b', '/next/api/auth/session', { cookie: member })).json();
    expect(session.user).toMatchObject({ entity_id: 6, name: 'Sofia Almeida' });

    // B keeps a copy of the profile; A changes it; B answers the change, not its copy.
    const headline = async () => (await (await call('b', '/next/api/profile/6')).json()).member.headline as string;
    const before = await headline();
    const changed = `Portuguese to English legal translator ${randomBytes(3).toString('hex')}`;
    const put = await call('a', '/next/api/user/about?entityId=6', {
      method: 'PUT',
      cookie: member,
      body: { headline: changed, bio: 'Sworn translator since 2012.', yearsExperience: 14, availability: 'available' },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(before).not.toBe(changed);
    expect(await headline()).toBe(changed);

    // The member's tab is connected to B; a notification staff create on A reaches it live.
    const tab = new WebSocket(`${proxyUrl.replace('http', 'ws')}/next/ws`, {
      headers: { origin: TEST_ORIGIN, cookie: member, 'x-backend': 'b' },
    } as unknown as string[]);
    const events: { type: string; [key: string]: unknown }[] = [];
    const arrived = (type: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const check = () => {
          const found = events.find((e) => e.type === type);
          if (found) resolve(found);
          else tab.addEventListener('message', check, { once: true });
        };
        check();
      });
    tab.addEventListener('message', (e) => events.push(JSON.parse(String(e.data))));
    // B says it is ready once it listens on the member's channel.
    await arrived('ready');
    const staff = await signIn('a', 'staff@demo.wordhive.test');
    const sent = await call('a', '/next/api/notifications', {
      method: 'POST',
      cookie: staff,
      body: { userId: 6, type: 'system', title: 'From process A', message: 'Delivered by process B' },
    });
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);
    expect(await arrived('notification.new')).toMatchObject({ notification: { title: 'From process A' } });
    tab.close();
  });
});
