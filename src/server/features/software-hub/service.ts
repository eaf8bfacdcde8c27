/**
 * The software hub: each tool's facts, who uses it and its published reviews;
 * a member reviews a tool they list on their profile, once, and may edit it
 * (the edit waits for moderation again; a published review stays live until
 * its edit is approved, decision 127); admins publish or refuse with a
 * reason, as for testimonials, and the author is told either way.
 */
import type { FastifyRequest } from 'fastify';
import { usablePhotoUrl } from '../../../contract/avatar.ts';
import {
  REVIEW_NOT_A_USER,
  REVIEW_NOT_FOUND,
  type ReviewInput,
  SOFTWARE_FACTS,
  type SoftwareReview,
  type SoftwareSummary,
} from '../../../contract/software-hub.ts';
import { SOFTWARES } from '../../../contract/taxonomy.ts';
import { MODERATION_STATUSES } from '../../../contract/testimonials.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import type { ReviewRow, SoftwareRepository } from './repository.ts';

/** A tool's page shows this many reviews and users at most. */
const REVIEWS_SHOWN = 200;
const USERS_SHOWN = 24;

function toReview(row: ReviewRow, withModeration: boolean): SoftwareReview {
  return {
    id: row.id,
    softwareId: row.softwareId,
    rating: row.rating,
    pros: row.pros,
    cons: row.cons,
    author: { entityId: row.entityId, name: row.authorName, photoUrl: usablePhotoUrl(row.authorPhoto) },
    updatedAt: row.updatedAt.toISOString(),
    ...(withModeration
      ? {
          status: row.status as SoftwareReview['status'],
          reason: row.reason,
          edit: row.editedAt
            ? {
                rating: row.pendingRating ?? row.rating,
                pros: row.pendingPros ?? '',
                cons: row.pendingCons ?? '',
                updatedAt: row.editedAt.toISOString(),
              }
            : null,
        }
      : {}),
  };
}

export function createSoftwareService(deps: {
  repo: SoftwareRepository;
  audit: AuditService;
  notifications: NotificationService;
}) {
  const { repo, audit, notifications } = deps;
  const statusesFor = (status: 'pending' | 'approved' | 'rejected' | 'all') =>
    status === 'all' ? MODERATION_STATUSES : [status];
  return {
    async list(): Promise<{ items: SoftwareSummary[] }> {
      const { users, ratings } = await repo.summaries();
      return {
        items: SOFTWARE_FACTS.map((facts) => {
          const tool = SOFTWARES.find((s) => s.id === facts.id)!;
          const rating = ratings.get(facts.id);
          return {
            ...facts,
            platforms: [...facts.platforms],
            name: tool.name,
            kind: tool.kind,
            users: users.get(facts.id) ?? 0,
            rating: rating ? { average: Math.round(rating.average * 10) / 10, count: rating.count } : null,
          };
        }),
      };
    },

    /** Published reviews of a tool; admins may ask for the others. */
    async reviews(request: FastifyRequest, softwareId: number, status?: 'pending' | 'approved' | 'rejected' | 'all') {
      const admin = request.viewer.isAdmin;
      const rows = await repo.reviews(softwareId, admin && status ? statusesFor(status) : ['approved'], REVIEWS_SHOWN);
      return rows.map((row) => toReview(row, admin));
    },
    async queue(status: 'pending' | 'approved' | 'rejected' | 'all') {
      return (await repo.reviews(null, statusesFor(status), REVIEWS_SHOWN)).map((row) => toReview(row, true));
    },

    async mine(request: FastifyRequest, softwareId: number) {
      const me = request.viewer.entityId;
      const [own, uses] = await Promise.all([repo.own(me, softwareId), repo.uses(me, softwareId)]);
      return { review: own ? toReview(own, true) : null, canReview: uses };
    },
    async save(request: FastifyRequest, input: ReviewInput) {
      const me = request.viewer.entityId;
      if (!(await repo.uses(me, input.softwareId))) throw forbidden(REVIEW_NOT_A_USER);
      await repo.save(me, input);
      return { review: toReview((await repo.own(me, input.softwareId))!, true) };
    },
    async moderate(
      request: FastifyRequest,
      id: number,
      decision: { action: 'approve' | 'reject'; reason?: string | undefined },
    ) {
      const status = decision.action === 'approve' ? 'approved' : 'rejected';
      const reason = decision.reason || null;
      const decided = await repo.moderate(id, status, reason, request.viewer.entityId);
      if (!decided) throw notFound(REVIEW_NOT_FOUND);
      const row = (await repo.review(id))!;
      await audit.record(request, `software-review.${decision.action}`, id, {
        author: row.entityId,
        reason,
        edit: decided.edit,
      });
      // Every outcome reaches the author, a refusal with its reason (decision 127).
      const tool = SOFTWARE_FACTS.find((f) => f.id === row.softwareId);
      const name = SOFTWARES.find((t) => t.id === row.softwareId)?.name ?? '';
      const words = mailWords('softwareReviews', {
        title: status === 'approved' ? 'approvedTitle' : 'rejectedTitle',
        message: status === 'approved' ? 'approvedMessage' : decided.edit ? 'editRejectedMessage' : 'rejectedMessage',
        values: { tool: name, reason: reason ?? '' },
      });
      await notifications.create(
        {
          userId: row.entityId,
          type: 'review',
          redirectUrl: tool ? `/software-hub/${tool.slug}#my-review` : '/software-hub',
          ...noticeOf(words, await repo.siteLang(row.entityId)),
        },
        `software-review-${status}:${id}:${row.moderatedAt?.getTime() ?? 0}`,
      );
      return { review: toReview(row, true) };
    },
    async users(softwareId: number) {
      const { items, total } = await repo.users(softwareId, USERS_SHOWN);
      return { items: items.map((u) => ({ ...u, photoUrl: usablePhotoUrl(u.photoUrl) })), total };
    },
  };
}
