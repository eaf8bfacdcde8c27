import {
  ipSchema,
  pageVisitEndedSchema,
  pageVisitEndSchema,
  pageVisitPostSchema,
  pageVisitStartedSchema,
  pageVisitStatsQuerySchema,
  pageVisitStatsSchema,
} from '../../../contract/page-visits.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createPageVisitRepository } from './repository.ts';
import { createPageVisitService } from './service.ts';

/** Old visits are purged this often (and once soon after start). */
const PURGE_EVERY_MS = 60 * 60_000;

export function pageVisitRoutes(ctx: AppContext): RouteDefinition[] {
  const visits = createPageVisitService(createPageVisitRepository(ctx.db), ctx.config.pageVisitRetentionDays);
  if (ctx.config.env !== 'test') {
    const purge = () => void visits.purge().catch(() => {});
    setTimeout(purge, 60_000).unref();
    setInterval(purge, PURGE_EVERY_MS).unref();
  }
  const end = { sessionId: 'Q2hVjW3mZx8sK1pLr4TnYb7eDgFa0cHu', timeSpentMs: 42_000 };
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/ip',
      tag: 'page-visits',
      summary: 'The address the server sees for this browser',
      access: 'public',
      internal: true,
      response: { schema: ipSchema },
      handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return { ip: request.ip };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/page-visits',
      tag: 'page-visits',
      summary: 'Log a page view of the signed-in member, or (as a beacon) the time they spent on it',
      description:
        'With `pagePath` it starts a visit and answers its `sessionId`; with `{sessionId, timeSpentMs}` it ends it ' +
        '(navigator.sendBeacon may send the body as text/plain).',
      access: 'member',
      internal: true,
      beacon: true,
      body: pageVisitPostSchema,
      response: { schema: pageVisitStartedSchema.or(pageVisitEndedSchema) },
      errors: [404],
      example: {
        body: { entityId: 6, pagePath: '/directory', browser: 'Mozilla/5.0', ip: '', buildTimeMs: 12, loadTimeMs: 640 },
      },
      handler: ({ body }, request) =>
        'sessionId' in body ? visits.end(request.viewer, body) : visits.start(request.viewer, body, request.ip),
    }),
    defineRoute({
      method: 'PUT',
      url: '/next/api/page-visits',
      tag: 'page-visits',
      summary: 'End a visit: the time the member spent on the page',
      access: 'member',
      internal: true,
      beacon: true,
      body: pageVisitEndSchema,
      response: { schema: pageVisitEndedSchema },
      errors: [404],
      example: { body: end },
      handler: ({ body }, request) => visits.end(request.viewer, body),
    }),
    defineRoute({
      method: 'GET',
      url: '/next/api/admin/page-visits',
      tag: 'admin',
      summary: 'Page visits and time spent, by day and by page, over a date range (30 days by default)',
      access: 'admin',
      internal: true,
      strictQuery: true,
      query: pageVisitStatsQuerySchema,
      response: { schema: pageVisitStatsSchema },
      example: { query: { from: '2026-11-01', to: '2026-11-30' } },
      handler: ({ query }) => visits.stats(query),
    }),
  ];
}
