/**
 * Testimonials: who sees which (approved ones, and those kept for members only
 * to signed-in viewers; an author their own with its status and the reason;
 * admins every one), submitting, moderating with a reason the author is told,
 * and withdrawing.
 */
import type { FastifyRequest } from 'fastify';
import { usablePhotoUrl } from '../../../contract/avatar.ts';
import { languageOf } from '../../../contract/locales.ts';
import {
  type Moderation,
  TESTIMONIAL_ALREADY,
  TESTIMONIAL_ID_ALONE,
  TESTIMONIAL_NOT_FOUND,
  type Testimonial,
  type TestimonialInput,
  type TestimonialList,
  type TestimonialsQuery,
} from '../../../contract/testimonials.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { TestimonialRepository, TestimonialRow } from './repository.ts';

/** The filters a query sent besides paging, order and the membership-only switch (`id` must come alone). */
const FILTERS = ['type', 'accountType', 'language', 'visibility', 'status'] as const;

function toTestimonial(row: TestimonialRow, withModeration: boolean): Testimonial {
  return {
    id: row.id,
    type: row.type as Testimonial['type'],
    accountType: row.accountType as Testimonial['accountType'],
    language: row.language as Testimonial['language'],
    visibility: row.visibility as Testimonial['visibility'],
    membershipOnly: row.membershipOnly,
    rating: row.rating,
    text: row.text,
    author: { entityId: row.entityId, name: row.authorName, photoUrl: usablePhotoUrl(row.authorPhoto) },
    createdAt: row.createdAt.toISOString(),
    ...(withModeration
      ? {
          status: row.status as Testimonial['status'],
          reason: row.reason,
          moderatedAt: row.moderatedAt?.toISOString() ?? null,
        }
      : {}),
  };
}

export function createTestimonialService(deps: {
  repo: TestimonialRepository;
  notifications: NotificationService;
  audit: AuditService;
}) {
  const { repo, notifications, audit } = deps;
  const isAdmin = (request: FastifyRequest) => request.viewer.isAdmin;
  const signedIn = (request: FastifyRequest) => !!request.viewer.user;

  /** Whether this viewer may read this testimonial, and whether they see its moderation. */
  function access(request: FastifyRequest, row: TestimonialRow): { visible: boolean; moderation: boolean } {
    const own = request.viewer.entityId === row.entityId && signedIn(request);
    if (isAdmin(request) || own) return { visible: true, moderation: true };
    const visible = row.status === 'approved' && (row.visibility === 'everyone' || signedIn(request));
    return { visible, moderation: false };
  }

  return {
    async list(request: FastifyRequest, query: TestimonialsQuery): Promise<TestimonialList> {
      if (query.id !== undefined) {
        if (FILTERS.some((name) => query[name] !== undefined)) throw badRequest(TESTIMONIAL_ID_ALONE);
        const row = await repo.byId(query.id);
        const seen = row && access(request, row);
        if (!row || !seen?.visible) throw notFound(TESTIMONIAL_NOT_FOUND);
        return { items: [toTestimonial(row, seen.moderation)], total: 1, page: 1, pageSize: 1 };
      }
      const admin = isAdmin(request);
      const statuses =
        admin && query.status
          ? query.status === 'all'
            ? (['pending', 'approved', 'rejected'] as const)
            : [query.status]
          : (['approved'] as const);
      const { rows, total } = await repo.list({
        ...query,
        statuses,
        includeMembershipOnly: query.includeMembershipOnly === '1',
        membersOnlyVisible: signedIn(request),
      });
      return {
        items: rows.map((row) => toTestimonial(row, admin)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async mine(request: FastifyRequest) {
      return { items: (await repo.byAuthor(request.viewer.entityId)).map((row) => toTestimonial(row, true)) };
    },

    async submit(request: FastifyRequest, input: TestimonialInput) {
      const me = request.viewer.entityId;
      if (await repo.standing(me, input.type)) throw conflict(TESTIMONIAL_ALREADY);
      const id = await repo.insert(me, request.viewer.user!.account_type, input);
      return { testimonial: toTestimonial((await repo.byId(id))!, true) };
    },

    async moderate(request: FastifyRequest, id: number, decision: Moderation) {
      const status = decision.action === 'approve' ? 'approved' : 'rejected';
      const reason = decision.reason || null;
      const done = await repo.moderate(id, {
        status,
        reason,
        ...(decision.membershipOnly !== undefined ? { membershipOnly: decision.membershipOnly } : {}),
        by: request.viewer.entityId,
      });
      if (!done) throw notFound(TESTIMONIAL_NOT_FOUND);
      const row = (await repo.byId(id))!;
      await audit.record(request, `testimonial.${decision.action}`, id, { author: row.entityId, reason });
      // The author hears of it in their own language, the reason included.
      const words = mailTexts[languageOf(await repo.siteLang(row.entityId), 'eng')].testimonials;
      await notifications.create(
        {
          userId: row.entityId,
          type: 'testimonial',
          title: status === 'approved' ? words.approvedTitle : words.rejectedTitle,
          message: reason
            ? fmt(status === 'approved' ? words.approvedWithNote : words.rejectedMessage, { reason })
            : words.approvedMessage,
          redirectUrl: '/testimonials#mine',
        },
        `testimonial-${status}:${id}:${row.moderatedAt?.getTime() ?? 0}`,
      );
      return { testimonial: toTestimonial(row, true) };
    },

    /** The author withdraws theirs, or an admin removes any; gone for good. */
    async remove(request: FastifyRequest, id: number) {
      const row = await repo.byId(id);
      if (!row || (!isAdmin(request) && row.entityId !== request.viewer.entityId)) {
        // Someone else's testimonial is no business of theirs: a member cannot tell whether it exists.
        if (row && row.status === 'approved') throw forbidden('You can only withdraw your own testimonial');
        throw notFound(TESTIMONIAL_NOT_FOUND);
      }
      await repo.remove(id);
      if (row.entityId !== request.viewer.entityId) {
        await audit.record(request, 'testimonial.delete', id, { author: row.entityId });
      }
      return { removed: true as const };
    },
  };
}
