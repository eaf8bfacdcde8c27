/**
 * npm test: the whole suite. Lint, typecheck, the unit and API tests (vitest) and the build start
 * together, the browser tests once the build is done; none of them shares state with another
 * (vitest's databases are its own, the browser tests' server has a fresh database and a free
 * port). Each phase's output is kept and printed whole when it ends, so phases never interleave;
 * the first failure stops the others. The summary says what each phase cost.
 *
 * --busy (npm run test:busy): the same suite on a machine kept busy, to prove no test depends on
 * how fast the machine is at that instant: another process keeps a core spinning throughout, and
 * the browser runs every page's scripts four times slower (e2e/fixtures.ts, E2E_CPU_THROTTLE).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/server/free-port.ts';

interface Phase {
  name: string;
  script: string;
  after?: string;
}

const PHASES: Phase[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit and API tests', script: 'test:vitest' },
  { name: 'build', script: 'build' },
  { name: 'browser tests', script: 'test:e2e', after: 'build' },
];

const busy = process.argv.includes('--busy');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // The browser tests' server listens on a port free on this machine (E2E_PORT to choose one).
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
  ...(busy ? { E2E_CPU_THROTTLE: process.env.E2E_CPU_THROTTLE ?? '4' } : {}),
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

const logs = mkdtempSync(join(tmpdir(), 'wordhive-test-'));
const running = new Map<string, ChildProcess>();
/** Set once a phase failed: the others are stopped, and their half-written output is not printed. */
let stopping = false;
const seconds = new Map<string, number>();
const started = Date.now();
const spinner = busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
if (busy) console.log(`Busy machine: one core kept spinning, the browser's pages throttled ${env.E2E_CPU_THROTTLE}×.`);

function run(phase: Phase): Promise<number> {
  const log = join(logs, `${phase.script.replace(/\W/g, '-')}.log`);
  const out = createWriteStream(log);
  const t0 = Date.now();
  console.log(`▶ ${phase.name}`);
  const child = spawn('npm', ['run', '--silent', phase.script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(phase.name, child);
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(phase.name);
      out.end(() => {
        if (stopping) {
          console.log(`■ ${phase.name} stopped`);
          return resolve(1);
        }
        seconds.set(phase.name, (Date.now() - t0) / 1000);
        const ok = code === 0;
        console.log(`\n${ok ? '✔' : '✖'} ${phase.name} (${fmt(seconds.get(phase.name)!)})\n`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve(code ?? 1);
      });
    });
  });
}

function stopAll(): void {
  stopping = true;
  for (const child of running.values()) {
    // Each phase leads a process group of its own: its servers and browsers stop with it.
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  spinner?.kill();
}

const fmt = (s: number) => (s < 60 ? `${s.toFixed(0)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const done = new Map<string, Promise<number>>();
for (const phase of PHASES.filter((p) => !p.after)) done.set(phase.name, run(phase));
for (const phase of PHASES.filter((p) => p.after)) {
  done.set(
    phase.name,
    done.get(phase.after!)!.then((code) => (code === 0 && !stopping ? run(phase) : code)),
  );
}

const failed = await new Promise<string | undefined>((resolve) => {
  let left = done.size;
  for (const [name, result] of done) {
    void result.then((code) => {
      if (code !== 0 && !stopping) {
        stopAll();
        resolve(name);
      }
      if (--left === 0) resolve(undefined);
    });
  }
});
stopAll();

console.log('Phase                 time');
for (const phase of PHASES) {
  const s = seconds.get(phase.name);
  console.log(`  ${phase.name.padEnd(20)}${s === undefined ? '—' : fmt(s)}`);
}
console.log(`  ${'in all'.padEnd(20)}${fmt((Date.now() - started) / 1000)}`);
if (failed) {
  console.error(`\n✖ ${failed} failed`);
  process.exit(1);
}
console.log('\n✔ all tests passed');
