import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  businessDirectoryQuerySchema,
  DIRECTORY_CACHE_SECONDS,
  mentorsQuerySchema,
  newBusinessesQuerySchema,
  newMembersQuerySchema,
  unknownParameters,
  userDirectoryQuerySchema,
} from '../../../contract/directory.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../contract/locales.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { createDirectoryService } from './service.ts';

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

/** Parses a query string, refusing parameters the endpoint does not know by name (400). */
function parseQuery<S extends z.ZodObject>(schema: S, request: FastifyRequest): z.infer<S> {
  const query = (request.query ?? {}) as object;
  const unknown = unknownParameters(schema, query);
  if (unknown.length) {
    throw badRequest(
      unknown.map((key) => `${key}: Unknown parameter`).join('; '),
      Object.fromEntries(unknown.map((key) => [key, 'Unknown parameter'])),
    );
  }
  return schema.parse(query);
}

export function registerDirectoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const directory = createDirectoryService(ctx.db);

  app.get('/next/api/users', async (request, reply) => {
    const query = parseQuery(userDirectoryQuerySchema, request);
    cacheFor(request, reply);
    return directory.users(query, request.viewer);
  });

  app.get('/next/api/businesses', async (request, reply) => {
    const query = parseQuery(businessDirectoryQuerySchema, request);
    cacheFor(request, reply);
    return directory.businesses(query, request.viewer);
  });

  app.get('/next/api/membership/new-members', async (request, reply) => {
    const query = parseQuery(newMembersQuerySchema, request);
    cacheFor(request, reply);
    return { data: await directory.newMembers(query, request.viewer) };
  });

  app.get('/next/api/membership/new-businesses', async (request, reply) => {
    const query = parseQuery(newBusinessesQuerySchema, request);
    cacheFor(request, reply);
    return { success: true, data: await directory.newBusinesses(query, request.viewer) };
  });

  app.get('/next/api/mentors', async (request, reply) => {
    const query = parseQuery(mentorsQuerySchema, request);
    cacheFor(request, reply);
    return directory.mentors(query, request.viewer);
  });

  // Names depend only on the locale in the URL, so every viewer may share the answer.
  app.get('/next/api/directory/options', async (request, reply) => {
    const { locale } = parseQuery(optionsQuerySchema, request);
    reply.header('cache-control', `public, max-age=${DIRECTORY_CACHE_SECONDS}`);
    return directory.options(locale);
  });
}
