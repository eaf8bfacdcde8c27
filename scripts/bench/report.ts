/** Writes docs/PERFORMANCE.md from one benchmark run. */
import { writeFileSync } from 'node:fs';
import type { SearchQualityFigures } from '../../src/server/features/search/quality/evaluate.ts';

export interface HttpResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LatencyResult {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  target: string | undefined;
}

const n = (v: number, digits = 0) =>
  v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

export function writeReport(run: {
  members: number;
  seconds: number;
  node: string;
  results: { name: string; result: HttpResult }[];
  latencies: LatencyResult[];
  memoryMb: number;
  search: SearchQualityFigures;
}): void {
  const baseline = run.results[0]!.result.requestsPerSec;
  const lines = [
    '# Performance',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: the built app (\`NODE_ENV=production\`) on the`,
    `embedded database (PGlite) seeded with ${n(run.members)} members, Node ${run.node}, 2 cores shared by the`,
    `load generator and the servers. autocannon, 50 connections, ${run.seconds} s after a 2 s warm-up. Read the ratios`,
    'to the raw `node:http` baseline of the same run more than the absolute numbers.',
    '',
    '## Throughput',
    '',
    '| scenario | req/s | p50 ms | p99 ms | × raw | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...run.results.map(
      ({ name, result }) =>
        `| ${name} | ${n(result.requestsPerSec)} | ${result.p50} | ${result.p99} | ${(result.requestsPerSec / baseline).toFixed(2)} | ${result.errors} |`,
    ),
    '',
    `Peak memory of the app process (VmHWM) over the run: ${run.memoryMb} MB.`,
    '',
  ];
  if (run.latencies.length) {
    lines.push(
      '## Server time of heavy endpoints',
      '',
      'Sequential requests, each with a different query; the server’s own time from its `Server-Timing` header.',
      '',
      '| endpoint | requests | p50 ms | p95 ms | p99 ms | target |',
      '|---|---:|---:|---:|---:|---|',
      ...run.latencies.map(
        (l) => `| ${l.name} | ${l.requests} | ${n(l.p50, 2)} | ${n(l.p95, 2)} | ${n(l.p99, 2)} | ${l.target ?? ''} |`,
      ),
      '',
    );
  }
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
