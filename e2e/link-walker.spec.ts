/**
 * No dead ends (issue 13, point 5): every link of our own that a visitor, a
 * member, a client or an admin is shown, in the menus, the profile menu, the
 * footer and the info pages, in every interface language, opens a real page:
 * no 4xx or 5xx, and a main region with content. Links to pages not built yet
 * must not be offered at all (admins see them disabled, pointing nowhere).
 */
import { LOCALES } from '../src/contract/locales.ts';
import { type DemoRole, expect, signInAs, test } from './fixtures.ts';

/** Pages whose links are walked: the home page (with the menus and footer) and the info pages. */
const START_PAGES = ['/', '/about', '/about/overhaul', '/help-center', '/support-center', '/membership'];
/** Profile pages are all alike: a few of them show that the links work. */
const PROFILES_PER_ROLE = 3;

/** Our own links among hrefs: not the API, not '#' (in-page anchors, or items shown disabled to admins). */
function ownPaths(hrefs: string[], origin: string, here: string): string[] {
  return hrefs.flatMap((href) => {
    const url = new URL(href, origin);
    if (url.origin !== origin || url.pathname.startsWith('/next/api/')) return [];
    if (href.endsWith('#') || (url.hash && url.pathname === here)) return [];
    return [`${url.pathname}${url.search}`];
  });
}

/** The links of a page as the server sends it: the menus (closed panels included) and footer are server-rendered. */
const anchorsIn = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** The text of the page's main region, from the HTML the server sent. */
const mainText = (html: string) =>
  (/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// One walk at a time: each sends hundreds of page requests, and the other worker's tests share the server.
test.describe.configure({ mode: 'serial' });

for (const role of ['visitor', 'translator', 'outsourcer', 'admin'] as const) {
  test(`every link shown to the ${role} leads to a real page, in every language`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Every page of the role in seven languages: long by nature (3.5 min for a visitor on a loaded machine).
    test.setTimeout(900_000);
    if (role !== 'visitor') await signInAs(page, role as DemoRole);
    const origin = new URL(baseURL!).origin;
    const dead: string[] = [];
    // The profile menu's links, opened once in the browser: its paths are the same in every language.
    let menuLinks: string[] = [];
    if (role !== 'visitor') {
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      const hrefs = await menu
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      menuLinks = ownPaths(hrefs, origin, '/');
    }
    for (const locale of LOCALES) {
      await context.addCookies([{ name: 'site_lang', value: locale, url: baseURL! }]);
      const links = new Set<string>(menuLinks);
      let profiles = 0;
      for (const start of role === 'visitor' ? START_PAGES : [...START_PAGES, '/account']) {
        const res = await page.request.get(start);
        expect(res.status(), `${locale} ${start}`).toBe(200);
        for (const link of ownPaths(anchorsIn(await res.text()), origin, start)) {
          if (link.startsWith('/profile/') && !links.has(link) && ++profiles > PROFILES_PER_ROLE) continue;
          links.add(link);
        }
      }
      for (const link of links) {
        const res = await page.request.get(link);
        const html = await res.text();
        if (!res.ok()) dead.push(`${locale} ${link}: ${res.status()}`);
        else if (res.headers()['content-type']?.includes('text/html') && mainText(html) === '')
          dead.push(`${locale} ${link}: empty main`);
      }
      expect(links.size, `${role} in ${locale} sees links`).toBeGreaterThan(10);
    }
    expect(dead).toEqual([]);
  });
}
