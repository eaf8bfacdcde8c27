import type { Page } from '@playwright/test';
import { LOCALES } from '../src/contract/locales.ts';
import { dictionaries } from '../src/i18n/all.ts';
import { axeOn } from './axe.ts';
import { expect, signInAs, test } from './fixtures.ts';

// The e2e server runs without a classic site unless CLASSIC_SITE_URL is set for the run.
const CLASSIC = process.env.CLASSIC_SITE_URL?.replace(/\/$/, '') ?? null;

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

async function expectShell(page: Page, path: string, kinds: { header: string; footer: string }) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  if (kinds.header === 'none') await expect(header(page)).toHaveCount(0);
  else {
    await expect(header(page).getByRole('link', { name: 'Wordhive' }).first()).toHaveAttribute('href', '/');
    // The minimal header has its own three links; the full one has the main menu.
    if (kinds.header === 'minimal') {
      for (const name of ['Home', 'About', 'Help'])
        await expect(header(page).getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    }
    await expect(header(page).getByRole('button', { name: 'Switch theme' }).first()).toBeVisible();
  }
  if (kinds.footer === 'none') await expect(footer(page)).toHaveCount(0);
  else if (kinds.footer === 'mission') {
    await expect(footer(page).getByText(/^Wordhive is where language professionals/)).toBeVisible();
    await expect(footer(page).getByRole('heading', { name: 'Find freelance linguists' })).toHaveCount(0);
  } else {
    await expect(footer(page).getByRole('heading', { name: 'Find freelance linguists' })).toBeVisible();
  }
}

test.describe('header and footer by kind of path (spec §2.2, §2.3)', () => {
  const cases: [string, { header: string; footer: string }][] = [
    ['/', { header: 'full', footer: 'full' }],
    ['/about', { header: 'full', footer: 'full' }],
    ['/help-center', { header: 'full', footer: 'full' }],
    // Session pages (§2.1): no header, no footer; the card brings the logo, the language and the theme.
    ['/session/signin', { header: 'none', footer: 'none' }],
    ['/session/signup', { header: 'none', footer: 'none' }],
    ['/no/such/page', { header: 'minimal', footer: 'mission' }],
    // Admin paths keep a header but never a footer, even on their not-found page.
    ['/admin/anything', { header: 'minimal', footer: 'none' }],
    ['/next/admin/anything', { header: 'minimal', footer: 'none' }],
    ['/networking/embed/wall/1', { header: 'none', footer: 'none' }],
    ['/account/session/expired', { header: 'none', footer: 'none' }],
  ];
  for (const [path, kinds] of cases) {
    test(`${path}: ${kinds.header} header, ${kinds.footer} footer`, async ({ page }) => {
      await expectShell(page, path, kinds);
    });
  }

  test('the rules hold after client-side navigation too', async ({ page }) => {
    await page.goto('/no/such/page');
    await header(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(footer(page).getByRole('heading', { name: 'Find freelance linguists' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('full footer', () => {
  test('has its columns, the copyright years and five social links', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    for (const name of ['Find freelance linguists', 'Find language companies', 'About']) {
      await expect(f.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // The opportunities marketplace is built (issue 17); invoicing and terminology are the classic site's.
    await expect(f.getByRole('heading', { name: 'For freelance professionals' })).toBeVisible();
    const links: [string, string][] = [
      ['Certified translators', '/directory/certified'],
      ['Interpreters', '/directory?service=interpreters'],
      ['Subtitlers', '/directory?service=subtitlers'],
      ['More linguists', '/directory'],
      ['Business directory', '/business'],
      ['About this new site', '/about/overhaul'],
      ['About Wordhive', '/about'],
      ['Get help', '/support-center'],
      ['Accessibility', '/accessibility'],
      ['Opportunities marketplace', '/opportunities'],
      // Built by issue 15: the column's last own page.
      ['Training & certification', '/learn'],
      // Wordhive's own events (decision 055), with or without a classic site.
      ['Events', '/events'],
    ];
    for (const [name, href] of links)
      await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    // Wordhive Pay's page opens in a new tab (spec §2.1).
    const payments = f.getByRole('link', { name: /^Payments/ });
    await expect(payments).toHaveAttribute('href', '/wordhivepay/about');
    await expect(payments).toHaveAttribute('target', '_blank');

    const classic: [string, string][] = [
      ['Invoicing', '/invoice'],
      ['Terminology', '/search'],
      ['Back to classic site', '/'],
    ];
    for (const [name, path] of classic) {
      const link = f.getByRole('link', { name, exact: true });
      if (CLASSIC) await expect(link).toHaveAttribute('href', `${CLASSIC}${path}`);
      else await expect(link).toHaveCount(0);
    }

    await expect(f.getByText(`© 1999 - ${new Date().getFullYear()} Wordhive`)).toBeVisible();
    const social = f.getByRole('list', { name: 'Follow Wordhive' }).getByRole('link');
    await expect(social).toHaveCount(5);
    for (const name of ['Facebook', 'LinkedIn', 'X', 'Instagram', 'YouTube']) {
      await expect(f.getByRole('link', { name: `Wordhive on ${name}` })).toBeVisible();
    }
    await expect(f.getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
  });

  test('stacks into one column on a phone without overflowing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(footer(page).getByRole('heading', { name: 'About', exact: true })).toBeVisible();
    const sticksOut = await footer(page).evaluate(
      (f) => [...f.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth).length,
    );
    expect(sticksOut).toBe(0);
  });
});

test('the header fits a 360 px phone and the smallest, 320 px, in every language: both account buttons in view, nothing wider than the screen', async ({
  page,
  baseURL,
}) => {
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 740 });
    for (const locale of LOCALES) {
      await page.context().addCookies([{ name: 'site_lang', value: locale, url: baseURL! }]);
      await page.goto('/');
      const { signIn, signUp } = dictionaries[locale].common;
      for (const name of [signIn, signUp]) {
        const box = (await header(page).getByRole('link', { name, exact: true }).boundingBox())!;
        expect(box.x, `${width} ${locale} ${name}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} ${locale} ${name}`).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} ${locale}`).toBeLessThanOrEqual(
        width,
      );
    }
  }
});

test('public pages fit a 320 px phone in German, the language of the longest words', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.context().addCookies([{ name: 'site_lang', value: 'deu', url: baseURL! }]);
  // 'Unternehmensverzeichnis' (a heading longer than the line) and the news search's field and button.
  for (const path of ['/', '/business', '/news', '/opportunities', '/directory?service=translators', '/membership']) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test.describe('back button (spec §2.12)', () => {
  test('appears on paths containing "profile" and leads to the profile', async ({ page }) => {
    await page.goto('/profile/42/portfolio');
    const back = page.getByRole('link', { name: 'Back to Wordhive' });
    await expect(back).toHaveAttribute('href', CLASSIC ? `${CLASSIC}/profile/42` : '/profile/42');
    await page.goto('/profile/edit');
    await expect(page.getByRole('link', { name: 'Back to Wordhive' })).toHaveAttribute('href', '/profile');
  });

  test('is absent elsewhere', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Wordhive', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Wordhive' })).toHaveCount(0);
  });
});

test.describe('information pages', () => {
  const pages: [string, string, string][] = [
    ['/about', 'About Wordhive', 'Who Wordhive is for'],
    ['/about/overhaul', 'About this new site', 'What is new'],
    ['/help-center', 'Help center', 'Privacy'],
    ['/support-center', 'Get help', 'What to include'],
    ['/accessibility', 'Accessibility statement', 'Known limits'],
  ];
  for (const [path, title, section] of pages) {
    test(`${path} arrives server-rendered with its meta tags`, async ({ request, baseURL }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title} · Wordhive</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]{40,}">/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
      expect(html).toContain(`>${section}</h2>`);
    });
  }

  test('the about page shows live figures', async ({ page }) => {
    await page.goto('/about');
    const figures = page.getByRole('region', { name: 'Wordhive today' });
    await expect(figures.getByText('members', { exact: true })).toBeVisible();
    const members = await figures.locator('dd').first().textContent();
    expect(Number(members?.replace(/\D/g, ''))).toBeGreaterThan(40);
  });

  test('the help center links each topic to its answers', async ({ page }) => {
    await page.goto('/help-center');
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/#payments$/);
    await expect(page.getByRole('heading', { name: 'What is Wordhive Pay?' })).toBeInViewport();
  });

  test('the footer leads to the accessibility statement, whose report link opens website feedback', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(page.getByText('WCAG 2.2 AA', { exact: false }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Report a barrier' }).click();
    await expect(page.getByRole('dialog', { name: 'We’d love to hear your thoughts!' })).toBeVisible();
    await expect(page).toHaveURL('/accessibility?feedback=open');
  });

  test('get help sends a visitor to sign in first, and a member to the chat', async ({ page }) => {
    await page.goto('/support-center');
    const contact = page.getByRole('region', { name: 'Write to member services' });
    await expect(contact.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/session/signin?callback_url=%2Fsupport-center',
    );
    await signInAs(page, 'translator');
    await page.reload();
    await contact.getByRole('button', { name: 'Open the chat' }).click();
    await expect(page.getByRole('region', { name: 'Chat with Marta Kowalska' })).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  const scan = async (page: Page) => (await axeOn(page).analyze()).violations;

  for (const theme of ['light', 'dark']) {
    for (const lang of ['eng', 'heb']) {
      test(`home page in ${lang}, ${theme} theme`, async ({ page, context, baseURL }) => {
        await context.addCookies([
          { name: 'theme', value: theme, url: baseURL! },
          { name: 'site_lang', value: lang, url: baseURL! },
        ]);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'heb' ? 'rtl' : 'ltr');
        expect(await scan(page)).toEqual([]);
      });
    }
  }

  for (const path of ['/about', '/about/overhaul', '/help-center', '/support-center', '/accessibility']) {
    test(`${path} in English`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scan(page)).toEqual([]);
    });
  }

  test('the mission-statement footer', async ({ page }) => {
    await page.goto('/no/such/page');
    expect((await axeOn(page).include('footer').analyze()).violations).toEqual([]);
  });

  test('a session page: its own way home, language and theme', async ({ page }) => {
    await page.goto('/session/signin');
    await expect(page.getByRole('link', { name: 'Wordhive' })).toHaveAttribute('href', '/');
    await expect(page.getByLabel('Language')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch theme' })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test('the old /auth/ addresses lead to the session pages, query and all', async ({ page }) => {
    const res = await page.request.get('/auth/signin?callback_url=%2Fprofile%2F6', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/session/signin?callback_url=%2Fprofile%2F6');
    await page.goto('/auth/signup');
    await expect(page).toHaveURL('/session/signup');
    await expect(page.getByRole('heading', { name: 'Create your Wordhive account' })).toBeVisible();
  });
});

test('each page’s outline starts at its h1: the header and its menus put no heading before it (WCAG heading order)', async ({
  page,
}) => {
  const first = async () =>
    page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => h.tagName)[0]);
  for (const path of ['/', '/directory', '/testimonials', '/opportunities']) {
    await page.goto(path);
    expect(await first(), path).toBe('H1');
  }
  await signInAs(page, 'translator');
  for (const path of ['/', '/payments']) {
    await page.goto(path);
    expect(await first(), path).toBe('H1');
  }
});
