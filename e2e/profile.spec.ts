import { axeOn } from './axe.ts';
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

  const axe = await axeOn(page).include('main').analyze();
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
  await expect(feedback.getByText('Daniel Costa', { exact: true })).toBeHidden();
  await feedback.getByText('Show all (6)').click();
  await expect(feedback.getByText('Daniel Costa', { exact: true })).toBeVisible();
  await expect(feedback.getByText('Atlântico Seguros')).toBeVisible();
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
  await expect(page).toHaveURL('/session/signin?callback_url=%2Fprofile');
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

test('a bio in two languages reads each paragraph in its own direction', async ({ page }) => {
  // Rami Khoury (seed/showcase.ts) introduces himself in English, then in Hebrew.
  await page.goto('/profile/16');
  const about = page.getByRole('region', { name: 'About' }).locator('p');
  await expect(about.first()).toHaveText(/^Hebrew and Arabic interpreter/);
  await expect(about.first()).toHaveAttribute('dir', 'auto');
  await expect(about.nth(1)).toHaveText(/^מתורגמן עברית-ערבית/);
  await expect(about.nth(1)).toHaveAttribute('dir', 'rtl');
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

test('a translator setting her prices sees what others in the pair ask, in the unit she picks', async ({ page }) => {
  await signInAs(page, 'translator');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('button', { name: 'Edit rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rates' });
  // Her first rate: translation, Portuguese → English, per word in euros.
  const first = dialog.getByRole('listitem').first();
  const figure = first.getByText(
    /^Half of the \d+ profiles that work Portuguese to English ask €0\.\d+–€0\.\d+ per word/,
  );
  await expect(figure).toBeVisible();
  // Where her price stands, as she types it.
  const price = first.getByLabel('Price');
  await price.fill('0.01');
  await expect(first.getByText('Your €0.01 is below what three quarters of them ask.')).toBeVisible();
  await price.fill('9');
  await expect(first.getByText('Your €9.00 is above what three quarters of them ask.')).toBeVisible();
  const median = /the median is €(0\.\d+)\.$/.exec((await figure.textContent()) ?? '')![1]!;
  await price.fill(median);
  await expect(first.getByText(/^Your €0\.\d+ is within the middle half\.$/)).toBeVisible();
  await first.getByLabel('Per').selectOption('hour');
  await expect(
    first.getByText('Fewer than 5 profiles that work Portuguese to English give a rate per hour for this service yet.'),
  ).toBeVisible();
});

test('nobody else gets the gender and pronouns editor', async ({ page }) => {
  await signInAs(page, 'interpreter');
  await page.goto('/profile/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Almeida' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit gender and pronouns' })).toHaveCount(0);
});

test('a new translator writes their introduction, pairs, languages, services, fields, software and websites, previews the profile, and clients find them', async ({
  page,
}) => {
  const { entityId } = await signUpFresh(page, 'translator', 'Nina Faroese');
  // A member is past "Join for free": the home page leads to their profile instead.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join for free' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // An empty profile opens in edit mode, with a prompt in each section.
  await expect(page.getByText('Introduce yourself: a headline and a few lines about your work.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit introduction' }).click();
  const about = page.getByRole('dialog', { name: 'Introduction' });
  await about.getByLabel('Headline').fill('Icelandic and Faroese translator for fisheries and maritime law');
  await about.getByLabel('About you').fill('Twelve years with the North Atlantic fishing industry.');
  await expect(about.getByText('54/2000')).toBeVisible();
  await about.getByLabel('Years of experience').fill('twelve');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('Use a whole number of years')).toBeVisible();
  await about.getByLabel('Years of experience').fill('12');
  // Away for the season: she says the day she is back, and the profile says it beside her availability.
  await about.getByLabel('Availability').selectOption({ label: 'Not taking new work' });
  const backOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await about.getByLabel('Taking new work again on (optional)').fill(backOn);
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction saved.')).toBeVisible();
  await expect(page.getByText('Twelve years with the North Atlantic fishing industry.')).toBeVisible();
  const back = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByText(`Not taking new work · Back on ${back.format(new Date(backOn))}`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit language pairs' }).click();
  const pairs = page.getByRole('dialog', { name: 'Language pairs' });
  for (const [source, target] of [
    ['Icelandic', 'Faroese'],
    ['Danish', 'Faroese'],
  ] as const) {
    await pairs.getByRole('combobox', { name: 'From (source language)' }).fill(source);
    await pairs.getByRole('option', { name: source, exact: true }).click();
    await pairs.getByRole('combobox', { name: 'Into (target language)' }).fill(target);
    await pairs.getByRole('option', { name: target, exact: true }).click();
    await pairs.getByRole('button', { name: 'Add pair' }).click();
    // The pair is added once its check has loaded; the fields then start empty for the next one.
    await expect(pairs.getByRole('listitem').filter({ hasText: `${source} → ${target}` })).toBeVisible();
  }
  await pairs.getByRole('button', { name: 'Move Danish → Faroese up' }).click();
  await pairs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language pairs saved.')).toBeVisible();
  const section = page.getByRole('region', { name: 'Language pairs' });
  await expect(section.getByRole('listitem')).toHaveText([/Danish.*Faroese/, /Icelandic.*Faroese/]);

  await page.getByRole('button', { name: 'Edit languages' }).click();
  const languages = page.getByRole('dialog', { name: 'Languages' });
  await languages.getByRole('combobox', { name: 'Language' }).fill('Icelandic');
  await languages.getByRole('option', { name: 'Icelandic', exact: true }).click();
  await languages.getByLabel('Level', { exact: true }).selectOption('native');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await expect(languages.getByRole('listitem').filter({ hasText: 'Icelandic' })).toBeVisible();
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Languages saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Languages' }).getByRole('listitem')).toHaveText([
    /Icelandic\s*Native/,
  ]);

  // Services: a pair service in some pairs, a single-language one in a language.
  await page.getByRole('button', { name: 'Edit services' }).click();
  const services = page.getByRole('dialog', { name: 'Services' });
  await services.getByRole('checkbox', { name: 'Translation', exact: true }).check();
  await services
    .getByRole('group', { name: 'Translation', exact: true })
    .getByRole('checkbox', { name: 'Danish → Faroese' })
    .uncheck();
  await services.getByRole('checkbox', { name: 'Copywriting', exact: true }).check();
  const copywriting = services.getByRole('group', { name: 'Copywriting', exact: true });
  for (const language of ['Danish', 'Faroese']) await copywriting.getByRole('checkbox', { name: language }).uncheck();
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Services saved.')).toBeVisible();
  const offered = page.getByRole('region', { name: 'Services' });
  await expect(offered.getByRole('listitem').filter({ hasText: 'Translation' })).toContainText('Icelandic');
  await expect(offered.getByRole('listitem').filter({ hasText: 'Translation' })).not.toContainText('Danish');
  await expect(offered.getByRole('listitem').filter({ hasText: 'Copywriting' })).toHaveText(/Copywriting\s*Icelandic$/);

  await page.getByRole('button', { name: 'Edit fields' }).click();
  const fields = page.getByRole('dialog', { name: 'Fields of expertise' });
  await fields.getByRole('checkbox', { name: 'Law: Contracts' }).check();
  await fields.getByRole('checkbox', { name: 'Law: Contracts is a main field' }).check();
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields of expertise saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fields of expertise' }).getByText('Law: Contracts')).toBeVisible();

  await page.getByRole('button', { name: 'Edit software' }).click();
  const software = page.getByRole('dialog', { name: 'Software' });
  await software.getByRole('checkbox', { name: 'OmegaT' }).check();
  await software.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Software saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Software' }).getByText('OmegaT')).toBeVisible();

  await page.getByRole('button', { name: 'Edit websites' }).click();
  const websites = page.getByRole('dialog', { name: 'Websites' });
  await websites.getByRole('button', { name: 'Add a website' }).click();
  await websites.getByRole('textbox', { name: 'Web address' }).fill('not a web address');
  await websites.getByRole('button', { name: 'Save' }).click();
  await expect(websites.getByText('Enter a web address starting with https://')).toBeVisible();
  await websites.getByRole('textbox', { name: 'Web address' }).fill('https://nina-faroese.example.org');
  await websites.getByRole('textbox', { name: 'Link text' }).fill('Nina’s glossaries');
  await websites.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Websites saved.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Websites' }).getByRole('link', { name: 'Nina’s glossaries' }),
  ).toHaveAttribute('href', 'https://nina-faroese.example.org');

  // Preview: the profile as visitors see it, without the owner's controls.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('This is how visitors see your profile.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit language pairs' })).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();

  await page.goto('/directory?service=translators&source=isl&target=fao&field=102&service_id=1');
  await expect(page.getByRole('link', { name: 'Nina Faroese' })).toHaveAttribute('href', `/profile/${entityId}`);
  await expect(page.getByText('Icelandic and Faroese translator for fisheries and maritime law')).toBeVisible();
});
