/**
 * robots.txt and the sitemaps (sitemaps.org protocol 0.9): an index naming one file of fixed pages
 * and content, and numbered files of profiles and of open jobs, SITEMAP_FILE_URLS each. A file is
 * kept for a while: crawlers ask rarely, and one of 50,000 addresses is a query and a few megabytes.
 */
import { SITEMAP_FILE_URLS, SITEMAP_PAGES, SITEMAP_PARTS, type SitemapPart } from '../../../contract/site-map.ts';
import { notFound } from '../../http/errors.ts';
import { escapeXml } from '../../http/xml.ts';
import type { SitemapEntry, SitemapRepository } from './repository.ts';

export const SITEMAP_NOT_FOUND = 'No such sitemap';
const KEEP_MS = 10 * 60_000;

export function createSitemapService(deps: {
  repo: SitemapRepository;
  siteUrl: string;
  now?: () => number;
  /** Addresses per numbered file: the protocol's limit, fewer in tests. */
  perFile?: number;
}) {
  const { repo, siteUrl, perFile = SITEMAP_FILE_URLS } = deps;
  const now = deps.now ?? Date.now;
  const kept = new Map<string, { at: number; xml: string }>();
  const url = (path: string) => escapeXml(new URL(path, siteUrl).href);

  async function keptFor(name: string, build: () => Promise<string>): Promise<string> {
    const known = kept.get(name);
    if (known && now() - known.at < KEEP_MS) return known.xml;
    const xml = await build();
    kept.set(name, { at: now(), xml });
    return xml;
  }

  const urlSet = (entries: SitemapEntry[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) =>
          `<url><loc>${url(e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');

  return {
    robots(): string {
      return [
        'User-agent: *',
        // The API answers the pages' data, and staff tools are for staff: neither is a page to index.
        'Disallow: /next/api/',
        'Disallow: /admin',
        '',
        `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
        '',
      ].join('\n');
    },

    index(): Promise<string> {
      return keptFor('index', async () => {
        const sizes = await repo.sizes();
        const files = [
          'pages',
          ...SITEMAP_PARTS.flatMap((part) =>
            Array.from({ length: Math.ceil(sizes[part] / perFile) }, (_, i) => `${part}-${i + 1}`),
          ),
        ];
        return [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...files.map((file) => `<sitemap><loc>${url(`/sitemaps/${file}.xml`)}</loc></sitemap>`),
          '</sitemapindex>',
          '',
        ].join('\n');
      });
    },

    /** `pages`, or a numbered part (`profiles-2`); 404 for any other name or a part past the end. */
    file(name: string): Promise<string> {
      if (name === 'pages') {
        return keptFor(name, async () =>
          urlSet([...SITEMAP_PAGES.map((path) => ({ path })), ...(await repo.content())]),
        );
      }
      const [, part, number] = /^([a-z]+)-([1-9]\d{0,4})$/.exec(name) ?? [];
      if (!part || !(SITEMAP_PARTS as readonly string[]).includes(part)) throw notFound(SITEMAP_NOT_FOUND);
      return keptFor(name, async () => {
        const entries = await repo[part as SitemapPart]((Number(number) - 1) * perFile, perFile);
        if (entries.length === 0) throw notFound(SITEMAP_NOT_FOUND);
        return urlSet(entries);
      });
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
