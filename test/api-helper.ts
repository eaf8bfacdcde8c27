/**
 * The real app on a real database for API tests: in-memory PGlite, or a fresh
 * PostgreSQL database per test file when DATABASE_URL is set (dropped after).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { OutboxMessage } from '../src/contract/mail.ts';
import { type App, type BuildAppOptions, buildApp } from '../src/server/app.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/accounts.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** inject() that sends our Origin on state-changing calls, as a browser on our pages would. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs in with a seeded account and returns the Cookie header value. */
  signIn(email: string, password?: string): Promise<string>;
  /** The mail the site sent to an address (newest first), read from the outbox as an admin would. */
  mailTo(email: string): Promise<OutboxMessage[]>;
  /** The link in the newest mail of this kind to an address, or undefined. */
  linkIn(email: string, kind: string): Promise<string | undefined>;
  /** Signs up and opens the confirmation link, as a new member does: the new member's id and Cookie value. */
  signUp(details: { email: string; name: string; password?: string; accountType?: string }): Promise<{
    entityId: number;
    cookie: string;
  }>;
  /** Rows of a query straight to the database: what a test checks beyond the API's answers. */
  rows<T = Record<string, unknown>>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ memory: true });
    return { database, drop: async () => {} };
  }
  const name = `wh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.href });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The settings tests run with: our origin, a data directory of their own, a fixed session secret. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wordhive-test-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
}

export async function createTestApp(
  options: { env?: Record<string, string>; seedMembers?: number; seed?: boolean } & Omit<
    BuildAppOptions,
    'config' | 'database'
  > = {},
): Promise<TestApp> {
  const { env, seedMembers = 40, seed = true, ...buildOptions } = options;
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  if (seed) await seedDatabase(database.db, { members: seedMembers });
  const config = testConfig(env);
  const app = await buildApp({ config, database, ...buildOptions });
  await app.ready();

  const request: TestApp['request'] = ({ cookie, headers, ...rest }) => {
    const method = (rest.method ?? 'GET').toUpperCase();
    return app.inject({
      ...rest,
      headers: {
        ...(method !== 'GET' && method !== 'HEAD' ? { origin: TEST_ORIGIN } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    } as InjectOptions);
  };

  const signIn: TestApp['signIn'] = async (email, password = DEMO_PASSWORD) => {
    const res = await request({ method: 'POST', url: '/next/api/auth/signin', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
    return sessionCookie(res);
  };
  const linkIn: TestApp['linkIn'] = async (email, kind) => {
    const mail = (await mailTo(email)).find((m) => m.kind === kind);
    return mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  };
  const mailTo: TestApp['mailTo'] = async (email) => {
    const res = await request({
      url: `/next/api/admin/outbox?to=${encodeURIComponent(email)}`,
      cookie: await signIn('admin@demo.wordhive.test'),
    });
    return (res.json() as { messages: OutboxMessage[] }).messages;
  };

  return {
    app,
    config,
    database,
    request,
    signIn,
    mailTo,
    linkIn,
    async signUp({ password = 'a long enough password', ...details }) {
      const res = await request({ method: 'POST', url: '/next/api/auth/signup', payload: { password, ...details } });
      if (res.statusCode !== 202) throw new Error(`sign-up as ${details.email} failed: ${res.statusCode} ${res.body}`);
      const token = new URL((await linkIn(details.email, 'confirm-signup'))!).searchParams.get('token');
      const confirm = await request({ method: 'POST', url: '/next/api/auth/confirm', payload: { token } });
      if (confirm.statusCode !== 200) throw new Error(`confirming ${details.email} failed: ${confirm.body}`);
      return { entityId: confirm.json().user.entity_id, cookie: sessionCookie(confirm) };
    },
    async rows<T>(query: string) {
      return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'wh_session');
  if (!c) throw new Error('no session cookie in response');
  return `wh_session=${c.value}`;
}
