import {
  moderationSchema,
  myTestimonialsSchema,
  testimonialAnswerSchema,
  testimonialInputSchema,
  testimonialListSchema,
  testimonialParamsSchema,
  testimonialRemovedSchema,
  testimonialsQuerySchema,
} from '../../../contract/testimonials-schemas.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createTestimonialRepository } from './repository.ts';
import { createTestimonialService } from './service.ts';

/** Seeded: 1 is Priya's approved testimonial; 2 is waiting for moderation. */
const PUBLISHED = 1;
const WAITING = 2;

export function testimonialRoutes(ctx: AppContext): RouteDefinition[] {
  const testimonials = createTestimonialService({
    repo: createTestimonialRepository(ctx.db),
    notifications: ctx.notifications,
    audit: ctx.audit,
  });
  const shared = { tag: 'testimonials' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/testimonials',
      summary: 'Testimonials: one by id, or a page of them with filters',
      description:
        'Approved testimonials only (those their authors kept for members, to signed-in members only); ' +
        'admins may ask for `status=pending|approved|rejected|all`. `includeMembershipOnly=1` adds those ' +
        'shown where membership is sold.',
      access: 'public',
      strictQuery: true,
      query: testimonialsQuerySchema,
      response: { schema: testimonialListSchema },
      errors: [404],
      example: { query: { type: 'general', order: 'rating', page: 1, pageSize: 10 } },
      async handler({ query }, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return testimonials.list(request, query);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/testimonials',
      summary: 'Write a testimonial; admins read it before anyone else does',
      description: 'One a subject (general, membership, payments, jobs) waiting or published at a time.',
      access: 'member',
      body: testimonialInputSchema,
      response: { status: 201, schema: testimonialAnswerSchema },
      errors: [409],
      example: {
        body: {
          type: 'jobs',
          text: 'I found two regular agency clients through the opportunities board within a month.',
          rating: 5,
          language: 'eng',
          visibility: 'everyone',
        },
      },
      async handler({ body }, request, reply) {
        reply.status(201);
        return testimonials.submit(request, body);
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/testimonials/mine',
      summary: 'The signed-in member’s testimonials, with their status and the moderator’s reason',
      access: 'member',
      internal: true,
      response: { schema: myTestimonialsSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return testimonials.mine(request);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/testimonials/:id',
      summary: 'Approve or reject a testimonial (admins); a rejection says why, and the author is told',
      access: 'admin',
      changesPages: true,
      params: testimonialParamsSchema,
      body: moderationSchema,
      response: { schema: testimonialAnswerSchema },
      errors: [404],
      example: { params: { id: WAITING }, body: { action: 'approve' } },
      handler: ({ params, body }, request) => testimonials.moderate(request, params.id, body),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/testimonials/:id',
      summary: 'Withdraw one’s own testimonial, or remove any (admins)',
      access: 'member',
      changesPages: true,
      params: testimonialParamsSchema,
      response: { schema: testimonialRemovedSchema },
      errors: [404],
      example: { params: { id: PUBLISHED } },
      handler: ({ params }, request) => testimonials.remove(request, params.id),
    }),
  ];
}
