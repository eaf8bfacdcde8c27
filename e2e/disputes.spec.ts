/**
 * Disputes of held money (issue 53, docs/decisions/101): a client disputes part of a card payment,
 * the translator answers, staff read the case file and split it, and each side reads the decision
 * and the figures it left. Staff's queue and a dispute's page in Hebrew on a phone.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

test('a client disputes part of a payment, the translator answers, staff split it, and both read the figures', async ({
  page,
  browser,
}) => {
  const translator = await signUpFresh(page, 'translator', 'Tilda Answers');
  const client = await pageOfItsOwn(browser);
  await signUpFresh(client, 'outsourcer', 'Conrad Claims');

  // €100.00 by card: the client pays €103.20 with the card fee.
  await client.goto(`/payments/new?payee=${translator.entityId}`);
  await client.getByLabel('Amount').fill('100');
  await client.getByLabel('What is it for').fill('Translation of a product catalogue');
  await client.getByRole('button', { name: 'Pay €103.20' }).click();
  await expect(client.getByRole('heading', { name: /^Payment \d+$/ })).toBeVisible();
  const paymentUrl = client.url();
  const paymentId = paymentUrl.split('/').at(-1);

  // The client disputes €40 of it: the form says who answers and when staff decide.
  await client.getByRole('button', { name: 'Dispute this payment' }).click();
  await expect(
    client.getByText('Tilda Answers has 5 days to answer, then staff decide.', { exact: false }),
  ).toBeVisible();
  await client.getByLabel('Amount to get back (EUR)').fill('40');
  await client.getByLabel('What went wrong').fill('short');
  await client.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(client.getByLabel('What went wrong')).toHaveAccessibleDescription(
    'Say what happened in at least 10 characters.',
  );
  await client.getByLabel('What went wrong').fill('Two of the five chapters were not revised at all.');
  await client.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(client.getByText('The dispute is open. The money stays held until staff decide.')).toBeVisible();
  const panel = client.getByRole('region', { name: 'Dispute' });
  await expect(panel.getByText(/^Waiting for Tilda Answers’s answer until /)).toBeVisible();
  await expect(panel.getByText('Conrad Claims claims €40.00')).toBeVisible();
  await expect(client.getByText('Disputed', { exact: true }).first()).toBeVisible();
  // Disputed once: the button is gone.
  await expect(client.getByRole('button', { name: 'Dispute this payment' })).toHaveCount(0);
  expect((await axeOn(client).analyze()).violations).toEqual([]);

  // The translator is told, reads the claim and answers.
  await page.goto(paymentUrl);
  const hers = page.getByRole('region', { name: 'Dispute' });
  await expect(hers.getByText('Two of the five chapters were not revised at all.')).toBeVisible();
  await hers.getByLabel('Your side of the story').fill('All five chapters were revised; the tracked changes show it.');
  await hers.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText('Your answer was sent to staff.')).toBeVisible();
  await expect(hers.getByText('Answered: staff will decide')).toBeVisible();

  // Staff find it in their queue, read the case file and split it: €25 back to the client.
  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto('/admin/payments');
  await admin.getByRole('link', { name: `Payment ${paymentId}`, exact: true }).click();
  const staffPanel = admin.getByRole('region', { name: 'Dispute' });
  await expect(staffPanel.getByText('Case file', { exact: true })).toBeVisible();
  await expect(staffPanel.getByText('This payment is not tied to a job.')).toBeVisible();
  await expect(staffPanel.getByLabel('Outcome')).toHaveValue('split');
  await staffPanel.getByLabel('Back to the payer (EUR)').fill('25');
  await staffPanel.getByLabel('Reason, shown to both members').fill('Two chapters show few tracked changes.');
  await staffPanel.getByRole('button', { name: 'Decide', exact: true }).click();
  await expect(admin.getByText('Decided. Both members were told.')).toBeVisible();
  expect((await axeOn(admin).analyze()).violations).toEqual([]);

  // The client: €25.00 back and the card fee's share of it (a quarter of €3.20).
  await client.reload();
  await expect(client.getByText('€25.00 goes back to the payer; the rest goes to the payee.')).toBeVisible();
  await expect(client.getByText('Two chapters show few tracked changes.')).toBeVisible();
  await expect(client.getByText('€25.80')).toBeVisible();
  // The translator: €75.00 released, less the 5 % service fee on it.
  await page.goto('/payments');
  await expect(page.getByTestId('available-EUR')).toHaveText('€71.25');
  await expect(page.getByTestId('pending-EUR')).toHaveText('€0.00');
});

test('staff read a dispute waiting for them in Hebrew on a phone, right to left and axe-clean', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  await signInAs(phone, 'admin');
  await phone.goto('/admin/payments');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const queue = phone.getByRole('heading', { name: 'מחלוקות' });
  await expect(queue).toBeVisible();
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  // The seeded one: LinguaBridge disputes half of Jonas Weber's two-day booking; he answered.
  await phone.getByRole('listitem').filter({ hasText: 'Jonas Weber' }).getByRole('link').click();
  const panel = phone.getByRole('region', { name: 'מחלוקת' });
  await expect(panel.getByText('נענתה: הצוות יכריע')).toBeVisible();
  await expect(panel.getByText('תיק', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'הכרעה', exact: true })).toBeVisible();
  // Nothing of the panel reaches past the phone's width.
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect((await axeOn(phone).analyze()).violations).toEqual([]);
  await context.close();
});
