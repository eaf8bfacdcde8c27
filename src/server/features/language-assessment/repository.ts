import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AssessmentResult, AssessmentStatus } from '../../../contract/language-assessment.ts';
import { CREDENTIAL_TITLE } from '../../../contract/language-assessment.ts';
import type { Db } from '../../db/client.ts';
import { languageAssessments, languagePairs, memberCredentials, users } from '../../db/schema/index.ts';

const columns = {
  id: languageAssessments.id,
  entityId: languageAssessments.entityId,
  name: users.name,
  siteLang: users.siteLang,
  sourceLang: languageAssessments.sourceLang,
  targetLang: languageAssessments.targetLang,
  status: languageAssessments.status,
  score: languageAssessments.score,
  feedback: languageAssessments.feedback,
  requestedAt: languageAssessments.requestedAt,
  assessedAt: languageAssessments.assessedAt,
};

export function createAssessmentRepository(db: Db) {
  const select = () =>
    db.select(columns).from(languageAssessments).innerJoin(users, eq(users.entityId, languageAssessments.entityId));
  return {
    async ofMember(entityId: number) {
      return select()
        .where(eq(languageAssessments.entityId, entityId))
        .orderBy(desc(languageAssessments.requestedAt), desc(languageAssessments.id));
    },
    async byId(id: number) {
      const [row] = await select().where(eq(languageAssessments.id, id));
      return row;
    },
    /** The queue: the oldest request first; graded ones the latest first. */
    async byStatus(status: AssessmentStatus, limit: number) {
      return select()
        .where(eq(languageAssessments.status, status))
        .orderBy(
          status === 'requested' ? asc(languageAssessments.requestedAt) : desc(languageAssessments.assessedAt),
          asc(languageAssessments.id),
        )
        .limit(limit);
    },
    async pairs(entityId: number) {
      return db
        .select({ sourceLang: languagePairs.sourceLang, targetLang: languagePairs.targetLang })
        .from(languagePairs)
        .where(eq(languagePairs.entityId, entityId))
        .orderBy(asc(languagePairs.position), asc(languagePairs.id));
    },
    /** Answers the new id, or null when the member already waits for this pair (the unique index). */
    async insert(entityId: number, sourceLang: string, targetLang: string): Promise<number | null> {
      const [row] = await db
        .insert(languageAssessments)
        .values({ entityId, sourceLang, targetLang })
        .onConflictDoNothing()
        .returning({ id: languageAssessments.id });
      return row?.id ?? null;
    },
    /**
     * Grades a waiting assessment; a pass adds the verified credential to the profile, in the same
     * transaction. Answers false when it was no longer waiting (graded by another assessor meanwhile).
     */
    async grade(id: number, result: AssessmentResult, assessorId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(languageAssessments)
          .set({
            status: result.passed ? 'passed' : 'failed',
            score: result.score,
            feedback: result.feedback,
            assessedAt: at,
            assessedBy: assessorId,
          })
          .where(and(eq(languageAssessments.id, id), eq(languageAssessments.status, 'requested')))
          .returning({
            entityId: languageAssessments.entityId,
            sourceLang: languageAssessments.sourceLang,
            targetLang: languageAssessments.targetLang,
          });
        if (!row) return false;
        if (result.passed) {
          const [credential] = await tx
            .insert(memberCredentials)
            .values({
              entityId: row.entityId,
              kind: 'certification',
              title: CREDENTIAL_TITLE,
              issuer: 'Wordhive',
              sourceLang: row.sourceLang,
              targetLang: row.targetLang,
              year: at.getUTCFullYear(),
              verified: true,
            })
            .returning({ id: memberCredentials.id });
          await tx
            .update(languageAssessments)
            .set({ credentialId: credential!.id })
            .where(eq(languageAssessments.id, id));
        }
        return true;
      });
    },
    /** Pairs with the most passes. */
    async passedPairs(limit: number) {
      const passed = count();
      const [items, [total]] = await Promise.all([
        db
          .select({ sourceLang: languageAssessments.sourceLang, targetLang: languageAssessments.targetLang, passed })
          .from(languageAssessments)
          .where(eq(languageAssessments.status, 'passed'))
          .groupBy(languageAssessments.sourceLang, languageAssessments.targetLang)
          .orderBy(sql`count(*) desc`, languageAssessments.sourceLang, languageAssessments.targetLang)
          .limit(limit),
        db.select({ n: count() }).from(languageAssessments).where(eq(languageAssessments.status, 'passed')),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
export type AssessmentRow = NonNullable<Awaited<ReturnType<AssessmentRepository['byId']>>>;
