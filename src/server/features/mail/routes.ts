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
      description:
        'With SMTP configured: recipients, subjects and delivery, never what a mail says (its links and codes ' +
        'are the recipient’s alone). Without SMTP (development) the text too, since no mail leaves the machine.',
      access: 'admin',
      internal: true,
      query: outboxQuerySchema,
      response: { schema: outboxResponseSchema },
      example: { query: { to: 'translator@demo.wordhive.test', limit: 10 } },
      async handler({ query }, _request, reply) {
        reply.header('cache-control', 'private, no-store');
        return mailer.outbox(query.limit, query.to);
      },
    }),
  ];
}
