/**
 * A fingerprint of every row in the database, so a test can prove that a
 * refused or rejected call changed nothing: same fingerprint before and after.
 */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/server/db/client.ts';

/** Tables written only by the seed (thousands of rows that no request changes), left out to keep this fast. */
const STATIC_TABLES = new Set(['languages', '__drizzle_migrations']);

/**
 * `ignore.tokenCalls` leaves out what a token call writes even when refused: it
 * is always on the record (audit_log action token.call, written just after the
 * answer, so possibly during the next call) and marks its token used.
 */
/** The tables of a database, looked up once: tests migrate before they fingerprint. */
const tableLists = new WeakMap<Db, Promise<string[]>>();

function tablesOf(db: Db): Promise<string[]> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = (
      db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ) as unknown as Promise<{ rows: { name: string }[] }>
    ).then((r) => r.rows.map((row) => row.name).filter((name) => !STATIC_TABLES.has(name)));
    tableLists.set(db, tables);
  }
  return tables;
}

/**
 * A row as hashed, without what merely reading it writes: when a session was last seen (noted at most
 * every 5 minutes, so on a slow machine a long test's session comes due during some refused call that
 * wrote nothing of its own) and, when asked, a token's last use.
 */
function rowText(name: string, ignore: { tokenCalls?: boolean }) {
  if (name === 'sessions') return sql`(to_jsonb(t) - 'last_seen_at')::text`;
  if (ignore.tokenCalls && name === 'api_tokens') return sql`(to_jsonb(t) - 'last_used_at')::text`;
  return sql`t::text`;
}

/** Every table's row count and hash in one statement (one round trip, however many tables). */
export async function dbFingerprint(db: Db, ignore: { tokenCalls?: boolean } = {}): Promise<Record<string, string>> {
  const parts = (await tablesOf(db)).map((name) => {
    const where = ignore.tokenCalls && name === 'audit_log' ? sql` where action <> 'token.call'` : sql``;
    const text = rowText(name, ignore);
    return sql`select ${sql.raw(`'${name}'`)} as name, count(*)::int as n, md5(coalesce(string_agg(${text}, '|' order by ${text}), '')) as h from ${sql.identifier(name)} t${where}`;
  });
  const counted = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; n: number; h: string }[];
  };
  return Object.fromEntries(counted.rows.map((row) => [row.name, `${row.n}:${row.h}`]));
}

/**
 * Fingerprints for a run of calls, taken again only when the database may have changed: every row
 * written belongs to a transaction, so while the set of finished transactions (the current snapshot)
 * is the same, so is every row. Most refused calls write nothing, and hashing every table around each
 * made the fuzz and permission tests spend most of their minutes doing so.
 */
export function fingerprintWatch(db: Db, ignore: { tokenCalls?: boolean } = {}) {
  let known: { snapshot: string; print: Promise<Record<string, string>> } | undefined;
  return {
    /** The fingerprint of the database as it is now. */
    async current(): Promise<Record<string, string>> {
      const [row] = await rowsOf<{ snapshot: string }>(db, sql`select pg_current_snapshot()::text as snapshot`);
      if (!known || known.snapshot !== row!.snapshot)
        known = { snapshot: row!.snapshot, print: dbFingerprint(db, ignore) };
      return known.print;
    },
  };
}
