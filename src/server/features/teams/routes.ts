import {
  invitationParamsSchema,
  invitationViewSchema,
  myTeamsSchema,
  teamInviteSchema,
  teamLeftSchema,
  teamMemberParamsSchema,
  teamNameSchema,
  teamParamsSchema,
  teamSchema,
  teamTokenSchema,
} from '../../../contract/teams.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createTeamRepository } from './repository.ts';
import { createTeamService } from './service.ts';

const EXAMPLE_TOKEN = 'Yk3q8VZr0m9kQyG2c1nT4w5xE7aB6dF0hJ8lP2sU3vW';

export function teamRoutes(ctx: AppContext): RouteDefinition[] {
  const teams = createTeamService({
    config: ctx.config,
    repo: createTeamRepository(ctx.db),
    mailer: ctx.mailer,
    audit: ctx.audit,
    hashToken: ctx.auth.hashToken,
  });
  const shared = { tag: 'teams', access: 'member', internal: true } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/teams/mine',
      summary: 'The team the signed-in business runs, and the teams the signed-in member is in',
      response: { schema: myTeamsSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return teams.mine(request);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/teams',
      summary: 'Start a team (a language company or a client that may try next-phase features)',
      body: teamNameSchema,
      response: { schema: teamSchema },
      errors: [409],
      example: { body: { name: 'LinguaBridge legal desk' } },
      handler: ({ body }, request) => teams.create(request, body.name),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/teams/mine/invitations',
      summary: 'Invite someone to one’s team by email',
      description:
        'The mail holds a single-use link valid for 14 days; inviting the same address again sends a new link.',
      body: teamInviteSchema,
      response: { schema: teamSchema },
      errors: [404, 409, 429],
      example: { body: { email: 'sofia.almeida@example.com' } },
      handler: ({ body }, request) => teams.invite(request, body, resolveLocale(request)),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/teams/mine/invitations/:invitationId',
      summary: 'Withdraw a pending invitation',
      params: invitationParamsSchema,
      response: { schema: teamSchema },
      errors: [404],
      example: { params: { invitationId: 1 } },
      handler: ({ params }, request) => teams.withdraw(request, params.invitationId),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/teams/mine/members/:entityId',
      summary: 'Remove a member from one’s team',
      params: teamMemberParamsSchema,
      response: { schema: teamSchema },
      errors: [404],
      example: { params: { entityId: 6 } },
      handler: ({ params }, request) => teams.remove(request, params.entityId),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/teams/invitation',
      summary: 'What an invitation link offers, for the member it was sent to',
      description: 'A POST so that the token stays out of addresses and logs.',
      body: teamTokenSchema,
      response: { schema: invitationViewSchema },
      errors: [404, 410],
      example: { body: { token: EXAMPLE_TOKEN } },
      handler: ({ body }, request) => teams.view(request, body.token),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/teams/join',
      summary: 'Join a team through its invitation link',
      body: teamTokenSchema,
      response: { schema: teamSchema },
      errors: [404, 409, 410],
      example: { body: { token: EXAMPLE_TOKEN } },
      handler: ({ body }, request) => teams.join(request, body.token),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/teams/:teamId/leave',
      summary: 'Leave a team',
      params: teamParamsSchema,
      response: { schema: teamLeftSchema },
      errors: [404],
      example: { params: { teamId: 1 } },
      handler: ({ params }, request) => teams.leave(request, params.teamId),
    }),
  ];
}
