/** Writes docs/PERFORMANCE.md from one benchmark run. */
import { readFileSync, writeFileSync } from 'node:fs';
import type { SearchQualityFigures } from '../../src/server/features/search/quality/evaluate.ts';
import type { ChatBench } from './chat.ts';
import type { RenderAloneResult } from './render-alone.ts';

export interface HttpResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time per request, µs (user + system, from /proc). */
  serverMicros: number;
  /** The load generator's CPU time per request, µs: autocannon runs in the benchmark's process. */
  clientMicros: number;
}

/** A scenario measured in rounds, each paired with a round of the raw baseline just before it. */
export interface ThroughputResult extends HttpResult {
  /** The median of the paired ratios (scenario ÷ the raw round before it). */
  ratio: number;
  ratios: number[];
  /** The median of the paired ratios of server CPU time per request. */
  serverRatio: number;
  /** The raw baseline's rounds paired with this scenario's. */
  raw: HttpResult[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type DatabaseName = 'PGlite' | 'PostgreSQL';

export interface LatencyResult {
  database: DatabaseName;
  name: string;
  requests: number;
  /** Unmeasured requests for other queries sent first. */
  warmUpRequests: number;
  p50: number;
  p95: number;
  p99: number;
  target: string | undefined;
}

const n = (v: number, digits = 0) =>
  v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

/**
 * The signed-in pages rendered alone, beside the server's CPU per request for the same page over
 * HTTP in the same run: what the render leaves for everything else, and the most one core could serve.
 */
export function renderAloneSection(
  pages: readonly RenderAloneResult[],
  results: readonly { database: DatabaseName; name: string; result: ThroughputResult }[],
): string[] {
  const databases = [...new Set(results.map((r) => r.database))];
  const serverMs = (page: RenderAloneResult, database: DatabaseName) => {
    const row = results.find((r) => r.name === page.name && r.database === database);
    if (!row) return '';
    const ms = row.result.serverMicros / 1000;
    return `${n(ms, 2)} (${pct(page.msPerPage / ms)})`;
  };
  return [
    '## Rendering alone',
    '',
    'The built server entry renders each page in a process of its own, over and over, with the API answers',
    'its loaders asked the app for recorded once and parsed again for each render (scripts/bench/render-alone.ts):',
    'no HTTP, session, database or compression; only the loaders, React’s render and the hydration data.',
    'One core cannot serve the page more often than **pages/s, one core**, however fast the rest becomes.',
    'Beside it, the server’s CPU time per request for the same scenario served over HTTP in the same run,',
    'and the render’s share of it.',
    '',
    `| page | HTML KB | ms per page | pages/s, one core | ${databases.map((d) => `server ms per request on ${d} (render’s share)`).join(' | ')} |`,
    `|---|---:|---:|---:|${databases.map(() => '---:|').join('')}`,
    ...pages.map(
      (p) =>
        `| ${p.name} (\`${p.path}\`) | ${n(p.htmlKb)} | ${n(p.msPerPage, 2)} | ${n(1000 / p.msPerPage)} | ${databases.map((d) => serverMs(p, d)).join(' | ')} |`,
    ),
    '',
  ];
}

/** A scenario's rows on each database next to each other, in the scenarios' order. */
function sideBySide<T extends { name: string }>(rows: readonly T[]): T[] {
  return [...new Set(rows.map((r) => r.name))].flatMap((name) => rows.filter((r) => r.name === name));
}

export function writeReport(run: {
  members: number;
  jobs: number;
  seconds: number;
  rounds: number;
  node: string;
  results: { database: DatabaseName; name: string; target: string | undefined; result: ThroughputResult }[];
  latencies: LatencyResult[];
  memory: { process: string; mb: number }[];
  search: SearchQualityFigures;
  chat: ChatBench;
}): void {
  const rawRounds = run.results.flatMap((r) => r.result.raw);
  const range = (ratios: number[]) => `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  const cpu = (micros: number) => n(micros, 1);
  const databases = [...new Set(run.results.map((r) => r.database))];
  const rows = sideBySide(run.results);
  const lines = [
    '# Performance',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: the built app (\`NODE_ENV=production\`) on ${databases.join(' and on ')},`,
    `each seeded with ${n(run.members)} members and ${n(run.jobs)} jobs, Node ${run.node}, 2 cores shared by the load generator,`,
    'the servers and PostgreSQL. autocannon, 50 connections. The embedded database runs in a worker thread of the',
    'app process (decision 020); PostgreSQL is the machine’s server at 127.0.0.1:5432, one app process with a pool of 10.',
    '',
    '## Throughput',
    '',
    `Each scenario runs ${run.rounds} rounds (or as many as its row says) of ${run.seconds} s, each right after a ${run.seconds} s round of a raw`,
    "`node:http` server answering a small JSON document (the limit). This machine's speed drifts by a",
    'third within minutes, and from one day to the next by up to five times (the raw baseline’s req/s',
    'says how fast it was that day): compare runs by their ratios, not their req/s or milliseconds. A ratio',
    'is only meaningful between neighbouring rounds: **× raw** is the',
    'median of the paired ratios, with their range beside it; req/s is the median of the rounds, and',
    'the latencies are those of the median round.',
    '',
    'The CPU columns say where the time goes, per request: **server µs** is the answering process’s',
    'CPU time (from /proc), with the median of its paired ratios to the raw server’s; **client µs** is',
    'autocannon’s. autocannon keeps one of the two cores busy, so an answer that costs it more (more',
    'header bytes to parse) lowers req/s even when the server does no more work.',
    '',
    '| scenario | database | req/s | p50 ms | p99 ms | × raw | range | rounds | server µs | server × raw | client µs | errors | target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| raw node:http JSON (baseline) | | ${n(median(rawRounds.map((r) => r.requestsPerSec)))} | | | 1.00 | | ${rawRounds.length} | ${cpu(median(rawRounds.map((r) => r.serverMicros)))} | 1.00 | ${cpu(median(rawRounds.map((r) => r.clientMicros)))} | 0 | |`,
    ...rows.map(
      ({ database, name, target, result }) =>
        `| ${name} | ${name.startsWith('raw ') ? '' : database} | ${n(result.requestsPerSec)} | ${result.p50} | ${result.p99} | ${result.ratio.toFixed(2)} | ${range(result.ratios)} | ${result.ratios.length} | ${cpu(result.serverMicros)} | ${result.serverRatio.toFixed(2)} | ${cpu(result.clientMicros)} | ${result.errors} | ${target ?? ''} |`,
    ),
    '',
    '### Memory',
    '',
    'Peak resident memory of each process over its part of the run (VmHWM), and PostgreSQL’s at the end.',
    '',
    '| process | MB |',
    '|---|---:|',
    ...run.memory.map((m) => `| ${m.process} | ${n(m.mb)} |`),
    '',
  ];
  if (run.latencies.length) {
    lines.push(
      '## Server time of heavy endpoints',
      '',
      'Sequential requests, each with a query not asked before (so no cache answers it), after unmeasured',
      'requests for other queries (warm-up), as on a running server; the server’s own time from its',
      '`Server-Timing` header.',
      '',
      '| endpoint | database | warm-up | requests | p50 ms | p95 ms | p99 ms | target |',
      '|---|---|---:|---:|---:|---:|---:|---|',
      ...sideBySide(run.latencies).map(
        (l) =>
          `| ${l.name} | ${l.database} | ${l.warmUpRequests} | ${l.requests} | ${n(l.p50, 2)} | ${n(l.p95, 2)} | ${n(l.p99, 2)} | ${l.target ?? ''} |`,
      ),
      '',
    );
  }
  lines.push(...chatSection(run.chat));
  const s = run.search;
  lines.push(
    '## Search interpreter',
    '',
    `The embedded interpreter on the labelled set (${s.total} queries in seven languages, src/server/features/search/quality/).`,
    '',
    '| measure | value | target |',
    '|---|---:|---|',
    `| category accuracy | ${pct(s.categoryAccuracy)} | ≥ 95 % |`,
    `| language-pair accuracy (${s.pairTotal} items) | ${pct(s.pairAccuracy)} | ≥ 95 % |`,
    `| service accuracy (${s.serviceTotal} items) | ${pct(s.serviceAccuracy)} | |`,
    `| field accuracy (${s.fieldTotal} items) | ${pct(s.fieldAccuracy)} | |`,
    `| latency p50 | ${n(s.latencyP50Ms, 3)} ms | |`,
    `| latency p99 | ${n(s.latencyP99Ms, 3)} ms | < 5 ms |`,
    '',
    'The labelled set was written by the team that wrote the interpreter; expect lower accuracy on',
    'unseen traffic and grow the set with real queries.',
    '',
  );
  writeFileSync('docs/PERFORMANCE.md', lines.join('\n'));
}

/** The chat load benchmark's section (scripts/bench/chat.ts). */
export function chatSection(chat: ChatBench): string[] {
  return [
    '## Chat',
    '',
    'Members in pairs take turns: each message is sent over HTTP to the sender’s process and timed until',
    'it arrives on the other member’s WebSocket (end to end, on this machine, the load generator',
    'included). *Paced*: each pair exchanges a message every 2 s (250 messages/s at 1,000 clients),',
    'so the latency is what a member waits. *Saturated*: each pair sends again as soon as its last',
    'message arrived, so messages/s is the most this machine delivers and the latency is mostly',
    'time queued behind the other pairs. Targets (paced): p99 ≤ 50 ms at 1,000 clients on one',
    'process, ≤ 100 ms across two; nothing lost in any run.',
    '',
    '| run | database | messages | lost | messages/s | p50 ms | p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...chat.runs.map(
      (r) =>
        `| ${r.name} | ${r.database} | ${n(r.messages)} | ${r.lost} | ${n(r.perSecond)} | ${n(r.p50, 1)} | ${n(r.p99, 1)} |`,
    ),
    '',
    chat.idle
      ? `Memory per idle socket with ${n(chat.idle.sockets)} open on one process: ${n(chat.idle.bytesPerSocket / 1024, 1)} KB (resident memory before and after, divided by the sockets).`
      : '',
    '',
  ];
}

/**
 * With BENCH_ONLY=chat: puts this run's chat section into docs/PERFORMANCE.md
 * in place of the last one (before the search section when there is none),
 * dated, so the rest of the report keeps the figures of its own full run.
 */
export function writeChatSection(chat: ChatBench): void {
  writeSection('Chat', chatSection(chat), 'chat');
}

/**
 * Puts one section (its lines start with its `## Title`) into docs/PERFORMANCE.md, replacing the one
 * of that title, or before the search interpreter's; `only` names the BENCH_ONLY run that measured it
 * (none: the full run).
 */
export function writeSection(title: string, lines: string[], only?: string): void {
  const report = readFileSync('docs/PERFORMANCE.md', 'utf8');
  const section = [...lines];
  const command = only ? `BENCH_ONLY=${only} npm run bench` : 'npm run bench';
  section.splice(2, 0, `Measured by \`${command}\` on ${new Date().toISOString().slice(0, 10)}.`, '');
  // One blank line between this section and the next, however the lines end.
  const text = `${section.join('\n').trimEnd()}\n\n`;
  const start = report.indexOf(`## ${title}\n`);
  const next = report.indexOf('\n## ', start + 1);
  const updated =
    start >= 0
      ? report.slice(0, start) + text + (next >= 0 ? report.slice(next + 1) : '')
      : report.replace('## Search interpreter', `${text}## Search interpreter`);
  writeFileSync('docs/PERFORMANCE.md', updated);
}
