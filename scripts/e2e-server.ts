/**
 * The server the browser tests run against: the built app on a fresh embedded
 * database in a temporary directory, seeded with demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'wordhive-e2e-'));
const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3210',
  PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3210'}`,
  SEED_MEMBERS: process.env.SEED_MEMBERS ?? '600',
  // Every test signs in from 127.0.0.1; the limits themselves are covered by the API tests.
  RATE_LIMIT_SCALE: '100',
  // A browser test withdraws what it was just paid; the hold period itself is covered by the API tests.
  PAY_HOLD_DAYS: '0',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const config = loadConfig(env);
const database = await openDatabase({ dataDir: config.dataDir });
await database.migrate();
await seedDatabase(database.db, { members: config.seedMembers });
await database.close();

const server = spawn(process.execPath, ['src/server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
