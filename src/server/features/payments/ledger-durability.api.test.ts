/**
 * A `kill -9` in the middle of paying: after the restart every payment whose release was
 * acknowledged is there, released, and the books still balance (no half-made transfer survives).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBalancedBooks } from '../../../../test/books.ts';
import { openDatabase, rowsOf } from '../../db/client.ts';

// The embedded database's durability; PostgreSQL's own is PostgreSQL's (the second CI pass skips it).
describe.skipIf(!!process.env.DATABASE_URL)('the ledger through kill -9', () => {
  it('keeps every acknowledged payment and balanced books', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wh-pay-durable-'));
    const child = spawn(process.execPath, ['test/fixtures/pay-writer.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const acknowledged: number[] = [];
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.once('exit', (code) => reject(new Error(`the writer exited with ${code}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) if (/^\d+$/.test(line)) acknowledged.push(Number(line));
        if (acknowledged.length >= 60) {
          child.removeAllListeners('exit');
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((r) => child.once('exit', r));

    const database = await openDatabase({ dataDir });
    const released = await rowsOf<{ id: number }>(
      database.db,
      sql`select id from pay_payments where status = 'released'`,
    );
    expect(released.map((r) => r.id)).toEqual(expect.arrayContaining(acknowledged));
    await expectBalancedBooks(database.db);
    await database.close();
  });
});
