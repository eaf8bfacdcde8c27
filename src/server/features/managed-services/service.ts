/**
 * Managed services: anyone asks for a quote (signed in or not, a few an hour
 * per address); member services and the admins are told at once and mark
 * each request handled once they have answered it by mail.
 */
import type { FastifyRequest } from 'fastify';
import { QUOTE_DEADLINE_PAST, type QuoteRequest, type QuoteRequestInput } from '../../../contract/managed-services.ts';
import { SERVICE_BY_ID } from '../../../contract/taxonomy.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limiter.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import type { QuoteRequestRepository } from './repository.ts';

const PER_IP = { limit: 10, windowMs: 60 * 60_000 };
const LISTED = 200;

export function createQuoteRequestService(deps: {
  repo: QuoteRequestRepository;
  notifications: NotificationService;
  audit: AuditService;
  limiter: RateLimiter;
  rateLimitScale: number;
  now?: () => number;
}) {
  const { repo, notifications, audit } = deps;
  const now = deps.now ?? Date.now;
  return {
    async send(request: FastifyRequest, input: QuoteRequestInput) {
      if (input.deadline && input.deadline < new Date(now()).toISOString().slice(0, 10)) {
        throw badRequest(QUOTE_DEADLINE_PAST);
      }
      await enforceRateLimit(deps.limiter, `quote-request:${request.ip}`, PER_IP, deps.rateLimitScale);
      const id = await repo.insert(request.viewer.entityId || null, input);
      const values = {
        name: input.name,
        service: SERVICE_BY_ID.get(input.serviceId)?.name ?? '',
        source: input.sourceLang,
        targets: input.targetLangs.join(', '),
        email: input.email,
      };
      // Each reader in their own language; languages by their codes, as the requests page shows them.
      await notifications.createForMany(
        (await repo.readers()).map(({ id: entityId, siteLang }) => ({
          entityId,
          type: 'quote_request',
          redirectUrl: '/member-services',
          ...noticeOf(mailWords('quoteRequest', { title: 'title', message: 'message', values }), siteLang),
        })),
        `quote-request:${id}`,
      );
      return { id };
    },
    async list(state: 'open' | 'handled' | 'all'): Promise<{ items: QuoteRequest[] }> {
      const rows = await repo.list(state, LISTED);
      return {
        items: rows.map(({ request: r, handledByName }) => ({
          id: r.id,
          entityId: r.entityId,
          name: r.name,
          email: r.email,
          company: r.company,
          sourceLang: r.sourceLang,
          targetLangs: r.targetLangs,
          serviceId: r.serviceId,
          volume: r.volume,
          unit: r.unit as QuoteRequest['unit'],
          deadline: r.deadline,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
          handledAt: r.handledAt?.toISOString() ?? null,
          handledByName,
        })),
      };
    },
    async setHandled(request: FastifyRequest, id: number, handled: boolean) {
      if (!(await repo.setHandled(id, handled ? request.viewer.entityId : null))) throw notFound();
      await audit.record(request, handled ? 'quote-request.handled' : 'quote-request.reopened', id);
      return { handled };
    },
  };
}
