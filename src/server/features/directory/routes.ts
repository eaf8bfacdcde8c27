import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DIRECTORY_CACHE_SECONDS } from '../../../contract/directory.ts';
import {
  businessDirectoryQuerySchema,
  businessDirectoryResponseSchema,
  directoryOptionsSchema,
  mentorsQuerySchema,
  mentorsResponseSchema,
  newBusinessesQuerySchema,
  newBusinessesResponseSchema,
  newMembersQuerySchema,
  newMembersResponseSchema,
  userDirectoryQuerySchema,
  userDirectoryResponseSchema,
} from '../../../contract/directory-schemas.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../contract/locales.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { limitListSearch, SEARCH_LIMITS } from '../search/list-limits.ts';
import { bumpIndexGeneration } from './cache.ts';
import { createDirectoryService, DIRECTORY_CHANGED } from './service.ts';

/**
 * Spec §9: directory answers may be kept 300 s. Anonymous answers are the same
 * for everyone, so shared caches may keep them; a signed-in viewer may see
 * locations others may not, so theirs stay in their own browser.
 */
function cacheFor(request: FastifyRequest, reply: FastifyReply): void {
  const scope = request.viewer.loggedIn ? 'private' : 'public';
  reply.header('cache-control', `${scope}, max-age=${DIRECTORY_CACHE_SECONDS}`).header('vary', 'Cookie');
}

const optionsQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: `Use one of ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE),
});

export function directoryRoutes(ctx: AppContext): RouteDefinition[] {
  const directory = createDirectoryService(ctx.db);
  // Another process changed a member's entry: answers cached here may list it wrongly (spec §9's 300 s).
  void ctx.bus.subscribe(DIRECTORY_CHANGED, () => bumpIndexGeneration());
  const shared = { tag: 'directory', access: 'public', strictQuery: true, scopes: ['profile:read'] } as const;

  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/users',
      summary: 'The freelancer directory: search by language pair, service, field, place and rating',
      description: SEARCH_LIMITS,
      query: userDirectoryQuerySchema,
      response: { schema: userDirectoryResponseSchema },
      errors: [429],
      example: { query: { service: 'translators', source: 'por', target: 'eng', field: 'legal' } },
      async handler({ query }, request, reply) {
        await limitListSearch(ctx, request, 'directory');
        cacheFor(request, reply);
        return directory.users(query, request.viewer);
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/businesses',
      summary: 'The business directory: language companies and outsourcing businesses',
      description: SEARCH_LIMITS,
      query: businessDirectoryQuerySchema,
      response: { schema: businessDirectoryResponseSchema },
      errors: [429],
      example: { query: { type: 'company', country: 'DE' } },
      async handler({ query }, request, reply) {
        await limitListSearch(ctx, request, 'directory');
        cacheFor(request, reply);
        return directory.businesses(query, request.viewer);
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/membership/new-members',
      summary: 'Members who joined, or first paid, within a window of days',
      query: newMembersQuerySchema,
      response: { schema: newMembersResponseSchema },
      example: { query: { country_code: 'PT', limit: '10' } },
      async handler({ query }, request, reply) {
        cacheFor(request, reply);
        return { data: await directory.newMembers(query, request.viewer) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/membership/new-businesses',
      summary: 'Businesses that joined, or first paid, within a window of days',
      query: newBusinessesQuerySchema,
      response: { schema: newBusinessesResponseSchema },
      example: { query: { limit: '10' } },
      async handler({ query }, request, reply) {
        cacheFor(request, reply);
        return { success: true, data: await directory.newBusinesses(query, request.viewer) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/mentors',
      summary: 'Members who mentor newcomers, by pair and field',
      query: mentorsQuerySchema,
      response: { schema: mentorsResponseSchema },
      example: { query: { source: 'deu', target: 'eng' } },
      handler({ query }, request, reply) {
        cacheFor(request, reply);
        return directory.mentors(query, request.viewer);
      },
    }),

    // Names depend only on the locale in the URL, so every viewer may share the answer.
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/directory/options',
      summary: 'Names of the languages and countries the directory shows, in one interface language',
      internal: true,
      query: optionsQuerySchema,
      response: { schema: directoryOptionsSchema },
      example: { query: { locale: 'ita' } },
      handler({ query }, _request, reply) {
        reply.header('cache-control', `public, max-age=${DIRECTORY_CACHE_SECONDS}`);
        return directory.options(query.locale);
      },
    }),
  ];
}
