import { defineConfig, devices } from '@playwright/test';
import { findTestBrowser } from './scripts/ensure-browser.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  // One output folder per port, so parallel runs do not wipe each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Safety nets, not measures of speed: a test must never fail for being slow. On a loaded two-core
  // machine with pages throttled (npm run test:busy) a page's answer took over 7 s and a long test
  // over 90 s; a passing check returns the moment it holds, so a generous wait costs nothing. At a load
  // of 20 to 37 (a busy run beside three other test runs) a wall's save took its toast past 20 s and the
  // German job test past 180 s: the nets are wider than the worst seen.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A trace only for a retried test: recording one for every test (screencast frames, DOM snapshots)
    // cost a quarter of the browser tests' time on CI's two cores (139 s against 103 s for the shell and
    // staff-tools tests). A test that fails once on CI is run again with its trace; locally, pass --trace on.
    trace: 'on-first-retry',
    // Pages are checked at rest: with reduced motion (which the site honours, styles.css) a toast, a
    // drawer or a dialog is at its end state the moment it is shown, so what a check reads (axe's
    // contrast, a box, a count) never depends on how far an animation got on a busy machine. The one
    // test of the motion itself asks for it (navigation.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /page-cache\.spec\.ts/, use: desktop },
    // The page cache belongs to the whole server, and any test's write empties it: its tests run last,
    // alone and in order, so "still cached" never depends on what another test did meanwhile.
    {
      name: 'page-cache',
      testMatch: /page-cache\.spec\.ts/,
      dependencies: ['chromium'],
      fullyParallel: false,
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
