/**
 * A new member's first minutes (issue 13): sign up, confirm, the onboarding's
 * steps with a photo, then every group of the profile edited in place; the
 * completeness meter counts down, and clients find the member by the new pair.
 */
import sharp from 'sharp';
import { axeOn } from './axe.ts';
import { expect, mailedLink, test } from './fixtures.ts';

/** A photo as a member would pick it: a 640 × 480 JPEG. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

test('a new translator signs up, is guided through onboarding, fills every group and is found', async ({ page }) => {
  // A whole first session: sign-up, four onboarding steps and a dozen editors (test.slow: triple time).
  test.slow();
  const email = `onboard-${Date.now()}@example.com`;
  await page.goto('/session/signup');
  await page.getByLabel('Full name').fill('Oona Maltese');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a very good password');
  await page.getByLabel('A client who outsources language work').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/session/check-email?for=signup');
  await page.goto(await mailedLink(email, 'confirm-signup'));
  await page.getByRole('button', { name: 'Activate my account' }).click();

  // 1. Account type: signed up as a client, she is in fact a translator.
  await expect(page).toHaveURL('/welcome');
  // The welcome page is a new document: its steps answer once its code has taken over.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'What brings you to Wordhive?' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.getByRole('radio', { name: /Translator/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Pairs: a translator has four steps.
  await expect(page.getByRole('heading', { name: 'Which language pairs do you work in?' })).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('combobox', { name: 'From (source language)' }).fill('Maltese');
  await page.getByRole('option', { name: 'Maltese', exact: true }).click();
  await page.getByRole('combobox', { name: 'Into (target language)' }).fill('Irish');
  await page.getByRole('option', { name: 'Irish', exact: true }).click();
  await page.getByRole('button', { name: 'Add pair' }).click();
  await expect(page.getByRole('list', { name: 'Language pairs' }).getByRole('listitem')).toHaveText([
    /Maltese → Irish/,
  ]);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Services: a translator's usual ones are ticked already.
  await expect(page.getByRole('heading', { name: 'What do you offer?' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Translation', exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Certified translation' }).uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Photo: uploaded, re-encoded and shown.
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile photo' });
  await dialog
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByText('Choose a JPEG, PNG or WebP image.')).toBeVisible();
  await dialog
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(dialog.locator('img[src^="data:image/jpeg"]')).toBeVisible();
  await expect(dialog.getByText('Your photo as it will be shown')).toBeAttached();
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Photo saved.')).toBeVisible();
  const src = await page.getByRole('main').locator('img[src^="/media/photos/"]').first().getAttribute('src');
  expect(src).toMatch(/^\/media\/photos\/\d+-[a-f0-9]{16}\.webp$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your profile is live' })).toBeVisible();
  await expect(page.getByText(/Your profile is \d+% complete/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();

  // The profile: photo in the header and the menu, the meter listing what is left.
  await expect(page.getByRole('heading', { name: 'Oona Maltese', level: 1 })).toBeVisible();
  const meter = page.getByRole('region', { name: /Your profile is \d+% complete/ });
  await expect(meter).toBeVisible();
  await expect(meter.getByRole('listitem')).toContainText(['A headline', 'Your rates']);
  await expect(page.getByRole('banner').locator(`img[src$="-sm.webp"]`)).toHaveCount(1);
  await meter.getByRole('button', { name: 'Complete my profile' }).click();

  await page.getByRole('button', { name: 'Edit introduction' }).click();
  const about = page.getByRole('dialog', { name: 'Introduction' });
  await about.getByLabel('Headline').fill('Maltese to Irish translator for EU institutions');
  await about
    .getByLabel('About you')
    .fill(
      'I translate EU legislation, reports and press releases from Maltese into Irish for the institutions in Brussels and Luxembourg.',
    );
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Introduction saved.')).toBeVisible();
  // A link to the profile shared elsewhere shows the headline and the bio as sentences, and the photo.
  const head = (await (await page.request.get(page.url())).text()).split('</head>')[0]!;
  expect(head).toContain(
    '<meta property="og:description" content="Maltese to Irish translator for EU institutions. I translate EU legislation,',
  );
  expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/media\/photos\/\d+-[a-f0-9]{16}\.webp">/);

  await page.getByRole('button', { name: 'Edit contact details' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact details' });
  await contact.getByLabel('Country').selectOption('MT');
  await contact.getByLabel('City').fill('Valletta');
  await contact.getByLabel('Phone').fill('call me');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Enter a phone number: digits, spaces and + ( ) - . only')).toBeVisible();
  await contact.getByLabel('Phone').fill('+356 2122 0000');
  await contact.getByLabel('Time zone').selectOption('Europe/Malta');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact details saved.')).toBeVisible();
  await expect(page.getByText('Valletta, Malta')).toBeVisible();

  await page.getByRole('button', { name: 'Edit rates' }).click();
  const rates = page.getByRole('dialog', { name: 'Rates' });
  await rates.getByRole('button', { name: 'Add a rate' }).click();
  await rates.getByLabel('Price').fill('0');
  await rates.getByRole('button', { name: 'Save' }).click();
  await expect(rates.getByText('Enter a price above zero')).toBeVisible();
  await rates.getByLabel('Price').fill('0.14');
  await rates.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rates saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rates' })).toContainText('€0.14 per word');

  await page.getByRole('button', { name: 'Edit credentials' }).click();
  const credentials = page.getByRole('dialog', { name: 'Credentials' });
  await credentials.getByRole('button', { name: 'Add a credential' }).click();
  await credentials.getByLabel('Title').fill('EU translation traineeship');
  await credentials.getByLabel('Issued by').fill('European Parliament');
  await credentials.getByLabel('Year').fill('2019');
  await credentials.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credentials saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credentials' })).toContainText('European Parliament');

  // Samples are a drawer of the Profile Updater, opened from the portfolio section.
  await page.getByRole('link', { name: 'Edit samples' }).click();
  const portfolio = page.getByRole('dialog', { name: 'Translation samples' });
  await portfolio.getByRole('button', { name: 'Add a sample' }).click();
  await portfolio.getByLabel('Title').fill('Press release');
  await portfolio.getByLabel('Source').fill('Il-Parlament approva r-regolament.');
  await portfolio.getByLabel('Translation', { exact: true }).fill('Ghlac an Pharlaimint leis an rialachan.');
  await portfolio.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Samples saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit glossaries' }).click();
  const glossaries = page.getByRole('dialog', { name: 'Glossaries' });
  await glossaries.getByRole('button', { name: 'Add a glossary' }).click();
  await glossaries.getByLabel('Title').fill('EU institutions');
  await glossaries.getByLabel('Number of terms').fill('420');
  await glossaries.getByLabel('Term 1', { exact: true }).fill('Kummissjoni');
  await glossaries.getByLabel('Translation 1', { exact: true }).fill('Coimisiun');
  await glossaries.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Glossaries saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Glossaries' })).toContainText('420 terms');

  await page.getByRole('button', { name: 'Edit articles' }).click();
  const articles = page.getByRole('dialog', { name: 'Articles' });
  await articles.getByRole('button', { name: 'Add an article' }).click();
  await articles.getByLabel('Title').fill('Irish at the EU, ten years on');
  await articles
    .getByLabel('Summary')
    .fill('What changed when Irish became a full working language of the institutions.');
  await articles.getByLabel('Where to read it').fill('https://oona.example.org/irish-eu');
  await articles.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Articles saved.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Articles' }).getByRole('link', { name: 'Irish at the EU, ten years on' }),
  ).toHaveAttribute('href', 'https://oona.example.org/irish-eu');

  await page.getByRole('button', { name: 'Edit events' }).click();
  const events = page.getByRole('dialog', { name: 'Events' });
  await events.getByRole('button', { name: 'Add an event' }).click();
  await events.getByLabel('Title').fill('Translating Europe Forum');
  await events.getByLabel('Your role').selectOption('speaker');
  await events.getByLabel('Where').fill('Brussels');
  await events.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Events saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Events' })).toContainText('Translating Europe Forum');

  await page.getByRole('button', { name: 'Edit fields' }).click();
  const fields = page.getByRole('dialog', { name: 'Fields of expertise' });
  await fields.getByRole('checkbox', { name: 'Government / Politics' }).check();
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields of expertise saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit languages' }).click();
  const languages = page.getByRole('dialog', { name: 'Languages' });
  await languages.getByRole('combobox', { name: 'Language' }).fill('Maltese');
  await languages.getByRole('option', { name: 'Maltese', exact: true }).click();
  await languages.getByLabel('Level', { exact: true }).selectOption('native');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Languages saved.')).toBeVisible();

  // Everything done: the meter goes away.
  await expect(page.getByRole('region', { name: /Your profile is \d+% complete/ })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // A client finds her by the new pair, with her photo on the card.
  await page.goto('/directory?service=translators&source=mlt&target=gle');
  const card = page.getByRole('article').filter({ hasText: 'Oona Maltese' });
  await expect(card.getByText('Maltese to Irish translator for EU institutions')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /-sm\.webp$/);
});

test('the onboarding speaks Hebrew, right to left, on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  const email = `onboard-heb-${Date.now()}@example.com`;
  const signup = await page.request.post('/next/api/auth/signup', {
    data: { email, password: 'a very good password', name: 'Noa Levi', accountType: 'outsourcer' },
    headers: { origin: baseURL! },
  });
  expect(signup.status()).toBe(202);
  await page.goto(await mailedLink(email, 'confirm-signup'));
  await page.getByRole('button').filter({ hasText: /./ }).last().click();
  await expect(page).toHaveURL('/welcome');
  // The welcome page is a new document: its steps answer once its code has taken over.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'מה מביא אתכם ל־Wordhive?' })).toBeVisible();
  await page.getByRole('button', { name: 'המשך' }).click();
  // A client's second step asks where they are.
  await expect(page.getByRole('heading', { name: 'איפה אתם נמצאים?' })).toBeVisible();
  await page.getByLabel('מדינה').selectOption('IL');
  await page.getByLabel('עיר').fill('חיפה');
  await page.getByRole('button', { name: 'המשך' }).click();
  await expect(page.getByRole('heading', { name: 'הוספת תמונה' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
