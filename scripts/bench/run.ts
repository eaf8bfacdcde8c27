/**
 * npm run bench: measures the built app on the seeded embedded database (PGlite)
 * and on PostgreSQL (BENCH_DATABASE_URL's server, 127.0.0.1:5432 by default, when
 * reachable) against a raw node:http baseline in the same run (autocannon, 2 cores
 * shared by client and server), plus server-side latency of the heavy endpoints,
 * each process's peak memory and the search interpreter's quality; writes
 * docs/PERFORMANCE.md.
 *
 * Throughput is measured in rounds: each round of a scenario runs right after
 * a round of the raw baseline, and the ratio is the median of those paired
 * ratios. A shared 2-core machine drifts by a third within minutes; pairing
 * cancels the drift, where one long run per scenario measured the weather.
 * Each round also records the CPU time per request of the answering server
 * and of autocannon, which keeps a core busy: req/s alone cannot tell a
 * slower server from an answer that costs the client more to read
 * (docs/decisions/013).
 *
 * BENCH_MEMBERS (default 100000) sets the seeded size; the seeded databases are
 * kept (data/bench-<members>-<jobs>, and the PostgreSQL database wh_bench_<members>_<jobs>)
 * and reused by later runs. BENCH_SECONDS (default 4)
 * per round; BENCH_ROUNDS for every scenario (default 5, or a scenario's own
 * number). BENCH_ONLY=<text> measures only the scenarios whose name contains
 * it (and then leaves docs/PERFORMANCE.md alone); BENCH_ONLY=rendering measures the
 * signed-in pages rendered alone (render-alone.ts) and their throughput scenarios, and
 * writes that section.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type DatabaseLocation, openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { measureSearchQuality } from '../../src/server/features/search/quality/evaluate.ts';
import { progressBar } from '../cli-database.ts';
import { measureChat, postgresReachable } from './chat.ts';
import { measurePayments, paymentsSection } from './payments.ts';
import type { RenderAloneResult } from './render-alone.ts';
import {
  chatSection,
  type DatabaseName,
  type HttpResult,
  type LatencyResult,
  median,
  renderAloneSection,
  type ThroughputResult,
  writeChatSection,
  writeReport,
  writeSection,
} from './report.ts';
import { latencyScenarios, renderAlonePages, throughputScenarios } from './scenarios.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Jobs in the opportunities list (issue 17 measures it at 100,000). */
const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
/** Rounds per scenario: BENCH_ROUNDS for all when set, else the scenario's own number, else 5. */
const roundsSetting = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
const rounds = roundsSetting ?? 5;
const only = process.env.BENCH_ONLY;
const chosen = <T extends { name: string }>(list: T[]) =>
  only === 'rendering'
    ? list.filter((s) => renderAlonePages.some((p) => p.name === s.name))
    : only
      ? list.filter((s) => s.name.includes(only))
      : list;
const dataDir = resolve(`data/bench-${members}-${jobs}`);
const APP_PORT = 3901;
const RAW_PORT = 3902;
const RAW_WITH_HEADERS_PORT = 3903;
const origin = `http://127.0.0.1:${APP_PORT}`;

// The payments benchmark needs neither the built app nor the seeded database: with BENCH_ONLY=payments, alone.
if (only === 'payments') {
  const runs = await measurePayments();
  console.log(paymentsSection(runs).join('\n'));
  writeSection('Payments', paymentsSection(runs), 'payments');
  process.exit(0);
}

if (!existsSync('dist/client/.vite/manifest.json')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: String(APP_PORT),
  PUBLIC_URL: origin,
  LOG_LEVEL: 'warn',
  SEED_MEMBERS: String(members),
  RATE_LIMIT_SCALE: '10000',
  DATABASE_URL: '',
};

interface BenchDatabase {
  name: DatabaseName;
  location: DatabaseLocation;
  /** What the app process is started with to use it. */
  env: Record<string, string>;
}

const databases: BenchDatabase[] = [{ name: 'PGlite', location: { dataDir }, env: { DATA_DIR: dataDir } }];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresReachable(adminUrl)) {
  const name = `wh_bench_${members}_${jobs}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databases.push({ name: 'PostgreSQL', location: { url: url.href }, env: { DATABASE_URL: url.href } });
} else {
  console.log(`No PostgreSQL at ${adminUrl}: measuring the embedded database only`);
}

for (const database of databases) {
  console.log(`Preparing ${database.name} with ${members} members and ${jobs} jobs…`);
  const started = Date.now();
  const opened = await openDatabase(database.location);
  await opened.migrate();
  const seeded = await seedDatabase(opened.db, { members, jobs, onProgress: progressBar('Seeding') });
  await opened.close();
  if (seeded) console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const children = new Set<ReturnType<typeof spawn>>();
// A run that fails half-way must not leave servers holding the benchmark's ports for the next one.
process.on('exit', () => {
  for (const child of children) child.kill();
});

function startProcess(args: string[], port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...env, ...extraEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * What PostgreSQL's processes hold now, shared buffers counted once among them (PSS, from
 * /proc): the server is shared with other databases of the machine, so this is its size, not ours.
 */
function postgresMemoryMb(): number {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      kb += Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return Math.round(kb / 1024);
}

/** The signed-in pages rendered in a process of their own with the running app's answers (render-alone.ts). */
function measureRenderAlone(cookie: string): RenderAloneResult[] {
  const out = execFileSync(process.execPath, ['scripts/bench/render-alone.ts', origin], {
    env: { ...env, BENCH_COOKIE: cookie },
    encoding: 'utf8',
  });
  return out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RenderAloneResult);
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU time a process has used so far, in µs (user + system, from /proc). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/** One autocannon run against the server `pid`, with the CPU both sides spent per request. */
async function cannon(
  url: string,
  headers: Record<string, string>,
  duration: number,
  pid: number,
): Promise<HttpResult> {
  const server = cpuMicros(pid);
  const client = process.cpuUsage();
  const r = await autocannon({ url, headers, connections: 50, duration });
  const { user, system } = process.cpuUsage(client);
  const requests = Math.max(1, r.requests.total);
  return {
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    serverMicros: (cpuMicros(pid) - server) / requests,
    clientMicros: (user + system) / requests,
  };
}

/** Paired rounds: raw, then the scenario, `count` times; the round with the median ratio speaks for the scenario. */
async function pairedRounds(
  target: { url: string; pid: number },
  headers: Record<string, string>,
  raw: { url: string; pid: number },
  count: number,
): Promise<ThroughputResult> {
  // A short warm-up so JIT and caches settle before the measured rounds.
  await cannon(target.url, headers, 2, target.pid);
  const pairs: { raw: HttpResult; result: HttpResult; ratio: number }[] = [];
  for (let i = 0; i < count; i++) {
    const rawRound = await cannon(raw.url, {}, seconds, raw.pid);
    const result = await cannon(target.url, headers, seconds, target.pid);
    pairs.push({ raw: rawRound, result, ratio: result.requestsPerSec / rawRound.requestsPerSec });
  }
  const middle = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;
  return {
    ...middle.result,
    requestsPerSec: median(pairs.map((p) => p.result.requestsPerSec)),
    errors: pairs.reduce((sum, p) => sum + p.result.errors, 0),
    ratio: middle.ratio,
    ratios: pairs.map((p) => p.ratio),
    serverMicros: median(pairs.map((p) => p.result.serverMicros)),
    clientMicros: median(pairs.map((p) => p.result.clientMicros)),
    serverRatio: median(pairs.map((p) => p.result.serverMicros / p.raw.serverMicros)),
    raw: pairs.map((p) => p.raw),
  };
}

const raw = startProcess(['scripts/bench/raw-server.ts'], RAW_PORT);
const rawWithHeaders = startProcess(['scripts/bench/raw-server.ts'], RAW_WITH_HEADERS_PORT, {
  RAW_SECURITY_HEADERS: '1',
});
await waitFor(`http://127.0.0.1:${RAW_PORT}/`);
await waitFor(`http://127.0.0.1:${RAW_WITH_HEADERS_PORT}/`);
const rawServer = { url: `http://127.0.0.1:${RAW_PORT}/`, pid: raw.pid! };
await cannon(rawServer.url, {}, 2, rawServer.pid);

const results: { database: DatabaseName; name: string; target: string | undefined; result: ThroughputResult }[] = [];
const latencies: LatencyResult[] = [];
const memory: { process: string; mb: number }[] = [];
const renderAlone: RenderAloneResult[] = [];
// The raw server with our headers answers the same whatever the database: measured once.
let rawHeadersMeasured = false;

for (const database of databases) {
  const app = startProcess(['src/server/main.ts'], APP_PORT, database.env);
  await waitFor(`${origin}/healthz`);
  const signin = await fetch(`${origin}/next/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'translator@demo.wordhive.test', password: 'demo-password' }),
  });
  const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0]!;
  const servers = {
    app: { origin, pid: app.pid! },
    'raw-with-headers': { origin: `http://127.0.0.1:${RAW_WITH_HEADERS_PORT}`, pid: rawWithHeaders.pid! },
  };

  for (const s of chosen(throughputScenarios)) {
    if (s.server === 'raw-with-headers' && rawHeadersMeasured) continue;
    rawHeadersMeasured ||= s.server === 'raw-with-headers';
    const count = roundsSetting ?? s.rounds ?? rounds;
    console.log(`Measuring ${s.name} on ${database.name} (${count} rounds paired with the raw baseline)…`);
    const server = servers[s.server ?? 'app'];
    results.push({
      database: database.name,
      name: s.name,
      target: s.target,
      result: await pairedRounds(
        { url: `${server.origin}${s.path}`, pid: server.pid },
        {
          ...(s.signedIn ? { cookie } : {}),
          ...(s.acceptEncoding ? { 'accept-encoding': s.acceptEncoding } : {}),
        },
        rawServer,
        count,
      ),
    });
  }

  for (const s of chosen(latencyScenarios)) {
    console.log(`Timing ${s.name} on ${database.name}…`);
    const warmUp = s.warmUp ?? { path: s.path, requests: 0 };
    for (let i = 0; i < warmUp.requests; i++) await (await fetch(`${origin}${warmUp.path(i)}`)).arrayBuffer();
    const serverMs: number[] = [];
    for (let i = 0; i < s.requests; i++) {
      const res = await fetch(`${origin}${s.path(i)}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${s.name}: HTTP ${res.status}`);
      serverMs.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
    }
    serverMs.sort((a, b) => a - b);
    const pct = (p: number) => serverMs[Math.min(serverMs.length - 1, Math.ceil(p * serverMs.length) - 1)]!;
    latencies.push({
      database: database.name,
      name: s.name,
      requests: s.requests,
      warmUpRequests: warmUp.requests,
      p50: pct(0.5),
      p95: pct(0.95),
      p99: pct(0.99),
      target: s.target,
    });
  }

  // The answers are recorded once, so the database does not matter: measured on the first.
  if (database === databases[0] && (!only || only === 'rendering')) {
    console.log('Measuring rendering alone…');
    renderAlone.push(...measureRenderAlone(cookie));
  }

  memory.push({
    process:
      database.name === 'PGlite' ? 'app on PGlite (the database in its worker thread included)' : 'app on PostgreSQL',
    mb: peakRssMb(app.pid!),
  });
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
}
memory.push({ process: 'raw node:http baseline', mb: peakRssMb(raw.pid!) });
if (databases.length > 1)
  memory.push({ process: 'PostgreSQL server (its processes, PSS, now)', mb: postgresMemoryMb() });
raw.kill();
rawWithHeaders.kill();

// The chat benchmark runs on its own servers: with BENCH_ONLY=chat, alone.
const chat = !only || only === 'chat' ? await measureChat() : null;
const payments = only ? null : await measurePayments();

if (only) {
  if (chat) {
    console.log(chatSection(chat).join('\n'));
    writeChatSection(chat);
  }
  if (results.length)
    console.table(
      results.map(({ name, database, result }) => ({
        name,
        database,
        'req/s': Math.round(result.requestsPerSec),
        '× raw': result.ratio.toFixed(2),
        ratios: result.ratios.map((r) => r.toFixed(2)).join(' '),
        'server µs': result.serverMicros.toFixed(1),
        'server × raw': result.serverRatio.toFixed(2),
        'client µs': result.clientMicros.toFixed(1),
      })),
    );
  if (latencies.length) console.table(latencies);
  if (renderAlone.length) {
    console.table(renderAlone);
    writeSection('Rendering alone', renderAloneSection(renderAlone, results), 'rendering');
  }
  process.exit(0);
}

console.log('Measuring the search interpreter…');
const search = measureSearchQuality();

writeReport({
  members,
  jobs,
  seconds,
  rounds,
  results,
  latencies,
  memory,
  search,
  chat: chat!,
  node: process.version,
});
writeSection('Payments', paymentsSection(payments!));
writeSection('Rendering alone', renderAloneSection(renderAlone, results));
console.log('Wrote docs/PERFORMANCE.md');
// Lighthouse scores what a phone gets from the built app; its section follows the report.
execFileSync(process.execPath, ['scripts/lighthouse.ts'], { stdio: 'inherit' });
process.exit(0);
