/**
 * Reviews a member asks for, project confirmations, and reports of feedback
 * (issue 21). A request mails the client a single-use link; the answer needs
 * no account and lands on the profile for good. The member cannot edit or
 * hide feedback, only report it; staff keep or remove it, on the record.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import {
  type AdminFeedbackReport,
  ALREADY_ASKED,
  ALREADY_REPORTED,
  ALREADY_REPORTED_ENTRY,
  CLIENT_REQUEST_DAYS,
  CLIENT_REQUESTS_PER_DAY,
  type ClientRequest,
  type ClientRequestInput,
  type ClientRequestView,
  type FeedbackReport,
  LINK_EXPIRED,
  LINK_NOT_VALID,
  LINK_USED,
  OWN_REQUEST,
  PROJECT_GONE,
  type ProjectAnswer,
  type ProjectConfirmationInput,
  type ReportDecision,
  type ReportInput,
  type ReviewAnswer,
  type ReviewRequests,
  reportCategory,
  TOO_MANY_REQUESTS,
} from '../../../contract/reviews.ts';
import { canManageEntity } from '../../../contract/session.ts';
import { SERVICE_BY_ID } from '../../../contract/taxonomy.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { fmt } from '../../../i18n/types.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict, forbidden, gone, HttpError, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { languageName } from '../languages/catalog.ts';
import type { Mailer } from '../mail/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import { MEMBER_GONE } from '../profile/service.ts';
import type { ClientRequestRow, ReportRow, ReviewRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const NO_PERMISSION = "You don't have permission to edit this profile.";

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  repo: ReviewRepository;
  mailer: Mailer;
  audit: AuditService;
  notifications: NotificationService;
  hashToken: (token: string) => string;
  now?: () => number;
}

export function createReviewService({ config, repo, mailer, audit, notifications, hashToken, now = Date.now }: Deps) {
  const longDate = (at: Date, locale: Locale) =>
    new Intl.DateTimeFormat(LOCALE_INFO[locale].bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

  function status(row: ClientRequestRow, at: number): ClientRequest['status'] {
    if (row.answeredAt) return 'answered';
    return row.expiresAt.getTime() <= at ? 'expired' : 'pending';
  }

  function toRequest(row: ClientRequestRow): ClientRequest {
    return {
      id: row.id,
      kind: row.kind === 'project' ? 'project' : 'review',
      projectId: row.projectId,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      status: status(row, now()),
      answer: row.answer === 'yes' || row.answer === 'no' ? row.answer : null,
    };
  }

  /** The member whose profile this is, once the viewer may act for them. */
  async function owner(request: FastifyRequest, entityId: number) {
    if (!canManageEntity(request.viewer.user, entityId)) throw forbidden(NO_PERMISSION);
    const member = await repo.member(entityId);
    if (!member) throw notFound('No member with this entity id');
    return member;
  }

  /** Checks the day's allowance and that this client has no open request of the kind; mints and stores one. */
  async function send(
    request: FastifyRequest,
    member: NonNullable<Awaited<ReturnType<ReviewRepository['member']>>>,
    input: ClientRequestInput,
    kind: 'review' | 'project',
    projectId: number | null,
  ) {
    if (input.clientEmail === member.email.toLowerCase()) {
      throw badRequest('clientEmail: Ask a client, not yourself', { clientEmail: 'Ask a client, not yourself' });
    }
    const at = new Date(now());
    if ((await repo.sentSince(member.entityId, new Date(at.getTime() - DAY_MS))) >= CLIENT_REQUESTS_PER_DAY) {
      throw new HttpError(429, TOO_MANY_REQUESTS, { headers: { 'retry-after': String(DAY_MS / 1000) } });
    }
    if (await repo.pending(member.entityId, kind, input.clientEmail, projectId, at)) throw conflict(ALREADY_ASKED);
    const token = randomBytes(32).toString('base64url');
    const row = await repo.insert({
      entityId: member.entityId,
      kind,
      projectId,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      message: input.message,
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + CLIENT_REQUEST_DAYS * DAY_MS),
      requestedIp: request.ip,
    });
    if (request.viewer.user?.is_pseudo || request.viewer.entityId !== member.entityId) {
      await audit.record(request, `client-request.${kind}`, member.entityId, { to: input.clientEmail });
    }
    return { row, link: `${config.publicUrl}/review?token=${token}` };
  }

  /**
   * The open request behind a link, or why it cannot be answered. Nobody answers their own request
   * (decision 126): not the member who sent it, signed in (or staff acting as them), and not at an
   * address of the member's own account (checked again here: the account's address may have changed
   * to the one the request went to since it was sent).
   */
  async function open(request: FastifyRequest, token: string, kind?: 'review' | 'project') {
    const row = await repo.byTokenHash(hashToken(token));
    if (!row || (kind && row.kind !== kind)) throw notFound(LINK_NOT_VALID);
    if (row.answeredAt) throw gone(LINK_USED);
    if (row.expiresAt.getTime() <= now()) throw gone(LINK_EXPIRED);
    const member = await repo.member(row.entityId);
    if (!member) throw gone(MEMBER_GONE);
    if (request.viewer.entityId === member.entityId || row.clientEmail === member.email.toLowerCase()) {
      throw forbidden(OWN_REQUEST);
    }
    return { row, member };
  }

  /** The member's own words to the client, quoted in the mail. */
  const note = (locale: Locale, message: string) =>
    message ? `\n\n${mailTexts[locale].clientRequests.note} "${message}"` : '';

  return {
    async forMember(request: FastifyRequest, entityId: number): Promise<ReviewRequests> {
      await owner(request, entityId);
      const [rows, reports, sent] = await Promise.all([
        repo.list(entityId),
        repo.reportsOn(entityId),
        repo.sentSince(entityId, new Date(now() - DAY_MS)),
      ]);
      return {
        requests: rows.map(toRequest),
        reports: reports.map(toReport),
        remainingToday: Math.max(0, CLIENT_REQUESTS_PER_DAY - sent),
      };
    },

    async requestReview(request: FastifyRequest, entityId: number, input: ClientRequestInput, locale: Locale) {
      const member = await owner(request, entityId);
      const { row, link } = await send(request, member, input, 'review', null);
      const text = mailTexts[locale];
      await mailer.send({
        to: input.clientEmail,
        kind: 'review-request',
        entityId: member.entityId,
        subject: fmt(text.clientRequests.reviewSubject, { member: member.name }),
        text: `${fmt(text.clientRequests.reviewBody, {
          client: input.clientName,
          member: member.name,
          note: note(locale, input.message),
          link,
          date: longDate(row.expiresAt, locale),
        })}\n\n${text.signature}`,
      });
      return toRequest(row);
    },

    async requestConfirmation(
      request: FastifyRequest,
      entityId: number,
      input: ProjectConfirmationInput,
      locale: Locale,
    ) {
      const member = await owner(request, entityId);
      const project = await repo.project(entityId, input.projectId);
      if (!project)
        throw badRequest('projectId: Choose one of your projects', { projectId: 'Choose one of your projects' });
      if (project.confirmedAt) throw conflict('This project is already confirmed');
      const { row, link } = await send(request, member, input, 'project', project.id);
      const text = mailTexts[locale];
      const pair =
        project.sourceLang && project.targetLang
          ? `${fmt(text.fromTo, { from: languageName(project.sourceLang, locale), to: languageName(project.targetLang, locale) })}, `
          : '';
      const unit = text.clientRequests.units[project.volumeUnit as keyof typeof text.clientRequests.units] ?? '';
      await mailer.send({
        to: input.clientEmail,
        kind: 'project-confirmation',
        entityId: member.entityId,
        subject: fmt(text.clientRequests.projectSubject, { member: member.name }),
        text: `${fmt(text.clientRequests.projectBody, {
          client: input.clientName,
          member: member.name,
          project: `"${project.title}" (${pair}${project.volume} ${unit}, ${project.completedOn.slice(0, 7)})`,
          note: note(locale, input.message),
          link,
          date: longDate(row.expiresAt, locale),
        })}\n\n${text.signature}`,
      });
      return toRequest(row);
    },

    /** What the client sees on opening the link. */
    async view(request: FastifyRequest, token: string, locale: Locale): Promise<ClientRequestView> {
      const { row, member } = await open(request, token);
      let project: ClientRequestView['project'] = null;
      if (row.kind === 'project') {
        const p = row.projectId === null ? undefined : await repo.project(row.entityId, row.projectId);
        if (!p) throw gone(PROJECT_GONE);
        project = {
          title: p.title,
          serviceId: p.serviceId,
          serviceName: SERVICE_BY_ID.get(p.serviceId)?.name ?? '',
          pair:
            p.sourceLang && p.targetLang
              ? {
                  source: p.sourceLang,
                  target: p.targetLang,
                  sourceName: languageName(p.sourceLang, locale),
                  targetName: languageName(p.targetLang, locale),
                }
              : null,
          volume: p.volume,
          volumeUnit: p.volumeUnit,
          completedOn: p.completedOn,
        };
      }
      return {
        kind: row.kind === 'project' ? 'project' : 'review',
        memberEntityId: member.entityId,
        memberName: member.name,
        clientName: row.clientName,
        message: row.message,
        project,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** The client's review goes on the profile; answers whose profile changed. */
    async answerReview(request: FastifyRequest, token: string, input: ReviewAnswer): Promise<number> {
      const { row, member } = await open(request, token, 'review');
      const at = new Date(now());
      // A member signed in while answering is the review's author: a released payment from them to
      // the member then makes it verified work (decision 126).
      const answeredBy = request.viewer.user ? request.viewer.entityId : null;
      const taken = await repo.answerReview(
        row,
        input.willingAgain ? 'yes' : 'no',
        {
          authorEntityId: answeredBy,
          authorName: input.name,
          authorCompany: input.company,
          authorKind: 'client',
          rating: input.rating,
          comment: input.comment,
          willingAgain: input.willingAgain,
          createdAt: at,
        },
        at,
        { answeredIp: request.ip, answeredBy },
      );
      if (!taken) throw gone(LINK_USED);
      const words = mailWords('clientRequests', {
        title: 'reviewAnsweredTitle',
        message: 'reviewAnsweredMessage',
        values: { client: input.name },
      });
      await notifications.create(
        {
          userId: member.entityId,
          type: 'review',
          redirectUrl: `/profile/${member.entityId}#feedback`,
          ...noticeOf(words, member.siteLang),
        },
        `client-request:${row.id}`,
      );
      return member.entityId;
    },

    async answerProject(request: FastifyRequest, token: string, input: ProjectAnswer): Promise<number> {
      const { row, member } = await open(request, token, 'project');
      const project = row.projectId === null ? undefined : await repo.project(row.entityId, row.projectId);
      if (!project) throw gone(PROJECT_GONE);
      if (!(await repo.answerProject(row, input.confirmed ? input.name : null, new Date(now())))) throw gone(LINK_USED);
      const words = mailWords('clientRequests', {
        title: 'projectAnsweredTitle',
        message: input.confirmed ? 'projectConfirmed' : 'projectNotConfirmed',
        values: { client: input.name, project: project.title },
      });
      await notifications.create(
        {
          userId: member.entityId,
          type: 'review',
          redirectUrl: `/profile/${member.entityId}#projects`,
          ...noticeOf(words, member.siteLang),
        },
        `client-request:${row.id}`,
      );
      return member.entityId;
    },

    /**
     * A signed-in member asks staff to look at a review (decision 127): the member it is about, its
     * author, or anyone else. One open report of an entry per member.
     */
    async reportFeedback(request: FastifyRequest, feedbackId: number, input: ReportInput): Promise<FeedbackReport> {
      const feedback = await repo.feedback(feedbackId);
      if (!feedback) throw notFound('No such feedback');
      if (await repo.openReport('feedback', feedbackId, request.viewer.entityId)) throw conflict(ALREADY_REPORTED);
      const asked = feedback.requestId === null ? undefined : await repo.request(feedback.requestId);
      const row = await repo.insertReport({
        kind: 'feedback',
        feedbackId,
        entityId: feedback.entityId,
        authorEntityId: feedback.authorEntityId,
        reporterEntityId: request.viewer.entityId,
        category: input.category,
        reason: input.reason,
        feedback: {
          authorName: feedback.authorName,
          authorCompany: feedback.authorCompany,
          rating: feedback.rating,
          comment: feedback.comment,
          viaRequest: feedback.requestId !== null,
          createdAt: feedback.createdAt.toISOString(),
          // What staff weigh a mailed review by (decision 126).
          ...(asked && {
            sameAddress: asked.requestedIp !== null && asked.requestedIp === asked.answeredIp,
            answeredBy: asked.answeredBy,
          }),
        },
      });
      if (request.viewer.user?.is_pseudo)
        await audit.record(request, 'feedback.report', feedback.entityId, { feedbackId });
      return toReport(row);
    },

    /** The same for a Blue Board entry: the client it is about may report it, as may anyone signed in. */
    async reportBlueBoard(request: FastifyRequest, entryId: number, input: ReportInput): Promise<FeedbackReport> {
      const found = await repo.bbEntry(entryId);
      if (!found) throw notFound('No such Blue Board entry');
      const { entry, raterName } = found;
      if (await repo.openReport('bb', entryId, request.viewer.entityId)) throw conflict(ALREADY_REPORTED_ENTRY);
      const row = await repo.insertReport({
        kind: 'bb',
        bbEntryId: entryId,
        entityId: entry.outsourcerEntityId,
        authorEntityId: entry.raterEntityId,
        reporterEntityId: request.viewer.entityId,
        category: input.category,
        reason: input.reason,
        feedback: {
          authorName: raterName,
          authorCompany: '',
          rating: entry.lwa,
          comment: entry.comment,
          viaRequest: false,
          createdAt: entry.createdAt.toISOString(),
        },
      });
      if (request.viewer.user?.is_pseudo)
        await audit.record(request, 'bb-entry.report', entry.outsourcerEntityId, { entryId });
      return toReport(row);
    },

    async adminReports(state: 'open' | 'handled'): Promise<{ items: AdminFeedbackReport[] }> {
      const rows = await repo.reports(state);
      return {
        items: rows.map(({ report, reporterName, handledByName }) => ({
          ...toReport(report),
          entityId: report.entityId,
          reporterEntityId: report.reporterEntityId,
          reporterName,
          feedback: report.feedback,
          handledAt: report.handledAt?.toISOString() ?? null,
          handledByName: handledByName ?? null,
        })),
      };
    },

    /**
     * Staff keep or remove a reported entry with a reason; the member it is about, its author and
     * everyone who reported it are told, reason included (decision 127). Answers whose profile it was.
     */
    async decide(request: FastifyRequest, reportId: number, decision: ReportDecision): Promise<number> {
      const { outcome, reason } = decision;
      const decided = await repo.decide(reportId, outcome, reason, request.viewer.entityId, new Date(now()));
      if (!decided) throw notFound('No open report with this id');
      const { report, reporters } = decided;
      await audit.record(request, `feedback.report.${outcome}`, report.entityId, {
        reportId,
        kind: report.kind,
        feedbackId: report.feedbackId,
        bbEntryId: report.bbEntryId,
        reason,
        feedback: report.feedback,
      });
      const told = new Set([
        report.entityId,
        ...(report.authorEntityId === null ? [] : [report.authorEntityId]),
        ...reporters,
      ]);
      const section = report.kind === 'bb' ? 'bb-entries' : 'feedback';
      for (const userId of told) {
        const member = await repo.member(userId);
        if (!member) continue;
        const words = mailWords('clientRequests', {
          title: 'reportDecidedTitle',
          message: outcome === 'kept' ? 'reportKept' : 'reportRemoved',
          values: { reason },
        });
        await notifications.create(
          {
            userId,
            type: 'review',
            redirectUrl: `/profile/${report.entityId}#${section}`,
            ...noticeOf(words, member.siteLang),
          },
          `feedback-report:${reportId}`,
        );
      }
      return report.entityId;
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;

function toReport(row: ReportRow): FeedbackReport {
  return {
    id: row.id,
    kind: row.kind === 'bb' ? 'bb' : 'feedback',
    feedbackId: row.feedbackId,
    bbEntryId: row.bbEntryId,
    category: reportCategory(row.category),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    outcome: row.outcome === 'kept' || row.outcome === 'removed' ? row.outcome : null,
    decisionReason: row.decisionReason,
  };
}
