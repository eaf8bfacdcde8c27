/**
 * How often the directory and the job list may be searched (issue 54 item 10, decision 123). A person
 * changes filters or turns a page a few times a minute; a scraper asks for every page of every filter,
 * from one address, without an account. So an address without a session is counted per minute (for
 * bursts) and per hour (for a steady walk), each list on its own; a signed-in member, who can be told
 * apart and held to account, is counted per member and far more generously.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limiter.ts';

const PER_MINUTE = { limit: 60, windowMs: 60_000 } satisfies RateLimitRule;
const PER_HOUR = { limit: 600, windowMs: 60 * 60_000 } satisfies RateLimitRule;
const MEMBER_PER_MINUTE = { limit: 300, windowMs: 60_000 } satisfies RateLimitRule;

export type SearchedList = 'directory' | 'jobs';

/** What the API reference says of it. */
export const SEARCH_LIMITS =
  `Without a session, ${PER_MINUTE.limit} calls a minute and ${PER_HOUR.limit} an hour per address; ` +
  `signed in, ${MEMBER_PER_MINUTE.limit} a minute per member (429 with Retry-After).`;

/** Counts one search of `list`; 429 with Retry-After past the caller's limit. */
export async function limitListSearch(
  { limiter, config }: Pick<AppContext, 'limiter' | 'config'>,
  request: FastifyRequest,
  list: SearchedList,
): Promise<void> {
  const scale = config.rateLimitScale;
  const member = request.viewer.entityId;
  if (member) return enforceRateLimit(limiter, `${list}:member:${member}`, MEMBER_PER_MINUTE, scale);
  await enforceRateLimit(limiter, `${list}:ip:minute:${request.ip}`, PER_MINUTE, scale);
  await enforceRateLimit(limiter, `${list}:ip:hour:${request.ip}`, PER_HOUR, scale);
}
