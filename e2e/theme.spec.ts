import { expect, test } from './fixtures.ts';

const LIGHT_CANVAS = 'rgb(248, 250, 252)';
const DARK_CANVAS = 'rgb(11, 18, 32)';

/** The <html> start tag exactly as the server sent it, before any script could touch it. */
async function serverHtmlTag(response: { text(): Promise<string> } | null): Promise<string> {
  const html = await response!.text();
  return html.slice(0, html.indexOf('<head>'));
}

test('follows the system until the visitor chooses', async ({ browser, baseURL }) => {
  for (const [colorScheme, canvas] of [
    ['dark', DARK_CANVAS],
    ['light', LIGHT_CANVAS],
  ] as const) {
    const context = await browser.newContext({ baseURL: baseURL!, colorScheme });
    const page = await context.newPage();
    const res = await page.goto('/');
    expect(await serverHtmlTag(res)).not.toContain('data-theme');
    await expect(page.locator('html')).toHaveCSS('background-color', canvas);
    await context.close();
  }
});

test('the chosen theme survives a reload with no flash of the other one', async ({ page, browser, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_CANVAS);
  await page.getByRole('banner').getByRole('button', { name: 'Switch theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveCSS('background-color', DARK_CANVAS);

  // The server already writes the theme into the HTML, so the first paint is dark.
  const res = await page.reload();
  expect(await serverHtmlTag(res)).toContain('data-theme="dark"');
  await expect(page.locator('html')).toHaveCSS('background-color', DARK_CANVAS);

  // Even with no JavaScript at all, the cookie alone gives the dark page.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'theme')).toMatchObject({ value: 'dark', path: '/' });
  const noScript = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false, colorScheme: 'light' });
  await noScript.addCookies(cookies.filter((c) => c.name === 'theme'));
  const bare = await noScript.newPage();
  await bare.goto('/about');
  await expect(bare.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(bare.locator('html')).toHaveCSS('background-color', DARK_CANVAS);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('About Wordhive');
  await noScript.close();

  // And back to light, which sticks just the same.
  await page.getByRole('banner').getByRole('button', { name: 'Switch theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const again = await page.reload();
  expect(await serverHtmlTag(again)).toContain('data-theme="light"');
  await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_CANVAS);
});
