import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './entry-server.tsx';

const key = (path: string) => pageCacheKey(new URL(path, 'http://localhost:3000'));

describe('the page cache key', () => {
  it('never caches a page opened through a mailed link, whatever its query', async () => {
    expect(await key('/review?token=abc')).toBeNull();
    expect(await key('/review')).toBeNull();
  });

  it("never caches a page that shows the member's own things or must show changes at once", async () => {
    for (const path of [
      '/account',
      '/admin/members',
      '/chat',
      '/teams',
      '/teams/join?token=abc',
      '/welcome',
      '/opportunities',
      '/learn/courses/a-course',
      '/community/interpreters',
      '/payments/sent',
    ]) {
      expect(await key(path), path).toBeNull();
    }
  });

  it('reads the handle of a page whose code the browser loads with the page', async () => {
    expect(await key('/')).toBe('/');
    expect(await key('/profile/6?tab=reviews')).toBe('/profile/6');
    expect(await key('/session/signin?next=/account')).toBeNull();
  });

  it('keys a public page by its path and only the query it reads', async () => {
    expect(await key('/about?utm_source=mail')).toBe('/about');
    expect(await key('/directory?service=translators&made=up')).toBe('/directory?service=translators');
  });
});
