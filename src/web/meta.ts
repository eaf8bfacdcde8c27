/**
 * Per-page <title>, description, canonical URL and structured data. A route
 * declares `handle: { meta }`; the server writes the tags into <head>, the
 * browser updates the title on client-side navigation.
 */
import type { UIMatch } from 'react-router';
import type { Dictionary } from '../i18n/index.ts';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. '/profile/42'. */
  canonicalPath?: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** A picture for a link shared elsewhere (a member's photo): a path here or an address. */
  image?: string;
}

export interface MetaArgs {
  data: unknown;
  dict: Dictionary;
  params: Record<string, string | undefined>;
  url: URL;
}

export interface RouteHandle {
  meta?: (args: MetaArgs) => PageMeta;
  /** Pages that show the minimal header and the mission-statement footer. */
  minimalShell?: boolean;
  /**
   * The query parameters the page's content depends on, in canonical form: the
   * anonymous page cache keys on them, so made-up parameters share one copy.
   * null: this URL is not cached. A page that reads no parameter leaves it out,
   * and its cached copy ignores the query string.
   */
  cacheQuery?: (url: URL) => string | null | Promise<string | null>;
  /**
   * Sites that may show this page in a frame, from its loader's data (a networking wall's embedded
   * view). Absent: no site may, not even ours.
   */
  frameAncestors?: (data: unknown) => readonly string[];
}

export function pageMeta(
  matches: readonly Pick<UIMatch, 'handle' | 'loaderData' | 'params'>[],
  dict: Dictionary,
  url: URL,
): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const handle = m.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta({ data: m.loaderData, dict, params: m.params, url });
  }
  return { title: dict.common.siteName, description: dict.common.tagline };
}

/**
 * A text cut for a description or a link preview: spaces and line breaks collapsed, and a text over
 * `max` characters ended at the last whole word before it with '…', never inside a word.
 */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Two texts as one: a sentence's end between them when the first has none ('Legal translator. I translate…'). */
export const sentences = (first: string, second: string): string =>
  first && second ? `${first}${/[.!?…]$/.test(first.trim()) ? '' : '.'} ${second}` : first || second;
