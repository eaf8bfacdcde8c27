/**
 * Networking walls (issue 15): a member posts a profile on a wall, filters the
 * wall, and an admin withdraws the profile from the wall manager; the walls in
 * Hebrew on a phone, and the embedded view without header or footer, all
 * axe-clean.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

const WALL = 'Booth partners wanted';

test('a member posts a profile on a wall, and an admin withdraws it', async ({ page, browser }) => {
  await signUpFresh(page, 'interpreter', 'Wanda Wallpost');
  await page.goto('/networking');
  await page.getByRole('link', { name: new RegExp(`^Open the wall\\s*: ${WALL}$`) }).click();
  await expect(page.getByRole('heading', { name: WALL, level: 1 })).toBeVisible();

  const headline = 'Spanish/English interpreter looking for a booth partner in Madrid';
  await page.getByRole('button', { name: 'Post my profile' }).click();
  await expect(page.getByText('Say in a line what you offer or look for.')).toBeVisible();
  await page.getByLabel('Headline').fill(headline);
  await page.getByLabel('You are looking for').selectOption('partners');
  await page.getByRole('button', { name: 'Post my profile' }).click();
  await expect(page.getByText('Your profile is on the wall.')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Wanda Wallpost' });
  await expect(card.getByText(headline)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw my profile' })).toBeVisible();

  // Filters narrow the wall at once, and clear again.
  await page.getByLabel('Looking for', { exact: true }).selectOption('mentoring');
  await expect(page.getByText('No profile matches these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(card).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // The admin edits it in the wall manager (a headline that broke the rules, say), then withdraws it.
  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto('/admin/networking-walls');
  const wall = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: WALL }) });
  await wall.getByRole('button', { name: 'Profiles' }).click();
  await wall.getByRole('button', { name: /^Edit\s*: Wanda Wallpost$/ }).click();
  const editor = wall.getByRole('form', { name: 'Edit Wanda Wallpost’s profile' });
  await expect(editor.getByLabel('Headline')).toHaveValue(headline);
  await editor.getByLabel('Headline').fill('Spanish/English interpreter, booth partner wanted in Madrid');
  await editor.getByRole('button', { name: 'Save the profile' }).click();
  await expect(admin.getByText('Saved.')).toBeVisible();
  await expect(wall.getByText('Spanish/English interpreter, booth partner wanted in Madrid')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Spanish/English interpreter, booth partner wanted in Madrid')).toBeVisible();
  await wall.getByRole('button', { name: /^Withdraw\s*: Wanda Wallpost$/ }).click();
  await expect(wall.getByRole('button', { name: /^Put back\s*: Wanda Wallpost$/ })).toBeVisible();
  expect((await axeOn(admin).analyze()).violations).toEqual([]);

  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Wanda Wallpost' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Post my profile' })).toBeVisible();
});

test('the walls in Hebrew on a phone, and the embedded view without header or footer', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  await phone.goto('/networking');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'לוחות נטוורקינג', level: 1 })).toBeVisible();
  // A description written in English is a paragraph left to right, aligned as it reads.
  const description = phone.getByText('Members who give their time to non-profits');
  expect(await description.evaluate((p) => [p.tagName, getComputedStyle(p).direction])).toEqual(['P', 'ltr']);
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await phone.goto('/networking/lisbon-legal-translation-summit');
  await expect(phone.getByRole('heading', { name: 'הפרופיל שלכם בלוח הזה' })).toBeVisible();
  await expect(phone.getByRole('article').filter({ hasText: 'Sofia Almeida' })).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  // The wall's event leads to the event's own page.
  await phone
    .getByRole('main')
    .getByRole('link', { name: 'Lisbon Legal Translation Summit 2026', exact: true })
    .click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Lisbon Legal Translation Summit 2026');
  await expect(phone.getByRole('link', { name: 'כל האירועים' })).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);

  const embed = await phone.goto('/networking/embed/lisbon-legal-translation-summit');
  expect(embed?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(embed?.headers()['x-frame-options']).toBeUndefined();
  await expect(phone.getByRole('article').filter({ hasText: 'Sofia Almeida' })).toBeVisible();
  await expect(phone.getByRole('banner')).toHaveCount(0);
  await expect(phone.getByRole('contentinfo')).toHaveCount(0);
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await context.close();
});
