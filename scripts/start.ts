/**
 * npm start: builds the web bundle if it is missing, migrates, seeds an empty
 * embedded database (a PostgreSQL database is seeded only by `npm run db:seed`),
 * prints the demo accounts and starts the server. With --dev (npm run dev) it
 * skips the build and starts the server with Vite's hot reload.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { openConfiguredDatabase, progressBar } from './cli-database.ts';
import { printDemoAccounts } from './demo-accounts.ts';

const dev = process.argv.includes('--dev');
const dist = process.env.DIST_DIR ?? 'dist';
if (!dev && bundleIsStale(`${dist}/server/entry-server.js`)) {
  console.log('Building the web bundle…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

/** The bundle is missing, or older than some source file. */
function bundleIsStale(bundleFile: string): boolean {
  if (!existsSync(bundleFile)) return true;
  const builtAt = statSync(bundleFile).mtimeMs;
  return readdirSync('src', { recursive: true, withFileTypes: true }).some(
    (entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).mtimeMs > builtAt,
  );
}

const { config, database } = await openConfiguredDatabase();
await database.migrate();
if (database.kind === 'pglite') {
  const seeded = await seedDatabase(database.db, {
    members: config.seedMembers,
    onProgress: progressBar('Seeding demo data'),
  });
  if (seeded) console.log(`Seeded ${config.seedMembers} demo members.`);
}
await database.close();
printDemoAccounts();

const server = spawn(process.execPath, ['src/server/main.ts', ...(dev ? ['--dev'] : [])], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
