/**
 * Page visits (spec §3, §7): a known member's page view and the time they
 * spent on it, for the admins' charts. The browser sends them after the page
 * has loaded and as it unloads, never in the way of the page. Visits are kept
 * for a retention period (a setting), then purged.
 */
import { randomBytes } from 'node:crypto';
import type { PageVisitEnd, PageVisitStart, PageVisitStats } from '../../../contract/page-visits.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/session.ts';
import type { PageVisitRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;

export function createPageVisitService(repo: PageVisitRepository, retentionDays: number, now = () => Date.now()) {
  return {
    /** A new visit of the signed-in member; a pseudo session's browsing is not the member's and is not kept. */
    async start(viewer: Viewer, input: PageVisitStart, ip: string): Promise<{ sessionId: string }> {
      if (input.entityId !== viewer.entityId)
        throw forbidden('Visits are logged for yourself: entityId must be your own');
      const sessionId = randomBytes(24).toString('base64url');
      if (!viewer.user?.is_pseudo) {
        await repo.insert({
          sessionId,
          entityId: viewer.entityId,
          pagePath: input.pagePath,
          browser: input.browser,
          ip,
          buildTimeMs: input.buildTimeMs,
          loadTimeMs: input.loadTimeMs,
        });
      }
      return { sessionId };
    },

    async end(viewer: Viewer, input: PageVisitEnd) {
      if (!(await repo.end(input.sessionId, viewer.entityId, input.timeSpentMs))) throw notFound('No such visit');
      return { success: true as const };
    },

    /** The admins' charts: by day and by page, over [from, to] (the last 30 days by default). */
    async stats(query: { from?: string | undefined; to?: string | undefined }): Promise<PageVisitStats> {
      const to = query.to ?? new Date(now()).toISOString().slice(0, 10);
      const from =
        query.from ?? new Date(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
      const { totals, days, pages } = await repo.stats(
        new Date(`${from}T00:00:00Z`),
        new Date(Date.parse(to) + DAY_MS),
      );
      return { from, to, totals, days, pages };
    },

    /** Drops visits past the retention period. */
    purge: () => repo.purge(new Date(now() - retentionDays * DAY_MS)),
  };
}
export type PageVisitService = ReturnType<typeof createPageVisitService>;
