import {
  quoteRequestHandledSchema,
  quoteRequestListQuerySchema,
  quoteRequestListSchema,
  quoteRequestParamsSchema,
  quoteRequestSavedSchema,
  quoteRequestSchema,
} from '../../../contract/managed-services.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createQuoteRequestRepository } from './repository.ts';
import { createQuoteRequestService } from './service.ts';

export function managedServiceRoutes(ctx: AppContext): RouteDefinition[] {
  const quotes = createQuoteRequestService({
    repo: createQuoteRequestRepository(ctx.db),
    notifications: ctx.notifications,
    audit: ctx.audit,
    limiter: ctx.limiter,
    rateLimitScale: ctx.config.rateLimitScale,
  });
  const shared = { tag: 'managed-services' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/managed-services/requests',
      summary: 'Ask member services for a quote on a managed project (signed in or not)',
      description: 'Ten a hour per address. Member services and the admins are notified at once.',
      access: 'public',
      body: quoteRequestSchema,
      response: { status: 201, schema: quoteRequestSavedSchema },
      errors: [429],
      example: {
        body: {
          name: 'Marta Ruiz',
          email: 'marta.ruiz@example.com',
          company: 'Ruiz & Asociados',
          sourceLang: 'spa',
          targetLangs: ['eng', 'deu'],
          serviceId: 1,
          volume: 12000,
          unit: 'words',
          deadline: null,
          details: 'Annual report and its financial statements, to be typeset like the original.',
        },
      },
      async handler({ body }, request, reply) {
        return reply.status(201).send(await quotes.send(request, body));
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/managed-services/requests',
      summary: 'Quote requests, newest first: open, handled or all (staff)',
      access: 'staff',
      internal: true,
      strictQuery: true,
      query: quoteRequestListQuerySchema,
      response: { schema: quoteRequestListSchema },
      example: { query: { state: 'open' } },
      async handler({ query }, _request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return quotes.list(query.state);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/managed-services/requests/:id/handled',
      summary: 'Mark a quote request handled, or open again (staff)',
      access: 'staff',
      internal: true,
      params: quoteRequestParamsSchema,
      body: quoteRequestHandledSchema,
      response: { schema: quoteRequestHandledSchema },
      errors: [404],
      example: { params: { id: 1 }, body: { handled: true } },
      handler: ({ params, body }, request) => quotes.setHandled(request, params.id, body.handled),
    }),
  ];
}
