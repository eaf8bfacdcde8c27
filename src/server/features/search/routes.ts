/**
 * `GET /next/api/llm?prompt=…` (spec §7): the search modal's one call. Bounded
 * prompt, rate-limited per visitor, and always answered with a valid intent.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { buildSearchPrompt, llmQuerySchema, llmResponseSchema } from '../../../contract/search.ts';
import type { AppContext } from '../../context.ts';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limiter.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createRemoteInterpreter } from './remote-model.ts';
import { createSearchService } from './service.ts';

/**
 * A person searches a few times a minute at most. The IP counter holds anonymous
 * visitors; the member counter also holds a member who changes networks.
 */
const LIMITS = {
  perIp: { limit: 30, windowMs: 60_000 },
  perMember: { limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export function searchRoutes({ config, limiter }: AppContext, log: FastifyBaseLogger): RouteDefinition[] {
  const logger = log.child({ feature: 'search' });
  const remote = config.llm ? createRemoteInterpreter({ ...config.llm, logger }) : undefined;
  const search = createSearchService({ logger, ...(remote ? { remote } : {}) });

  const limit = async (request: FastifyRequest) => {
    await enforceRateLimit(limiter, `search:ip:${request.ip}`, LIMITS.perIp, config.rateLimitScale);
    const member = request.viewer.entityId;
    if (member) await enforceRateLimit(limiter, `search:member:${member}`, LIMITS.perMember, config.rateLimitScale);
  };

  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/llm',
      tag: 'search',
      summary: 'Interpret a site search in plain words',
      description:
        'Answers `{content}`, a JSON string with the category searched for, services, the language pair ' +
        '(ISO 639-3), fields and the words left as keyword. Rate-limited per address and member.',
      access: 'public',
      query: llmQuerySchema,
      response: { schema: llmResponseSchema },
      errors: [429],
      example: { query: { prompt: buildSearchPrompt('legal translator Portuguese to English') } },
      async handler({ query }, request, reply) {
        // The answer depends on the text and on whether a model is up: never cache it, errors included.
        reply.header('cache-control', 'no-store');
        await limit(request);
        return search.answer(query.prompt);
      },
    }),
  ];
}
