/**
 * Managed services (issue 15): a visitor asks for a quote, and member services
 * read it on their desk and mark it handled; the page in Hebrew on a phone.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, test } from './fixtures.ts';

test('a visitor requests a quote, and member services mark it handled', async ({ page, browser }) => {
  await page.goto('/managed-services');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await page.getByLabel('Your name').fill('Viktor Visitor');
  await page.getByLabel('Email address').fill('viktor.visitor@example.com');
  await page.getByLabel('Translate from').selectOption('deu');
  await page.getByLabel('Into (one or more)').selectOption('eng');
  await page.getByLabel('Into (one or more)').selectOption('fra');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Translation' });
  await page.getByLabel('Volume (optional)').fill('8000');
  await page.getByLabel('About the project').fill('Product catalogue for a furniture maker, with price lists.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'member services will reply to viktor.visitor@example.com' }).first(),
  ).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  const staff = await pageOfItsOwn(browser);
  await signInAs(staff, 'staff');
  await staff.goto('/member-services');
  const request = staff.getByRole('article').filter({ hasText: 'Viktor Visitor' });
  await expect(request.getByText('Product catalogue for a furniture maker')).toBeVisible();
  await expect(request.getByRole('link', { name: /viktor\.visitor@example\.com/ })).toHaveAttribute(
    'href',
    'mailto:viktor.visitor@example.com',
  );
  await request.getByRole('button', { name: /^Mark handled\s*: Viktor Visitor$/ }).click();
  await expect(staff.getByRole('article').filter({ hasText: 'Viktor Visitor' })).toHaveCount(0);
  await staff.goto('/member-services?state=handled');
  await expect(
    staff
      .getByRole('article')
      .filter({ hasText: 'Viktor Visitor' })
      .getByText(/Handled by Wordhive Team/),
  ).toBeVisible();
  expect((await axeOn(staff).analyze()).violations).toEqual([]);

  // Members have no desk.
  const member = await pageOfItsOwn(browser);
  await signInAs(member, 'translator');
  expect((await member.goto('/member-services'))?.status()).toBe(404);
});

test('the managed services page in Hebrew on a phone, right to left and axe-clean', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  await phone.goto('/managed-services');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'שירותים מנוהלים', level: 1 })).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await context.close();
});

test('in Hebrew a request reads from its source to its targets, right to left, even in Latin codes', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await signInAs(page, 'staff');
  await page.goto('/member-services');
  const line = page.getByRole('article').filter({ hasText: 'Henrik Lund' }).getByText(/eng/);
  await expect(line).toBeVisible();
  // Where each code is drawn: the source's on the right of the first target's, and the arrow points from it.
  const left = (needle: string) =>
    line.evaluate((element, text) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`${text} not found`);
    }, needle);
  expect(await left('eng')).toBeGreaterThan(await left('←'));
  expect(await left('←')).toBeGreaterThan(await left('deu'));
});
