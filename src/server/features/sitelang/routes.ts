import type { FastifyInstance } from 'fastify';
import {
  navStringsQuerySchema,
  siteLangChangeSchema,
  siteLangUserQuerySchema,
  trackClickQuerySchema,
} from '../../../contract/sitelang.ts';
import type { AppContext } from '../../context.ts';
import { clearNavStringsCookie, setNavStringsCookie, setSiteLangCookie } from '../../http/locale.ts';
import { requireUser } from '../../http/session.ts';
import { createSiteLangRepository } from './repository.ts';
import { createSiteLangService } from './service.ts';

export function registerSiteLangRoutes(app: FastifyInstance, ctx: AppContext) {
  const sitelang = createSiteLangService({
    repo: createSiteLangRepository(ctx.db),
    limiter: ctx.limiter,
    rateLimitScale: ctx.config.rateLimitScale,
  });

  app.get('/next/api/sitelang/user', async (request, reply) => {
    requireUser(request);
    const { entity_id } = siteLangUserQuerySchema.parse(request.query);
    reply.header('cache-control', 'private, no-store');
    return sitelang.userLanguage(request.viewer, entity_id);
  });

  app.get('/next/api/sitelang/nav_strings', async (request, reply) => {
    const { lang } = navStringsQuerySchema.parse(request.query);
    // The browser may keep the strings for a day; the nav_strings cookie says for which language,
    // and a language change clears it (spec §4, §9).
    reply.header('cache-control', 'private, max-age=86400');
    setNavStringsCookie(reply, ctx.config, lang);
    return sitelang.navStrings(lang);
  });

  app.post('/next/api/sitelang/change', async (request, reply) => {
    requireUser(request);
    const input = siteLangChangeSchema.parse(request.body ?? {});
    const { entityId, own } = await sitelang.change(request.viewer, input);
    await ctx.auth.memberChanged(entityId);
    if (own) {
      setSiteLangCookie(reply, ctx.config, input.lang_code, 'changed');
      clearNavStringsCookie(reply);
    } else {
      await ctx.audit.record(request, 'sitelang.change', entityId, { lang_code: input.lang_code });
    }
    return { success: true, site_lang: input.lang_code };
  });

  app.post('/next/api/track-click', async (request) => {
    const click = trackClickQuerySchema.parse(request.query);
    await sitelang.trackClick(request.viewer, click, request.ip);
    return { success: true };
  });
}
