import { z } from 'zod';
import { LOCALES } from '../../../contract/locales.ts';
import {
  siteLangChangeSchema,
  siteLangUserQuerySchema,
  siteLangUserResponseSchema,
  trackClickQuerySchema,
} from '../../../contract/sitelang-schemas.ts';
import type { AppContext } from '../../context.ts';
import { clearNavStringsCookie, setSiteLangCookie } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createSiteLangRepository } from './repository.ts';
import { createSiteLangService } from './service.ts';

export function siteLangRoutes(ctx: AppContext): RouteDefinition[] {
  const sitelang = createSiteLangService({
    repo: createSiteLangRepository(ctx.db),
    limiter: ctx.limiter,
    rateLimitScale: ctx.config.rateLimitScale,
  });

  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/sitelang/user',
      tag: 'languages',
      summary: 'A member’s saved interface language (their own, or any for admins)',
      access: 'member',
      owner: true,
      query: siteLangUserQuerySchema,
      response: { schema: siteLangUserResponseSchema },
      errors: [404],
      example: { query: { entity_id: 6 } },
      handler({ query }, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return sitelang.userLanguage(request.viewer, query.entity_id);
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/sitelang/change',
      tag: 'languages',
      summary: 'Save the interface language (one’s own, or a member’s for admins)',
      access: 'member',
      owner: true,
      body: siteLangChangeSchema,
      response: { schema: z.object({ success: z.literal(true), site_lang: z.enum(LOCALES) }) },
      errors: [404],
      example: { body: { lang_code: 'por', entityId: 6 } },
      async handler({ body }, request, reply) {
        const { entityId, own } = await sitelang.change(request.viewer, body);
        await ctx.auth.memberChanged(entityId);
        if (own) {
          setSiteLangCookie(reply, ctx.config, body.lang_code, 'changed');
          clearNavStringsCookie(reply);
        } else {
          await ctx.audit.record(request, 'sitelang.change', entityId, { lang_code: body.lang_code });
        }
        return { success: true, site_lang: body.lang_code };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/track-click',
      notAnAct: true,
      tag: 'languages',
      summary: 'Record a click (a language change), parameters in the query string',
      access: 'public',
      internal: true,
      query: trackClickQuerySchema,
      response: { schema: z.object({ success: z.literal(true) }) },
      errors: [429],
      example: { query: { type: 'language_change', type_specific_id: 'heb', referer: 'http://localhost:3000/' } },
      async handler({ query }, request) {
        await sitelang.trackClick(request.viewer, query, request.ip);
        return { success: true };
      },
    }),
  ];
}
