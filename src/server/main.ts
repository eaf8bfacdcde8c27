/**
 * The process: reads settings, opens and migrates the database, listens, and
 * on SIGTERM/SIGINT drains requests before closing the database.
 */
// First, before the dependency graph loads (see the module).
import './keep-tick-shape.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { SsrMode } from './http/ssr.ts';

// --dev: pages through Vite with hot reload; --api-only: no pages (API and WebSocket nodes, tests).
function ssrMode(argv: string[]): SsrMode {
  if (argv.includes('--dev')) return 'dev';
  if (argv.includes('--api-only')) return 'none';
  return 'prod';
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, ssr: ssrMode(process.argv) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: () => `Wordhive is listening on ${config.publicUrl} (database: ${database.kind})`,
  });
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
