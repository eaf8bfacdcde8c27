import {
  adminWallProfileSchema,
  entitySearchQuerySchema,
  entitySearchSchema,
  eventsResponseSchema,
  wallAnswerSchema,
  wallDeletedSchema,
  wallDeleteQuerySchema,
  wallInputSchema,
  wallListQuerySchema,
  wallListSchema,
  wallParamsSchema,
  wallPatchSchema,
  wallProfileInputSchema,
  wallProfileParamsSchema,
  wallProfilePatchSchema,
  wallProfileRemovedSchema,
  wallProfileSchema,
  wallResponseSchema,
  wallSlugParamsSchema,
} from '../../../contract/networking-schemas.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createDirectoryService } from '../directory/service.ts';
import { createNetworkingRepository } from './repository.ts';
import { createNetworkingService } from './service.ts';

/** The seeded conference wall (1) and the translator (6), whom the examples name. */
const WALL = 1;
const TRANSLATOR = 6;
const wallExample = {
  title: 'Literary translators’ autumn wall',
  slug: 'literary-autumn',
  description: 'Literary translators looking for co-translators and publishers.',
  audience: 'freelancers',
  starts_on: '2026-10-01',
  ends_on: '2026-12-31',
  event_id: null,
  active: true,
  embed_origins: ['https://www.example.org'],
};
const profileExample = {
  headline: 'Portuguese > English legal translator, ready for new agency partners',
  pitch: 'Contracts, court documents and corporate filings; sworn translations on request.',
  looking_for: 'partners',
};

export function networkingRoutes(ctx: AppContext): RouteDefinition[] {
  const walls = createNetworkingService({
    repo: createNetworkingRepository(ctx.db),
    directory: createDirectoryService(ctx.db),
    audit: ctx.audit,
  });
  const shared = { tag: 'networking' } as const;
  /** Admin lists are never kept (spec §9); public ones may change with any post. */
  const fresh = { 'cache-control': 'private, no-cache' };
  const includeInactive = (query: { include_inactive?: '1' | '0' | undefined }) => query.include_inactive === '1';

  const adminProfileDelete = (url: string, hardOnly: boolean) =>
    defineRoute({
      ...shared,
      method: 'DELETE',
      url,
      summary: hardOnly
        ? 'Delete a member’s profile from a wall for good (admins)'
        : 'Withdraw a member’s profile from a wall (admins); ?mode=hard deletes it for good',
      description: hardOnly
        ? 'The spec serves this one under /api rather than /next/api; `/next/api/…?mode=hard` does the same.'
        : 'A withdrawn profile leaves the wall and stays in admin lists (include_inactive=1).',
      access: 'admin',
      changesPages: true,
      params: wallProfileParamsSchema,
      ...(hardOnly ? {} : { query: wallDeleteQuerySchema }),
      response: { schema: wallProfileRemovedSchema },
      errors: [404],
      example: { params: { wallId: WALL, entity_id: TRANSLATOR } },
      handler: ({ params, query }, request) =>
        walls.adminRemove(
          request,
          params.wallId,
          params.entity_id,
          hardOnly || (query as { mode?: string } | undefined)?.mode === 'hard' ? 'hard' : 'soft',
        ),
    });

  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/networking/walls',
      summary: 'The networking walls',
      description: 'Active walls; admins may ask for the inactive ones too with include_inactive=1.',
      access: 'public',
      query: wallListQuerySchema,
      response: { schema: wallListSchema },
      example: { query: { include_inactive: '1' } },
      async handler({ query }, request, reply) {
        reply.headers(fresh);
        return walls.list(request, includeInactive(query));
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/networking/walls',
      summary: 'Open a wall (admins)',
      access: 'admin',
      changesPages: true,
      body: wallInputSchema,
      response: { status: 201, schema: wallAnswerSchema },
      errors: [409],
      example: { body: wallExample },
      async handler({ body }, request, reply) {
        reply.status(201);
        return walls.create(request, body);
      },
    }),
    defineRoute({
      ...shared,
      method: 'PATCH',
      url: '/next/api/networking/walls/:wallId',
      summary: 'Change a wall (admins)',
      access: 'admin',
      changesPages: true,
      params: wallParamsSchema,
      body: wallPatchSchema,
      response: { schema: wallAnswerSchema },
      errors: [404, 409],
      example: { params: { wallId: WALL }, body: { description: wallExample.description } },
      handler: ({ params, body }, request) => walls.update(request, params.wallId, body),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/networking/walls/:wallId',
      summary: 'Delete a wall (admins): softly by default, for good with mode=hard',
      description: 'A softly deleted wall is inactive: gone for members, still listed for admins.',
      access: 'admin',
      changesPages: true,
      params: wallParamsSchema,
      query: wallDeleteQuerySchema,
      response: { schema: wallDeletedSchema },
      errors: [404],
      example: { params: { wallId: WALL } },
      handler: ({ params, query }, request) => walls.remove(request, params.wallId, query.mode ?? 'soft'),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/networking/walls/:wallId',
      summary: 'A wall and the profiles on it',
      description: 'Admins may add include_inactive=1 to see withdrawn profiles and an inactive wall.',
      access: 'public',
      params: wallParamsSchema,
      query: wallListQuerySchema,
      response: { schema: wallResponseSchema },
      errors: [404],
      example: { params: { wallId: WALL } },
      async handler({ params, query }, request, reply) {
        reply.headers(fresh);
        return walls.byId(request, params.wallId, includeInactive(query));
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/networking/walls/slug/:slug',
      summary: 'A wall, by its address, and the profiles on it',
      access: 'public',
      params: wallSlugParamsSchema,
      query: wallListQuerySchema,
      response: { schema: wallResponseSchema },
      errors: [404],
      example: { params: { slug: 'lisbon-legal-translation-summit' } },
      async handler({ params, query }, request, reply) {
        reply.headers(fresh);
        return walls.bySlug(request, params.slug, includeInactive(query));
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/networking/walls/:wallId/profiles',
      summary: 'Post one’s profile on a wall',
      description: 'A withdrawn profile may be posted again.',
      access: 'member',
      changesPages: true,
      params: wallParamsSchema,
      body: wallProfileInputSchema,
      response: { status: 201, schema: wallProfileSchema },
      errors: [404, 409],
      example: { params: { wallId: WALL }, body: profileExample },
      async handler({ params, body }, request, reply) {
        const answer = await walls.post(request, params.wallId, body);
        reply.status(201);
        return answer;
      },
    }),
    defineRoute({
      ...shared,
      method: 'PATCH',
      url: '/next/api/networking/walls/:wallId/profiles',
      summary: 'Update one’s profile on a wall',
      access: 'member',
      changesPages: true,
      params: wallParamsSchema,
      body: wallProfilePatchSchema,
      response: { schema: wallProfileSchema },
      errors: [404, 409],
      example: { params: { wallId: WALL }, body: { headline: profileExample.headline } },
      handler: ({ params, body }, request) => walls.change(request, params.wallId, body),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/networking/walls/:wallId/profiles',
      summary: 'Withdraw one’s profile from a wall',
      access: 'member',
      changesPages: true,
      params: wallParamsSchema,
      response: { schema: wallProfileRemovedSchema },
      errors: [404],
      example: { params: { wallId: WALL } },
      handler: ({ params }, request) => walls.withdraw(request, params.wallId),
    }),
    defineRoute({
      ...shared,
      method: 'PATCH',
      url: '/next/api/networking/walls/:wallId/profiles/:entity_id',
      summary: 'Edit any member’s profile on a wall, or post one for them (admins)',
      description: 'The body names the member again in entity_id; active: true brings a withdrawn profile back.',
      access: 'admin',
      changesPages: true,
      params: wallProfileParamsSchema,
      body: adminWallProfileSchema,
      response: { schema: wallProfileSchema },
      errors: [404],
      example: {
        params: { wallId: WALL, entity_id: TRANSLATOR },
        body: { entity_id: TRANSLATOR, headline: profileExample.headline },
      },
      handler: ({ params, body }, request) => walls.adminEdit(request, params.wallId, params.entity_id, body),
    }),
    adminProfileDelete('/next/api/networking/walls/:wallId/profiles/:entity_id', false),
    adminProfileDelete('/api/networking/walls/:wallId/profiles/:entity_id', true),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/wordhivepay/get-user',
      summary: 'Find members by name, email address or member number (admins)',
      description: 'Used by the wall manager to post a profile for a member; at most 20 answers.',
      access: 'admin',
      query: entitySearchQuerySchema,
      response: { schema: entitySearchSchema },
      example: { query: { searchQuery: 'sofia' } },
      async handler({ query }, _request, reply) {
        reply.headers(fresh);
        return walls.searchMembers(query.searchQuery);
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/events',
      summary: 'Events a wall can be tied to (admins)',
      description: 'Running and coming events, and those of the last 30 days, the soonest first.',
      access: 'admin',
      response: { schema: eventsResponseSchema },
      async handler(_input, _request, reply) {
        reply.headers(fresh);
        return walls.events();
      },
    }),
  ];
}
