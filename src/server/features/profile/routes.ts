import type { FastifyInstance } from 'fastify';
import {
  entityIdQuerySchema,
  entityIdSchema,
  genderPronounsSchema,
  groupQuerySchema,
  PROFILE_GROUPS,
  profileQuerySchema,
} from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { createProfileService } from './service.ts';

/**
 * Answers vary with the viewer (contact details, private groups), so none is
 * stored by shared caches; the service keeps its own short-lived snapshot.
 */
const PRIVATE = 'private, no-cache';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const profiles = createProfileService(ctx.db);

  // One route per group (spec §7 "Profile data"), so other /user/* routes are never shadowed.
  for (const group of PROFILE_GROUPS) {
    app.get(`/next/api/user/${group}`, async (request, reply) => {
      const query = groupQuerySchema.parse(request.query);
      reply.header('cache-control', PRIVATE);
      return profiles.group(request.viewer, group, query, resolveLocale(request));
    });
  }

  app.post('/next/api/user/gender-pronouns', async (request) => {
    const input = genderPronounsSchema.parse(request.body ?? {});
    return profiles.saveGenderPronouns(request.viewer, input);
  });

  app.get('/next/api/user/name', async (request, reply) => {
    const { entityId } = entityIdQuerySchema.parse(request.query);
    reply.header('cache-control', 'public, max-age=300');
    return profiles.name(entityId);
  });

  app.get<{ Params: { entityId: string } }>('/next/api/profile/:entityId', async (request, reply) => {
    const entityId = entityIdSchema.parse(request.params.entityId);
    const { month } = profileQuerySchema.parse(request.query);
    reply.header('cache-control', PRIVATE);
    return profiles.page(request.viewer, entityId, resolveLocale(request), month);
  });
}
