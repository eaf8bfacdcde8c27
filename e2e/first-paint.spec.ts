/**
 * A page shows its server-rendered HTML without waiting for any of its code, which it asks for only
 * once painted (issue 18: on a phone, scripts linked in the document compete with the stylesheet,
 * and a browser that has them at hand runs them, hydration included, before its first paint).
 */
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from './fixtures.ts';

test('the document links no script of its own: its loader adds them, the page’s own chunks with the entry', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toMatch(/"\/assets\/entry-client-[^"]+\.js"/);
  expect(html).toMatch(/"\/assets\/home-page-[^"]+\.js"/);
});

test('a page reads and links before its scripts arrive, then hydrates with the page’s code preloaded', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await page.goto('/directory?service=translators', { waitUntil: 'commit' });
  // The entry and the directory page's chunk are asked for at once, not one import after another.
  await expect.poll(() => asked.some((p) => p.includes('/entry-client-'))).toBe(true);
  await expect.poll(() => asked.some((p) => p.includes('/directory-page-'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /view profile/i }).first()).toHaveAttribute('href', /^\/profile\//);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
});

test('what a visitor types before the page’s code arrives is what the form sends', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/session/signin', { waitUntil: 'commit' });
  // A password manager, or a quick visitor, fills the server-rendered fields.
  await page.getByLabel('Email').fill(DEMO.interpreter);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.interpreter);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  const session = (await (await page.request.get('/next/api/auth/session')).json()) as {
    user: { name: string } | null;
  };
  expect(session.user?.name).toBe('Jonas Weber');
});

test('pointing at a link starts loading the code of the page it leads to, before the click', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/session/signin');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(asked.filter((path) => path.includes('/account-link-pages-'))).toEqual([]);
  const forgotPageCode = page.waitForRequest((request) => request.url().includes('/account-link-pages-'));
  await page.getByRole('link', { name: 'Forgot your password?' }).hover();
  await forgotPageCode;
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});

// The first Intl formatter or collator of a page costs the browser 30 to 60 ms in one task, four times
// more on a phone: the page hydrates with the text the server formatted (decision 042).
test('a page hydrates with the server’s numbers, dates and sorted lists, building no Intl formatter', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { builtBeforeHydration: string[] }).builtBeforeHydration = built;
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
      const real = Intl[kind];
      Intl[kind] = new Proxy(real, {
        construct(target, args) {
          if (!document.documentElement.dataset.hydrated) built.push(kind);
          return Reflect.construct(target, args);
        },
      }) as never;
    }
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.context().addCookies([{ name: 'site_lang', value: 'deu', url: baseURL! }]);
  await signInAs(page, 'translator');
  // The home page's figures, the directory's counts and sorted services, a profile's dates and rates.
  for (const path of ['/', '/directory?service=translators', '/profile/7']) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(
      await page.evaluate(() => (window as unknown as { builtBeforeHydration: string[] }).builtBeforeHydration),
      path,
    ).toEqual([]);
  }
  // No hydration mismatch: React reports one as an error in the console.
  expect(errors).toEqual([]);
});
