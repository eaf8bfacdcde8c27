/**
 * Consent before third-party scripts (naming.md, issue 21): a second site, with
 * both scripts configured to come from a fake outside host that counts every
 * request it gets. Nothing of theirs may load before the visitor accepts, nor
 * after a rejection.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort } from '../src/server/free-port.ts';
import { axeOn } from './axe.ts';

let outside: Server;
let site: ChildProcess;
let siteUrl: string;
let outsideOrigin: string;
const requested: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outside = createServer((req, res) => {
    requested.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(`window.loadedFromOutside = (window.loadedFromOutside || []).concat(${JSON.stringify(req.url)});`);
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideOrigin = `http://127.0.0.1:${(outside.address() as { port: number }).port}`;
  const port = await freePort();
  siteUrl = `http://localhost:${port}`;
  site = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      SEED_MEMBERS: '20',
      SESSION_RECORDING_SCRIPT_URL: `${outsideOrigin}/recorder.js`,
      MARKETING_SCRIPT_URL: `${outsideOrigin}/automation.js`,
    },
  });
  await expect
    .poll(async () => (await fetch(`${siteUrl}/healthz`).catch(() => null))?.status, { timeout: 150_000 })
    .toBe(200);
});

test.afterAll(async () => {
  site?.kill();
  await new Promise((resolve) => outside?.close(resolve));
});

test('nothing loads before consent, nor after a rejection; the footer link changes the choice', async ({ page }) => {
  const res = await page.goto(siteUrl);
  // The page's policy admits the outside host, since it is configured.
  expect(res?.headers()['content-security-policy']).toContain(`script-src 'self'`);
  expect(res?.headers()['content-security-policy']).toContain(outsideOrigin);
  const banner = page.getByRole('region', { name: 'May we use two outside services?' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('session recordings');
  await expect(banner).toContainText('marketing automation');
  // Equal weight: both answers look the same.
  const accept = banner.getByRole('button', { name: 'Accept' });
  const reject = banner.getByRole('button', { name: 'Reject' });
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // Browsing on without answering loads nothing of theirs.
  await page.goto(`${siteUrl}/about`);
  await expect(banner).toBeVisible();
  await reject.click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.goto(`${siteUrl}/directory`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(requested).toEqual([]);

  // "Privacy choices" in the footer shows the banner again, with the choice in force.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy choices' }).click();
  await expect(banner).toContainText('You rejected these services.');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => [...requested].sort()).toEqual(['/automation.js', '/recorder.js']);
  await expect
    .poll(() => page.evaluate(() => (window as { loadedFromOutside?: string[] }).loadedFromOutside?.length))
    .toBe(2);

  // Taking it back: the page loads afresh, without them.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy choices' }).click();
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reject' }).click()]);
  expect(await page.evaluate(() => (window as { loadedFromOutside?: string[] }).loadedFromOutside)).toBeUndefined();
  requested.length = 0;
  await page.goto(`${siteUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested).toEqual([]);
});

test('in Hebrew the banner speaks Hebrew, right to left', async ({ page, context }) => {
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: siteUrl }]);
  await page.goto(siteUrl);
  const banner = page.getByRole('region', { name: 'האם מותר לנו להשתמש בשני שירותים חיצוניים?' });
  await expect(banner).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(banner.getByRole('button', { name: 'אישור' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'דחייה' })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  expect(requested).toEqual([]);
});

test('a site with no outside script configured asks nothing and links to no choices', async ({ page, baseURL }) => {
  const res = await page.goto(baseURL!);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('region', { name: 'May we use two outside services?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Privacy choices' })).toHaveCount(0);
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
});
