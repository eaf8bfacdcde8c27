import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type LinkProps, MemoryRouter, Link as RouterLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink } from './link.tsx';

/** Rendered where a page is: a location with a path and a query, against which relative links resolve. */
const inRouter = (element: ReactElement) =>
  renderToString(<MemoryRouter initialEntries={['/profile/7/reviews?tab=all']}>{element}</MemoryRouter>);

const extras: Partial<LinkProps>[] = [
  {},
  { className: 'button primary', 'aria-label': 'Go', title: 'A "quoted" title' },
  { target: '_blank', rel: 'noopener noreferrer' },
  { discover: 'none' },
  { reloadDocument: true, replace: true, state: { from: 'x' }, preventScrollReset: true, onClick: () => {} },
];

const plain = [
  '/',
  '/directory',
  '/directory?service=translators&page=2',
  '/profile/7#reviews',
  '/opportunities/?q=a#b',
  '/search?q=caf%C3%A9',
  '/עברית',
  'http://127.0.0.1:3950/directory?service=translators',
  'https://omegat.org',
  'mailto:support@wordhive.test',
  '//cdn.example.com/a',
];
const resolved = ['/x?', '/x#', '/a/../b', '/a/./b', '/a/..', 'relative/path', '../up', '?consent=open', '#top', ''];

describe("the server's Link", () => {
  for (const to of [...plain, ...resolved]) {
    it(`writes what react-router's Link writes for ${JSON.stringify(to)}`, () => {
      for (const props of extras) {
        expect(
          inRouter(
            <ServerLink to={to} {...props}>
              Text
            </ServerLink>,
          ),
        ).toBe(
          inRouter(
            <RouterLink to={to} {...props}>
              Text
            </RouterLink>,
          ),
        );
      }
    });
  }

  it('writes an object `to` as react-router does', () => {
    const to = { pathname: '/directory', search: '?service=translators', hash: '#list' };
    expect(inRouter(<ServerLink to={to}>Text</ServerLink>)).toBe(inRouter(<RouterLink to={to}>Text</RouterLink>));
  });

  it('writes plain paths and full URLs without asking the router', () => {
    // react-router's Link throws outside a router: these render because the server's does not use it.
    for (const to of plain) {
      expect(renderToString(<ServerLink to={to}>Text</ServerLink>)).toContain(`href="${to.replace(/&/g, '&amp;')}"`);
    }
    expect(() => renderToString(<ServerLink to="relative">Text</ServerLink>)).toThrow();
  });
});
