import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Where the route table sends a GET of `path`: the Location of the redirect its loader throws, or null. */
async function redirectOf(path: string): Promise<{ status: number; location: string | null } | null> {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (typeof route?.loader !== 'function') return null;
  try {
    await route.loader({ request: new Request(`http://wordhive.test${path}`), params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
  return null;
}

describe('addresses the route table redirects', () => {
  it('leads /next/admin… (spec §2.1) to the admin pages, query and all', async () => {
    expect(await redirectOf('/next/admin')).toEqual({ status: 301, location: '/admin' });
    expect(await redirectOf('/next/admin/members?q=ana')).toEqual({ status: 301, location: '/admin/members?q=ana' });
    expect(await redirectOf('/next/admin/navigation')).toEqual({ status: 301, location: '/admin/navigation' });
  });

  it('leads the old /auth/ addresses to the session pages', async () => {
    expect(await redirectOf('/auth/signin?callback_url=%2Fprofile%2F6')).toEqual({
      status: 301,
      location: '/session/signin?callback_url=%2Fprofile%2F6',
    });
  });

  it('leaves other /next/ addresses to the page that says there is none', async () => {
    expect(matchRoutes(routes, '/next/administrator')?.at(-1)?.route.path).toBe('*');
  });
});
