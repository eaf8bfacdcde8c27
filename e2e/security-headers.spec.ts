/**
 * Security headers over real HTTP from the built server: every answer carries
 * the resource set, and documents (pages, the 404 page, a page's redirect) add
 * the document set, their referrer policy among them (docs/decisions/014).
 */
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const DOCUMENT_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
};

function expectResourceHeaders(res: APIResponse) {
  const headers = res.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

test('pages, the 404 page and a page redirect carry the document headers', async ({ request }) => {
  const home = await request.get('/');
  const missing = await request.get('/no-such-page');
  const protectedPage = await request.get('/account', { maxRedirects: 0 });
  expect([home.status(), missing.status(), protectedPage.status()]).toEqual([200, 404, 302]);
  expect(protectedPage.headers().location).toBe('/session/signin?callback_url=%2Faccount');
  for (const res of [home, missing, protectedPage]) {
    expectResourceHeaders(res);
    expect(res.headers()).toMatchObject(DOCUMENT_HEADERS);
  }
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
});

test('API answers and assets carry the resource headers only', async ({ request }) => {
  const api = await request.get('/next/api/auth/session');
  const html = await (await request.get('/')).text();
  const script = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script!);
  for (const res of [api, asset]) {
    expect(res.status()).toBe(200);
    expectResourceHeaders(res);
    for (const name of Object.keys(DOCUMENT_HEADERS)) expect(res.headers()[name]).toBeUndefined();
  }
});

test('pages break no rule of their Content-Security-Policy while they load and hydrate', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
  });
  for (const path of ['/', '/directory?service=translators', '/profile/6', '/opportunities']) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
