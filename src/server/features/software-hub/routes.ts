import { OMEGAT_ID } from '../../../contract/software-hub.ts';
import {
  adminReviewsQuerySchema,
  myReviewSchema,
  reviewAnswerSchema,
  reviewInputSchema,
  reviewModerationSchema,
  reviewParamsSchema,
  reviewsQuerySchema,
  reviewsSchema,
  softwareListSchema,
  softwareQuerySchema,
  softwareUsersSchema,
} from '../../../contract/software-hub-schemas.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createSoftwareRepository } from './repository.ts';
import { createSoftwareService } from './service.ts';

export function softwareHubRoutes(ctx: AppContext): RouteDefinition[] {
  const hub = createSoftwareService({
    repo: createSoftwareRepository(ctx.db),
    audit: ctx.audit,
    notifications: ctx.notifications,
  });
  const shared = { tag: 'software-hub' } as const;
  const fresh = { 'cache-control': 'private, no-cache' };
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/software-hub',
      summary: 'The tools in the hub: facts, how many members use each, and their published rating',
      access: 'public',
      response: { schema: softwareListSchema },
      async handler(_input, _request, reply) {
        reply.headers(fresh);
        return hub.list();
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/software-hub/reviews',
      summary: 'A tool’s published reviews, newest first (spec §7)',
      description: 'An array (spec §3). Admins may add status=pending|approved|rejected|all.',
      access: 'public',
      strictQuery: true,
      query: reviewsQuerySchema,
      response: { schema: reviewsSchema },
      example: { query: { softwareId: OMEGAT_ID } },
      async handler({ query }, request, reply) {
        reply.headers(fresh);
        return hub.reviews(request, query.softwareId, query.status);
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/software-hub/reviews/mine',
      summary: 'The signed-in member’s review of a tool, and whether they may write one',
      access: 'member',
      internal: true,
      query: softwareQuerySchema,
      response: { schema: myReviewSchema },
      example: { query: { softwareId: OMEGAT_ID } },
      async handler({ query }, request, reply) {
        reply.headers(fresh);
        return hub.mine(request, query.softwareId);
      },
    }),
    defineRoute({
      ...shared,
      method: 'PUT',
      url: '/next/api/software-hub/reviews',
      summary: 'Write or edit one’s review of a tool one lists on one’s profile; it waits for moderation',
      description:
        'An edit of a published review waits beside it (`edit`): members read the published text until staff approve the edit.',
      access: 'member',
      body: reviewInputSchema,
      response: { schema: reviewAnswerSchema },
      example: {
        body: {
          softwareId: 1,
          rating: 4,
          pros: 'Handles every file format our clients send, and the termbase is solid.',
          cons: 'Heavy on an older laptop.',
        },
      },
      handler: ({ body }, request) => hub.save(request, body),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/software-hub/reviews/queue',
      summary: 'Reviews of every tool by status, for moderation (admins)',
      access: 'admin',
      internal: true,
      query: adminReviewsQuerySchema,
      response: { schema: reviewsSchema },
      example: { query: { status: 'pending' } },
      async handler({ query }, _request, reply) {
        reply.headers(fresh);
        return hub.queue(query.status);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/software-hub/reviews/:id',
      summary: 'Publish or refuse a software review, or a published review’s edit (admins); a refusal says why',
      description: 'The author is notified either way. A refused edit leaves the published text as it was.',
      access: 'admin',
      changesPages: true,
      params: reviewParamsSchema,
      body: reviewModerationSchema,
      response: { schema: reviewAnswerSchema },
      errors: [404],
      example: { params: { id: 1 }, body: { action: 'approve' } },
      handler: ({ params, body }, request) => hub.moderate(request, params.id, body),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/software-hub/users',
      summary: 'Members who list a tool on their profile (the newest 24, and how many in all)',
      access: 'public',
      query: softwareQuerySchema,
      response: { schema: softwareUsersSchema },
      example: { query: { softwareId: OMEGAT_ID } },
      async handler({ query }, _request, reply) {
        reply.headers(fresh);
        return hub.users(query.softwareId);
      },
    }),
  ];
}
