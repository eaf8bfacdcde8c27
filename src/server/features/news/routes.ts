import { deletedSchema } from '../../../contract/fields.ts';
import {
  newsArticleSchema,
  newsIdParamsSchema,
  newsInputSchema,
  newsListQuerySchema,
  newsListSchema,
  newsPatchSchema,
  newsSlugParamsSchema,
} from '../../../contract/news-schemas.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createNewsRepository } from './repository.ts';
import { newsFeed } from './rss.ts';
import { createNewsService } from './service.ts';

const FEED_ITEMS = 20;
const example = {
  title: 'Wordhive Pay now pays out in Swiss francs',
  summary: 'Members in Switzerland can keep their balance in CHF and withdraw it to a Swiss account.',
  body: 'From today, Wordhive Pay keeps balances in Swiss francs.\n\nWithdrawals reach a Swiss account in one working day.',
  tags: ['payments', 'product'],
};

export function newsRoutes(ctx: AppContext): RouteDefinition[] {
  const news = createNewsService({ repo: createNewsRepository(ctx.db), audit: ctx.audit });
  const shared = { tag: 'news' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/news',
      summary:
        'News articles, newest first, ten a page, optionally with one tag, one language or words; and every tag and language in use',
      access: 'public',
      strictQuery: true,
      query: newsListQuerySchema,
      response: { schema: newsListSchema },
      example: { query: { tag: 'payments', page: 1 } },
      handler: ({ query }) => news.list({ tag: query.tag, language: query.language, search: query.search }, query.page),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/news/rss',
      summary: 'The news as an RSS 2.0 feed: the latest 20 articles, whole',
      access: 'public',
      response: { contentType: 'application/rss+xml', description: 'RSS 2.0' },
      async handler(_input, _request, reply) {
        const feed = newsFeed(await news.latest(FEED_ITEMS), {
          url: ctx.config.publicUrl,
          title: 'Wordhive news',
          description: 'What is new at Wordhive, the community and marketplace for language professionals.',
        });
        return reply.header('content-type', 'application/rss+xml; charset=utf-8').send(feed);
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/news/slug/:slug',
      summary: 'One article, whole, by its address',
      access: 'public',
      params: newsSlugParamsSchema,
      response: { schema: newsArticleSchema },
      errors: [404],
      example: { params: { slug: 'wordhive-pay-pay-later' } },
      handler: ({ params }) => news.article(params.slug),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/news',
      summary: 'Publish an article (staff and admins; audited)',
      description: 'The address is made from the title unless `slug` is given; 409 if another article has it.',
      access: 'staff',
      changesPages: true,
      body: newsInputSchema,
      response: { status: 201, schema: newsArticleSchema },
      errors: [409],
      example: { body: example },
      async handler({ body }, request, reply) {
        return reply.status(201).send(await news.publish(request, body));
      },
    }),
    defineRoute({
      ...shared,
      method: 'PATCH',
      url: '/next/api/news/:id',
      summary: 'Edit an article (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      params: newsIdParamsSchema,
      body: newsPatchSchema,
      response: { schema: newsArticleSchema },
      errors: [404, 409],
      example: { params: { id: 1 }, body: { tags: ['payments'] } },
      handler: ({ params, body }, request) => news.edit(request, params.id, body),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/news/:id',
      summary: 'Delete an article (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      params: newsIdParamsSchema,
      response: { schema: deletedSchema },
      errors: [404],
      example: { params: { id: 1 } },
      async handler({ params }, request) {
        await news.remove(request, params.id);
        return { deleted: true } as const;
      },
    }),
  ];
}
