import { z } from 'zod';
import {
  feedbackHandledSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackQuerySchema,
  feedbackSavedSchema,
  websiteFeedbackSchema,
} from '../../../contract/feedback.ts';
import { idSchema } from '../../../contract/ids.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createFeedbackRepository } from './repository.ts';
import { createFeedbackService } from './service.ts';

export function feedbackRoutes(ctx: AppContext): RouteDefinition[] {
  const feedback = createFeedbackService({
    repo: createFeedbackRepository(ctx.db),
    audit: ctx.audit,
    limiter: ctx.limiter,
    rateLimitScale: ctx.config.rateLimitScale,
  });
  return [
    defineRoute({
      method: 'POST',
      url: '/next/api/website-feedback',
      tag: 'feedback',
      summary: 'Tell us what you think of the new site (signed in or not)',
      description:
        '`entityId`, when sent, must be the sender’s own id (0 or nothing when signed out). Ten a hour per address.',
      access: 'public',
      query: feedbackQuerySchema,
      body: websiteFeedbackSchema,
      response: { status: 201, schema: feedbackSavedSchema },
      errors: [429],
      example: {
        query: { entityId: 6 },
        body: { suggestion: 'A filter by CAT tool in the directory, please.', url: '/directory', rating: 4 },
      },
      async handler({ query, body }, request, reply) {
        return reply.status(201).send(await feedback.send(request, body, query.entityId));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/next/api/admin/website-feedback',
      tag: 'admin',
      summary: 'Website feedback, newest first: open, handled or all, by rating',
      access: 'admin',
      internal: true,
      strictQuery: true,
      query: feedbackListQuerySchema,
      response: { schema: feedbackListSchema },
      example: { query: { state: 'open' } },
      handler: ({ query }) => feedback.list(query),
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/admin/website-feedback/:id/handled',
      tag: 'admin',
      summary: 'Mark a piece of feedback handled, or open again',
      access: 'admin',
      internal: true,
      params: z.object({ id: idSchema('id must be a feedback id') }),
      body: feedbackHandledSchema,
      response: { schema: z.object({ success: z.literal(true) }) },
      errors: [404],
      example: { params: { id: 1 }, body: { handled: true } },
      handler: ({ params, body }, request) => feedback.setHandled(request, params.id, body.handled),
    }),
  ];
}
