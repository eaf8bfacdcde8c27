import type { SiteLangChange, SiteLangUserResponse, TrackClick } from '../../../contract/sitelang.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limiter.ts';
import type { Viewer } from '../../http/session.ts';
import type { SiteLangRepository } from './repository.ts';

/** The member a call is about: the viewer unless an admin names someone else. */
function targetOf(viewer: Viewer, entityId: number | undefined): number {
  if (!viewer.user) throw unauthorized();
  const target = entityId ?? viewer.entityId;
  if (target !== viewer.entityId && !viewer.isAdmin) {
    throw forbidden('You can only see or change your own language');
  }
  return target;
}

/** Clicks are cheap to send and each one is a row: enough for people, too few to fill the table. */
const CLICKS_PER_IP = { limit: 60, windowMs: 60_000 };

interface Deps {
  repo: SiteLangRepository;
  limiter: RateLimiter;
  rateLimitScale: number;
}

export function createSiteLangService({ repo, limiter, rateLimitScale }: Deps) {
  return {
    async userLanguage(viewer: Viewer, entityId: number | undefined): Promise<SiteLangUserResponse> {
      const saved = await repo.savedLanguage(targetOf(viewer, entityId));
      if (saved === undefined) throw notFound('No member with this entity id');
      return { site_lang: saved ? [{ site_lang: saved }] : [] };
    },

    /** Saves the language; `own` tells whether it was the viewer's own (else an admin changed a member's). */
    async change(viewer: Viewer, input: SiteLangChange): Promise<{ entityId: number; own: boolean }> {
      const entityId = targetOf(viewer, input.entityId);
      if (!(await repo.saveLanguage(entityId, input.lang_code))) throw notFound('No member with this entity id');
      return { entityId, own: entityId === viewer.entityId };
    },

    async trackClick(viewer: Viewer, click: TrackClick, ip: string): Promise<void> {
      await enforceRateLimit(limiter, `track-click:ip:${ip}`, CLICKS_PER_IP, rateLimitScale);
      await repo.insertClick({
        // Who is signed in, never the id the page claims.
        entityId: viewer.entityId || null,
        type: click.type,
        typeSpecificId: click.type_specific_id,
        referer: click.referer ?? null,
      });
    },
  };
}
export type SiteLangService = ReturnType<typeof createSiteLangService>;
