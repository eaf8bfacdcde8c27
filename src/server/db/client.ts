/**
 * Opens the database: PGlite in DATA_DIR (or in memory) by default, a real
 * PostgreSQL server when DATABASE_URL is set. Both speak the same SQL and run
 * the same migrations; the rest of the code sees one Drizzle type.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL's rows: both drivers (PGlite, node-postgres) answer it with `{rows}`. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `snapshot`: a PGlite data directory as a tarball (PGlite's dumpDataDir) to start the in-memory
 * database from, as the API tests do from a migrated and seeded template instead of building each.
 */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true; snapshot?: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres('postgres', { connectionString: location.url, max: 10 });
  const dataDir = 'dataDir' in location ? join(location.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A directory only this user can enter: nobody else on the machine reaches the socket.
  const socketDir = mkdtempSync(join(tmpdir(), 'wordhive-pglite-'));
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: {
      dataDir,
      snapshot: 'snapshot' in location ? location.snapshot : undefined,
      socketPath: join(socketDir, `.s.PGSQL.${PGLITE_PORT}`),
    } satisfies PgliteWorkerData,
  });
  await nextMessage(worker, 'ready');
  // PGlite is one session: a pool of one connection queues the queries and keeps a transaction's
  // together. The session outlives the connection, so a replacement connection first clears the
  // named prepared statements the last one left (node-postgres would prepare them again and fail
  // with "already exists"); the socket server rolls back a transaction it left open.
  const database = openPostgres('pglite', {
    host: socketDir,
    port: PGLITE_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    onConnect: (client) => client.query('DISCARD ALL'),
  });
  return {
    ...database,
    async close() {
      await database.close();
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ type: 'close' });
      await nextMessage(worker, 'closed');
      await exited;
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** The port in the socket's file name (node-postgres finds `{host}/.s.PGSQL.{port}`); no TCP port is opened. */
const PGLITE_PORT = 5432;

function nextMessage(worker: Worker, expected: 'ready' | 'closed'): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: PgliteWorkerMessage) => {
      cleanup();
      if (message.type === expected) resolve();
      else
        reject(
          new Error(
            message.type === 'failed'
              ? `The embedded database did not start: ${message.message}`
              : `Unexpected ${message.type}`,
          ),
        );
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
  });
}

function openPostgres(kind: Database['kind'], options: pg.PoolConfig): Database {
  const pool = new pg.Pool(options);
  // A connection the server drops (restart, failover, an admin's terminate) must not crash the
  // process: the failing query rejects on its own, and the pool opens a new connection next time.
  const warn = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);
  pool.on('error', warn);
  pool.on('connect', (client) => {
    client.on('error', warn);
    prepareOncePerConnection(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Distinct statement texts this process prepares; beyond them, rare texts run unnamed. */
const PREPARED_STATEMENTS = 1_000;
const statementNames = new Map<string, string>();

/** The name a statement's text is prepared under, the same on every connection; none once the set is full. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < PREPARED_STATEMENTS) {
    name = `wh_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every statement with parameters is prepared once per connection under a name given to its text,
 * as postgres.js does by default: the server parses and plans it once instead of on every call
 * (the ledger's transfers went from 512 to 688 a second on PostgreSQL with this alone, decision 034).
 * Statements that already carry a name (Drizzle's `.prepare`) and plain strings (migrations,
 * BEGIN/COMMIT) are left as they are. Named statements outlive a rolled-back transaction, and a
 * new connection starts with none, so nothing here can go stale across connections.
 */
function prepareOncePerConnection(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    // Drizzle passes `{text}` with the values as the second argument; pg accepts them in either place.
    const { text, values, name } = (config ?? {}) as { text?: unknown; values?: unknown; name?: unknown };
    const params = Array.isArray(values) ? values : rest[0];
    // Only statements with parameters: one without goes as a simple query, one message and one implicit
    // transaction (now() = statement_timestamp()), as before; there is little to plan in it anyway.
    if (typeof text === 'string' && !name && Array.isArray(params) && params.length > 0) {
      const prepared = statementName(text);
      if (prepared) return query({ ...(config as object), name: prepared }, ...rest);
    }
    return query(config, ...rest);
  };
}
