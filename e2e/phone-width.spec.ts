/**
 * Nothing is wider than a 360 px phone (ui.md: everything works one-handed on a phone). A page that
 * is wider scrolls sideways as a whole, and a member loses the edge of every line. What made pages
 * wider before: a grid whose single phone column grew to its longest unbreakable line (a message cut
 * short by an ellipsis still counts), and rows of buttons that did not wrap in longer languages.
 * French and Portuguese have some of the longest labels among the interface languages.
 */
import type { Page } from '@playwright/test';
import { axeOn } from './axe.ts';
import { type DemoRole, expect, signInAs, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

async function expectNarrow(
  page: Page,
  role: DemoRole,
  locale: string,
  paths: string[],
  { axe = false }: { axe?: boolean } = {},
) {
  await signInAs(page, role);
  await page.context().addCookies([{ name: 'site_lang', value: locale, url: test.info().project.use.baseURL! }]);
  await page.setViewportSize(PHONE);
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    // A table that scrolls sideways only on a phone must be reachable by keyboard there (the other rules
    // are the desktop axe walks' in staff-tools.spec.ts).
    if (axe) {
      const scrolling = axeOn(page).withRules(['scrollable-region-focusable']);
      expect((await scrolling.analyze()).violations, path).toEqual([]);
    }
  }
}

test('a member’s pages fit a 360 px phone in French', async ({ page }) => {
  await expectNarrow(page, 'translator', 'fra', [
    '/',
    '/directory?service=translators',
    '/profile',
    '/chat',
    '/opportunities',
    '/opportunities/new',
    '/payments',
    '/payments/new',
    '/managed-services',
    '/account',
    '/networking',
    '/testimonials',
  ]);
});

test('the admin pages fit a 360 px phone in Portuguese, their wide tables reachable by keyboard', async ({ page }) => {
  await expectNarrow(
    page,
    'admin',
    'por',
    [
      '/admin',
      '/admin/members',
      '/admin/navigation',
      '/admin/payments',
      '/admin/audit-log',
      '/admin/assessments',
      '/admin/page-visits',
    ],
    { axe: true },
  );
});
