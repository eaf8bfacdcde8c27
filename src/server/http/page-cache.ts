/**
 * A short-lived cache of server-rendered pages for anonymous visitors. A page
 * without a session is the same for every visitor with the same language and
 * theme, so it is rendered once every few seconds instead of on every request,
 * and kept as bytes (plus each compressed form once a browser asks for it).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { accepts } from './page-encoding.ts';

export interface CachedPage {
  status: number;
  /** The page's Content-Security-Policy: it allows this page's own inline scripts by hash. */
  csp: string;
  body: Buffer;
  /** Compressed forms, made on first demand. */
  encoded: { br?: Buffer; gzip?: Buffer };
  expiresAt: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: Pick<CachedPage, 'status' | 'csp' | 'body'>): CachedPage;
  clear(): void;
  readonly size: number;
  /** Memory the cached pages may take, compressed forms included. */
  readonly bytes: number;
}

/** A page is charged twice its HTML: room for its brotli and gzip forms, each far smaller than the HTML. */
const footprint = (page: Pick<CachedPage, 'body'>) => 2 * page.body.length;

/**
 * Bounded by bytes, not entries: made-up URLs cannot pin more than `maxBytes`,
 * whatever their number (the oldest pages go first).
 */
export function createPageCache({
  ttlMs,
  maxBytes,
  now = Date.now,
}: {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}): PageCache {
  // A Map keeps insertion order: re-inserting on write makes the first key the oldest.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= footprint(page);
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      return page;
    },
    set(key, page) {
      const entry: CachedPage = { ...page, encoded: {}, expiresAt: now() + ttlMs };
      remove(key);
      if (footprint(entry) > maxBytes) return entry;
      pages.set(key, entry);
      bytes += footprint(entry);
      while (bytes > maxBytes) remove(pages.keys().next().value!);
      return entry;
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Only answers that are the same for every anonymous visitor are kept. */
export function isCacheableStatus(status: number): boolean {
  return status === 200 || status === 404;
}

/** The smallest encoding the browser accepts, compressed once per cached page (so brotli before zstd). */
export function encodedBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (accepts(acceptEncoding, 'br')) {
    page.encoded.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: page.encoded.br, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) {
    page.encoded.gzip ??= gzipSync(page.body);
    return { body: page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}
