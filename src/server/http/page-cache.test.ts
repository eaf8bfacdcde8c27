import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, encodedBody, isCacheableStatus } from './page-cache.ts';

const page = (html: string) => ({ status: 200, csp: "script-src 'self'", body: Buffer.from(html) });

describe('page cache', () => {
  it('serves a page until it expires', () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 10_000, now: () => t });
    cache.set('eng|light|/', page('<p>hi</p>'));
    t = 999;
    expect(cache.get('eng|light|/')?.body.toString()).toBe('<p>hi</p>');
    t = 1000;
    expect(cache.get('eng|light|/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest pages beyond its bytes, however many URLs arrive', () => {
    // Each 10-byte page is charged 20 bytes (room for its compressed forms): three fit in 60.
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 60, now: () => 0 });
    cache.set('a', page('aaaaaaaaaa'));
    cache.set('b', page('bbbbbbbbbb'));
    cache.set('a', page('AAAAAAAAAA'));
    cache.set('c', page('cccccccccc'));
    cache.set('d', page('dddddddddd'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('AAAAAAAAAA');
    expect(cache.get('d')?.body.toString()).toBe('dddddddddd');
    expect(cache.bytes).toBe(60);
    for (let i = 0; i < 10_000; i++) cache.set(`/about?made-up=${i}`, page('xxxxxxxxxx'));
    expect(cache.bytes).toBeLessThanOrEqual(60);
    expect(cache.size).toBe(3);
  });

  it('never keeps a page larger than the whole cache', () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 10, now: () => 0 });
    expect(cache.set('big', page('x'.repeat(100))).body.length).toBe(100);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps only answers that are the same for every visitor', () => {
    expect([200, 404, 302, 500].map(isCacheableStatus)).toEqual([true, true, false, false]);
  });
});

describe('encodedBody', () => {
  const html = '<p>Olá, Wordhive</p>'.repeat(200);
  const entry = () => createPageCache({ ttlMs: 1000, maxBytes: 1_000_000 }).set('k', page(html));

  it('prefers brotli, then gzip, and compresses each form once', () => {
    const cached = entry();
    const br = encodedBody(cached, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(encodedBody(cached, 'br').body).toBe(br.body);
    const gz = encodedBody(cached, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
  });

  it('sends plain bytes when nothing (or only refused encodings) is accepted', () => {
    expect(encodedBody(entry(), undefined)).toEqual({ body: Buffer.from(html) });
    expect(encodedBody(entry(), 'br;q=0, gzip;q=0').encoding).toBeUndefined();
  });
});
