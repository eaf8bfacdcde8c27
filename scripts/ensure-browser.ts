/**
 * Finds a Chromium for the browser tests. Playwright cannot download its own
 * browser here, so we use Debian's: installed with apt when we are root, or a
 * clear message saying how to get one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => !!p,
);

export function findChromium(): string | undefined {
  return CANDIDATES.find((p) => existsSync(p));
}

function install(): void {
  console.log('Chromium not found: installing Debian’s chromium package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.main) {
  let found = findChromium();
  if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    install();
    found = findChromium();
  }
  if (!found) {
    console.error(
      'No Chromium for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`Browser tests use ${found}`);
}
