/** Queries of review requests, project confirmations and feedback reports. */
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import type { Db } from '../../db/client.ts';
import {
  bbEntries,
  clientRequests,
  feedbackReports,
  memberFeedback,
  memberProjects,
  users,
} from '../../db/schema/index.ts';

import { refreshStarRating } from '../profile/repository.ts';

export type ClientRequestRow = typeof clientRequests.$inferSelect;
export type ReportRow = typeof feedbackReports.$inferSelect;
export type ReportKind = 'feedback' | 'bb';
type FeedbackInsert = Omit<typeof memberFeedback.$inferInsert, 'entityId' | 'requestId'>;

const LIST_LIMIT = 50;

/** The reports of one entry. */
const entryOf = (kind: ReportKind, entryId: number) =>
  kind === 'bb' ? eq(feedbackReports.bbEntryId, entryId) : eq(feedbackReports.feedbackId, entryId);

export function createReviewRepository(db: Db) {
  return {
    member: async (entityId: number) =>
      (
        await db
          .select({
            entityId: users.entityId,
            name: users.name,
            email: users.email,
            siteLang: users.siteLang,
            accountType: users.accountType,
          })
          .from(users)
          .where(eq(users.entityId, entityId))
      )[0],

    async sentSince(entityId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clientRequests)
        .where(and(eq(clientRequests.entityId, entityId), gt(clientRequests.createdAt, since)));
      return row?.n ?? 0;
    },

    request: async (id: number) => (await db.select().from(clientRequests).where(eq(clientRequests.id, id)))[0],

    /** A request of this kind (and project) to this address that can still be answered. */
    async pending(entityId: number, kind: string, email: string, projectId: number | null, at: Date) {
      const [row] = await db
        .select({ id: clientRequests.id })
        .from(clientRequests)
        .where(
          and(
            eq(clientRequests.entityId, entityId),
            eq(clientRequests.kind, kind),
            eq(clientRequests.clientEmail, email),
            projectId === null ? isNull(clientRequests.projectId) : eq(clientRequests.projectId, projectId),
            isNull(clientRequests.answeredAt),
            gt(clientRequests.expiresAt, at),
          ),
        );
      return row;
    },

    async insert(values: typeof clientRequests.$inferInsert): Promise<ClientRequestRow> {
      const [row] = await db.insert(clientRequests).values(values).returning();
      return row!;
    },

    list: (entityId: number) =>
      db
        .select()
        .from(clientRequests)
        .where(eq(clientRequests.entityId, entityId))
        .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
        .limit(LIST_LIMIT),

    byTokenHash: async (tokenHash: string) =>
      (await db.select().from(clientRequests).where(eq(clientRequests.tokenHash, tokenHash)))[0],

    project: async (entityId: number, projectId: number) =>
      (
        await db
          .select()
          .from(memberProjects)
          .where(and(eq(memberProjects.entityId, entityId), eq(memberProjects.id, projectId)))
      )[0],

    /**
     * Takes the request's answer once: false when another answer got there
     * first. A review becomes feedback on the profile, and the stars follow.
     */
    async answerReview(
      request: ClientRequestRow,
      answer: 'yes' | 'no',
      feedback: FeedbackInsert,
      at: Date,
      signals: { answeredIp: string; answeredBy: number | null },
    ) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(clientRequests)
          .set({ answeredAt: at, answer, ...signals })
          .where(and(eq(clientRequests.id, request.id), isNull(clientRequests.answeredAt)))
          .returning({ id: clientRequests.id });
        if (!taken.length) return false;
        await tx.insert(memberFeedback).values({ ...feedback, entityId: request.entityId, requestId: request.id });
        await refreshStarRating(tx, request.entityId);
        return true;
      });
    },

    /** The same for a project: confirmed, the entry shows who confirmed it. */
    async answerProject(request: ClientRequestRow, confirmedBy: string | null, at: Date) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(clientRequests)
          .set({ answeredAt: at, answer: confirmedBy ? 'yes' : 'no' })
          .where(and(eq(clientRequests.id, request.id), isNull(clientRequests.answeredAt)))
          .returning({ id: clientRequests.id });
        if (!taken.length) return false;
        if (confirmedBy && request.projectId !== null) {
          await tx
            .update(memberProjects)
            .set({ confirmedBy, confirmedAt: at })
            .where(and(eq(memberProjects.id, request.projectId), eq(memberProjects.entityId, request.entityId)));
        }
        return true;
      });
    },

    feedback: async (feedbackId: number) =>
      (await db.select().from(memberFeedback).where(eq(memberFeedback.id, feedbackId)))[0],

    /** A Blue Board entry with its rater's name (a rater who left reads as a deleted member). */
    bbEntry: async (entryId: number) =>
      (
        await db
          .select({ entry: bbEntries, raterName: sql<string>`coalesce(${users.name}, ${DELETED_MEMBER})` })
          .from(bbEntries)
          .leftJoin(users, eq(users.entityId, bbEntries.raterEntityId))
          .where(eq(bbEntries.id, entryId))
      )[0],

    /** This member's open report of this entry (one each is enough for staff to look). */
    async openReport(kind: ReportKind, entryId: number, reporterEntityId: number) {
      const [row] = await db
        .select({ id: feedbackReports.id })
        .from(feedbackReports)
        .where(
          and(
            entryOf(kind, entryId),
            eq(feedbackReports.reporterEntityId, reporterEntityId),
            isNull(feedbackReports.handledAt),
          ),
        );
      return row;
    },

    async insertReport(values: typeof feedbackReports.$inferInsert) {
      const [row] = await db.insert(feedbackReports).values(values).returning();
      return row!;
    },

    /** What was reported about entries on this member's profile. */
    reportsOn: (entityId: number) =>
      db
        .select()
        .from(feedbackReports)
        .where(eq(feedbackReports.entityId, entityId))
        .orderBy(desc(feedbackReports.createdAt))
        .limit(LIST_LIMIT),

    /** Reports for staff: open ones oldest first (a queue), handled ones newest first. */
    async reports(state: 'open' | 'handled') {
      const reporter = alias(users, 'reporter');
      const handler = alias(users, 'handler');
      return db
        .select({ report: feedbackReports, reporterName: reporter.name, handledByName: handler.name })
        .from(feedbackReports)
        .innerJoin(reporter, eq(reporter.entityId, feedbackReports.reporterEntityId))
        .leftJoin(handler, eq(handler.entityId, feedbackReports.handledBy))
        .where(state === 'open' ? isNull(feedbackReports.handledAt) : isNotNull(feedbackReports.handledAt))
        .orderBy(state === 'open' ? feedbackReports.createdAt : desc(feedbackReports.handledAt))
        .limit(LIST_LIMIT);
    },

    /**
     * Staff decide an open report with a reason: kept, or removed (the entry goes and the stars follow;
     * the report keeps what it said). Other open reports of the same entry are settled with it
     * (`settledWith`: a profile counts one removal a decision). Undefined when the report is not open;
     * else the report and everyone who reported the entry.
     */
    async decide(reportId: number, outcome: 'kept' | 'removed', reason: string, staffId: number, at: Date) {
      return db.transaction(async (tx) => {
        const [report] = await tx
          .select()
          .from(feedbackReports)
          .where(and(eq(feedbackReports.id, reportId), isNull(feedbackReports.handledAt)))
          .for('update');
        if (!report) return undefined;
        const settled = { handledAt: at, handledBy: staffId, outcome, decisionReason: reason };
        await tx.update(feedbackReports).set(settled).where(eq(feedbackReports.id, reportId));
        const kind: ReportKind = report.kind === 'bb' ? 'bb' : 'feedback';
        const entryId = kind === 'bb' ? report.bbEntryId : report.feedbackId;
        const others =
          entryId === null
            ? []
            : await tx
                .update(feedbackReports)
                .set({ ...settled, settledWith: reportId })
                .where(and(entryOf(kind, entryId), isNull(feedbackReports.handledAt)))
                .returning({ reporter: feedbackReports.reporterEntityId });
        if (outcome === 'removed' && entryId !== null) {
          if (kind === 'bb') await tx.delete(bbEntries).where(eq(bbEntries.id, entryId));
          else await tx.delete(memberFeedback).where(eq(memberFeedback.id, entryId));
          await refreshStarRating(tx, report.entityId);
        }
        return { report, reporters: [report.reporterEntityId, ...others.map((o) => o.reporter)] };
      });
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
