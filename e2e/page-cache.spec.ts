/** Anonymous pages are rendered once every few seconds; every answer still gets its own CSP nonce. */
import { expect, test } from './fixtures.ts';

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

test('an anonymous page is served from the cache with a fresh nonce each time', async ({ request }) => {
  const path = `/about?cache-test=${Date.now()}`;
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [n1, n2] = [
    nonceOf(first.headers()['content-security-policy']!),
    nonceOf(second.headers()['content-security-policy']!),
  ];
  expect(n1).toBeTruthy();
  expect(n1).not.toBe(n2);
  const html = await second.text();
  expect(html).toContain(`nonce="${n2}"`);
  expect(html).not.toContain(`nonce="${n1}"`);
  expect(html).not.toContain('__WORDHIVE_CSP_NONCE__');
});

test('a change anywhere drops the cached pages', async ({ request, baseURL }) => {
  const path = `/about?cache-test=change-${Date.now()}`;
  await request.get(path);
  expect((await request.get(path)).headers()['x-page-cache']).toBe('hit');
  const signup = await request.post('/next/api/auth/signup', {
    data: { email: `cache-${Date.now()}@example.com`, password: 'cache test password', name: 'Cache Test' },
    headers: { origin: baseURL! },
  });
  expect(signup.status()).toBe(201);
  await request.post('/next/api/session/logout', { headers: { origin: baseURL! } });
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss');
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
