import { describe, expect, it } from 'vitest';
import { createPageCache, isCacheableStatus, NONCE_PLACEHOLDER, withNonce } from './page-cache.ts';

describe('page cache', () => {
  it('serves a page until it expires', () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => t });
    cache.set('eng|light|/', { status: 200, html: '<p>hi</p>' });
    t = 999;
    expect(cache.get('eng|light|/')?.html).toBe('<p>hi</p>');
    t = 1000;
    expect(cache.get('eng|light|/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest page beyond its size', () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    cache.set('a', { status: 200, html: 'a' });
    cache.set('b', { status: 200, html: 'b' });
    cache.set('a', { status: 200, html: 'a2' });
    cache.set('c', { status: 200, html: 'c' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('a2');
    expect(cache.get('c')?.html).toBe('c');
  });

  it('gives every answer its own nonce', () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}"></script><script nonce="${NONCE_PLACEHOLDER}"></script>`;
    expect(withNonce(html, 'abc')).toBe('<script nonce="abc"></script><script nonce="abc"></script>');
  });

  it('keeps only answers that are the same for every visitor', () => {
    expect([200, 404, 302, 500].map(isCacheableStatus)).toEqual([true, true, false, false]);
  });
});
