/**
 * A short-lived cache of server-rendered pages for anonymous visitors. A page
 * without a session is the same for every visitor with the same language and
 * theme, so it is rendered once every few seconds instead of on every request.
 * The CSP nonce is stored as a placeholder and replaced by a fresh one on every
 * answer, so no two responses share a nonce.
 */

export const NONCE_PLACEHOLDER = '__WORDHIVE_CSP_NONCE__';

export interface CachedPage {
  status: number;
  html: string;
  expiresAt: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: Omit<CachedPage, 'expiresAt'>): void;
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
      pages.delete(key);
      pages.set(key, { ...page, expiresAt: now() + ttlMs });
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
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

export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}
