import type { FastifyInstance } from 'fastify';
import { navItemDeleteSchema, navItemInputSchema, navItemUpdateSchema } from '../../../contract/navigation.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { createNavigationRepository } from './repository.ts';
import { createNavigationService } from './service.ts';

export function registerNavigationRoutes(app: FastifyInstance, ctx: AppContext) {
  const nav = createNavigationService({
    config: ctx.config,
    repo: createNavigationRepository(ctx.db),
    audit: ctx.audit,
  });

  app.get('/next/api/nav-links', async (request, reply) => {
    // Differs per viewer (roles, language): never shared by caches.
    reply.header('cache-control', 'private, no-cache');
    return nav.visibleTo(request.viewer, resolveLocale(request));
  });

  // Permission first: someone who may not edit learns nothing from validation errors.
  app.post('/next/api/nav-links', async (request, reply) => {
    nav.assertCanEdit(request.viewer);
    const item = await nav.create(request, navItemInputSchema.parse(request.body ?? {}), resolveLocale(request));
    return reply.status(201).send({ success: true, item });
  });

  app.put('/next/api/nav-links', async (request) => {
    nav.assertCanEdit(request.viewer);
    await nav.update(request, navItemUpdateSchema.parse(request.body ?? {}));
    return { success: true };
  });

  app.delete('/next/api/nav-links', async (request) => {
    nav.assertCanEdit(request.viewer);
    await nav.remove(request, navItemDeleteSchema.parse(request.body ?? {}).id);
    return { success: true };
  });
}
