import { z } from 'zod';
import { idSchema } from '../../../contract/ids.ts';
import { tokenCreatedSchema, tokenCreateSchema, tokenListSchema } from '../../../contract/tokens.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import type { TokenService } from './service.ts';

const shared = { tag: 'tokens', access: 'member' } as const;

export function tokenRoutes(tokens: TokenService): RouteDefinition[] {
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/tokens',
      summary: 'My personal access tokens (never their secrets)',
      response: { schema: tokenListSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return { tokens: await tokens.list(request.viewer) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/tokens',
      summary: 'Make a personal access token: the secret is in this answer only',
      description:
        'The member’s current password is asked again (400 naming currentPassword when it is wrong). ' +
        'Not in a pseudo session. Password checks are rate-limited.',
      body: tokenCreateSchema,
      response: { status: 201, schema: tokenCreatedSchema },
      errors: [409, 429],
      example: {
        body: {
          name: 'OmegaT on my laptop',
          scopes: ['profile:read'],
          expiresInDays: 90,
          currentPassword: 'the-current-password',
        },
      },
      async handler({ body }, request, reply) {
        reply.header('cache-control', 'no-store');
        return reply.status(201).send(await tokens.create(request, body));
      },
    }),

    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/tokens/:id',
      summary: 'Revoke one of my tokens, at once',
      params: z.object({ id: idSchema('Use a token id') }),
      response: { schema: z.object({ success: z.literal(true) }) },
      errors: [404],
      example: { params: { id: 1 } },
      async handler({ params }, request) {
        await tokens.revoke(request, params.id);
        return { success: true };
      },
    }),
  ];
}
