import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

test('a client finds a Portuguese → English legal translator and opens the profile', async ({ page }) => {
  await page.goto('/directory?service=translators');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a translator' })).toBeVisible();

  // The language lists are searchable: type part of a name, pick it with the keyboard.
  const source = page.getByRole('combobox', { name: 'From (source language)' });
  await source.fill('portu');
  await expect(
    page.getByRole('listbox', { name: 'From (source language)' }).getByRole('option', { name: 'Portuguese' }),
  ).toBeVisible();
  await source.press('Enter');
  await expect(source).toHaveValue('Portuguese');
  const target = page.getByRole('combobox', { name: 'Into (target language)' });
  await target.fill('engl');
  await page.getByRole('listbox', { name: 'Into (target language)' }).getByRole('option', { name: 'English' }).click();
  await page.getByLabel('Field of expertise').selectOption({ label: 'All of Law/Patents' });
  await page.getByRole('button', { name: 'Show results' }).click();

  await expect(page).toHaveURL('/directory?service=translators&source=por&target=eng&field=legal');
  await expect(page).toHaveTitle('Translators: Portuguese to English · Law/Patents · Wordhive');
  const results = page.getByRole('region', { name: 'Results' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every card names the pair, in full for screen readers.
  for (const card of await cards.all()) {
    await expect(card.getByText('Portuguese to English', { exact: true })).toBeAttached();
  }
  // Under the results, what the pair's translators ask, whatever their field.
  await expect(
    results.getByText(/^Half of the \d+ profiles that work Portuguese to English ask /).first(),
  ).toBeVisible();

  const first = cards.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('link', { name: /View profile/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('filters live in the URL: a reload, or a shared link, shows the same search', async ({ page }) => {
  const url = '/directory?service=translators&search=Almeida&source=por&target=eng&field=legal&sort=rating';
  await page.goto(url);
  const check = async () => {
    await expect(page.getByLabel('Keywords')).toHaveValue('Almeida');
    await expect(page.getByRole('combobox', { name: 'From (source language)' })).toHaveValue('Portuguese');
    await expect(page.getByRole('combobox', { name: 'Into (target language)' })).toHaveValue('English');
    await expect(page.getByLabel('Field of expertise')).toHaveValue('legal');
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    await expect(page.getByRole('heading', { level: 3, name: 'Sofia Almeida' })).toBeVisible();
  };
  await check();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await check();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(new URL(url, page.url()).href);
});

test('a client leaves out who takes no new work; a card says when a professional is available in part', async ({
  page,
}) => {
  await page.goto('/directory?service=interpreters&search=Weber');
  const jonas = page.getByRole('article').filter({ hasText: 'Jonas Weber' });
  await expect(jonas.getByText('Limited availability')).toBeVisible();

  await page.goto('/directory?service=translators');
  const count = async () => Number((await page.getByText(/^[\d,]+ results$/).textContent())!.replace(/\D/g, ''));
  const everyone = await count();
  await page.getByRole('checkbox', { name: 'Taking new work only' }).check();
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/[?&]available=1/);
  await expect(page.getByRole('checkbox', { name: 'Taking new work only' })).toBeChecked();
  await expect.poll(count).toBeLessThan(everyone);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Not taking new work' })).toHaveCount(0);
  // The business directory has no such filter: clients take no work.
  await page.goto('/business');
  await expect(page.getByRole('checkbox', { name: 'Paying members only' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Taking new work only' })).toHaveCount(0);
});

test('a typo still finds the member, and the sort order applies at once', async ({ page }) => {
  await page.goto('/directory');
  await page.getByLabel('Keywords').fill('Almieda Lisbn');
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL('/directory?search=Almieda+Lisbn');
  await expect(page.getByRole('heading', { level: 3, name: 'Sofia Almeida' })).toBeVisible();

  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL('/directory?search=Almieda+Lisbn&sort=newest');
});

test('results come 20 to a page with real links to the next ones', async ({ page }) => {
  await page.goto('/directory?service=translators');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article')).toHaveCount(20);
  await expect(results.getByText(/^Showing 1–20 of [\d,]+$/)).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  const firstName = await results.getByRole('heading', { level: 3 }).first().textContent();

  const next = pages.getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/directory?service=translators&page=2');
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await next.click();
  await expect(page).toHaveURL('/directory?service=translators&page=2');
  // The next page opens at its top, not down at the footer where the link was.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(results.getByText(/^Showing 21–40 of [\d,]+$/)).toBeVisible();
  await expect(pages.locator('[aria-current="page"]')).toContainText('2');
  await expect(results.getByRole('heading', { level: 3 }).first()).not.toHaveText(firstName!);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/directory?service=translators');

  // Crawlers get the same page without JavaScript.
  const html = await (await page.request.get('/directory?service=translators&page=2')).text();
  expect(html).toContain('Showing 21–40 of');
  expect(html).toContain('href="/directory?service=translators&amp;page=3"');
});

test('an empty result says so and offers a way out', async ({ page }) => {
  await page.goto('/directory?search=zyxwvutsrq&source=por&target=eng');
  await expect(page.getByText('No one matches all of these filters')).toBeVisible();
  // Words nobody has: the same filters without them are one click away.
  await page.getByRole('link', { name: 'Show everyone without “zyxwvutsrq”' }).click();
  await expect(page).toHaveURL('/directory?source=por&target=eng');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Clear all filters' }).last().click();
  await expect(page).toHaveURL('/directory');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(20);
});

test('a page number past the end says there is no such page and leads to the last one', async ({ page }) => {
  await page.goto('/directory?service=translators&page=400');
  await expect(page.getByText('There is no page 400')).toBeVisible();
  await expect(page.getByText('No one matches all of these filters')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Result pages' }).locator('[aria-current="page"]')).toBeVisible();
});

test('mentoring topics are named in the visitor’s language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'site_lang', value: 'fra', url: baseURL! }]);
  await page.goto('/profile/6');
  await expect(page.getByText('Traduction juridique', { exact: true })).toBeVisible();
  await expect(page.getByText('Tarifs et négociation', { exact: true })).toBeVisible();
});

test('the business directory lists language companies', async ({ page }) => {
  await page.goto('/business?search=LinguaBridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Business directory' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'LinguaBridge Translations' });
  await expect(card.getByText('Language company')).toBeVisible();
  await expect(card.getByRole('link', { name: /View profile/ })).toHaveAttribute('href', '/profile/8');
});

test('new members and mentors have their pages', async ({ page }) => {
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New members' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New businesses' })).toBeVisible();
  await page.goto('/mentors');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentors' })).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Can help with')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the directory passes axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/directory?service=translators&source=por&target=eng');
    const axe = await axeOn(page).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });
}

test('the certified directory lists members staff checked, badged; an admin certifies a new member', async ({
  page,
  browser,
}) => {
  await page.goto('/directory/certified');
  await expect(page.getByRole('heading', { level: 1, name: 'Certified language professionals' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText('Certified', { exact: true })).toBeVisible();
  // The tabs keep to certified members.
  await page
    .getByRole('navigation', { name: 'Directory sections' })
    .getByRole('link', { name: 'Interpreters' })
    .click();
  await expect(page).toHaveURL('/directory/certified?service=interpreters');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  const member = await signUpFresh(page, 'translator', 'Wanjiru Certified');
  await page.goto('/directory/certified?search=Wanjiru');
  await expect(page.getByText('No one matches')).toBeVisible();
  const admin = await pageOfItsOwn(browser);
  await signInAs(admin, 'admin');
  await admin.goto(`/admin/members/${member.entityId}`);
  await admin.getByRole('checkbox', { name: /Verified credentials/ }).check();
  await admin.getByRole('button', { name: 'Save roles' }).click();
  await expect(admin.getByText('Roles saved.')).toBeVisible();

  await page.goto('/directory/certified?search=Wanjiru');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Certified');
  await page.goto(`/profile/${member.entityId}`);
  await expect(page.getByRole('main').getByText('Certified', { exact: true })).toBeVisible();
});

test('on a phone nothing moves once the directory is shown: the filters wait closed (CLS under 0.05)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/directory?service=translators');
  const filters = page.locator('details', { has: page.getByText('Filters') });
  await expect(filters).not.toHaveAttribute('open');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.05);
  // The filters are one tap away.
  await filters.locator('summary').click();
  await expect(page.getByLabel('Keywords')).toBeVisible();
});
