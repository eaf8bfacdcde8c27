/**
 * The embedded database keeps every committed write through a `kill -9` in
 * the middle of writing, and the server shuts down cleanly on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { openDatabase } from './client.ts';
import { users } from './schema/index.ts';

const node = process.execPath;

function collectLines(child: ChildProcess, onLine: (line: string) => void) {
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const l of lines) onLine(l);
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// About the embedded database only: the PostgreSQL pass of the API suite skips it.
describe.skipIf(!!process.env.DATABASE_URL)('embedded database durability', () => {
  it('keeps every acknowledged write after kill -9 mid-write', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wh-durable-'));
    const child = spawn(node, ['test/fixtures/durability-writer.ts'], { env: { ...process.env, DATA_DIR: dataDir } });
    const acknowledged: number[] = [];
    await new Promise<void>((resolve) => {
      collectLines(child, (line) => {
        acknowledged.push(Number(line));
        if (acknowledged.length === 200) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((r) => child.once('exit', r));

    const database = await openDatabase({ dataDir });
    const found = await database.db
      .select({ id: users.entityId })
      .from(users)
      .where(inArray(users.entityId, acknowledged));
    expect(found).toHaveLength(acknowledged.length);
    // Still writable after the crash.
    await database.db.insert(users).values({ email: 'after@example.com', name: 'After Crash', username: 'after' });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBeGreaterThanOrEqual(acknowledged.length + 1);
    await database.close();
  });

  it('drains and exits 0 on SIGTERM, leaving a database that opens cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wh-sigterm-'));
    const port = await freePort();
    const child = spawn(node, ['src/server/main.ts', '--api-only'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' },
    });
    const early = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`exited with ${code}`))),
    );
    await Promise.race([waitForHealth(`http://127.0.0.1:${port}/healthz`), early]);
    const signup = await fetch(`http://127.0.0.1:${port}/next/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'term@example.com', password: 'sigterm password', name: 'Sig Term' }),
    });
    expect(signup.status).toBe(202);
    child.removeAllListeners('exit');
    early.catch(() => {});
    const exited = new Promise<number | null>((r) => child.once('exit', r));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(users).where(sql`${users.email} = 'term@example.com'`);
    expect(rows).toHaveLength(1);
    await database.close();
  });
});
