/** Opens the configured database for a command-line script (same settings as the server). */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  return { config, database };
}

/** A one-line progress bar on stderr, redrawn in place on a terminal; elsewhere (a CI log) only its last state. */
export function progressBar(label: string) {
  const started = Date.now();
  return (done: number, total: number) => {
    if (!process.stderr.isTTY && done < total) return;
    const width = 30;
    const filled = total ? Math.round((done / total) * width) : width;
    const pct = total ? Math.floor((done / total) * 100) : 100;
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${pct}% ${done}/${total} ${secs}s`,
    );
    if (done >= total) process.stderr.write('\n');
  };
}
