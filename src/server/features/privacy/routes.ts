import {
  contactViewsResponseSchema,
  preferenceUpdateResponseSchema,
  preferenceUpdateSchema,
  privacyCheckResponseSchema,
} from '../../../contract/privacy-schemas.ts';
import { entityIdQuerySchema } from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { createPrivacyService } from './service.ts';

export function privacyRoutes(ctx: AppContext): RouteDefinition[] {
  const privacy = createPrivacyService(ctx.db, { limiter: ctx.limiter, rateLimitScale: ctx.config.rateLimitScale });

  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/user/privacy-check',
      tag: 'privacy',
      summary: 'A member’s privacy settings with labels and descriptions',
      access: 'member',
      owner: true,
      query: entityIdQuerySchema,
      response: { schema: privacyCheckResponseSchema },
      errors: [404],
      example: { query: { entityId: 6 } },
      handler({ query }, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return privacy.check(request.viewer, query.entityId, resolveLocale(request));
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/user/contact-views',
      tag: 'privacy',
      summary: 'Who saw a member’s non-public contact details in the last 90 days',
      access: 'member',
      owner: true,
      query: entityIdQuerySchema,
      response: { schema: contactViewsResponseSchema },
      errors: [404],
      example: { query: { entityId: 6 } },
      handler({ query }, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return privacy.contactViews(request.viewer, query.entityId);
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/user/preferences',
      tag: 'privacy',
      summary: 'Change one privacy setting',
      access: 'member',
      changesPages: true,
      owner: true,
      query: entityIdQuerySchema,
      body: preferenceUpdateSchema,
      response: { schema: preferenceUpdateResponseSchema },
      errors: [404],
      example: { query: { entityId: 6 }, body: { category: 'privacy', prefName: 'contact_city_visible', value: 'y' } },
      async handler({ query: { entityId }, body }, request) {
        const result = await privacy.update(request.viewer, entityId, body, resolveLocale(request));
        // Someone changing another member's settings (an admin, or staff in a pseudo session) is accountable for it.
        if (request.viewer.user?.is_pseudo || request.viewer.entityId !== entityId) {
          await ctx.audit.record(request, 'privacy.update', entityId, { prefName: body.prefName, value: body.value });
        }
        // The profile (cached with its settings in every process) and the directory's cards show contact details.
        await announceProfileChange(ctx, entityId);
        return result;
      },
    }),
  ];
}
