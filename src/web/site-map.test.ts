import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES } from '../contract/site-map.ts';
import { routes } from './routes.tsx';

describe('the sitemap’s fixed pages', () => {
  it('are each a page of the route table, not the page that says there is none', () => {
    for (const path of SITEMAP_PAGES) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe('*');
      expect(matches.length, path).toBeGreaterThan(0);
    }
  });
});
