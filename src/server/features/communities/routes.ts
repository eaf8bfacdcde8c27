import {
  communityParamsSchema,
  communitySchema,
  membershipAnswerSchema,
  proBonoInputSchema,
  proBonoProjectSchema,
  projectParamsSchema,
} from '../../../contract/communities-schemas.ts';
import { deletedSchema } from '../../../contract/fields.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createEventRepository } from '../events/repository.ts';
import { createEventService } from '../events/service.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { createCommunityRepository } from './repository.ts';
import { createCommunityService } from './service.ts';

const fresh = { 'cache-control': 'private, no-cache' };

export function communityRoutes(ctx: AppContext): RouteDefinition[] {
  const communities = createCommunityService({
    repo: createCommunityRepository(ctx.db),
    events: createEventService({ repo: createEventRepository(ctx.db), audit: ctx.audit }),
    audit: ctx.audit,
    profileChanged: (entityId) => announceProfileChange(ctx, entityId),
  });
  const shared = { tag: 'communities' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/communities/:community',
      summary: 'A community: its newest members and count, its wall, its events, and (pro bono) its open projects',
      description: '`joined` and each project’s `mine` say where the signed-in member stands.',
      access: 'public',
      params: communityParamsSchema,
      response: { schema: communitySchema },
      example: { params: { community: 'interpreters' } },
      async handler({ params }, request, reply) {
        reply.headers(fresh);
        return communities.community(request, params.community);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/communities/:community/membership',
      summary: 'Join a community: the member appears on its page and their profile shows it',
      access: 'member',
      changesPages: true,
      params: communityParamsSchema,
      response: { schema: membershipAnswerSchema },
      example: { params: { community: 'women-in-translation' } },
      handler: ({ params }, request) => communities.join(request, params.community),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/communities/:community/membership',
      summary: 'Leave a community',
      access: 'member',
      changesPages: true,
      params: communityParamsSchema,
      response: { schema: membershipAnswerSchema },
      example: { params: { community: 'women-in-translation' } },
      handler: ({ params }, request) => communities.leave(request, params.community),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/pro-bono/projects',
      summary: 'Post a non-profit’s project for volunteers (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      body: proBonoInputSchema,
      response: { status: 201, schema: proBonoProjectSchema },
      example: {
        body: {
          title: 'Leaflets for a food bank',
          organisation: 'Banco Alimentar Lisboa',
          description: 'Four short leaflets on how to ask for help, from Portuguese into Ukrainian.',
          sourceLang: 'por',
          targetLang: 'ukr',
          volunteersNeeded: 2,
          deadline: null,
        },
      },
      async handler({ body }, request, reply) {
        return reply.status(201).send(await communities.addProject(request, body));
      },
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/pro-bono/projects/:id',
      summary: 'Remove a pro bono project (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      params: projectParamsSchema,
      response: { schema: deletedSchema },
      errors: [404],
      example: { params: { id: 1 } },
      async handler({ params }, request) {
        await communities.removeProject(request, params.id);
        return { deleted: true } as const;
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/pro-bono/projects/:id/volunteers',
      summary: 'Volunteer for a project (joins the pro bono community); 409 once it has its volunteers',
      description: 'Only a member whose profile lists the project’s language pair may take a place (403 otherwise).',
      access: 'member',
      changesPages: true,
      params: projectParamsSchema,
      response: { schema: proBonoProjectSchema },
      errors: [403, 404, 409],
      example: { params: { id: 1 } },
      handler: ({ params }, request) => communities.volunteer(request, params.id),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/pro-bono/projects/:id/volunteers',
      summary: 'Stop volunteering for a project',
      access: 'member',
      changesPages: true,
      params: projectParamsSchema,
      response: { schema: proBonoProjectSchema },
      errors: [404],
      example: { params: { id: 1 } },
      handler: ({ params }, request) => communities.withdraw(request, params.id),
    }),
  ];
}
