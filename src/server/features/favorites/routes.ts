import {
  FAVORITES_MAX,
  favoriteIdsSchema,
  favoriteInputSchema,
  favoriteParamsSchema,
  favoriteStateSchema,
} from '../../../contract/favorites.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createFavoritesRepository } from './repository.ts';
import { createFavoritesService } from './service.ts';

const TRANSLATOR = 6;

export function favoriteRoutes(ctx: AppContext): RouteDefinition[] {
  const favorites = createFavoritesService(createFavoritesRepository(ctx.db), ctx.audit);
  const shared = { tag: 'favorites', access: 'member', params: favoriteParamsSchema } as const;
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/favorites/ids',
      tag: 'favorites',
      summary: 'The ids of the members the signed-in member keeps as favorites',
      description: 'Directory cards mark them; the list with names is the `favorites` profile group.',
      access: 'member',
      scopes: ['profile:read'],
      response: { schema: favoriteIdsSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return { ids: await favorites.ids(request) };
      },
    }),
    defineRoute({
      ...shared,
      method: 'PUT',
      url: '/next/api/favorites/:entityId',
      summary: 'Keep a member among one’s favorites, with an optional private note',
      description: `At most ${FAVORITES_MAX}; putting one already kept changes its note.`,
      scopes: ['profile:write'],
      body: favoriteInputSchema,
      response: { schema: favoriteStateSchema },
      errors: [404],
      example: { params: { entityId: TRANSLATOR }, body: { note: 'Portuguese contracts' } },
      handler: ({ params, body }, request) => favorites.add(request, params.entityId, body.note),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/favorites/:entityId',
      summary: 'Stop keeping a member among one’s favorites',
      description: 'Answers the same whether or not the member was kept.',
      scopes: ['profile:write'],
      response: { schema: favoriteStateSchema },
      example: { params: { entityId: TRANSLATOR } },
      handler: ({ params }, request) => favorites.remove(request, params.entityId),
    }),
  ];
}
