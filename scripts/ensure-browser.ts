/**
 * Finds a Chromium for the browser tests. Playwright cannot download its own
 * browser here, so we use Debian's: installed with apt when we are root, or a
 * clear message saying how to get one.
 *
 * The tests prefer Debian's `chromium-headless-shell`, the headless-only build Playwright itself runs
 * by default: on CI's two cores the whole browser suite took about a third less time than with the
 * full `chromium` (docs/decisions/045). Lighthouse keeps the full browser, whose scores are a member's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const firstFound = (paths: (string | undefined)[]) => paths.find((p): p is string => !!p && existsSync(p));

/** The browser the tests drive: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function findTestBrowser(): string | undefined {
  return firstFound([process.env.CHROMIUM_PATH, HEADLESS_SHELL, ...FULL]);
}

/** A full Chromium (Lighthouse measures what a member's browser does): CHROMIUM_PATH, else Debian's. */
export function findChromium(): string | undefined {
  return firstFound([process.env.CHROMIUM_PATH, ...FULL]);
}

function install(): void {
  console.log('Chromium not found: installing Debian’s chromium-headless-shell package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.main) {
  let found = findTestBrowser();
  if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    install();
    found = findTestBrowser();
  }
  if (!found) {
    console.error(
      'No Chromium for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or `chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`Browser tests use ${found}`);
}
