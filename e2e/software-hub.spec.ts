/**
 * The software hub (issue 15): a translator who lists OmegaT on their profile
 * reviews it on the OmegaT page, an admin publishes the review, and it shows
 * with the tool's users; the hub and the OmegaT page in Hebrew on a phone.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

test('a member who uses OmegaT reviews it, and an admin publishes the review', async ({ page, browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const me = await signUpFresh(page, 'translator', 'Olga Omegat');
  await page.goto('/omegat');
  await expect(page.getByText('Add this tool to your profile’s software to review it.')).toBeVisible();
  const saved = await page.request.put(`/next/api/user/softwares?entityId=${me.entityId}`, {
    data: { softwareIds: [3] },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'OmegaT', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What it does' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Give 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  const pros = 'Project folders are plain files, and the alignment tool built my first memory in an afternoon.';
  await page.getByLabel('What works well').fill(pros);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thank you: our team will read it soon.')).toBeVisible();
  await expect(page.getByText('Waiting for review')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(pros)).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto('/admin/testimonials');
  const item = admin.getByRole('article').filter({ hasText: pros });
  await item.getByRole('button', { name: /^Publish\s*: Olga Omegat$/ }).click();
  await expect(admin.getByText('Saved; the author is told.')).toBeVisible();

  await page.reload();
  await expect(reviews.getByText(pros)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Members who use it' }).getByRole('link', { name: /Olga Omegat/ }),
  ).toBeVisible();
});

test('the software hub and the OmegaT page in Hebrew on a phone, right to left and axe-clean', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  await phone.goto('/software-hub?kind=subtitle');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'מרכז התוכנות', level: 1 })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Subtitle Edit' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'OmegaT' })).toHaveCount(0);
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await phone.goto('/omegat');
  await expect(phone.getByRole('heading', { name: 'מה הוא עושה' })).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await context.close();
});
