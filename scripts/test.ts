/**
 * npm test: the whole suite, in the order that fails fastest: lint, typecheck,
 * unit and API tests (vitest), then the browser tests against a fresh build.
 */
import { spawnSync } from 'node:child_process';
import { freePort } from '../src/server/free-port.ts';

// The browser tests' server listens on a port free on this machine (E2E_PORT to choose one).
process.env.E2E_PORT ??= String(await freePort());

const steps: [string, string[]][] = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and API tests', ['run', 'test:vitest']],
  ['build', ['run', 'build']],
  ['browser tests', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync('npm', args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log('\n✔ all tests passed');
