import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createSitemapRepository } from './repository.ts';
import { createSitemapService } from './service.ts';

const sitemapFileParams = z.object({
  file: z.string().regex(/^[a-z]+(-[1-9]\d{0,4})?\.xml$/, 'Use pages.xml, profiles-1.xml or jobs-1.xml'),
});

export function sitemapRoutes(ctx: AppContext): RouteDefinition[] {
  const sitemaps = createSitemapService({ repo: createSitemapRepository(ctx.db), siteUrl: ctx.config.publicUrl });
  const shared = { tag: 'sitemap', access: 'public' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/robots.txt',
      summary: 'What crawlers may read, and where the sitemap is',
      response: { contentType: 'text/plain', description: 'robots.txt' },
      handler: (_input, _request, reply) =>
        reply.header('content-type', 'text/plain; charset=utf-8').send(sitemaps.robots()),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/sitemap.xml',
      summary:
        'The sitemap index: the file of fixed pages and content, and the numbered files of profiles and open jobs',
      response: { contentType: 'application/xml', description: 'sitemapindex (sitemaps.org 0.9)' },
      async handler(_input, _request, reply) {
        return reply.header('content-type', 'application/xml; charset=utf-8').send(await sitemaps.index());
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/sitemaps/:file',
      summary: 'One sitemap file: pages.xml, or profiles-N.xml and jobs-N.xml of 50,000 addresses each',
      params: sitemapFileParams,
      response: { contentType: 'application/xml', description: 'urlset (sitemaps.org 0.9)' },
      errors: [404],
      example: { params: { file: 'pages.xml' } },
      async handler({ params }, _request, reply) {
        const xml = await sitemaps.file(params.file.slice(0, -'.xml'.length));
        return reply.header('content-type', 'application/xml; charset=utf-8').send(xml);
      },
    }),
  ];
}
