import { zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accepts, encodeRenderedPage } from './page-encoding.ts';

const html = `<!doctype html><html><body>${'<p>Tradução · תרגום · traduction</p>'.repeat(200)}</body></html>`;
const body = Buffer.from(html);

describe('encodeRenderedPage', () => {
  it('sends zstd to a browser that accepts it (Chromium asks for gzip, deflate, br, zstd)', () => {
    const sent = encodeRenderedPage(body, 'gzip, deflate, br, zstd');
    expect(sent.encoding).toBe('zstd');
    expect(sent.body.length).toBeLessThan(body.length / 5);
    expect(zstdDecompressSync(sent.body).toString()).toBe(html);
  });

  it('leaves the page as it is for any other browser (@fastify/compress makes brotli or gzip)', () => {
    expect(encodeRenderedPage(body, 'gzip, deflate, br')).toEqual({ body });
    expect(encodeRenderedPage(body, undefined)).toEqual({ body });
    expect(encodeRenderedPage(body, 'zstd;q=0, br')).toEqual({ body });
    expect(encodeRenderedPage(body, 'zstd;q=0.5').encoding).toBe('zstd');
  });
});

describe('accepts', () => {
  it('reads a coding by its whole name, refused by a weight of 0', () => {
    expect(accepts('gzip, br', 'br')).toBe(true);
    expect(accepts('brotli', 'br')).toBe(false);
    expect(accepts('', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
    expect(accepts('GZIP', 'gzip')).toBe(true);
    expect(accepts('gzip;q=0.001', 'gzip')).toBe(true);
    expect(accepts('gzip ; q=0.000', 'gzip')).toBe(false);
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
  });
});
