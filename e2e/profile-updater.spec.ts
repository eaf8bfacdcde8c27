/**
 * The Profile Updater (issue 21): each drawer used by its owner and what a
 * visitor then sees; a review asked of a client by email and answered through
 * the outbox's link; reported to staff and removed; favorites; missed calls;
 * the interpreter pool's drafts; drawers pass axe, in Hebrew too.
 */
import type { Page } from '@playwright/test';
import { axeOn } from './axe.ts';
import { expect, mailedLink, signInAs, signUpFresh, test, waitsForHydration } from './fixtures.ts';

/** Opens a drawer from the Profile Updater panel (its link may add a count: "Missed calls 2 waiting"). */
async function openDrawer(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'Profile Updater' })
    .getByRole('link', { name: new RegExp(`^${name}( \\d+ waiting)?$`) })
    .click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function setPairs(page: Page, entityId: number) {
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.put(`/next/api/user/pairs?entityId=${entityId}`, {
    data: { pairs: [{ source: 'por', target: 'eng' }] },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

test('a translator fills every drawer of the Profile Updater, and a visitor reads it all', async ({
  page,
  browser,
}) => {
  test.slow();
  const { entityId } = await signUpFresh(page, 'translator', 'Ulla Updater');
  await setPairs(page, entityId);
  await page.goto(`/profile/${entityId}`);

  // Career.
  let drawer = await openDrawer(page, 'Careers');
  await drawer.getByRole('button', { name: 'Add a position' }).click();
  await drawer.getByLabel('Role').fill('Freelance legal translator');
  await drawer.getByLabel('Organisation').fill('Self-employed');
  await drawer.getByLabel('From (year)').fill('2019');
  await drawer.getByRole('button', { name: 'Add a position' }).click();
  const second = drawer.getByRole('listitem').nth(1);
  await second.getByLabel('I still work here').uncheck();
  await second.getByLabel('Role').fill('Reviser');
  await second.getByLabel('Organisation').fill('Lexicon Language Services');
  await second.getByLabel('From (year)').fill('2016');
  await second.getByLabel('To (year)').fill('2014');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Choose an end on or after the start')).toBeVisible();
  await second.getByLabel('To (year)').fill('2019');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Career saved.')).toBeVisible();
  await expect(page).not.toHaveURL(/updater=/);

  // Portfolio works.
  drawer = await openDrawer(page, 'Portfolio works');
  await drawer.getByRole('button', { name: 'Add a work' }).click();
  await drawer.getByLabel('Title').fill('Annual report of a Lisbon bank');
  await drawer.getByLabel('Kind of work').selectOption({ label: 'Document' });
  await drawer.getByLabel('Year (optional)').fill('2024');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Works saved.')).toBeVisible();

  // FAQ: a category first, then its question.
  drawer = await openDrawer(page, 'FAQ');
  await expect(drawer.getByText('Add a category first, in FAQ categories.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  drawer = await openDrawer(page, 'FAQ categories');
  await drawer.getByRole('button', { name: 'Add a category' }).click();
  await drawer.getByLabel('Category name').fill('Rates and quotes');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FAQ categories saved.')).toBeVisible();
  drawer = await openDrawer(page, 'FAQ');
  await drawer.getByRole('button', { name: 'Add a question' }).click();
  await drawer.getByLabel('Question', { exact: true }).fill('Do you charge per word?');
  await drawer.getByLabel('Answer', { exact: true }).fill('Per source word, with a minimum of one hour.');
  await expect(drawer.getByText('44/1000')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FAQ saved.')).toBeVisible();

  // Projects, then a confirmation asked of the client.
  drawer = await openDrawer(page, 'Projects');
  await drawer.getByRole('button', { name: 'Add a project' }).click();
  await drawer.getByLabel('Title').fill('Lease agreements for a property fund');
  await drawer.getByLabel('Volume').fill('12000');
  await drawer.getByLabel('Client', { exact: true }).selectOption({ label: 'Direct client' });
  await expect(drawer.getByText('Save a new project before asking for its confirmation.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Projects saved.')).toBeVisible();
  drawer = await openDrawer(page, 'Projects');
  await drawer.getByRole('button', { name: 'Ask the client to confirm' }).click();
  await drawer.getByLabel('Client’s name').fill('Rui Lopes');
  await drawer.getByLabel('Client’s email').fill('rui.lopes@fund.example');
  await drawer.getByRole('button', { name: 'Send the request' }).click();
  await expect(drawer.getByText('Confirmation asked of rui.lopes@fund.example')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();

  // Mentoring.
  drawer = await openDrawer(page, 'Mentoring');
  await drawer.getByLabel('I want to mentor').check();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Choose at least one topic')).toBeVisible();
  await drawer.getByLabel('Pricing and negotiation').check();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You show as a mentor.')).toBeVisible();

  // The client confirms the project through the mailed link, without an account.
  const client = await browser.newContext();
  const clientPage = waitsForHydration(await client.newPage());
  await clientPage.goto(await mailedLink('rui.lopes@fund.example', 'project-confirmation'));
  await expect(clientPage.getByRole('heading', { name: 'Confirm a project for Ulla Updater' })).toBeVisible();
  await clientPage.getByLabel('Yes, it did').check();
  await clientPage.getByRole('button', { name: 'Send my answer' }).click();
  await expect(clientPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  // A visitor sees it all.
  const visitor = waitsForHydration(await clientPage.context().newPage());
  await visitor.goto(`/profile/${entityId}`);
  const career = visitor.getByRole('region', { name: 'Career' });
  await expect(career.getByRole('listitem')).toHaveText([
    /Freelance legal translator.*2019–today/,
    /Reviser.*2016–2019/,
  ]);
  await expect(
    visitor.getByRole('region', { name: 'Portfolio' }).getByText('Annual report of a Lisbon bank'),
  ).toBeVisible();
  const faq = visitor.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByText('Do you charge per word?').click();
  await expect(faq.getByText('Per source word, with a minimum of one hour.')).toBeVisible();
  const projects = visitor.getByRole('region', { name: 'Project history' });
  await expect(projects.getByText('Confirmed by Rui Lopes')).toBeVisible();
  await expect(projects.getByText('Direct client')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Mentoring' })).toContainText('Pricing and negotiation');
  await expect(visitor.getByRole('region', { name: 'Profile Updater' })).toHaveCount(0);
  await client.close();
});

test('a client answers a review request; the owner reports it; staff remove it with a reason', async ({
  page,
  browser,
}) => {
  const { entityId } = await signUpFresh(page, 'translator', 'Rhea Reviewed');
  await page.goto(`/profile/${entityId}`);
  const drawer = await openDrawer(page, 'Ask for a review');
  await drawer.getByLabel('Client’s name').fill('Paula Client');
  await drawer.getByLabel('Client’s email').fill(`paula-${entityId}@client.example`);
  await drawer.getByLabel('A note to them (optional)').fill('Thanks for the contracts!');
  await drawer.getByRole('button', { name: 'Send the request' }).click();
  await expect(drawer.getByText('Waiting, until')).toBeVisible();
  await expect(drawer.getByText('9 more requests today')).toBeVisible();

  const client = await browser.newContext();
  const clientPage = waitsForHydration(await client.newPage());
  const link = await mailedLink(`paula-${entityId}@client.example`, 'review-request');
  await clientPage.goto(link);
  await expect(clientPage.getByRole('heading', { name: 'A review for Rhea Reviewed' })).toBeVisible();
  await expect(clientPage.getByText('Thanks for the contracts!')).toBeVisible();
  expect((await axeOn(clientPage).analyze()).violations).toEqual([]);
  await clientPage.getByRole('button', { name: 'Send my answer' }).click();
  await expect(clientPage.getByText('Say whether you would work with them again')).toBeVisible();
  await clientPage.getByLabel('Yes').check();
  await clientPage.getByRole('radio', { name: '4 stars' }).check();
  await clientPage.getByLabel('Your review').fill('Careful, on time, and asked the right questions.');
  await clientPage.getByLabel('Company (optional)').fill('Client SA');
  await clientPage.getByRole('button', { name: 'Send my answer' }).click();
  await expect(clientPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  // The link works once.
  await clientPage.goto(link);
  await expect(clientPage.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();

  // Visitors see the review, marked as confirmed by email only and kept out of the rating (decision 126).
  await clientPage.goto(`/profile/${entityId}`);
  const feedback = clientPage.getByRole('region', { name: 'Feedback from clients and colleagues' });
  await expect(feedback.getByText('Client confirmed by email')).toBeVisible();
  await expect(feedback.getByText('Verified client')).toHaveCount(0);
  await expect(feedback.getByText('Confirmed by email only: 1, not counted in the rating.')).toBeVisible();
  await expect(feedback.getByText('Would work with them again')).toBeVisible();
  await expect(feedback.getByRole('button', { name: /Report/ })).toHaveCount(0);
  await client.close();

  // The owner cannot edit it, only report it.
  await page.goto(`/profile/${entityId}`);
  await page.getByRole('button', { name: 'Report the feedback from Paula Client to staff' }).click();
  const report = page.getByRole('dialog', { name: 'Report this feedback' });
  await report.getByLabel('Why?').selectOption({ label: 'Conflict of interest' });
  await report.getByLabel('What is wrong with it?').fill('I never worked for this company.');
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Reported to staff')).toBeVisible();

  // Staff remove it; the profile no longer shows it.
  const staff = await browser.newContext();
  const staffPage = waitsForHydration(await staff.newPage());
  await signInAs(staffPage, 'admin');
  await staffPage.goto('/admin/feedback-reports');
  const item = staffPage.getByRole('listitem').filter({ hasText: 'I never worked for this company.' });
  await expect(item.getByText('Conflict of interest')).toBeVisible();
  // A decision says why (decision 127): the member and the author read it.
  await item.getByLabel(/^Your reason/).fill('The member and this client are the same person.');
  await item.getByRole('button', { name: 'Remove it' }).click();
  await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Remove it' }).click();
  await expect(staffPage.getByText('Removed: the member has been told.')).toBeVisible();
  await staff.close();
  await page.goto(`/profile/${entityId}`);
  const after = page.getByRole('region', { name: 'Feedback from clients and colleagues' });
  await expect(after.getByText('1 removed by staff: Conflict of interest')).toBeVisible();
  await expect(after.getByText('Careful, on time, and asked the right questions.')).toHaveCount(0);
});

test('favorites are kept from a profile, listed privately and removed', async ({ page }) => {
  await signUpFresh(page, 'outsourcer', 'Fiona Favorites');
  await page.goto('/profile/6');
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Sofia Almeida is among your favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In your favorites' })).toBeVisible();
  await page.goto('/profile');
  const drawer = await openDrawer(page, 'Favorites');
  await expect(drawer.getByRole('link', { name: 'Sofia Almeida' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove Sofia Almeida from favorites' }).click();
  await expect(drawer.getByText('No favorites yet')).toBeVisible();
});

test('missed calls list who waits for an answer, with a way to reply', async ({ page }) => {
  await signInAs(page, 'translator');
  await page.goto('/profile/6');
  const panel = page.getByRole('region', { name: 'Profile Updater' });
  await expect(panel.getByRole('link', { name: /Missed calls.*waiting/ })).toBeVisible();
  const drawer = await openDrawer(page, 'Missed calls');
  await expect(drawer.getByText(/court documents for certified translation/)).toBeVisible();
  // Other tests look at Sofia's contact details too: each viewer is one more line.
  await expect(
    drawer.getByText(/Looked at your contact details on .* and has not written since/).first(),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Message Juliana Carvalho' })).toBeVisible();
});

test('an interpreter’s pool bio is kept as a draft until saved', async ({ page }) => {
  const { entityId } = await signUpFresh(page, 'interpreter', 'Ines Interpreter');
  await page.goto(`/profile/${entityId}`);
  let drawer = await openDrawer(page, 'Interpreter pool');
  await drawer.getByLabel('I want to be in the interpreter pools').check();
  await drawer.getByLabel('Bio for the pools').fill('Court interpreter, Portuguese and English.');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  drawer = await openDrawer(page, 'Interpreter pool');
  await drawer.getByLabel('I want to be in the interpreter pools').check();
  await expect(drawer.getByLabel('Bio for the pools')).toHaveValue('Court interpreter, Portuguese and English.');
  await expect(drawer.getByText('kept on this device until you save')).toBeVisible();
  await drawer.getByLabel('Region').fill('Lisbon');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your place in the pools is saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interpreter pools' })).toContainText('Lisbon');
  drawer = await openDrawer(page, 'Interpreter pool');
  await expect(drawer.getByText('kept on this device until you save')).toHaveCount(0);
});

// One test per screen: each is a page load and an axe run, so none grows long on a busy machine.
for (const [lang, theme] of [
  ['eng', 'light'],
  ['heb', 'dark'],
] as const) {
  for (const id of ['', 'missed-calls', 'review', 'projects', 'faq', 'careers', 'portfolio', 'favorites']) {
    test(`the Profile Updater ${id || 'panel'} passes axe (${lang}, ${theme})`, async ({ page, baseURL }) => {
      await page.context().addCookies([
        { name: 'site_lang', value: lang, url: baseURL! },
        { name: 'theme', value: theme, url: baseURL! },
      ]);
      await signInAs(page, 'translator');
      await page.goto(`/profile/6${id ? `?updater=${id}` : ''}`);
      if (id) await expect(page.getByRole('dialog')).toBeVisible();
      // A drawer's run checks the drawer: the page behind it is the panel's run, in the same language and theme.
      const axe = axeOn(page);
      if (id) axe.include('[role="dialog"]');
      expect((await axe.analyze()).violations).toEqual([]);
    });
  }
}

test('a drawer slides from the left in Hebrew', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await signInAs(page, 'translator');
  await page.goto('/profile/6?updater=careers');
  const box = await page.getByRole('dialog').boundingBox();
  expect(box!.x).toBe(0);
  expect(box!.width).toBeLessThan(page.viewportSize()!.width);
});
