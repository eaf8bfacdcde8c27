import { homeDataSchema } from '../../../contract/site.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createSiteService } from './service.ts';

export function siteRoutes(ctx: AppContext): RouteDefinition[] {
  const site = createSiteService(ctx.db);
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/site/home',
      tag: 'site',
      summary: 'The home page’s live figures',
      access: 'public',
      internal: true,
      response: { schema: homeDataSchema },
      handler(_input, _request, reply) {
        reply.header('cache-control', 'public, max-age=30');
        return site.home();
      },
    }),
  ];
}
