/**
 * npm start: builds the web bundle if it is missing or older than the source, migrates, seeds an
 * empty embedded database (a PostgreSQL database is seeded only by `npm run db:seed`), starts the
 * server and, once it answers, says where it is, the demo accounts and where mail goes. A
 * newcomer's console: a line a step, the build's own output only if it fails. With --dev (npm run
 * dev) it skips the build and starts the server with Vite's hot reload.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { openConfiguredDatabase, progressBar } from './cli-database.ts';
import { printDemoAccounts } from './demo-accounts.ts';

const dev = process.argv.includes('--dev');
const dist = process.env.DIST_DIR ?? 'dist';
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

if (!dev && bundleIsStale(`${dist}/server/entry-server.js`)) {
  const since = Date.now();
  console.log('Building the web bundle (on the first start, and after a change of the source)…');
  const { code, output } = await quietly('npm', ['run', '--silent', 'build']);
  if (code !== 0) {
    process.stdout.write(output);
    console.error('\nThe build failed: its output is above.');
    process.exit(1);
  }
  console.log(`  ✓ built in ${seconds(since)}`);
}

/** The bundle is missing, or older than some source file. */
function bundleIsStale(bundleFile: string): boolean {
  if (!existsSync(bundleFile)) return true;
  const builtAt = statSync(bundleFile).mtimeMs;
  return readdirSync('src', { recursive: true, withFileTypes: true }).some(
    (entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).mtimeMs > builtAt,
  );
}

/** Runs a command with its output kept, not shown. */
function quietly(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const { config, database } = await openConfiguredDatabase();
console.log(
  database.kind === 'pglite'
    ? `Database: embedded, in ${config.dataDir}`
    : `Database: PostgreSQL at ${new URL(config.databaseUrl!).host}`,
);
await database.migrate();
if (database.kind === 'pglite') {
  const seeded = await seedDatabase(database.db, {
    members: config.seedMembers,
    onProgress: progressBar('  Seeding demo data'),
  });
  console.log(
    seeded
      ? `  ✓ seeded ${config.seedMembers.toLocaleString('en')} demo members`
      : `  ✓ demo data already there (delete ${config.dataDir} to start afresh)`,
  );
}
await database.close();

const server = spawn(process.execPath, ['src/server/main.ts', ...(dev ? ['--dev'] : [])], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// The probe is not in the request log (http/request-log.ts), so waiting prints nothing.
const probe = `http://127.0.0.1:${config.port}/livez`;
while (
  !(await fetch(probe).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((r) => setTimeout(r, 200));

console.log(`\nWordhive is running at ${config.publicUrl}`);
printDemoAccounts();
console.log(
  config.smtpUrl
    ? `Mail goes out through ${new URL(config.smtpUrl).host}; admins see who was sent what (never a mail's text) at ${config.publicUrl}/admin/outbox.`
    : `Mail: no SMTP_URL is set, so nothing leaves this machine. Each message is printed below with\nits link (✉), and admins read every message at ${config.publicUrl}/admin/outbox.`,
);
console.log('\nRequests as they come (Ctrl+C stops the site):');
