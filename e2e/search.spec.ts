import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES } from '../src/contract/locales.ts';
import { buildSearchPrompt, destinationFor, llmResponseSchema } from '../src/contract/search.ts';
import { SEARCH_EXAMPLES } from '../src/contract/search-examples.ts';
import { axeOn } from './axe.ts';
import { expect, signInAs, test } from './fixtures.ts';

const TITLE = 'What are you looking for?';

/**
 * Opens the modal with the header button, or with `key`, once the page has hydrated (before, the
 * button does nothing). Pressed once: the modal's code may take a while to arrive, and a second
 * press of `key` would be typed into its field.
 */
async function openSearch(
  page: Page,
  { button = 'Search', title = TITLE, key }: { button?: string; title?: string; key?: string } = {},
) {
  const dialog = page.getByRole('dialog', { name: title });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  if (key) await page.keyboard.press(key);
  else await page.getByRole('button', { name: button }).click();
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByRole('searchbox', { name: title }) };
}

/** Every call to the search API the page makes. */
function llmCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/next/api/llm') calls.push(request.url());
  });
  return calls;
}

/** Where the modal sends a visitor for this text: the search API's reading, turned into a page as the modal does. */
async function destinationOf(request: APIRequestContext, text: string): Promise<string> {
  const res = await request.get(`/next/api/llm?${new URLSearchParams({ prompt: buildSearchPrompt(text) })}`);
  expect(res.status(), text).toBe(200);
  const { content } = llmResponseSchema.parse(await res.json());
  return destinationFor(JSON.parse(content), text, null).path;
}

/** The counts of a list page's loaders (`total`, `totalResults`), from the hydration data of the HTML the server sent. */
function listedCounts(html: string): number[] {
  const data = /window\.__staticRouterHydrationData=JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(html);
  const { loaderData } = JSON.parse(JSON.parse(data?.[1] ?? '"{}"')) as { loaderData?: Record<string, unknown> };
  const counts: number[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'total' || key === 'totalResults') && typeof inner === 'number') counts.push(inner);
      else if (!Array.isArray(inner)) visit(inner);
    }
  };
  for (const [route, value] of Object.entries(loaderData ?? {})) if (route !== 'root') visit(value);
  return counts;
}

test('every example the modal suggests, in every language, opens a page that finds something in the demo', async ({
  request,
}) => {
  const empty: string[] = [];
  for (const locale of LOCALES) {
    for (const text of SEARCH_EXAMPLES[locale]) {
      const path = await destinationOf(request, text);
      const page = await request.get(path, { headers: { cookie: `site_lang=${locale}` } });
      expect(page.status(), `${text} → ${path}`).toBe(200);
      const counts = listedCounts(await page.text());
      // A page that lists (members, companies, jobs, news) lists someone; other pages only have to exist.
      if (counts.length && Math.max(...counts) === 0) empty.push(`${locale}: ${text} → ${path}`);
    }
  }
  expect(empty).toEqual([]);
});

test('the modal explains itself and passes axe', async ({ page }) => {
  await page.goto('/');
  const { dialog, input } = await openSearch(page);
  await expect(dialog.getByText('Proudly brought to you with AI.')).toBeVisible();
  await expect(input).toBeFocused();
  expect(SEARCH_EXAMPLES.eng).toContain(await input.getAttribute('placeholder'));
  const axe = await axeOn(page).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);
});

test('each validation message shows inline and nothing invalid is sent', async ({ page }) => {
  const calls = llmCalls(page);
  await page.goto('/');
  const { dialog, input } = await openSearch(page);
  const message = dialog.getByRole('alert');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(message).toHaveText('Please enter a search term.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();

  await input.fill('ab');
  await expect(message).toHaveText('Please enter at least 3 characters.');
  await input.fill('x'.repeat(51));
  await input.press('Enter');
  await expect(message).toHaveText('Please enter no more than 50 characters.');
  await input.fill('x'.repeat(50));
  await expect(message).toBeHidden();
  await expect(input).not.toHaveAttribute('aria-invalid');

  // Nothing invalid was sent, and the visitor is still where they were.
  expect(calls).toEqual([]);
  await expect(page).toHaveURL('/');
});

test('a search in plain words lands on the directory with the pair, service and field set', async ({ page }) => {
  await page.goto('/');
  const { dialog, input } = await openSearch(page);
  await input.fill('Portuguese to English legal translator');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/directory\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    search: 'Portuguese to English legal translator',
    service: 'translators',
    source: 'por',
    target: 'eng',
    service_id: '1',
    field: 'legal',
  });
  await expect(dialog).toBeHidden();

  // The directory shows the search as its own filters, ready to refine.
  await expect(page.getByRole('heading', { level: 1, name: 'Find a translator' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(
    'Portuguese to English legal translator',
  );
  await expect(filters.getByRole('combobox', { name: 'From (source language)' })).toHaveValue('Portuguese');
  await expect(filters.getByRole('combobox', { name: 'Into (target language)' })).toHaveValue('English');
  const selected = (name: string) => filters.getByRole('combobox', { name, exact: true }).locator('option:checked');
  await expect(selected('Service')).toHaveText('Translation');
  await expect(selected('Field of expertise')).toHaveText('All of Law/Patents');
});

test('asking for someone available lists those taking new work, and finds them', async ({ page }) => {
  await page.goto('/');
  const { input } = await openSearch(page);
  await input.fill('available translator from Portuguese to English');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/directory\?.*available=1/);
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Taking new work only' })).toBeChecked();
  // "available" is the filter, not a word every profile must contain.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Not taking new work' })).toHaveCount(0);
});

test('the keyboard shortcut opens the modal, typing "/" inside does not, Escape closes it', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Search' });
  await expect(trigger).toHaveAttribute('aria-keyshortcuts', '/');
  const { dialog, input } = await openSearch(page, { key: '/' });
  await input.pressSequentially('en/de');
  await expect(input).toHaveValue('en/de');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // Reopened, it starts empty.
  await page.keyboard.press('/');
  await expect(input).toHaveValue('');
});

test('"/" typed in a field of the page stays in that field', async ({ page }) => {
  await page.goto('/directory');
  const keywords = page.getByRole('form', { name: 'Filters' }).getByRole('searchbox', { name: 'Keywords' });
  // Typed after hydration (the search opens with the key), so the shortcut handler is listening.
  const { dialog } = await openSearch(page, { key: '/' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The closed dialog gives focus back to its button in a task of its own: once it has, the field
  // is focused and typed into (on a busy machine the focus once came back in the middle of 'EN/PT').
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await keywords.pressSequentially('EN/PT');
  await expect(keywords).toHaveValue('EN/PT');
  await expect(dialog).toBeHidden();
});

test('focus stays inside the open modal', async ({ page }) => {
  await page.goto('/');
  const { dialog } = await openSearch(page);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test('the modal closes when the route changes', async ({ page }) => {
  await signInAs(page, 'translator');
  await page.goto('/account');
  // The logo leads home inside the app, so going back is a route change, not a page load.
  await page.getByRole('banner').getByRole('link', { name: 'Wordhive' }).click();
  await expect(page).toHaveURL('/');
  // The address changes as the navigation starts; the modal opened before the home page replaced the
  // account page would be closed by that very route change (a busy run did). Wait for the page.
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toHaveCount(0);
  const { dialog } = await openSearch(page);
  await page.goBack();
  await expect(page).toHaveURL('/account');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
});

test('"my profile" goes to the viewer\'s own profile', async ({ page }) => {
  await signInAs(page, 'translator');
  const { user } = (await (await page.request.get('/next/api/auth/session')).json()) as {
    user: { entity_id: number };
  };
  await page.goto('/');
  const { input } = await openSearch(page);
  await input.fill('My profile');
  await input.press('Enter');
  await expect(page).toHaveURL(`/profile/${user.entity_id}?search=My+profile`);
});

test('a news question lands on the news, searched for the words', async ({ page }) => {
  await page.goto('/');
  const text = 'latest news about remote interpreting';
  const { dialog, input } = await openSearch(page);
  await input.fill(text);
  await input.press('Enter');
  await expect(page).toHaveURL(`/news?${new URLSearchParams({ search: text })}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `News matching “${text}”`, level: 1 })).toBeVisible();
  // "news" and "about" only say where to look: the article about remote work comes first, and one
  // with none of the words (Wordhive Pay's) is not listed.
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toContainText('What interpreters told us about remote work');
  await expect(page.getByRole('link', { name: /Wordhive Pay: promise a payment/ })).toHaveCount(0);
  // Words no article has: the page says so and leads to every article.
  const nothing = 'news about quantum chess';
  await page.goto(`/news?${new URLSearchParams({ search: nothing })}`);
  await expect(page.getByText(`No article matches “${nothing}”.`)).toBeVisible();
  // The news page searches by itself too.
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search the news' });
  await expect(box).toHaveValue(nothing);
  await box.fill('OmegaT');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/news?search=OmegaT');
  await expect(articles.first()).toContainText('Two new courses: pricing your work, and OmegaT from the start');
  // Every topic is on offer, but "All topics" is not what the page shows now.
  await expect(page.getByRole('link', { name: 'All topics' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'All topics' }).click();
  await expect(page.getByRole('link', { name: 'All topics' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
});

test('a question about getting paid opens the Wordhive Pay page in a new tab (spec §9)', async ({ page }) => {
  await page.goto('/');
  const { input } = await openSearch(page);
  await input.fill('How do I get paid?');
  const opened = page.context().waitForEvent('page');
  await input.press('Enter');
  const tab = await opened;
  await expect(tab).toHaveURL(/\/wordhivepay\/about\?search=How\+do\+I\+get\+paid%3F$/);
  await expect(tab.getByRole('heading', { name: 'Wordhive Pay', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a job search lands on the opportunities list with its filters', async ({ page }) => {
  await page.goto('/');
  const { input } = await openSearch(page);
  await input.fill('jobs for Japanese translators');
  await input.press('Enter');
  await expect(page).toHaveURL(/^[^?]+\/opportunities\?search=jobs\+for\+Japanese\+translators/);
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
});

test('a sentence finds what its filters find: the words they already say are not asked of the text', async ({
  page,
}) => {
  await page.goto('/');
  let { input } = await openSearch(page);
  await input.fill('legal translation jobs from Portuguese to English');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/opportunities\?search=legal/);
  await expect(page.getByRole('link', { name: 'Lease agreement for a shop in Porto' })).toBeVisible();

  // The directory: as many legal translators as its filters alone find, not only those who wrote "legal".
  await page.goto('/');
  ({ input } = await openSearch(page));
  await input.fill('Portuguese to English legal translator');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/directory\?/);
  const count = page.getByText(/^[\d,]+ results?$/);
  const withWords = await count.textContent();
  const url = new URL(page.url());
  url.searchParams.delete('search');
  await page.goto(url.pathname + url.search);
  await expect(count).toHaveText(withWords!);
});

test('when the search call fails, it is only logged and the directory opens with the text', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/next/api/llm?*', (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }));
  await page.goto('/');
  const { input } = await openSearch(page);
  await input.fill('Portuguese translator');
  await input.press('Enter');
  await expect(page).toHaveURL('/directory?search=Portuguese+translator');
  expect(errors.some((e) => e.startsWith('Search failed'))).toBe(true);
});

test('in Hebrew the modal speaks Hebrew, right to left', async ({ page, context }) => {
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { dialog, input } = await openSearch(page, { button: 'חיפוש', title: 'מה מחפשים?' });
  expect(SEARCH_EXAMPLES.heb).toContain(await input.getAttribute('placeholder'));
  await input.fill('אב');
  await input.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('נא להזין 3 תווים לפחות.');
  await input.fill('מתרגם מעברית לאנגלית');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/directory\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get('source'), params.get('target'), params.get('service')]).toEqual(['heb', 'eng', 'translators']);
});
