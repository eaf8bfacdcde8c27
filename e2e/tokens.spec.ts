/**
 * A member makes a personal access token on the account page (typing the password again), a script
 * uses it, the member revokes it.
 */

import { axeOn } from './axe.ts';
import { expect, signUpFresh, test } from './fixtures.ts';

test('make a token, call the API with it, revoke it', async ({ page, playwright, baseURL }) => {
  const { entityId } = await signUpFresh(page, 'translator');
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Create token' });
  await form.getByLabel('Token name').fill('OmegaT on my laptop');
  // A session left open is not enough: the token asks for the password again.
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Enter your current password')).toBeVisible();
  await form.getByLabel('Current password').fill('not my password');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('This is not your current password')).toBeVisible();
  await form.getByLabel('Current password').fill('e2e-password-123');
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = await page.getByLabel(/Your new token “OmegaT on my laptop”/).inputValue();
  expect(secret).toMatch(/^whp_[\w-]{43}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'OmegaT on my laptop' })).toBeVisible();

  const script = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const own = await script.get(`/next/api/user/favorites?entityId=${entityId}`);
  expect(own.status()).toBe(200);
  // profile:read only: no writes, and never a page.
  expect((await script.post('/next/api/user/gender-pronouns', { data: { gender: 'woman' } })).status()).toBe(403);
  expect((await script.get('/account')).status()).toBe(403);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Revoke: OmegaT on my laptop' }).click();
  await expect(page.getByText('You have no tokens.')).toBeVisible();
  expect((await script.get(`/next/api/user/favorites?entityId=${entityId}`)).status()).toBe(401);
  await script.dispose();
});

for (const [locale, theme] of [
  ['eng', 'light'],
  ['heb', 'dark'],
] as const) {
  test(`the account page and the new account pages pass axe (${locale}, ${theme})`, async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: 'site_lang', value: locale, url: baseURL! },
      { name: 'theme', value: theme, url: baseURL! },
    ]);
    for (const path of [
      '/session/check-email?for=signup',
      '/session/forgot',
      '/session/confirm?token=x',
      '/help-center/api',
    ]) {
      await page.goto(path);
      const axe = await axeOn(page).include('main').analyze();
      expect(axe.violations, path).toEqual([]);
    }
    await signUpFresh(page, 'translator');
    await page.goto('/account');
    expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'heb' ? 'rtl' : 'ltr');
    const axe = await axeOn(page).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });
}
