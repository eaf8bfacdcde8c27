/**
 * Website feedback (spec §2.7): anyone may send it, signed in or not; it is
 * stored with the sender (never an id the browser claims) and read by admins,
 * who mark it handled.
 */
import type { FastifyRequest } from 'fastify';
import type { FeedbackList, FeedbackListQuery, WebsiteFeedbackInput } from '../../../contract/feedback.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limiter.ts';
import type { AuditService } from '../audit/service.ts';
import type { FeedbackRepository } from './repository.ts';

const PAGE_SIZE = 25;
/** Enough for a keen tester; too few to flood the admins' list. */
const PER_IP = { limit: 10, windowMs: 60 * 60_000 };

export function createFeedbackService(deps: {
  repo: FeedbackRepository;
  audit: AuditService;
  limiter: RateLimiter;
  rateLimitScale: number;
}) {
  const { repo, audit } = deps;
  return {
    async send(request: FastifyRequest, input: WebsiteFeedbackInput, claimedEntityId: number | undefined) {
      const me = request.viewer.entityId;
      if (claimedEntityId !== undefined && claimedEntityId !== me) {
        throw forbidden('Feedback is sent as yourself: entityId must be your own');
      }
      await enforceRateLimit(deps.limiter, `feedback:${request.ip}`, PER_IP, deps.rateLimitScale);
      const id = await repo.insert({
        entityId: me || null,
        suggestion: input.suggestion,
        url: input.url,
        rating: input.rating,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      });
      return { success: true as const, id };
    },

    async list(query: FeedbackListQuery): Promise<FeedbackList> {
      const { rows, total, ratings } = await repo.list(query, PAGE_SIZE);
      return {
        items: rows.map(({ feedback: f, name, handledByName }) => ({
          id: f.id,
          entityId: f.entityId,
          name,
          suggestion: f.suggestion,
          url: f.url,
          rating: f.rating,
          userAgent: f.userAgent,
          createdAt: f.createdAt.toISOString(),
          handledAt: f.handledAt?.toISOString() ?? null,
          handledByName,
        })),
        total,
        page: query.page,
        pageSize: PAGE_SIZE,
        ratings,
      };
    },

    async setHandled(request: FastifyRequest, id: number, handled: boolean) {
      if (!(await repo.setHandled(id, handled ? request.viewer.entityId : null))) throw notFound('No such feedback');
      await audit.record(request, handled ? 'feedback.handled' : 'feedback.reopened', id);
      return { success: true as const };
    },
  };
}
