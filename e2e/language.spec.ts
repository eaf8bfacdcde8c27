import type { BrowserContext, Page } from '@playwright/test';
import { expect, signUpFresh, test } from './fixtures.ts';

const DAY_S = 24 * 3600;

async function siteLangCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'site_lang');
}

/** Days from now until the cookie expires. */
const daysLeft = (expires: number) => Math.round((expires - Date.now() / 1000) / DAY_S);

/** Picks a language in the footer selector and waits for the reload the change ends with. */
async function chooseLanguage(page: Page, selectorLabel: string, lang: string) {
  const tracked = page.waitForResponse(
    (r) => r.url().includes('/next/api/track-click') && r.url().includes(`type_specific_id=${lang}`),
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('combobox', { name: selectorLabel }).selectOption(lang);
  expect((await tracked).status()).toBe(200);
  await reloaded;
}

test('a visitor switches to Hebrew: the page turns right-to-left and stays so; English turns it back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
  // Every language by its own name and its ISO 639-3 code.
  const options = await page
    .getByRole('contentinfo')
    .getByRole('combobox', { name: 'Language' })
    .locator('option')
    .allTextContents();
  expect(options).toEqual([
    'Deutsch (deu)',
    'English (eng)',
    'Español (spa)',
    'Français (fra)',
    'עברית (heb)',
    'Italiano (ita)',
    'Português (por)',
  ]);

  await chooseLanguage(page, 'Language', 'heb');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'המקום שבו אנשי מקצוע בתחום השפה פוגשים את הלקוחות שלהם',
  );
  // The layout mirrors: the logo moves to the right-hand side.
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Wordhive' }).first().boundingBox();
  expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  const cookie = await siteLangCookie(context);
  expect(cookie?.value).toBe('heb');
  expect(daysLeft(cookie!.expires)).toBe(365);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('מרכז העזרה');

  await chooseLanguage(page, 'שפה', 'eng');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
  const logoAfter = await page.getByRole('banner').getByRole('link', { name: 'Wordhive' }).first().boundingBox();
  expect(logoAfter!.x).toBeLessThan(page.viewportSize()!.width / 2);
});

test('the choice is saved for a signed-in member and comes back on a new sign-in', async ({ page, context }) => {
  const { email } = await signUpFresh(page);
  await page.goto('/');
  const saved = page.waitForResponse((r) => r.url().endsWith('/next/api/sitelang/change'));
  await chooseLanguage(page, 'Language', 'heb');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // A new browser: no cookies at all, so the page is English until the member signs in.
  await context.clearCookies();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const signin = await page.request.post('/next/api/auth/signin', {
    data: { email, password: 'e2e-password-123' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signin.status()).toBe(200);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  // The server remembered the saved language in the cookie, for 30 days.
  const cookie = await siteLangCookie(context);
  expect(cookie?.value).toBe('heb');
  expect(daysLeft(cookie!.expires)).toBe(30);
});
