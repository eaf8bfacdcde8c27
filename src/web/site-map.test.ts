import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '../../test/page-paths.ts';
import { SITEMAP_PAGES } from '../contract/site-map.ts';
import { routes } from './routes.tsx';

/**
 * Pages of the route table without parameters that search engines are not told of, and why: a
 * member's or staff's own things (a visitor is sent to sign in), forms that open from a mailed link
 * or a session, and pages that say what the visitor just did.
 */
const NOT_FOR_CRAWLERS = new Set([
  '/account',
  '/chat',
  '/welcome',
  '/profile',
  '/member-services',
  '/review',
  '/teams',
  '/teams/join',
  '/opportunities/new',
  '/opportunities/mine',
  '/opportunities/alerts',
]);
const notForCrawlers = (path: string) => NOT_FOR_CRAWLERS.has(path) || /^\/(admin|session|payments)(\/|$)/.test(path);

describe('the sitemap’s fixed pages', () => {
  it('are each a page of the route table, not the page that says there is none', () => {
    for (const path of SITEMAP_PAGES) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe('*');
      expect(matches.length, path).toBeGreaterThan(0);
    }
  });

  it('are every page anyone may read that has no parameters', () => {
    const fixed = pagePaths(routes).filter((path) => !path.includes(':') && !notForCrawlers(path));
    expect(fixed).toEqual(expect.arrayContaining(['/directory', '/omegat', '/about/overhaul']));
    expect(fixed.filter((path) => !SITEMAP_PAGES.includes(path))).toEqual([]);
    expect(SITEMAP_PAGES.filter((path) => notForCrawlers(path))).toEqual([]);
  });
});
