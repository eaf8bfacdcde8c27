/**
 * Every page of the route table (src/web/routes.tsx) asked for with odd input, as the API's fuzz
 * does for the API: an unknown slug, a number past every id, a NUL byte in each path parameter, and
 * the query parameters the pages read set to a NUL, a huge number and a long text. A visitor's odd
 * address is a 4xx page (not found, or bad request), never the 500 page. Rendered through the dev
 * server, so it needs no build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/api-helper.ts';
import { pagePaths } from '../../../test/page-paths.ts';
import { routes } from '../../web/routes.tsx';

/** The query parameters the pages read (searchParams.get('…') anywhere in the web code). */
function queryNames(dir = 'src/web'): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/searchParams\.(?:get|getAll|has)\('([a-zA-Z_]+)'\)/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

const PARAM_VALUES = ['no-such-thing-here', '2147483648', '99999999999999999999', '%00', 'a%00b'];
const QUERY_VALUES = ['%00', '2147483648', '-1', 'a'.repeat(150)];
const LONG = 'a'.repeat(5000);

function addresses(): string[] {
  const names = queryNames();
  const urls: string[] = [];
  for (const path of pagePaths(routes)) {
    const params = path.match(/:[a-zA-Z]+/g) ?? [];
    const concrete = params.length ? PARAM_VALUES.map((value) => path.replace(/:[a-zA-Z]+/g, value)) : [path];
    for (const base of concrete) urls.push(base);
    const first = concrete[0]!;
    for (const value of QUERY_VALUES) urls.push(`${first}?${names.map((n) => `${n}=${value}`).join('&')}`);
    urls.push(`${first}?search=${LONG}&q=${LONG}`);
  }
  return urls;
}

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5, ssr: 'dev' });
  admin = await t.signIn('admin@demo.wordhive.test');
  member = await t.signIn('translator@demo.wordhive.test');
  // Seeding and the dev server's first transforms take minutes on a busy two-core machine.
});
afterAll(() => t.close());

describe('every page, asked for with odd input', () => {
  const urls = addresses();

  it('covers the route table', () => {
    expect(urls).toContain('/news/no-such-thing-here');
    expect(urls).toContain('/payments/2147483648');
    expect(urls.some((u) => u.startsWith('/admin/members?') && u.includes('q=%00'))).toBe(true);
  });

  for (const [who, cookie] of [
    ['a visitor', () => undefined],
    ['a member', () => member],
    ['an admin', () => admin],
  ] as const) {
    it(`answers ${who} with no 500`, async () => {
      const failures: string[] = [];
      for (const url of urls) {
        const res = await t.request({ url, cookie: cookie() });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('shows the not-found page for an unknown article, course and payment', async () => {
    for (const url of ['/news/no-such-article', '/learn/courses/no-such-course', '/payments/2147483648']) {
      const res = await t.request({ url, cookie: admin });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });

  it('answers a search with a NUL byte as a bad request, not a failure', async () => {
    for (const url of ['/directory', '/business', '/opportunities', '/news', '/admin/members']) {
      const res = await t.request({ url: `${url}?search=%00&q=%00`, cookie: admin });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('Something went wrong');
    }
  });
});

describe('sign-in links on job pages', () => {
  it('bring a visitor back to the job after signing in', async () => {
    const jobs = (await t.request({ url: '/next/api/jobs' })).json().jobs as { id: number }[];
    const job = `/opportunities/${jobs[0]!.id}`;
    for (const [page, back] of [
      [job, job],
      ['/opportunities', '/opportunities'],
    ] as const) {
      const html = (await t.request({ url: page })).body;
      const links = [...html.matchAll(/href="(\/session\/signin\?[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      expect(links.length, page).toBeGreaterThan(0);
      for (const link of links) {
        // The sign-in page it opens posts its form back with the same way home (signin-page.tsx).
        const signin = (await t.request({ url: link })).body;
        expect(signin, link).toContain(`action="/session/signin?callback_url=${encodeURIComponent(back)}`);
      }
    }
  });
});

describe('the sitemap', () => {
  it('lists only pages that a visitor opens', async () => {
    const xml = (await t.request({ url: '/sitemaps/pages.xml' })).body;
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain('/omegat');
    const failures: string[] = [];
    for (const path of paths) {
      const res = await t.request({ url: path });
      if (res.statusCode !== 200) failures.push(`${res.statusCode} ${path}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the headers of a page', () => {
  it('keep no copy of a signed-in page anywhere', async () => {
    const mine = await t.request({ url: '/account', cookie: member });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const visitor = await t.request({ url: '/about' });
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('the /next/admin… addresses (spec §2.1)', () => {
  it('lead an admin to the admin pages, query and all', async () => {
    for (const [from, to] of [
      ['/next/admin', '/admin'],
      ['/next/admin/members?q=Almeida', '/admin/members?q=Almeida'],
    ] as const) {
      const res = await t.request({ url: from, cookie: admin });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
      const page = await t.request({ url: to, cookie: admin });
      expect(page.statusCode, to).toBe(200);
    }
    expect((await t.request({ url: '/admin/members?q=Almeida', cookie: admin })).body).toContain('Sofia Almeida');
  });

  it('lead everyone else where /admin does: a member finds nothing, a visitor is asked to sign in', async () => {
    const res = await t.request({ url: '/next/admin/members', cookie: member });
    expect(res.headers.location).toBe('/admin/members');
    expect((await t.request({ url: '/admin/members', cookie: member })).statusCode).toBe(404);
    const visitor = await t.request({ url: '/next/admin/members' });
    expect(visitor.headers.location).toBe('/admin/members');
    const signIn = await t.request({ url: '/admin/members' });
    expect(signIn.headers.location).toMatch(/^\/session\/signin\?callback_url=%2Fadmin%2Fmembers/);
  });
});
