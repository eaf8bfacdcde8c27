import type { FastifyInstance } from 'fastify';
import { preferenceUpdateSchema } from '../../../contract/privacy.ts';
import { entityIdQuerySchema } from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { refreshMemberSearch } from '../directory/service.ts';
import { createPrivacyService } from './service.ts';

export function registerPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const privacy = createPrivacyService(ctx.db);

  app.get('/next/api/user/privacy-check', async (request, reply) => {
    const { entityId } = entityIdQuerySchema.parse(request.query);
    reply.header('cache-control', 'private, no-store');
    return privacy.check(request.viewer, entityId, resolveLocale(request));
  });

  app.post('/next/api/user/preferences', async (request) => {
    const { entityId } = entityIdQuerySchema.parse(request.query);
    const input = preferenceUpdateSchema.parse(request.body ?? {});
    const result = await privacy.update(request.viewer, entityId, input, resolveLocale(request));
    // Someone changing another member's settings (an admin, or staff in a pseudo session) is accountable for it.
    if (request.viewer.user?.is_pseudo || request.viewer.entityId !== entityId) {
      await ctx.audit.record(request, 'privacy.update', entityId, { prefName: input.prefName, value: input.value });
    }
    // Directory cards show contact details too (country, city): rebuild the member's entry now.
    await refreshMemberSearch(ctx.db, [entityId]);
    return result;
  });
}
