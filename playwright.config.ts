import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/ensure-browser.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // One output folder per port, so parallel runs do not wipe each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines are busy, and a test must never fail for being slow.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } }],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
