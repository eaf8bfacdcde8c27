/**
 * Issue 15's content areas: staff publish news from the admin area and members
 * read it; a member works through a course; a member joins a community and
 * volunteers for a pro bono project; an assessment is asked for, graded and
 * shown on the profile; and every page of the areas in Hebrew on a phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signInAs, test } from './fixtures.ts';

const axeClean = async (page: Page) => {
  expect((await axeOn(page).analyze()).violations).toEqual([]);
};

test('staff publish an article from the admin area; visitors read it, by topic and in the feed', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'staff');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Staff tools' }).click();
  await page.getByRole('link', { name: 'News' }).first().click();
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  // Staff see only the content pages of the admin area.
  await expect(page.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Write an article' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Title', { exact: true }).fill('Glossaries now travel with your chat');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Fill this in.').first()).toBeVisible();
  await form.getByLabel('Summary').fill('Share a glossary with a client in a chat, and keep it on both sides.');
  await form
    .getByLabel(/^Text/)
    .fill('Attach a glossary to any conversation.\n\nThe client sees every term, and so do you, even months later.');
  await form.getByLabel(/^Topics/).fill('product, Chat');
  // Written in the writer's interface language unless they say otherwise.
  await expect(form.getByLabel('Written in')).toHaveValue('eng');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Glossaries now travel with your chat')).toBeVisible();
  await axeClean(page);

  const visitor = await pageOfItsOwn(browser);
  await visitor.goto('/news');
  await visitor.getByRole('link', { name: 'chat (1)' }).click();
  await expect(visitor.getByRole('heading', { name: 'News about “chat”' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Glossaries now travel with your chat' }).click();
  await expect(visitor).toHaveURL(/\/news\/glossaries-now-travel-with-your-chat$/);
  await expect(visitor.getByText('The client sees every term, and so do you, even months later.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'By Wordhive Team' })).toBeVisible();
  await axeClean(visitor);
  const feed = await visitor.request.get('/next/api/news/rss');
  expect(await feed.text()).toContain('<title>Glossaries now travel with your chat</title>');
});

test('the news says which language each article is written in, and marks its text so', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'site_lang', value: 'deu', url: baseURL! }]);
  await page.goto('/news');
  const card = (text: string) => page.getByRole('article').filter({ hasText: text });
  // In the reader's own language: nothing to say.
  const german = card('Zahlungen jetzt zusagen');
  await expect(german.getByRole('heading')).toBeVisible();
  await expect(german.locator('[lang="de"]')).toHaveCount(2);
  await expect(german.getByText('Deutsch', { exact: true })).toHaveCount(0);
  // In another: its name for itself, and its title and summary in that language for screen readers.
  const portuguese = card('Cimeira de Tradução Jurídica');
  await expect(portuguese.getByText('Português', { exact: true })).toHaveAttribute('lang', 'pt');
  await expect(portuguese.getByRole('heading')).toHaveAttribute('lang', 'pt');
  await expect(portuguese.getByRole('heading')).toHaveText(
    'Conheça colegas antes da Cimeira de Tradução Jurídica de Lisboa',
  );
  await expect(card('Meet colleagues before the Lisbon').getByText('English', { exact: true })).toBeVisible();
  await axeClean(page);
  await portuguese.getByRole('link', { name: /Conheça colegas/ }).click();
  await expect(page.locator('[lang="pt"]').filter({ hasText: 'O mural fica aberto' })).toBeVisible();
});

test('a reader keeps to the articles of one language, and to a topic within it', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'site_lang', value: 'deu', url: baseURL! }]);
  await page.goto('/news');
  const languages = page.getByRole('list', { name: 'Sprachen' });
  await languages.getByRole('link', { name: 'Deutsch (1)' }).click();
  await expect(page).toHaveURL('/news?language=deu');
  await expect(languages.getByRole('link', { name: 'Deutsch (1)' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Zahlungen jetzt zusagen');
  await page.getByRole('link', { name: 'payments (2)' }).click();
  await expect(page).toHaveURL('/news?tag=payments&language=deu');
  await expect(page.getByRole('article')).toHaveCount(1);
  await axeClean(page);
  await languages.getByRole('link', { name: 'Alle Sprachen' }).click();
  await expect(page).toHaveURL('/news?tag=payments');
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('a member enrols in a course, ticks lessons off, sees their progress and leaves', async ({ page }) => {
  await signInAs(page, 'interpreter');
  await page.goto('/learn');
  await page.getByRole('link', { name: 'Getting started with OmegaT' }).first().click();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('You are enrolled').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 4 lessons done' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).first().click();
  await expect(page.getByRole('progressbar', { name: '1 of 4 lessons done' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue: Your first project/ })).toBeVisible();
  await axeClean(page);
  await page.goto('/learn/courses');
  await expect(
    page.getByRole('region', { name: 'My courses' }).getByRole('progressbar', { name: '1 of 4 lessons done' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Getting started with OmegaT' }).first().click();
  await page.getByRole('button', { name: 'Leave the course' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave the course' }).click();
  await expect(page.getByRole('button', { name: 'Enrol' })).toBeVisible();
});

test('a member joins a community and volunteers for a pro bono project', async ({ page }) => {
  await signInAs(page, 'outsourcer');
  await page.goto('/community/women-in-translation');
  await expect(page.getByRole('heading', { name: 'Women in translation', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the wall' })).toHaveAttribute(
    'href',
    '/networking/women-in-translation',
  );
  await page.getByRole('button', { name: 'Join the community' }).click();
  await expect(page.getByText('You are a member')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Newest members' }).getByRole('link', { name: 'Priya Raman' }),
  ).toBeVisible();
  await axeClean(page);

  // A client translates nothing: a pro bono place is for someone who translates the project's pair.
  await page.goto('/community/wordhive-pro-bono');
  const helpline = page.getByRole('article').filter({ hasText: 'A helpline script for refugees' });
  await helpline.getByRole('button', { name: 'Volunteer' }).click();
  await expect(page.getByText('This project needs a volunteer who translates its language pair')).toBeVisible();
  await expect(helpline.getByText('You volunteer for this project')).toHaveCount(0);

  // LinguaBridge translates English into Arabic.
  await signInAs(page, 'company');
  await page.goto('/community/wordhive-pro-bono');
  await helpline.getByRole('button', { name: 'Volunteer' }).click();
  await expect(helpline.getByText('You volunteer for this project')).toBeVisible();
  await expect(helpline.getByRole('link', { name: 'LinguaBridge Translations' })).toBeVisible();
  // Volunteering made it a member of the pro bono community.
  await expect(page.getByText('You are a member')).toBeVisible();
  await axeClean(page);
  await helpline.getByRole('button', { name: 'Stop volunteering' }).click();
  await expect(helpline.getByRole('button', { name: 'Volunteer' })).toBeVisible();
});

test('a member joins a community from their own profile', async ({ page }) => {
  await signInAs(page, 'company');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const section = page.getByRole('region', { name: 'Community participation' });
  const switches = section.getByRole('group', { name: 'Show me in these communities' });
  await switches.getByLabel('Women in Translation').check();
  await expect(section.getByText('Women in Translation', { exact: true }).first()).toBeVisible();
  await expect(switches.getByLabel('Women in Translation')).toBeChecked();
  await page.goto('/community/women-in-translation');
  await expect(page.getByText('You are a member')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Newest members' }).getByRole('link', { name: 'LinguaBridge Translations' }),
  ).toBeVisible();
});

test('a member asks for an assessment, staff grade it, and the profile shows the credential', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'translator');
  await page.goto('/language-assessment');
  await expect(page.getByText('Waiting for an assessor')).toBeVisible();
  await page.getByLabel('Language pair').selectOption({ label: 'Spanish → English' });
  await page.getByRole('button', { name: 'Ask for the assessment' }).click();
  await expect(page.getByText('Waiting for an assessor')).toHaveCount(2);
  await axeClean(page);

  const staff = await pageOfItsOwn(browser);
  await signInAs(staff, 'staff');
  await staff.goto('/admin/assessments');
  const row = staff.getByRole('row').filter({ hasText: 'Sofia Almeida' }).filter({ hasText: 'Spanish → English' });
  await row.getByRole('button', { name: 'Grade' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(/^Score out of 100/).fill('86');
  await expect(dialog.getByText('Passed')).toBeVisible();
  await dialog.getByLabel('Comment for the member').fill('Natural and accurate.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Graded: the member is told.')).toBeVisible();
  await axeClean(staff);

  await page.goto('/profile/6');
  await expect(page.getByText('Wordhive language assessment').first()).toBeVisible();
  await page.goto('/language-assessment');
  await expect(page.getByText('Natural and accurate.')).toBeVisible();
});

test('a member renews their membership by card through Wordhive Pay', async ({ page }) => {
  await signInAs(page, 'interpreter');
  await page.goto('/membership');
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByRole('status')).toContainText('Your Professional membership runs until');
  await plans.getByLabel('Prices in').selectOption('CHF');
  await expect(plans.getByText(/CHF\s?129\.00 a year/)).toBeVisible();
  await plans.getByRole('button', { name: 'Renew for a year' }).click();
  const dialog = page.getByRole('dialog', { name: 'A year of Professional membership' });
  await dialog.getByLabel('Test card').selectOption('pm_card_chargeDeclined');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The card was declined; nothing was charged.');
  await dialog.getByLabel('Test card').selectOption('pm_card_visa');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog).toHaveCount(0);
  await expect(plans.getByRole('heading', { name: 'Your purchases' })).toBeVisible();
  await expect(plans.getByText(/^Professional: CHF\s?129\.00/)).toBeVisible();
  await axeClean(page);
});

test('staff add an event on the clocks of where it happens; a member elsewhere reads it on both', async ({
  browser,
}) => {
  const title = `Terminology day in Tokyo ${Date.now()}`;
  // Intl writes narrow spaces around the times: matched as any space.
  const times = (text: string) => new RegExp(text.replace(/[+.]/g, '\\$&').replaceAll(' ', '\\s'));
  const staff = await pageOfItsOwn(browser, { timezoneId: 'Asia/Tokyo' });
  await signInAs(staff, 'staff');
  await staff.goto('/admin/events');
  await staff.getByRole('button', { name: 'Add an event' }).click();
  const form = staff.getByRole('dialog');
  // A new event starts out in the zone of the one who writes it.
  await expect(form.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Tokyo');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Kind').selectOption('workshop');
  await form.getByLabel('Starts (event’s time zone)').fill('2030-03-12T09:00');
  await form.getByLabel('Ends (event’s time zone)').fill('2030-03-12T17:00');
  await form.getByLabel('City (empty: online)').fill('Tokyo');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = staff.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(times('Mar 12, 2030, 9:00 AM – 5:00 PM GMT+9'));

  // In Lisbon the same workshop is on the member's clocks too, under the event's own.
  const member = await pageOfItsOwn(browser, { timezoneId: 'Europe/Lisbon' });
  await member.goto('/events');
  const card = member.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(times('Mar 12, 2030, 9:00 AM – 5:00 PM GMT+9'));
  await expect(card).toContainText(times('Your time: Mar 12, 2030, 12:00 – 8:00 AM GMT+0'));
  // Its calendar file puts it in any calendar app, at the same instant.
  const download = member.waitForEvent('download');
  await card.getByRole('link', { name: `Add to calendar: ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wordhive-event-\d+\.ics$/);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('DTSTART:20300312T000000Z');
  expect(ics).toContain(`SUMMARY:${title}`);
  // Its page says it all, with the same clocks, and tells search engines it is an event.
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(member.getByRole('main')).toContainText(times('Your time: Mar 12, 2030, 12:00 – 8:00 AM GMT+0'));
  await expect(member.getByRole('link', { name: `Add to calendar: ${title}` })).toBeVisible();
  // Structured data is in the page as the server sends it (a search engine's first request).
  await member.goto(member.url());
  const structured = JSON.parse((await member.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(structured).toMatchObject({ '@type': 'Event', name: title, startDate: '2030-03-12T00:00:00.000Z' });
  await axeClean(member);
  await member.getByRole('link', { name: 'All events' }).click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Events');
  // The Vienna workshop, seen from Vienna: its own clocks only.
  const vienna = await pageOfItsOwn(browser, { timezoneId: 'Europe/Vienna' });
  await vienna.goto('/events');
  const workshop = vienna.getByRole('article').filter({ hasText: 'Court interpreting: a one-day workshop' });
  await expect(workshop).toContainText(times('9:00 AM – 4:00 PM GMT+'));
  await expect(workshop).not.toContainText('Your time');
  await expect(vienna.getByRole('article').filter({ hasText: title })).toContainText('Your time');
  // A community's events, as a calendar to subscribe to.
  await vienna.goto('/events?community=interpreters');
  await expect(vienna.getByRole('link', { name: 'Calendar feed (.ics)' })).toHaveAttribute(
    'href',
    '/next/api/events/calendar.ics?community=interpreters',
  );

  // Opened again, the form shows the times as they were written, in the event's zone.
  await staff.getByRole('button', { name: `Edit: ${title}` }).click();
  await expect(form.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Tokyo');
  await expect(form.getByLabel('Starts (event’s time zone)')).toHaveValue('2030-03-12T09:00');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await staff.getByRole('button', { name: `Delete: ${title}` }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('the news, learning, events, assessment, membership and community pages in Hebrew on a phone', async ({
  browser,
}) => {
  // Twelve pages, each checked by axe: about 40 % of the default timeout with CI's two workers, over it
  // on a machine twice as busy. Slow by nature, not by waiting: triple the time (test.slow).
  test.slow();
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  const phone = await context.newPage();
  const pages: [string, string][] = [
    ['/news', 'חדשות'],
    [
      '/news/pro-bono-projects-autumn',
      'Autumn pro bono projects: a food bank, a refugee helpline and a children’s library',
    ],
    ['/learn', 'למידה'],
    ['/learn/courses', 'קורסים'],
    ['/learn/courses/pricing-your-translation-work', 'Pricing your translation work'],
    ['/events', 'אירועים'],
    ['/language-assessment', 'מבחן שפה'],
    ['/membership', ''],
    ['/managed-services', 'שירותים מנוהלים'],
    ['/community/interpreters', 'מתורגמנים'],
    ['/community/women-in-translation', 'נשים בתרגום'],
    ['/community/wordhive-pro-bono', 'Wordhive פרו בונו'],
  ];
  // An English article's title runs left to right like its summary, so the two line up on the same side.
  await phone.goto('/news');
  const english = phone.getByRole('article').filter({ hasText: 'Meet colleagues before the Lisbon' });
  const direction = (element: Element) => getComputedStyle(element).direction;
  expect(await english.getByRole('heading').evaluate(direction)).toBe('ltr');
  expect(await english.locator('p[lang="en"]').evaluate(direction)).toBe('ltr');
  for (const [path, heading] of pages) {
    const res = await phone.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    if (heading) await expect(phone.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    expect((await axeOn(phone).analyze()).violations, path).toEqual([]);
  }
  await context.close();
});
