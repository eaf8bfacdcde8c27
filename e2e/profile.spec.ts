import { AxeBuilder } from '@axe-core/playwright';
import { expect, signInAs, signUpFresh, test } from './fixtures.ts';

test('a client reads a translator’s profile top-down, server-rendered and indexable', async ({ page }) => {
  const res = await page.goto('/profile/6');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Sofia Almeida · Translator · Wordhive');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Almeida' })).toBeVisible();
  await expect(page.getByText('Lisbon, Portugal')).toBeVisible();
  for (const section of [
    'Language pairs',
    'Services',
    'Fields of expertise',
    'Rates',
    'Feedback from clients and colleagues',
    'Credentials',
    'Portfolio',
    'Project history',
    'Contact',
    'Calendar',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  // Pairs are compact chips with the full names for screen readers.
  const pairs = page.getByRole('region', { name: 'Language pairs' });
  await expect(pairs.getByText('Portuguese to English')).toBeAttached();
  await expect(pairs.getByText('PT', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rates' }).getByText('€0.12')).toBeVisible();
  // Groups without data are left out: Sofia is in no interpreter pool.
  await expect(page.getByRole('heading', { name: 'Interpreter pools' })).toHaveCount(0);

  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/profile\/6$/);
  const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Person',
    name: 'Sofia Almeida',
    address: { addressLocality: 'Lisbon', addressCountry: 'PT' },
  });
  expect(JSON.stringify(jsonLd)).not.toContain('346 0719');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
});

test('a company profile is described as an organisation', async ({ page }) => {
  await page.goto('/profile/8');
  await expect(page.getByRole('heading', { level: 1, name: 'LinguaBridge Translations' })).toBeVisible();
  await expect(page.getByText('All 19 language pairs').first()).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Organization');
});

test('long lists fold away and open on demand', async ({ page }) => {
  await page.goto('/profile/6');
  const feedback = page.getByRole('region', { name: 'Feedback from clients and colleagues' });
  await expect(feedback.getByText('Daniel Costa, Atlântico Seguros')).toBeHidden();
  await feedback.getByText('Show all (5)').click();
  await expect(feedback.getByText('Daniel Costa, Atlântico Seguros')).toBeVisible();
});

test('the calendar moves month by month through the URL', async ({ page }) => {
  await page.goto('/profile/6');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const nextName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next);
  await calendar.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${next.toISOString().slice(0, 7)}`));
  await expect(calendar.locator('[aria-live]')).toHaveText(nextName);
  await calendar.getByRole('link', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${now.toISOString().slice(0, 7)}`));
});

test('an unknown member is a 404 page', async ({ page }) => {
  const res = await page.goto('/profile/987654');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/profile/not-a-number'))?.status()).toBe(404);
});

test('/profile sends a visitor to sign in and shows a member their own profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth/signin?callback_url=%2Fprofile');
  await signInAs(page, 'interpreter');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Weber' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Interpreter pools' })).toBeVisible();
});

test('the profile page in Hebrew reads right to left', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await page.goto('/profile/6');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', /he/);
  await expect(page.getByRole('heading', { level: 2, name: 'צמדי שפות' })).toBeVisible();
  // Language names and the pair's spoken form are Hebrew too.
  await expect(page.getByRole('region', { name: 'צמדי שפות' }).getByText('מפורטוגזית לאנגלית')).toBeAttached();
  // The main column sits on the right in right-to-left.
  const main = page.getByRole('main');
  const about = await main.getByRole('heading', { level: 2, name: 'אודות' }).boundingBox();
  const contact = await main.getByRole('heading', { level: 2, name: 'יצירת קשר' }).boundingBox();
  expect(about!.x).toBeGreaterThan(contact!.x);
});

test('a member edits their gender and pronouns', async ({ page }) => {
  await signUpFresh(page, 'translator');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit gender and pronouns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gender and pronouns' });
  await dialog.getByLabel('Gender').selectOption('non_binary');
  await dialog.getByLabel('Pronouns').fill('they/them');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gender and pronouns updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Non-binary · they/them')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Non-binary · they/them')).toBeVisible();
});

test('nobody else gets the gender and pronouns editor', async ({ page }) => {
  await signInAs(page, 'interpreter');
  await page.goto('/profile/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Almeida' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit gender and pronouns' })).toHaveCount(0);
});
