/**
 * The embedded database in a thread of its own (docs/decisions/020): PGlite,
 * served over PostgreSQL's wire protocol on a private Unix socket, so the main
 * thread talks to it with node-postgres, exactly as to a PostgreSQL server, and
 * its WebAssembly never runs on the event loop that answers requests.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** PGlite's data directory; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** A tarball of a data directory to start from (client.ts DatabaseLocation). */
  snapshot: string | undefined;
  /** The Unix socket to serve on. */
  socketPath: string;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };

const { dataDir, snapshot, socketPath } = workerData as PgliteWorkerData;
const port = parentPort!;

try {
  const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  // The client's pool keeps one connection (PGlite runs one session); room for a few more lets a
  // replacement in before the server has noticed that the connection it replaces closed.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  port.on('message', async (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    await server.stop();
    await db.close();
    port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
    // Nothing is left to run: closing the port lets the thread end by itself, rather than being
    // stopped from outside (Worker.terminate() in the middle of WebAssembly teardown can crash the process).
    port.close();
  });
  port.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
} catch (err) {
  port.postMessage({
    type: 'failed',
    message: err instanceof Error ? err.message : String(err),
  } satisfies PgliteWorkerMessage);
}
