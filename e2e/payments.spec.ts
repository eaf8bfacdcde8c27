/**
 * Wordhive Pay (issue 16): a client pays a translator by card, the translator
 * sees it pending, then available once released, adds a payout method and
 * withdraws it, and both sides' lists agree. The about page in Hebrew on a
 * phone, and the Payments section axe-clean.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signUpFresh, test } from './fixtures.ts';

test('a client pays a translator, who sees it pending, then available, and withdraws it', async ({ page, browser }) => {
  const translator = await signUpFresh(page, 'translator', 'Tessa Paidwell');
  const client = await pageOfItsOwn(browser);
  await signUpFresh(client, 'outsourcer', 'Carl Payswell');

  // The client pays from the translator's profile: 120.00 EUR by card, held until released.
  await client.goto(`/profile/${translator.entityId}`);
  await client.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'Pay Tessa Paidwell' })).toBeVisible();
  await client.getByLabel('Amount').fill('120.00');
  await client.getByLabel('What is it for').fill('Translation of a rental contract');
  await expect(client.getByText('You pay €123.78')).toBeVisible();
  await client.getByRole('button', { name: 'Pay €123.78' }).click();
  await expect(client.getByRole('heading', { name: /^Payment \d+$/ })).toBeVisible();
  await expect(client.getByText('Funded', { exact: true }).first()).toBeVisible();

  // The translator: pending, nothing available yet.
  const tabs = page.getByRole('navigation', { name: 'Payments' });
  await page.goto('/payments');
  await expect(page.getByTestId('pending-EUR')).toHaveText('€120.00');
  await expect(page.getByTestId('available-EUR')).toHaveText('€0.00');
  // This server holds nothing (PAY_HOLD_DAYS=0): the page says so, not "0 days after release".
  await expect(page.getByText('Released payments can be withdrawn at once.')).toBeVisible();
  await tabs.getByRole('link', { name: 'Pending' }).click();
  await expect(page.getByRole('link', { name: 'Carl Payswell' })).toBeVisible();

  // The client releases it.
  client.once('dialog', (dialog) => dialog.accept());
  await client.getByRole('button', { name: 'Release payment' }).click();
  await expect(client.getByText('Payment released.')).toBeVisible();
  await expect(client.getByText('Paid', { exact: true }).first()).toBeVisible();

  // Available, less the 5 % service fee.
  await page.goto('/payments');
  await expect(page.getByTestId('available-EUR')).toHaveText('€114.00');
  await expect(page.getByTestId('pending-EUR')).toHaveText('€0.00');
  // Her year by month: this month's income last, the eleven months before it at nothing.
  const byMonth = page.getByRole('table', { name: 'Income by month' }).locator('tbody tr');
  await expect(byMonth).toHaveCount(12);
  const thisMonth = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(byMonth.last()).toHaveText(`${thisMonth}€114.00`);
  await expect(byMonth.first()).toHaveText(/€0\.00$/);

  // A payout method, then the withdrawal of all of it.
  await tabs.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Kind').selectOption('paypal');
  await page.getByLabel('PayPal email').fill('tessa.paidwell@example.com');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove PayPal t•••@example.com' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Overview' }).click();
  await page.getByLabel('Amount').fill('114');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal sent: €114.00.')).toBeVisible();
  await expect(page.getByTestId('available-EUR')).toHaveText('€0.00');
  await tabs.getByRole('link', { name: 'Withdrawn' }).click();
  await expect(page.getByRole('row', { name: /PayPal t•••@example\.com.*Paid out.*€114\.00/ })).toBeVisible();

  // Both sides tell the same story: the client's sent list and the translator's received list.
  await client.goto('/payments/sent');
  await expect(
    client.getByRole('row', { name: /Tessa Paidwell.*Translation of a rental contract.*Paid.*€120\.00/ }),
  ).toBeVisible();
  await page.goto('/payments/received');
  await expect(
    page.getByRole('row', { name: /Carl Payswell.*Translation of a rental contract.*Paid.*€120\.00/ }),
  ).toBeVisible();
  const axe = await axeOn(page).analyze();
  expect(axe.violations).toEqual([]);

  // Each side's activity signs only what moved its own money, fees included: the translator got €114.00
  // once (not €120.00 at each step), the client paid €123.78 once.
  const step = (p: typeof page, kind: string) => p.getByRole('listitem').filter({ hasText: kind });
  await tabs.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByText('An amount with + or − moved your money')).toBeVisible();
  await expect(step(page, 'Payment promised')).toContainText(/· Carl Payswell.*[^+−]€120\.00$/);
  await expect(step(page, 'Payment funded')).toContainText(/[^+−]€120\.00$/);
  await expect(step(page, 'Payment released')).toContainText(/\+€114\.00$/);
  await expect(step(page, 'Withdrawal')).toContainText(/−€114\.00$/);
  await tabs.getByRole('link', { name: 'Businesses' }).click();
  const payers = page.locator('section', { has: page.getByRole('heading', { name: 'Who pays you' }) });
  await expect(payers.getByRole('listitem')).toHaveText([/Carl Payswell\s*€120\.00 · 1 payment$/]);
  await client.goto('/payments/activity');
  await expect(step(client, 'Payment funded')).toContainText(/· Tessa Paidwell.*−€123\.78$/);
  await expect(step(client, 'Payment released')).toContainText(/[^+−]€120\.00$/);

  // The client's overview sums up what she paid, with the way to the list.
  await client.goto('/payments');
  const spent = client.getByRole('region', { name: 'Payments you made' });
  await expect(spent.getByRole('definition').first()).toHaveText('€120.00');
  await expect(spent.getByRole('link', { name: 'See the payments you sent' })).toBeVisible();
  expect((await axeOn(client).analyze()).violations).toEqual([]);

  // Paying her again starts from the client's own list of members she has paid.
  await client.goto('/payments/new');
  const paidBefore = client.getByRole('list', { name: 'Members you have paid' });
  await expect(paidBefore.getByRole('listitem')).toHaveText([/Tessa Paidwell\s*Translator/]);
  await paidBefore.getByRole('link', { name: 'Pay Tessa Paidwell' }).click();
  await expect(client.getByRole('heading', { name: 'Pay Tessa Paidwell' })).toBeVisible();
});

test('a client finds the member to pay by name', async ({ page }) => {
  await signUpFresh(page, 'outsourcer', 'Fiona Finder');
  const tabs = page.getByRole('navigation', { name: 'Payments' });
  await page.goto('/payments');
  await page.getByRole('link', { name: 'Pay a member' }).click();
  // Nobody paid yet: only the search (and no link to the page she is on).
  await expect(page.getByRole('heading', { name: 'Members you have paid' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay a member' })).toHaveCount(0);
  const name = page.getByRole('searchbox', { name: 'Member’s name' });
  await name.fill('qzxw nobody');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No member found for “qzxw nobody”' })).toBeVisible();
  await name.fill('Jonas Weber');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByRole('list', { name: 'Members found for “Jonas Weber”' });
  await expect(found.getByRole('listitem').first()).toContainText('Interpreter · Berlin');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await found.getByRole('link', { name: 'Pay Jonas Weber' }).click();
  await expect(page.getByRole('heading', { name: 'Pay Jonas Weber' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toBeVisible();
  await expect(tabs).toBeVisible();
});

test('a declined card or an amount that is not one changes nothing and says why', async ({ page }) => {
  await signUpFresh(page, 'outsourcer', 'Dora Declined');
  await page.goto('/payments/new?payee=6');
  await page.getByLabel('Amount').fill('fifty');
  await page.getByLabel('What is it for').fill('Proofreading');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByLabel('Amount')).toHaveAccessibleDescription(
    'Enter an amount with at most two decimals, such as 120.50.',
  );
  // An amount written with a thousands separator is read, not refused: the button totals it with the card fee.
  await page.getByLabel('Amount').fill('1,234.56');
  await expect(page.getByRole('button', { name: 'Pay €1,270.66' })).toBeVisible();
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Test card').selectOption('pm_card_chargeDeclined');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('The card was declined; nothing was charged.');
  await page.goto('/payments/sent');
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
});

test('the payments overview and the about page in Hebrew on a phone, right to left and axe-clean', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  await phone.goto('/wordhivepay/about');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'איך הכסף עובר' })).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await signUpFresh(phone, 'translator', 'Noa Levi');
  await phone.goto('/payments');
  await expect(phone.getByRole('heading', { name: 'תשלומים', level: 1 })).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await context.close();
});
