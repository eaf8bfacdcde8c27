import { z } from 'zod';
import {
  entityIdQuerySchema,
  entityIdSchema,
  genderPronounsDataSchema,
  genderPronounsSchema,
  groupQuerySchema,
  PRIVATE_GROUPS,
  PROFILE_GROUPS,
  profileGroupSchemas,
  profilePageSchema,
  profileQuerySchema,
} from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createProfileService } from './service.ts';

/**
 * Answers vary with the viewer (contact details, private groups), so none is
 * stored by shared caches; the service keeps its own short-lived snapshot.
 */
const PRIVATE = 'private, no-cache';
const TRANSLATOR = 6;

export function profileRoutes(ctx: AppContext): RouteDefinition[] {
  const profiles = createProfileService(ctx.db, { limiter: ctx.limiter, rateLimitScale: ctx.config.rateLimitScale });

  // One route per group (spec §7 "Profile data"), so other /user/* routes are never shadowed.
  const groupRoutes = PROFILE_GROUPS.map((group) =>
    defineRoute({
      method: 'GET',
      url: `/next/api/user/${group}`,
      tag: 'profile',
      summary: `A member’s ${group.replaceAll('-', ' ')}`,
      ...(PRIVATE_GROUPS.has(group)
        ? { access: 'member', owner: true, description: 'Private: only the member, an admin or a pseudo session.' }
        : { access: 'public' }),
      scopes: ['profile:read'],
      query: groupQuerySchema,
      response: { schema: profileGroupSchemas[group] },
      errors: [404],
      example: {
        query:
          group === 'calendar-events' ? { entityId: TRANSLATOR, currentMonth: '2026-11' } : { entityId: TRANSLATOR },
      },
      handler({ query }, request, reply) {
        reply.header('cache-control', PRIVATE);
        return profiles.group(request.viewer, group, query, resolveLocale(request));
      },
    }),
  );

  return [
    ...groupRoutes,

    defineRoute({
      method: 'POST',
      url: '/next/api/user/gender-pronouns',
      tag: 'profile',
      summary: 'Save one’s own gender and pronouns',
      access: 'member',
      changesPages: true,
      scopes: ['profile:write'],
      body: genderPronounsSchema,
      response: { schema: genderPronounsDataSchema },
      example: { body: { gender: 'woman', genderCustom: '', pronouns: 'she/her' } },
      handler({ body }, request) {
        return profiles.saveGenderPronouns(request.viewer, body);
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/user/name',
      tag: 'profile',
      summary: 'A member’s display name (chat sender names)',
      access: 'public',
      scopes: ['profile:read'],
      query: entityIdQuerySchema,
      response: { schema: z.object({ name: z.string() }) },
      errors: [404],
      example: { query: { entityId: TRANSLATOR } },
      handler({ query }, _request, reply) {
        reply.header('cache-control', 'public, max-age=300');
        return profiles.name(query.entityId);
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/profile/:entityId',
      tag: 'profile',
      summary: 'A whole profile in one call: the member, contact details as privacy allows, and every group',
      access: 'public',
      scopes: ['profile:read'],
      params: z.object({ entityId: entityIdSchema }),
      query: profileQuerySchema,
      response: { schema: profilePageSchema },
      errors: [404],
      example: { params: { entityId: TRANSLATOR }, query: { month: '2026-11' } },
      handler({ params, query }, request, reply) {
        reply.header('cache-control', PRIVATE);
        return profiles.page(request.viewer, params.entityId, resolveLocale(request), query.month);
      },
    }),
  ];
}
