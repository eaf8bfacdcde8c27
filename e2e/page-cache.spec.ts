/**
 * Anonymous pages are rendered once every few seconds and kept as bytes; their
 * CSP allows exactly the page's own inline script, by hash. The key is the page
 * and the query parameters it reads, so each test uses a directory search of
 * its own for a copy no other test touches.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.ts';

/**
 * A write that changes pages (another test editing navigation or a profile)
 * drops every cached page, so a "hit" is awaited rather than assumed. Returns
 * the hit and, if the page had to be rendered again meanwhile, that render:
 * the one the hit was cached from.
 */
async function cacheHit(request: APIRequestContext, path: string) {
  let hit: APIResponse | undefined;
  let rendered: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(path);
      const state = res.headers()['x-page-cache'];
      if (state === 'hit') hit = res;
      else rendered = await res.text();
      return state;
    })
    .toBe('hit');
  return { hit: hit!, rendered };
}

test('an anonymous page is served from the cache, its inline script allowed by hash only', async ({ request }) => {
  const path = `/directory?search=cache${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()['x-page-cache']).toBe('miss');
  const { hit, rendered } = await cacheHit(request, path);
  const html = await hit.text();
  expect(html).toBe(rendered ?? (await first.text()));

  const csp = hit.headers()['content-security-policy']!;
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
});

test('a browser gets the cached page compressed, and it still runs', async ({ page }) => {
  const path = `/directory?search=brotli${Date.now()}`;
  await expect
    .poll(async () => {
      const response = await page.goto(path);
      return [response?.headers()['x-page-cache'], response?.headers()['content-encoding']];
    })
    .toEqual(['hit', 'br']);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
});

test("a member's page, rendered for them, comes compressed as the browser asks, and it runs", async ({ page }) => {
  await signInAs(page, 'translator');
  const response = await page.goto('/profile/6');
  // Chromium asks for gzip, deflate, br, zstd: the fastest of them to make, in one piece.
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  expect(response?.headers()['content-encoding']).toBe('zstd');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Profile Updater' })).toBeVisible();
});

test('made-up query parameters share the cached copy of the page they do not change', async ({ request }) => {
  const search = `shared${Date.now()}`;
  await cacheHit(request, `/directory?search=${search}`);
  const padded = await request.get(`/directory?search=${search}&utm_source=mail&made-up=${Date.now()}`);
  expect(padded.headers()['x-page-cache']).toBe('hit');
});

test('a sign-out or a click does not empty the cache; a change to what visitors see does', async ({
  request,
  baseURL,
  playwright,
}) => {
  const path = `/directory?search=change${Date.now()}`;
  await cacheHit(request, path);
  await request.post('/next/api/session/logout', { headers: { origin: baseURL! } });
  await request.post('/next/api/track-click?type=language_change&type_specific_id=heb', {
    headers: { origin: baseURL! },
  });
  expect((await request.get(path)).headers()['x-page-cache']).toBe('hit');

  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  await admin.post('/next/api/auth/signin', {
    data: { email: 'admin@demo.wordhive.test', password: 'demo-password' },
    headers: { origin: baseURL! },
  });
  const item = await admin.post('/next/api/nav-links', {
    data: { name: 'Cache probe', location: 'sub', tags: 'admin' },
    headers: { origin: baseURL! },
  });
  expect(item.status()).toBe(201);
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss');
  await admin.delete('/next/api/nav-links', {
    data: { id: (await item.json()).item.nav_item_id },
    headers: { origin: baseURL! },
  });
  await admin.dispose();
});

test('signed-in pages are never cached', async ({ page, baseURL }) => {
  await page.request.post('/next/api/auth/signin', {
    data: { email: 'outsourcer@demo.wordhive.test', password: 'demo-password' },
    headers: { origin: baseURL! },
  });
  const res = await page.request.get('/about');
  expect(res.headers()['x-page-cache']).toBeUndefined();
  expect(await res.text()).toContain('Priya');
});
