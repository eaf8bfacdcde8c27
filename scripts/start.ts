/**
 * npm start: builds the web bundle if it is missing, migrates, seeds an empty
 * embedded database (a PostgreSQL database is seeded only by `npm run db:seed`),
 * prints the demo accounts and starts the server.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { openConfiguredDatabase, progressBar } from './cli-database.ts';
import { printDemoAccounts } from './demo-accounts.ts';

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${dist}/client/.vite/manifest.json`) || !existsSync(`${dist}/server/entry-server.js`)) {
  console.log('Building the web bundle…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
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

const server = spawn(process.execPath, ['src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
