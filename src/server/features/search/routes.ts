/**
 * `GET /next/api/llm?prompt=…` (spec §7): the search modal's one call. Bounded
 * prompt, rate-limited per visitor, and always answered with a valid intent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { llmQuerySchema } from '../../../contract/search.ts';
import type { AppContext } from '../../context.ts';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limiter.ts';
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

/** The modal's spinner lasts 1.5 s; past this the embedded answer is worth more than waiting. */
export const REMOTE_MODEL_TIMEOUT_MS = 3000;

export function registerSearchRoutes(app: FastifyInstance, { config, limiter }: AppContext) {
  const logger = app.log.child({ feature: 'search' });
  const remote = config.llm
    ? createRemoteInterpreter({ ...config.llm, timeoutMs: REMOTE_MODEL_TIMEOUT_MS, logger })
    : undefined;
  const search = createSearchService({ logger, ...(remote ? { remote } : {}) });

  const limit = async (request: FastifyRequest) => {
    await enforceRateLimit(limiter, `search:ip:${request.ip}`, LIMITS.perIp, config.rateLimitScale);
    const member = request.viewer.entityId;
    if (member) await enforceRateLimit(limiter, `search:member:${member}`, LIMITS.perMember, config.rateLimitScale);
  };

  app.get('/next/api/llm', async (request, reply) => {
    // The answer depends on the text and on whether a model is up: never cache it, errors included.
    reply.header('cache-control', 'no-store');
    await limit(request);
    const { prompt } = llmQuerySchema.parse(request.query);
    return search.answer(prompt);
  });
}
