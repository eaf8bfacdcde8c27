import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './entry-server.tsx';

const key = (path: string) => pageCacheKey(new URL(path, 'http://localhost:3000'));

describe('the page cache key', () => {
  it('never caches a page opened through a mailed link, whatever its query', () => {
    expect(key('/review?token=abc')).toBeNull();
    expect(key('/review')).toBeNull();
  });

  it('never caches a page whose code loads on demand (its handle is not there yet)', () => {
    for (const path of ['/account', '/admin/members', '/chat', '/teams', '/teams/join?token=abc', '/welcome']) {
      expect(key(path), path).toBeNull();
    }
  });

  it('keys a public page by its path and only the query it reads', () => {
    expect(key('/about?utm_source=mail')).toBe('/about');
    expect(key('/directory?service=translators&made=up')).toBe('/directory?service=translators');
  });
});
