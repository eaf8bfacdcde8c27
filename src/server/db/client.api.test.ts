/**
 * The embedded database is one PostgreSQL session behind a socket: a new
 * connection must not trip over what the previous one left in it.
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { users } from './schema/index.ts';

describe.skipIf(!!process.env.DATABASE_URL)('embedded database connection', () => {
  it('runs named prepared statements and transactions again after its connection is replaced', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await database.migrate();
      const byId = database.db
        .select({ id: users.entityId })
        .from(users)
        .where(eq(users.entityId, sql.placeholder('id')))
        .prepare('client_test_user');
      await byId.execute({ id: 1 });
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // A transaction left open, then the connection dropped (as a crash or a network error would).
      const client = await pool.connect();
      await client.query('begin');
      client.release(true);

      await expect(byId.execute({ id: 1 })).resolves.toEqual([]);
      const result = await database.db.execute(sql`select now() <> statement_timestamp() as "inTransaction"`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ inTransaction: false }]);
    } finally {
      await database.close();
    }
  });
});
