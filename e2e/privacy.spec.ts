import type { Browser } from '@playwright/test';
import { axeOn } from './axe.ts';
import { expect, signInAs, test } from './fixtures.ts';

const JONAS_PHONE = '+49 30 2471 5590';

async function anonymousSees(browser: Browser, baseURL: string, text: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/profile/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Jonas Weber' })).toBeVisible();
  const count = await page.getByText(text).count();
  await context.close();
  return count > 0;
}

test('a member hides their phone from everyone; the owner still sees it', async ({ page, browser, baseURL }) => {
  // Jonas shows his phone to everyone.
  expect(await anonymousSees(browser, baseURL!, JONAS_PHONE)).toBe(true);

  await signInAs(page, 'interpreter');
  await page.goto('/profile/7');
  await page.getByRole('link', { name: 'Privacy Settings' }).click();
  await expect(page).toHaveURL(/privacy=open/);
  const dialog = page.getByRole('dialog', { name: 'Privacy Settings' });
  const phone = dialog.getByRole('group', { name: 'Phone' });
  await expect(phone.getByText('Who can see your phone number')).toBeVisible();
  await expect(phone.getByLabel('Everyone')).toBeChecked();
  await phone.getByText('No one').click();

  const confirm = page.getByRole('alertdialog', { name: 'Confirm Privacy Setting Update' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Phone privacy setting updated successfully')).toBeVisible();
  await expect(phone.getByLabel('No one')).toBeChecked();

  expect(await anonymousSees(browser, baseURL!, JONAS_PHONE)).toBe(false);
  await page.goto('/profile/7');
  await expect(page.getByText(JONAS_PHONE)).toBeVisible();
  await expect(page.getByText('(Visible to: No one)').first()).toBeVisible();

  // Back as it was, for anyone reading Jonas's profile after this test.
  const res = await page.request.post('/next/api/user/preferences?entityId=7', {
    data: { category: 'privacy', prefName: 'contact_phone_visible', value: 'y' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
});

test('cancelling the confirmation changes nothing', async ({ page }) => {
  await signInAs(page, 'translator');
  await page.goto('/profile/6?privacy=open');
  const dialog = page.getByRole('dialog', { name: 'Privacy Settings' });
  const email = dialog.getByRole('group', { name: 'Email' });
  await expect(email.getByLabel('No one')).toBeChecked();
  await email.getByText('Everyone').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(email.getByLabel('No one')).toBeChecked();
  const axe = await axeOn(page).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);
});

test('another member opening someone’s privacy settings gets Access Denied', async ({ page }) => {
  await signInAs(page, 'outsourcer');
  await page.goto('/profile/6?privacy=open');
  const dialog = page.getByRole('dialog', { name: 'Access Denied' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You don't have permission to edit privacy settings for this profile.")).toBeVisible();
  expect(await dialog.locator('dl > *').allTextContents()).toEqual([
    'entityId',
    '6',
    'entity_id',
    '9',
    'is_admin',
    'false',
    'is_pseudo',
    'false',
  ]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).not.toHaveURL(/privacy=open/);
});

test('an admin may open any member’s privacy settings', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/profile/8?privacy=open');
  const dialog = page.getByRole('dialog', { name: 'Privacy Settings' });
  await expect(dialog.getByRole('group', { name: 'Agency Name' })).toBeVisible();
  await expect(dialog.getByRole('group')).toHaveCount(11);
});
