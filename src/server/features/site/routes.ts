import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createSiteService } from './service.ts';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext) {
  const site = createSiteService(ctx.db);
  app.get('/next/api/site/home', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return site.home();
  });
}
