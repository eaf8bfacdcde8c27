/**
 * Opportunities (issue 17): a client posts a Portuguese → English legal job in
 * German; a translator who saved that search is alerted, quotes per word; the
 * client awards and completes; both rate each other and the ratings show on
 * both profiles. The list and a job page in Hebrew, on a phone, axe-clean.
 */

import type { Page } from '@playwright/test';
import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** '2026-12-17' as a German reader writes it: 'Donnerstag, 17. Dezember 2026'. */
const longGermanDate = (date: string) =>
  new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A published Portuguese → English job of the member signed in on `page`, posted through the API. */
async function postJob(
  page: Page,
  job: { title: string; description: string; volume: number; deadline: string; disciplineId: number | null },
): Promise<{ id: number }> {
  const posted = await page.request.post('/next/api/jobs', {
    headers: { origin: test.info().project.use.baseURL! },
    data: {
      publish: true,
      job: {
        pairs: [{ source: 'por', target: 'eng' }],
        serviceId: 1,
        unit: 'words',
        currency: 'EUR',
        budgetMinMilli: null,
        budgetMaxMilli: null,
        catToolId: null,
        audience: 'everyone',
        minRating: null,
        quotesVisible: false,
        ...job,
      },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return (await posted.json()) as { id: number };
}

test('a job from posting to both ratings, the client working in German', async ({ page, browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  // The translator saves the search: Portuguese → English, legal.
  const translator = await signUpFresh(page, 'translator', 'Tiago Quoteswell');
  await page.goto('/opportunities?source=por&target=eng&field=legal');
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved: new matching jobs will notify you.')).toBeVisible();

  // The client, in German, posts the job.
  const client = await pageOfItsOwn(browser);
  await client.context().addCookies([{ name: 'site_lang', value: 'deu', url: baseURL }]);
  await signUpFresh(client, 'outsourcer', 'Klara Kundin');
  await client.goto('/opportunities/new');
  await expect(client.getByRole('heading', { name: 'Auftrag veröffentlichen', level: 1 })).toBeVisible();
  // Sent empty, the form says what is missing in her language, beside each field.
  await expect(client.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await client.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(client.getByLabel('Titel')).toHaveAccessibleDescription(/Geben Sie dem Auftrag einen Titel\./);
  await expect(client.getByText('Wählen Sie die Sprachen aus der Liste.')).toBeVisible();
  await client.getByLabel('Titel').fill('Mietvertrag für ein Büro in Lissabon');
  await client
    .getByLabel('Beschreibung')
    .fill('Ein gewerblicher Mietvertrag von acht Seiten; die englische Fassung ist für die Bank des Mieters.');
  await expect(client.getByText(/^\d+\/5000$/)).toBeVisible();
  await client.getByRole('combobox', { name: 'Aus' }).fill('Portug');
  await client.getByRole('listbox', { name: 'Aus' }).getByRole('option', { name: 'Portugiesisch' }).click();
  await client.getByRole('combobox', { name: 'In', exact: true }).fill('Engl');
  await client.getByRole('listbox', { name: 'In', exact: true }).getByRole('option', { name: 'Englisch' }).click();
  // What professionals ask in the pair, in the unit and currency the job will use.
  const rates = client.getByText(/^Die Hälfte der \d+ Profile, die von Portugiesisch nach Englisch arbeiten, verlangt/);
  await expect(rates).toContainText(/€ pro Wort; der Median liegt bei 0,\d+\s€\.$/);
  await client.getByLabel('Einheit', { exact: true }).selectOption('hours');
  await expect(
    client.getByText(
      'Bisher nennen weniger als 5 Profile, die von Portugiesisch nach Englisch arbeiten, einen Preis pro Stunde für diese Leistung.',
    ),
  ).toBeVisible();
  await client.getByLabel('Einheit', { exact: true }).selectOption('words');
  await expect(rates).toBeVisible();
  await client.getByLabel('Fachgebiet').selectOption('102');
  await client.getByLabel('Umfang').fill('3000');
  await client.getByLabel('Frist').fill(inDays(20));
  // The browser writes the date its own way; the field says it in the page's language too.
  await expect(client.getByText(longGermanDate(inDays(20)))).toBeVisible();
  await client.getByLabel('Mindestsatz pro Einheit').fill('0,08');
  await client.getByLabel('Höchstsatz pro Einheit').fill('0,12');
  // The file field speaks the member's language, not the browser's ("No file chosen").
  await expect(client.getByText('Keine Datei ausgewählt')).toBeVisible();
  await client
    .getByLabel(/^Beispieldatei/)
    .setInputFiles({ name: 'mietvertrag.txt', mimeType: 'text/plain', buffer: Buffer.from('Mietvertrag') });
  await expect(client.getByText('mietvertrag.txt')).toBeVisible();
  await client.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(client.getByRole('heading', { name: 'Mietvertrag für ein Büro in Lissabon', level: 1 })).toBeVisible();
  await expect(client.getByText('mietvertrag.txt herunterladen')).toBeVisible();
  const jobUrl = new URL(client.url()).pathname;
  expect(jobUrl).toMatch(/^\/opportunities\/\d+$/);

  // The translator's bell has the alert; it leads to the job.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('Mietvertrag für ein Büro in Lissabon').click();
  await expect(page).toHaveURL(jobUrl);

  // Beside the job, what others in the pair ask.
  await expect(
    page.getByText(/^Half of the \d+ profiles that work Portuguese to English ask €0\.\d+–€0\.\d+ per word/),
  ).toBeVisible();
  // A quote below the minimum is refused in the form; a per-word quote goes through.
  await page.getByLabel('Rate per word (EUR)').fill('0.05');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('This job does not accept quotes below €0.08')).toBeVisible();
  await page.getByLabel('Rate per word (EUR)').fill('0.095');
  await expect(page.getByText('Total: €285.00')).toBeVisible();
  await page.getByLabel('Note to the client').fill('Leases are most of my legal work.');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Quote sent. The client will see it with the others.')).toBeVisible();
  await expect(page.getByText(/Your quote: €0\.095 per word, €285\.00 in all/)).toBeVisible();

  // The client compares, awards, completes and rates.
  await client.reload();
  const compare = client.getByRole('region', { name: 'Angebote vergleichen' });
  await expect(compare.getByRole('row', { name: /Tiago Quoteswell/ })).toContainText('285,00');
  await compare.getByRole('button', { name: 'Vergeben: Tiago Quoteswell' }).click();
  await client.getByRole('alertdialog').getByRole('button', { name: 'Vergeben' }).click();
  await expect(client.getByText('Auftrag an Tiago Quoteswell vergeben.')).toBeVisible();

  // She pays part of it now through Wordhive Pay; the job then offers the rest, not the whole again.
  const clientPayment = client.getByRole('region', { name: 'Zahlung' });
  await expect(clientPayment).toContainText('Für diesen Auftrag wurde noch nichts über Wordhive Pay bezahlt.');
  await clientPayment.getByRole('link', { name: 'Diesen Auftrag bezahlen' }).click();
  await expect(client.getByRole('heading', { name: 'Tiago Quoteswell bezahlen' })).toBeVisible();
  // The job's amount, written as a German reader writes it.
  await expect(client.getByLabel('Betrag')).toHaveValue('285,00');
  await client.getByLabel('Betrag').fill('100');
  await client.getByRole('button', { name: /zahlen$/ }).click();
  await expect(client.getByText('Zahlung ausgeführt.')).toBeVisible();
  await client.goto(jobUrl);
  await expect(clientPayment.getByRole('listitem')).toContainText(['Gedeckt']);
  await expect(clientPayment.getByRole('link', { name: /^Den Rest bezahlen: 185,00\s€$/ })).toBeVisible();
  // The translator sees the money on its way, and reminds the client of the rest.
  await page.reload();
  const translatorPayment = page.getByRole('region', { name: 'Payment' });
  await expect(translatorPayment.getByRole('listitem')).toContainText(['€100.00Funded']);
  await translatorPayment.getByRole('button', { name: 'Ask for payment' }).click();
  await expect(page.getByText('Klara Kundin was asked to pay €185.00.')).toBeVisible();
  await expect(translatorPayment.getByRole('button', { name: 'Ask for payment' })).toBeDisabled();
  await client.getByRole('button', { name: 'Als abgeschlossen markieren' }).click();
  await client.getByRole('alertdialog').getByRole('button', { name: 'Als abgeschlossen markieren' }).click();
  const clientRatings = client.getByRole('region', { name: 'Bewertungen' });
  await clientRatings.getByRole('radio', { name: '5 Sterne' }).check();
  await clientRatings.getByLabel('Kommentar').fill('Präzise und zwei Tage früher geliefert.');
  await clientRatings.getByRole('button', { name: 'Bewertung veröffentlichen' }).click();
  // The server has it once the form gives way to the rating (the comment's text alone is also the
  // textarea's: the translator's reload raced the write, and found no rating).
  await expect(clientRatings.getByRole('button', { name: 'Bewertung veröffentlichen' })).toHaveCount(0);
  await expect(clientRatings.getByText('Präzise und zwei Tage früher geliefert.')).toBeVisible();

  // The translator rates the client on the Blue Board.
  await page.reload();
  const ratings = page.getByRole('region', { name: 'Ratings' });
  await expect(ratings.getByText('Präzise und zwei Tage früher geliefert.')).toBeVisible();
  await ratings.getByRole('radio', { name: '4 stars' }).check();
  await ratings.getByLabel('Comment').fill('Clear brief and quick answers.');
  await ratings.getByRole('button', { name: 'Publish rating' }).click();
  await expect(ratings.getByRole('button', { name: 'Publish rating' })).toHaveCount(0);
  await expect(ratings.getByText('Clear brief and quick answers.')).toBeVisible();

  // Both ratings are on the profiles: the translator's feedback and project history, the client's Blue Board.
  await page.goto(`/profile/${translator.entityId}`);
  await expect(page.getByText('Präzise und zwei Tage früher geliefert.')).toBeVisible();
  await expect(page.getByText('Mietvertrag für ein Büro in Lissabon').first()).toBeVisible();
  await client.getByRole('link', { name: 'Klara Kundin' }).first().click();
  await expect(client.getByText('Clear brief and quick answers.')).toBeVisible();
});

test('a quote delivering after the deadline says so to both; the client declines it and the translator is told', async ({
  page,
  browser,
}) => {
  const client = await pageOfItsOwn(browser);
  await signUpFresh(client, 'outsourcer', 'Dora Declines');
  const { id } = await postJob(client, {
    title: 'Franchise agreement, Portuguese to English',
    description: 'A franchise agreement of 14 pages for a bakery chain; the English text goes to the franchisor.',
    disciplineId: 102,
    volume: 2000,
    deadline: inDays(10),
  });
  const jobUrl = `/opportunities/${id}`;

  // The translator picks a delivery date after the client's deadline: the form says so before she sends.
  await signUpFresh(page, 'translator', 'Lena Latecomer');
  await page.goto(jobUrl);
  await page.getByLabel('Rate per word (EUR)').fill('0.10');
  const delivery = page.getByLabel('Delivery date');
  await delivery.fill(inDays(14));
  await expect(delivery).toHaveAccessibleDescription(
    /This is after the client’s deadline of .+: say why in your note\./,
  );
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Quote sent. The client will see it with the others.')).toBeVisible();

  // The client reads it beside the quote, and declines it.
  await client.goto(jobUrl);
  const row = client.getByRole('region', { name: 'Compare quotes' }).getByRole('row', { name: /Lena Latecomer/ });
  await expect(row).toContainText('Delivers after your deadline');
  await row.getByRole('button', { name: 'Decline: Lena Latecomer' }).click();
  await client.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
  await expect(client.getByText('Quote of Lena Latecomer declined.')).toBeVisible();
  await expect(row).toContainText('Declined by the client');
  await expect(row.getByRole('button', { name: 'Award: Lena Latecomer' })).toHaveCount(0);

  // The translator hears of it, and reads it on her quote.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByText('Your quote for “Franchise agreement, Portuguese to English” was declined')
    .click();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByText(/Your quote: €0\.10 per word, €200\.00 in all/)).toContainText('Declined by the client');
});

test('the list and a job page in Hebrew on a phone, right to left and axe-clean', async ({ page }) => {
  const baseURL = test.info().project.use.baseURL!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  await page.goto('/opportunities?source=por&target=eng');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'הזדמנויות', level: 1 })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  // An English title on a Hebrew list runs left to right, as it does on the job's own page.
  const title = page.getByRole('heading', { name: 'Lease agreement for a shop in Porto', level: 3 });
  expect(await title.evaluate((h) => getComputedStyle(h).direction)).toBe('ltr');
  await page.getByRole('link', { name: 'Lease agreement for a shop in Porto' }).click();
  await expect(page.getByRole('heading', { name: 'Lease agreement for a shop in Porto', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'יש להתחבר כדי להגיש הצעה' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});

test('a search no job answers offers the same filters without its words', async ({ page }) => {
  await page.goto('/opportunities?service_id=1&search=zyxwvutsrq');
  await expect(page.getByText('No open job matches these filters')).toBeVisible();
  await page.getByRole('link', { name: 'Show every job without “zyxwvutsrq”' }).click();
  await expect(page).toHaveURL('/opportunities?service_id=1');
  await expect(page.getByRole('link', { name: 'Lease agreement for a shop in Porto' })).toBeVisible();
});

test('a search lists the best matches first; another order can be chosen, and stays with the next search', async ({
  page,
}) => {
  await page.goto('/opportunities?search=lease');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  await expect(sort.locator('option')).toHaveText(['Best match', 'Newest', 'Deadline', 'Budget']);
  await sort.selectOption('deadline');
  await expect(page).toHaveURL('/opportunities?search=lease&sort=deadline');
  // The select follows the list's query: the reordered list is on the page.
  await expect(sort).toHaveValue('deadline');
  await expect(page.getByRole('link', { name: 'Lease agreement for a shop in Porto' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Keywords' }).fill('leases');
  await page.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL('/opportunities?search=leases&sort=deadline');
  await expect(page.getByRole('link', { name: 'Lease agreement for a shop in Porto' })).toBeVisible();
  // Without words there is nothing to match: the newest come first, and "Best match" is not offered.
  await page.goto('/opportunities');
  await expect(sort).toHaveValue('newest');
  await expect(sort.locator('option')).toHaveText(['Newest', 'Deadline', 'Budget']);
});

test('a client invites a translator she found to quote on her job; the translator hears of it and is welcomed on the job', async ({
  page,
  browser,
}) => {
  await signUpFresh(page, 'outsourcer', 'Carla Invites');
  const postOwnJob = (title: string, description: string) =>
    postJob(page, { title, description, disciplineId: null, volume: 9000, deadline: inDays(25) });
  const job = await postOwnJob(
    'Annual report, Portuguese to English',
    'The management report of a family company in Porto, about 30 pages.',
  );
  const translator = await pageOfItsOwn(browser);
  const tomas = await signUpFresh(translator, 'translator', 'Tomas Invited');

  await page.goto(`/profile/${tomas.entityId}`);
  await page.getByRole('button', { name: 'Invite to quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Tomas Invited to quote' });
  await expect(dialog.getByRole('radio', { name: /Annual report, Portuguese to English/ })).toBeChecked();
  await dialog
    .getByRole('textbox', { name: 'A word to Tomas Invited (optional)' })
    .fill('Your annual reports for Porto companies are just what we need.');
  expect((await axeOn(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent: Tomas Invited will hear of it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Twice is once: the dialog shows she already asked, before she asks again.
  await page.getByRole('button', { name: 'Invite to quote' }).click();
  const again = dialog.getByRole('radio', { name: /Annual report, Portuguese to English/ });
  await expect(again).toBeDisabled();
  await expect(dialog.getByText('Already invited')).toBeVisible();
  // With no other job open, there is nothing to send, and a new job is offered instead.
  await expect(dialog.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(dialog).toContainText('None of your open jobs can take an invitation to Tomas Invited now.');
  await expect(dialog.getByRole('link', { name: 'Post a job' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Her job lists whom she invited, and leads to more professionals who take new work in its pair.
  await page.goto(`/opportunities/${job.id}`);
  const invited = page.getByRole('region', { name: 'Invited to quote' });
  await expect(invited.getByRole('listitem').filter({ hasText: 'Tomas Invited' })).toContainText('Not quoted yet');
  const find = invited.getByRole('link', { name: 'Find professionals to invite' });
  await expect(find).toHaveAttribute('href', '/directory?source=por&target=eng&service_id=1&available=1');

  // From there she invites straight from the cards. A newer job of hers comes first in her list, yet the
  // dialog offers the job whose professionals she went looking for.
  await postOwnJob('Product sheets, Portuguese to English', 'Forty sheets for a cork manufacturer, about 6,000 words.');
  await find.click();
  await expect(page).toHaveURL('/directory?source=por&target=eng&service_id=1&available=1');
  // Not a demo account: other tests count the demo members' notifications.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Invite to quote/ }) })
    .filter({ hasNotText: /Sofia Almeida|Jonas Weber/ })
    .first();
  const found = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: /^Invite to quote/ }).click();
  const fromCard = page.getByRole('dialog', { name: `Invite ${found} to quote` });
  await expect(fromCard.getByRole('radio', { name: /Annual report, Portuguese to English/ })).toBeChecked();
  await expect(fromCard.getByRole('radio', { name: /Product sheets, Portuguese to English/ })).not.toBeChecked();
  await fromCard.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent: ${found} will hear of it.`)).toBeVisible();
  await page.goto(`/opportunities/${job.id}`);
  await expect(invited.getByRole('listitem').filter({ hasText: found })).toContainText('Not quoted yet');
  await expect(invited).toContainText('2 of 20 invitations used');

  await translator.goto('/');
  await translator.getByRole('button', { name: /Notifications/ }).click();
  await translator.getByText('Carla Invites invites you to quote for “Annual report, Portuguese to English”').click();
  await expect(translator).toHaveURL(`/opportunities/${job.id}`);
  await expect(translator.getByText('Carla Invites invited you to quote on this job.')).toBeVisible();
  await expect(translator.locator('blockquote')).toHaveText(
    'Your annual reports for Porto companies are just what we need.',
  );
  // Her own list keeps the invitations she has not answered with a quote yet.
  await translator.goto('/opportunities/mine');
  await expect(
    translator
      .getByRole('region', { name: 'Invitations to quote' })
      .getByRole('link', { name: 'Annual report, Portuguese to English' }),
  ).toBeVisible();

  // Too cheap for him: he declines, saying why, and Carla hears of it and has a place free for someone else.
  await translator.goto(`/opportunities/${job.id}`);
  await translator.getByRole('button', { name: 'Decline invitation' }).click();
  const why = translator.getByRole('group', { name: 'Why will you not quote? Carla Invites will read it.' });
  await why.getByRole('radio', { name: 'The budget or the deadline does not suit me' }).check();
  expect((await axeOn(translator).include('form').analyze()).violations).toEqual([]);
  await translator.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(translator.getByText('Invitation declined: Carla Invites will hear of it.')).toBeVisible();
  await expect(
    translator.getByText(
      'You declined Carla Invites’s invitation. You can still quote on this job if you change your mind.',
    ),
  ).toBeVisible();
  await expect(translator.getByRole('button', { name: 'Send quote' })).toBeVisible();
  await translator.goto('/opportunities/mine');
  await expect(translator.getByRole('region', { name: 'Invitations to quote' })).toHaveCount(0);

  await page.goto(`/opportunities/${job.id}`);
  await expect(invited.getByRole('listitem').filter({ hasText: 'Tomas Invited' })).toContainText(
    'Declined: budget or deadline',
  );
  await expect(invited).toContainText('1 of 20 invitations used');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText('Tomas Invited will not quote for “Annual report, Portuguese to English”')).toBeVisible();
  await page.keyboard.press('Escape');

  // The one she found in the directory has not answered: she takes the invitation back, after a question.
  // A declined invitation is his answer, and stays.
  await expect(invited.getByRole('button', { name: 'Withdraw the invitation to Tomas Invited' })).toHaveCount(0);
  await invited.getByRole('button', { name: `Withdraw the invitation to ${found}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Withdraw your invitation to ${found}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(invited.getByRole('listitem').filter({ hasText: found })).toBeVisible();
  await invited.getByRole('button', { name: `Withdraw the invitation to ${found}` }).click();
  await confirm.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(page.getByText(`Invitation to ${found} withdrawn.`)).toBeVisible();
  await expect(invited.getByRole('listitem').filter({ hasText: found })).toHaveCount(0);
  await expect(invited).toContainText('0 of 20 invitations used');
});

test('a translator who opens "Post a job" is told why not and led to the open jobs', async ({ page }) => {
  await signInAs(page, 'translator');
  await page.goto('/opportunities/new');
  await expect(page.getByText('Only clients and language companies can post jobs.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse open jobs' }).click();
  await expect(page).toHaveURL('/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
});

test('a client’s own jobs carry their state and not her name, a professional’s her quote on each; neither is offered a list she has no use for', async ({
  page,
}) => {
  await signInAs(page, 'outsourcer');
  await page.goto('/opportunities/mine');
  const posted = page.getByRole('region', { name: 'Jobs I posted' });
  const lease = posted.getByRole('article').filter({ hasText: 'Lease agreement for a shop in Porto' });
  await expect(lease.getByText('Open for quotes')).toBeVisible();
  await expect(posted.getByText('Posted by')).toHaveCount(0);
  // The job under way says what is left to pay, and to whom; paying it opens the form filled in.
  const underWay = posted.getByRole('article').filter({ hasText: 'Website terms of sale and privacy policy' });
  await expect(underWay.getByText('Awarded to Sofia Almeida: €310.00 left to pay.')).toBeVisible();
  await underWay.getByRole('link', { name: 'Pay €310.00' }).click();
  await expect(page.getByRole('heading', { name: 'Pay Sofia Almeida' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('310.00');
  await expect(page.getByLabel('Currency')).toBeDisabled();
  // "Pay a member" offers it first too.
  await page.goto('/payments/new');
  const jobsToPay = page.getByRole('region', { name: 'Your jobs to pay' });
  await expect(jobsToPay.getByRole('link', { name: 'Website terms of sale and privacy policy' })).toBeVisible();
  await expect(jobsToPay.getByRole('link', { name: 'Pay €310.00' })).toBeVisible();
  await page.goto('/opportunities/mine');
  await expect(page.getByRole('heading', { name: 'Jobs I quoted on' })).toHaveCount(0);
  // A translator's list is the other way round.
  await signInAs(page, 'translator');
  await page.goto('/opportunities/mine');
  await expect(page.getByRole('heading', { name: 'Jobs I quoted on' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jobs I posted' })).toHaveCount(0);
  // Each job she quoted on carries her quote and what became of it, inside its card.
  const quoted = page.getByRole('region', { name: 'Jobs I quoted on' }).getByRole('article');
  await expect(quoted.filter({ hasText: 'Distribution agreement and annexes' })).toContainText(
    /Your quote: €0\.\d+ per word, €[\d,.]+ in all, delivery \w{3} \d+, 2026 ?\(Accepted\)/,
  );
  // The job she is doing for Priya, not paid yet, says so, with the reminder one click away.
  const owed = quoted.filter({ hasText: 'Website terms of sale and privacy policy' });
  await expect(owed.getByText('Priya Raman has €310.00 left to pay you.')).toBeVisible();
  await expect(owed.getByRole('button', { name: 'Ask for payment' })).toBeEnabled();
  await expect(quoted.filter({ hasText: 'Distribution agreement and annexes' }).getByText(/left to pay/)).toHaveCount(
    0,
  );
});

test('a translator finds the new jobs in her own pairs on her home page, and all of them in the list', async ({
  page,
}) => {
  await signInAs(page, 'translator');
  await page.goto('/');
  const forYou = page.getByRole('region', { name: 'New jobs in your language pairs' });
  const cards = forYou.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  // Who Wordhive is for is said to visitors, not to her.
  await expect(page.getByRole('heading', { name: 'For linguists' })).toHaveCount(0);
  await forYou.getByRole('link', { name: 'See all jobs in your language pairs' }).click();
  await expect(page).toHaveURL('/opportunities?pairs=mine');
  await expect(page.getByRole('checkbox', { name: 'Only my language pairs' })).toBeChecked();
  await expect(page.getByText('In your language pairs:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lease agreement for a shop in Porto' })).toBeVisible();
  // Hebrew → English is not one of her pairs.
  const diplomas = page.getByRole('link', { name: 'Certified translation of university diplomas' });
  await expect(diplomas).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Only my language pairs' }).uncheck();
  await page.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL('/opportunities');
  await expect(diplomas).toBeVisible();
});

test('a new translator without pairs is led to add them and saves a search of her pairs; a client finds her jobs under way or is offered to post one; a visitor sees every job', async ({
  page,
  browser,
}) => {
  await signUpFresh(page, 'translator', 'Nina Nopairs');
  await page.goto('/');
  await expect(page.getByText('Add your language pairs to your profile to see the jobs in them here.')).toBeVisible();
  await page.goto('/opportunities?pairs=mine');
  await expect(page.getByText('Your profile has no language pairs yet')).toBeVisible();
  // A search of her pairs can be saved before she has any: it follows them as they come.
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved: new matching jobs will notify you.')).toBeVisible();
  await page.getByRole('link', { name: 'Add language pairs' }).click();
  await expect(page).toHaveURL('/welcome?step=pairs');
  await page.goto('/opportunities/alerts');
  await page.getByRole('link', { name: 'In my language pairs' }).click();
  await expect(page).toHaveURL('/opportunities?pairs=mine');

  // A client who has posted nothing yet is invited to; one with jobs under way finds them on her home page.
  const newClient = await pageOfItsOwn(browser);
  await signUpFresh(newClient, 'outsourcer', 'Olga Newclient');
  await newClient.goto('/');
  const invitation = newClient.getByRole('region', { name: 'Need something translated?' });
  await invitation.getByRole('link', { name: 'Post a job' }).click();
  await expect(newClient).toHaveURL('/opportunities/new');
  const client = await pageOfItsOwn(browser);
  await signInAs(client, 'outsourcer');
  await client.goto('/');
  const underWay = client.getByRole('region', { name: 'Your jobs under way' });
  const lease = underWay.getByRole('article').filter({ hasText: 'Lease agreement for a shop in Porto' });
  await expect(lease.getByText('Open for quotes')).toBeVisible();
  await expect(lease.getByText('No quotes yet')).toBeVisible();
  // The one awarded to Sofia waits for her payment; her completed job asks nothing more of her.
  const awarded = underWay.getByRole('article').filter({ hasText: 'Website terms of sale and privacy policy' });
  await expect(awarded.getByRole('link', { name: 'Pay €310.00' })).toBeVisible();
  await expect(underWay.getByText('Distribution agreement and annexes')).toHaveCount(0);
  await underWay.getByRole('link', { name: 'Post a job' }).click();
  await expect(client).toHaveURL('/opportunities/new');

  const visitor = await pageOfItsOwn(browser);
  await visitor.goto('/opportunities?pairs=mine');
  await expect(visitor.getByRole('link', { name: 'Certified translation of university diplomas' })).toBeVisible();
  await expect(visitor.getByRole('checkbox', { name: 'Only my language pairs' })).toHaveCount(0);
});

test('a professional’s saved searches offer, in one click, a search of her own pairs until she has one', async ({
  page,
}) => {
  await signUpFresh(page, 'interpreter', 'Olga Oneclick');
  await page.goto('/opportunities/alerts');
  await page.getByRole('button', { name: 'Save a search of my language pairs' }).click();
  await expect(page.getByText('Search saved: new matching jobs will notify you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'In my language pairs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save a search of my language pairs' })).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
