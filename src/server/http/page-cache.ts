/**
 * A short-lived cache of server-rendered pages for anonymous visitors. A page
 * without a session is the same for every visitor with the same language and
 * theme, so it is rendered once every few seconds instead of on every request,
 * and kept as bytes (plus each compressed form once a browser asks for it).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
}

export function createPageCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): PageCache {
  // A Map keeps insertion order: re-inserting on write makes the first key the oldest.
  const pages = new Map<string, CachedPage>();
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set(key, page) {
      const entry: CachedPage = { ...page, encoded: {}, expiresAt: now() + ttlMs };
      pages.delete(key);
      pages.set(key, entry);
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
      return entry;
    },
    clear() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

/** Only answers that are the same for every anonymous visitor are kept. */
export function isCacheableStatus(status: number): boolean {
  return status === 200 || status === 404;
}

/** The best encoding the browser accepts, compressed once per cached page. */
export function encodedBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b(?!;q=0(\\.0*)?\\b)`).test(acceptEncoding ?? '');
  if (accepts('br')) {
    page.encoded.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: page.encoded.br, encoding: 'br' };
  }
  if (accepts('gzip')) {
    page.encoded.gzip ??= gzipSync(page.body);
    return { body: page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}
