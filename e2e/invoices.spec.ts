/**
 * Invoices a tax office accepts (issue 53, docs/decisions/110): a translator enters her legal details
 * and VAT in the Payments settings, a client pays her, and each of them downloads the invoice from the
 * payment's page, in English and then in Hebrew; pdftotext reads the file's words in reading order.
 * A payment not funded yet offers no invoice, and says when there will be one.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText, positionsInOrder } from '../test/pdf.ts';
import { expect, pageOfItsOwn, signUpFresh, test } from './fixtures.ts';

async function download(page: Page, link: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  return readFile((await file.path())!);
}
/** The words found in this order, spaces aside (pdftotext puts a right-to-left line's spaces a word off). */
const missingInOrder = (text: string, words: string[]) => {
  const flat = text.replace(/\s/g, '');
  const found = positionsInOrder(
    flat,
    words.map((w) => w.replace(/\s/g, '')),
  );
  return words.filter((_, i) => found[i] === -1);
};

test('a translator’s legal details reach the invoice her client downloads, in English and in Hebrew', async ({
  page,
  browser,
  baseURL,
}) => {
  const translator = await signUpFresh(page, 'translator', 'Inês Faturas');
  await page.goto('/payments/settings');
  await page.getByLabel('Name or company').fill('Inês Faturas Traduções');
  await page.getByLabel('Address', { exact: true }).fill('Rua Garrett 74\n1200-204 Lisboa');
  await page.getByLabel('Country of your legal address').selectOption('PT');
  // The tax ID's label follows the country: Portugal is in the EU.
  await page.getByLabel('VAT number').fill('PT215437689');
  await page.getByLabel('I am registered for VAT and charge it on my invoices').check();
  await page.getByLabel('VAT rate (%)').fill('23');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  const client = await pageOfItsOwn(browser);
  await signUpFresh(client, 'outsourcer', 'Carla Cliente');
  // A promise first: nothing to download until it is funded.
  await client.goto(`/payments/new?payee=${translator.entityId}`);
  await client.getByLabel('Amount').fill('123.00');
  await client.getByLabel('What is it for').fill('Tradução de um contrato de arrendamento');
  await client.getByRole('button', { name: 'Pay €126.87' }).click();
  await expect(client.getByRole('heading', { name: /^Payment \d+$/ })).toBeVisible();
  const documents = client.getByRole('region', { name: 'Invoices and receipts' });
  await expect(documents.getByRole('link', { name: /^Invoice INV-\d{4}-0001$/ })).toBeVisible();
  await expect(documents.getByRole('link', { name: /^Receipt RC-\d{4}-\d{4}$/ })).toBeVisible();

  const english = pdfText(await download(client, /^Invoice INV-/));
  expect(
    missingInOrder(english, [
      'Invoice',
      'Date of issue',
      'From',
      'To',
      'Inês Faturas Traduções',
      'Rua Garrett 74',
      '1200-204 Lisboa',
      'Portugal',
      'VAT number: PT215437689',
      'Carla Cliente',
      'Tradução de um contrato de arrendamento',
      'Net amount',
      '€100.00',
      'VAT 23%',
      '€23.00',
      'Total',
    ]),
    english,
  ).toEqual([]);
  expect(english).toContain('€123.00');

  // The translator reads the same invoice in Hebrew.
  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await page.goto(new URL(client.url()).pathname);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const hebrew = pdfText(await download(page, /^חשבונית INV-/));
  // Every word there with its letters in reading order ("מאת", never "תאמ"). Which way pdftotext reads
  // a whole line depends on whether the page has more Latin letters than Hebrew (here, with two Latin
  // names and a Portuguese description, it has): the order of lines is checked by the API tests.
  const flat = hebrew.replace(/\s/g, '');
  const words = ['חשבונית', 'תאריך הנפקה', 'מאת', 'אל', 'Inês Faturas Traduções', 'פורטוגל', 'מספר מע״מ אירופי'];
  expect(
    words.filter((w) => !flat.includes(w.replace(/\s/g, ''))),
    hebrew,
  ).toEqual([]);
  for (const w of ['מאת', 'חשבונית', 'פורטוגל']) expect(hebrew).not.toContain([...w].reverse().join(''));
  expect(
    missingInOrder(hebrew, [
      'חשבונית',
      'INV-',
      'תאריך הנפקה',
      'Inês Faturas Traduções',
      'Rua Garrett 74',
      'פורטוגל',
      'סה״כ',
    ]),
    hebrew,
  ).toEqual([]);
  expect(flat).toContain('PT215437689');
  expect(flat).toContain('CarlaCliente');
  expect(flat).toContain('23%');
  expect(hebrew).toContain('123.00');
  expect(hebrew).toContain('€');
});

test('a payment promised but not funded offers no invoice and says when there will be one', async ({
  page,
  browser,
}) => {
  const translator = await signUpFresh(page, 'translator', 'Paulo Prometido');
  const client = await pageOfItsOwn(browser);
  await signUpFresh(client, 'outsourcer', 'Clara Promessa');
  await client.goto(`/payments/new?payee=${translator.entityId}`);
  await client.getByLabel('Amount').fill('80.00');
  await client.getByLabel('What is it for').fill('Revisão de glossário');
  await client.getByLabel('Promise now, fund by a due date').check();
  await client
    .getByRole('textbox', { name: 'Due date' })
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await client.getByRole('button', { name: 'Send payment promise' }).click();
  await expect(client.getByRole('heading', { name: /^Payment \d+$/ })).toBeVisible();
  await expect(client.getByText('The invoice is issued once the payment is funded.')).toBeVisible();
  await expect(client.getByRole('link', { name: /Invoice/ })).toHaveCount(0);
});
