import { auditListSchema, auditQuerySchema } from '../../../contract/admin.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';

export function auditRoutes(ctx: AppContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/admin/audit-log',
      tag: 'admin',
      summary: 'The audit log: who did what, as whom, when and from where (newest first)',
      description:
        'Filter by actor (entity id), action (`member.suspend`, or a prefix ending in a dot), target and days.',
      access: 'admin',
      internal: true,
      strictQuery: true,
      query: auditQuerySchema,
      response: { schema: auditListSchema },
      example: { query: { action: 'impersonation.' } },
      handler: ({ query }) => ctx.audit.list(query),
    }),
  ];
}
