/**
 * The real app on a real database for API tests: in-memory PGlite, or a fresh
 * PostgreSQL database per test file when DATABASE_URL is set (dropped after).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { OutboxList, OutboxMessage } from '../src/contract/mail.ts';
import { type App, type BuildAppOptions, buildApp } from '../src/server/app.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/accounts.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { onServer } from './postgres-server.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A mail as the outbox shows it while mail is not delivered: with its text. */
export type KeptMail = OutboxMessage & { text: string };

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** inject() that sends our Origin on state-changing calls, as a browser on our pages would. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs in with a seeded account and returns the Cookie header value. */
  signIn(email: string, password?: string): Promise<string>;
  /**
   * The mail the site sent to an address (newest first), read from the outbox as an admin would,
   * text and all: only without SMTP, where the outbox shows what mail says (a test app with SMTP fails here).
   */
  mailTo(email: string): Promise<KeptMail[]>;
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

/**
 * A database for one test file, migrated and seeded (`members` generated members, or null for none):
 * a copy of a template the run builds once for each seeding it meets (test/global-setup.ts), since
 * opening, migrating and seeding took about four seconds a file.
 * PGlite's template is a tarball of its data directory, loaded into memory; PostgreSQL's a database,
 * named as CREATE DATABASE's template.
 */
async function openTestDatabase(members: number | null): Promise<{ database: Database; drop: () => Promise<void> }> {
  const key = members === null ? 'unseeded' : `m${members}`;
  const prepare = async (database: Database) => {
    await database.migrate();
    if (members !== null) await seedDatabase(database.db, { members });
  };
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ memory: true, snapshot: await pgliteTemplate(key, prepare) });
    return { database, drop: async () => {} };
  }
  const name = `wh_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(url, key, prepare);
  await onServer(url, (c) => c.query(`create database ${name} template ${template}`));
  const database = await openDatabase({ url: databaseUrl(url, name) });
  return {
    database,
    drop: async () => {
      await onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A tarball of the data directory, built by the first test file that needs it (two files building the
 * same one at once: the last to finish replaces the first’s, seeded alike).
 */
async function pgliteTemplate(key: string, prepare: (database: Database) => Promise<void>): Promise<string> {
  const template = join(inject('testRun').dir, `${key}.tar`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}.building-`);
  const database = await openDatabase({ dataDir: building });
  await prepare(database);
  await database.close();
  const pglite = await PGlite.create({ dataDir: join(building, 'pglite'), extensions: { pg_trgm } });
  writeFileSync(`${building}.tar`, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  renameSync(`${building}.tar`, template);
  rmSync(building, { recursive: true, force: true });
  return template;
}

async function postgresTemplate(url: string, key: string, prepare: (database: Database) => Promise<void>) {
  const template = `${inject('testRun').postgresPrefix}${key}`;
  const found = await onServer(url, (c) => c.query('select 1 from pg_database where datname = $1', [template]));
  if (found.rowCount) return template;
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await onServer(url, (c) => c.query(`create database ${building}`));
  const database = await openDatabase({ url: databaseUrl(url, building) });
  await prepare(database);
  await database.close();
  await onServer(url, async (c) => {
    try {
      await c.query(`alter database ${building} rename to ${template}`);
    } catch {
      await c.query(`drop database ${building} with (force)`);
    }
  });
  return template;
}

function databaseUrl(url: string, name: string): string {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.href;
}

/** The settings tests run with: our origin, a data directory of their own (removed with the run's), a fixed session secret. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(join(inject('testRun').dir, 'data-')),
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
  const { database, drop } = await openTestDatabase(seed ? seedMembers : null);
  const config = testConfig(env);
  const app = await buildApp({ config, database, ...buildOptions });
  await app.ready();

  // Each call returns once the work it started after its answer is done (the mail of a reset,
  // a sign-up's account): what a test reads next is what that call left.
  const request: TestApp['request'] = async ({ cookie, headers, ...rest }) => {
    const method = (rest.method ?? 'GET').toUpperCase();
    const res = await app.inject({
      ...rest,
      headers: {
        ...(method !== 'GET' && method !== 'HEAD' ? { origin: TEST_ORIGIN } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    } as InjectOptions);
    await app.ctx.background.idle();
    return res;
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
    const outbox = res.json() as OutboxList;
    if (outbox.delivery !== 'outbox') throw new Error('mailTo reads what mail says: only without SMTP');
    return outbox.messages as KeptMail[];
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
