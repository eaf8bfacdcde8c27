import { outboxQuerySchema, outboxResponseSchema } from '../../../contract/mail.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import type { Mailer } from './service.ts';

export function mailRoutes(mailer: Mailer): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/admin/outbox',
      tag: 'admin',
      summary: 'The latest mail the site sent (or keeps, without SMTP), newest first',
      access: 'admin',
      internal: true,
      query: outboxQuerySchema,
      response: { schema: outboxResponseSchema },
      example: { query: { to: 'translator@demo.wordhive.test', limit: 10 } },
      async handler({ query }, _request, reply) {
        reply.header('cache-control', 'private, no-store');
        const rows = await mailer.latest(query.limit, query.to);
        return {
          messages: rows.map((r) => ({
            id: r.id,
            to: r.toAddress,
            subject: r.subject,
            text: r.bodyText,
            kind: r.kind,
            createdAt: r.createdAt.toISOString(),
            sentAt: r.sentAt?.toISOString() ?? null,
            error: r.error,
          })),
        };
      },
    }),
  ];
}
