/**
 * What the server prints as it works, as a newcomer reads it after `npm start` (issue 59): on a
 * terminal one readable line a request and the mail's link on a line of its own; for a log
 * collector one JSON object a line, a request still being one line. The real server process,
 * started as `npm run serve` starts it, on an empty embedded database of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';

interface Server {
  base: string;
  /** Everything the process has printed so far. */
  output: () => string;
  /** Resolves once the output holds a line matching `pattern`. */
  printed: (pattern: RegExp) => Promise<string>;
  stop: () => Promise<void>;
}

const started: Server[] = [];
afterAll(async () => {
  for (const server of started.splice(0)) await server.stop();
});
/** Starting the process migrates a new embedded database: on a busy machine that can take a minute. */
const STARTING = 180_000;

async function startServer(logFormat: 'pretty' | 'json'): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wh-request-log-'));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: logFormat,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const check of waiting) check();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = output.split('\n').find((l) => pattern.test(l));
        if (line !== undefined) {
          waiting.delete(check);
          resolve(line);
        }
      };
      child.once('exit', (code) =>
        reject(new Error(`the server exited (${code}) before printing ${pattern}:\n${output}`)),
      );
      waiting.add(check);
      check();
    });
  const server: Server = {
    base,
    output: () => output,
    printed,
    stop: async () => {
      // A server that already exited (it failed to start) has nothing to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  started.push(server);
  await printed(/Wordhive is listening on/);
  return server;
}

const signUp = (base: string, email: string) =>
  fetch(`${base}/next/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'a-long-password-1', name: 'Ada Lovelace', accountType: 'translator' }),
  });

describe('on a terminal', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer('pretty');
  }, STARTING);

  it('writes one line a request, with its time, method, path, status and duration', async () => {
    expect((await fetch(`${server.base}/next/api/auth/session`)).status).toBe(200);
    const line = await server.printed(/GET \/next\/api\/auth\/session/);
    expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/next\/api\/auth\/session 200 \d+ ms$/);
    // Fastify's own pair of lines a request is gone, and nothing is written as JSON.
    expect(server.output()).not.toMatch(/incoming request|request completed/);
    expect(server.output()).not.toContain('{"level"');
  });

  it('leaves out the health checks a load balancer sends every few seconds', async () => {
    expect((await fetch(`${server.base}/livez`)).status).toBe(200);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.base}/next/api/nope`)).status).toBe(404);
    await server.printed(/GET \/next\/api\/nope 404/);
    expect(server.output()).not.toMatch(/livez|healthz/);
  });

  it('says once where the site listens', async () => {
    expect(server.output().match(/listening/gi)).toHaveLength(1);
    // The PostgreSQL pass of CI runs this file with DATABASE_URL set.
    const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(server.output()).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d Wordhive is listening on http://127\\.0\\.0\\.1:\\d+ \\(database: ${database}\\)$`,
        'm',
      ),
    );
  });

  it('writes a mail kept in the outbox with its link on a line of its own', async () => {
    expect((await signUp(server.base, 'ada@example.com')).status).toBe(202);
    await server.printed(/POST \/next\/api\/auth\/signup 202 \d+ ms$/);
    const mail = await server.printed(/✉ mail to ada@example\.com/);
    expect(mail).toMatch(/kept in the outbox \(no SMTP_URL\)/);
    const lines = server.output().split('\n');
    const link = lines[lines.indexOf(mail) + 1]?.trim();
    expect(link).toMatch(new RegExp(`^${server.base}/\\S+token=\\S+$`));
  });
});

describe('for a log collector', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer('json');
  }, STARTING);

  it('writes one JSON object a request, and nothing else on its line', async () => {
    expect((await fetch(`${server.base}/next/api/auth/session`)).status).toBe(200);
    const line = await server.printed(/"url":"\/next\/api\/auth\/session"/);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/next/api/auth/session' },
      res: { statusCode: 200 },
      msg: expect.stringMatching(/^GET \/next\/api\/auth\/session 200 \d+ ms$/),
    });
    expect(server.output().match(/"url":"\/next\/api\/auth\/session"/g)).toHaveLength(1);
  });
});
