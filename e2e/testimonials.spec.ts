/**
 * Testimonials (issue 15): a member writes one, an admin publishes it from the
 * moderation queue, and it shows on the public page; the page in Hebrew on a
 * phone, axe-clean.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

test('a testimonial is written, published by an admin, and shown', async ({ page, browser }) => {
  await signUpFresh(page, 'translator', 'Tomasz Testimon');
  await page.goto('/testimonials');
  const text = 'The opportunities board brought me two regular agency clients within a month.';
  // The form's schema loads when it is first sent: offline, the member is told, and it works once back.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.route('**/assets/testimonials-schemas-*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('An unexpected error occurred')).toBeVisible();
  await page.unroute('**/assets/testimonials-schemas-*.js');
  // Sent with the keyboard, the form's errors take the focus to the first field to fix.
  await page.getByRole('button', { name: 'Send for review' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Choose what your testimonial is about.')).toBeVisible();
  await expect(page.getByLabel('What is it about?')).toBeFocused();
  await page.getByLabel('What is it about?').selectOption('jobs');
  await page.getByLabel('Your testimonial').fill(text);
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thank you: our team will read it soon.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your testimonials' });
  await expect(mine.getByText('Waiting for review')).toBeVisible();
  // Not public yet.
  const list = page.getByRole('region', { name: /testimonials$/ }).first();
  await expect(list.getByText(text)).toHaveCount(0);

  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto('/admin/testimonials');
  const item = admin.getByRole('article').filter({ hasText: text });
  await item.getByRole('button', { name: /^Publish\s*: Tomasz Testimon$/ }).click();
  await expect(admin.getByText('Saved; the author is told.')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  expect((await axeOn(admin).analyze()).violations).toEqual([]);

  await page.goto('/testimonials?type=jobs');
  await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
  await expect(mine.getByText('Published')).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});

test('the filters keep their submit button once the page runs: it shows to the keyboard that reaches it', async ({
  page,
}) => {
  await page.goto('/testimonials');
  const filters = page.getByRole('form', { name: 'Filter the testimonials' });
  const apply = filters.getByRole('button', { name: 'Show' });
  await expect(apply).toHaveCount(1);
  await page.getByLabel('Order').focus();
  await page.keyboard.press('Tab');
  await expect(apply).toBeFocused();
  await expect(apply).toBeInViewport();
});

test('the testimonials page in Hebrew on a phone, right to left and axe-clean', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  await phone.goto('/testimonials?language=heb');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'המלצות', level: 1 })).toBeVisible();
  await expect(phone.getByRole('article')).toHaveCount(1);
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await context.close();
});
