/**
 * The chat load benchmark (issue: realtime): members in pairs exchange
 * messages, each sent over HTTP and received on the other member's WebSocket;
 * it reports end-to-end latency (send → receipt) p50/p99, messages a second
 * and messages lost, for 100 and 1,000 clients on one process (the embedded
 * database) and 1,000 clients across two processes (PostgreSQL and Redis),
 * and the memory an idle socket costs with 10,000 open.
 *
 * Sessions are written into the database before the app starts (the embedded
 * database has one owner at a time), with the session secret the app is given.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { sessions } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { SESSION_COOKIE } from '../../src/server/features/auth/service.ts';
import { freePort } from '../../src/server/free-port.ts';

export interface ChatRun {
  name: string;
  clients: number;
  processes: number;
  database: 'PGlite' | 'PostgreSQL';
  messages: number;
  lost: number;
  perSecond: number;
  p50: number;
  p99: number;
}
export interface ChatBench {
  runs: ChatRun[];
  idle: { sockets: number; bytesPerSocket: number } | null;
}

const SECRET = randomBytes(32).toString('hex');
/** Saturation: every pair sends its next message as soon as the last one arrived. */
const MESSAGES_PER_CLIENT = 20;
/**
 * Conversation pace: each pair exchanges a message every 2 s (a member writes
 * every 4 s, faster than people type), so 1,000 clients send 250 messages a
 * second; the latency is then what a member waits, not a queue of the load
 * generator's making.
 */
const PACE_MS = 2000;
const PACED_TURNS = 10;
const FIRST_MEMBER = 100;

async function prepare(location: { dataDir: string } | { url: string }, members: number) {
  const database = await openDatabase(location);
  await database.migrate();
  await seedDatabase(database.db, { members });
  const cookies: string[] = [];
  const rows = [];
  for (let i = 0; i < members; i++) {
    const token = randomBytes(32).toString('base64url');
    cookies.push(`${SESSION_COOKIE}=${token}`);
    rows.push({
      tokenHash: createHmac('sha256', SECRET).update(token).digest('hex'),
      entityId: FIRST_MEMBER + i,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(sessions).values(rows.slice(i, i + 500));
  await database.close();
  return cookies;
}

async function startApp(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: origin,
      SESSION_SECRET: SECRET,
      RATE_LIMIT_SCALE: '10000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i > 600) throw new Error(`${origin} never answered`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, origin };
}

interface Client {
  ws: WebSocket;
  /** Resolvers waiting for a message id. */
  waiting: Map<string, () => void>;
}

function connect(origin: string, cookie: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/next/ws`, {
      headers: { cookie, origin },
    } as unknown as string[]);
    const client: Client = { ws, waiting: new Map() };
    ws.addEventListener('message', (e) => {
      const event = JSON.parse(String(e.data)) as { type: string; message?: { id: string } };
      if (event.type === 'ready') resolve(client);
      if (event.type === 'message.new') {
        const done = client.waiting.get(event.message!.id);
        client.waiting.delete(event.message!.id);
        done?.();
      }
    });
    ws.addEventListener('error', () => reject(new Error('socket failed')));
  });
}

const channelOf = (a: number, b: number) => `messaging_${Math.min(a, b)}_${Math.max(a, b)}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

/**
 * Pairs of clients talk in turns: A sends, B receives, B answers, A receives …
 * Paced, each pair starts at a random moment and takes a turn every PACE_MS;
 * otherwise as fast as the server answers.
 */
async function exchange(
  origins: string[],
  cookies: string[],
  clients: number,
  name: string,
  database: ChatRun['database'],
  paced: boolean,
) {
  const sockets = await Promise.all(
    Array.from({ length: clients }, (_, i) => connect(origins[i % origins.length]!, cookies[i]!)),
  );
  const latencies: number[] = [];
  let lost = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients / 2 }, async (_, pair) => {
      const a = 2 * pair;
      const b = a + 1;
      const channel = channelOf(FIRST_MEMBER + a, FIRST_MEMBER + b);
      const offset = paced ? Math.random() * PACE_MS : 0;
      for (let turn = 0; turn < (paced ? PACED_TURNS : MESSAGES_PER_CLIENT * 2); turn++) {
        if (paced) {
          const due = started + offset + turn * PACE_MS;
          await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        }
        const [from, to] = turn % 2 === 0 ? [a, b] : [b, a];
        const id = `bench-${pair}-${turn}-${randomBytes(4).toString('hex')}`;
        // Sent to the sender's own process; received on the other member's socket (the other process, when two).
        const sendOrigin = origins[from % origins.length]!;
        const received = new Promise<boolean>((resolve) => {
          sockets[to]!.waiting.set(id, () => resolve(true));
          setTimeout(() => resolve(false), 10_000).unref();
        });
        const t0 = performance.now();
        const res = await fetch(`${sendOrigin}/next/api/chat/channels/${channel}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[from]!, origin: sendOrigin },
          body: JSON.stringify({ id, text: `Message ${turn} of pair ${pair}` }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`${name}: send answered ${res.status}`);
        if (await received) latencies.push(performance.now() - t0);
        else lost++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const s of sockets) s.ws.close();
  latencies.sort((x, y) => x - y);
  return {
    name: `${name}, ${paced ? 'paced' : 'saturated'}`,
    clients,
    processes: origins.length,
    database,
    messages: latencies.length,
    lost,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  } satisfies ChatRun;
}

function rssBytes(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

async function idleSockets(origin: string, pid: number, cookies: string[], count: number) {
  const before = rssBytes(pid);
  const sockets: Client[] = [];
  for (let i = 0; i < count; i += 500) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(500, count - i) }, (_, j) => connect(origin, cookies[(i + j) % cookies.length]!)),
      )),
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssBytes(pid);
  for (const s of sockets) s.ws.close();
  return { sockets: count, bytesPerSocket: Math.max(0, (after - before) / count) };
}

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function measureChat(options: { idleSockets?: number } = {}): Promise<ChatBench> {
  const runs: ChatRun[] = [];
  let idle: ChatBench['idle'] = null;

  console.log('Chat: one process on the embedded database…');
  const dataDir = mkdtempSync(join(tmpdir(), 'wh-chat-bench-'));
  try {
    const cookies = await prepare({ dataDir }, 1000);
    const one = await startApp({ DATA_DIR: dataDir });
    try {
      for (const paced of [true, false]) {
        runs.push(await exchange([one.origin], cookies, 100, '100 clients, one process', 'PGlite', paced));
        runs.push(await exchange([one.origin], cookies, 1000, '1,000 clients, one process', 'PGlite', paced));
      }
      const count = options.idleSockets ?? 10_000;
      console.log(`Chat: ${count} idle sockets…`);
      idle = await idleSockets(one.origin, one.child.pid!, cookies, count);
    } finally {
      one.child.kill('SIGTERM');
      await new Promise((r) => one.child.once('exit', r));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await postgresReachable(adminUrl)) {
    console.log('Chat: two processes on PostgreSQL through Redis…');
    const name = `wh_chat_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const cookies = await prepare({ url: url.href }, 1000);
      const env = { DATABASE_URL: url.href, REDIS_URL: redisUrl };
      const apps = [await startApp(env), await startApp(env)];
      try {
        for (const paced of [true, false]) {
          const origins = apps.map((a) => a.origin);
          runs.push(await exchange(origins, cookies, 1000, '1,000 clients, two processes', 'PostgreSQL', paced));
        }
      } finally {
        for (const a of apps) a.child.kill('SIGTERM');
        await Promise.all(apps.map((a) => new Promise((r) => a.child.once('exit', r))));
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return { runs, idle };
}
