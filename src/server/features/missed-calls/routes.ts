import { missedCallsSchema } from '../../../contract/missed-calls.ts';
import { entityIdQuerySchema } from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createMissedCallsRepository } from './repository.ts';
import { createMissedCallsService } from './service.ts';

export function missedCallRoutes(ctx: AppContext): RouteDefinition[] {
  const missed = createMissedCallsService(createMissedCallsRepository(ctx.db));
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/user/missed-calls',
      tag: 'profile',
      summary: 'Who tried to reach the member and heard nothing back, latest first',
      description:
        'Chat messages unread for more than a day, and views of the contact details with no message since, over the last 30 days. Private to the member.',
      access: 'member',
      owner: true,
      scopes: ['messages:read'],
      query: entityIdQuerySchema,
      response: { schema: missedCallsSchema },
      example: { query: { entityId: 6 } },
      handler({ query }, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return missed.list(request, query.entityId);
      },
    }),
  ];
}
