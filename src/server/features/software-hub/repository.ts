import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReviewInput } from '../../../contract/software-hub.ts';
import type { Db } from '../../db/client.ts';
import { memberSoftware, softwareReviews, users } from '../../db/schema/index.ts';

export type ReviewRow = typeof softwareReviews.$inferSelect & { authorName: string; authorPhoto: string | null };
type Status = 'pending' | 'approved' | 'rejected';

const r = softwareReviews;
const columns = { row: r, authorName: users.name, authorPhoto: users.imageUrl };
const flatten = (x: { row: typeof r.$inferSelect; authorName: string; authorPhoto: string | null }): ReviewRow => ({
  ...x.row,
  authorName: x.authorName,
  authorPhoto: x.authorPhoto,
});
const listed = isNull(users.suspendedAt);

export function createSoftwareRepository(db: Db) {
  return {
    /** Per tool: members who list it, and the published reviews' average and count. */
    async summaries(): Promise<{
      users: Map<number, number>;
      ratings: Map<number, { average: number; count: number }>;
    }> {
      const [usage, ratings] = await Promise.all([
        db
          .select({ id: memberSoftware.softwareId, n: sql<number>`count(*)::int` })
          .from(memberSoftware)
          .innerJoin(users, eq(users.entityId, memberSoftware.entityId))
          .where(listed)
          .groupBy(memberSoftware.softwareId),
        db
          .select({ id: r.softwareId, average: sql<number>`avg(${r.rating})::float`, n: sql<number>`count(*)::int` })
          .from(r)
          .innerJoin(users, eq(users.entityId, r.entityId))
          .where(and(eq(r.status, 'approved'), listed))
          .groupBy(r.softwareId),
      ]);
      return {
        users: new Map(usage.map((u) => [u.id, u.n])),
        ratings: new Map(ratings.map((x) => [x.id, { average: x.average, count: x.n }])),
      };
    },
    /** Reviews in these statuses; a published review with an edit waiting counts as pending too (staff's queue). */
    async reviews(softwareId: number | null, statuses: readonly Status[], limit: number): Promise<ReviewRow[]> {
      const inStatus = statuses.includes('pending')
        ? or(inArray(r.status, [...statuses]), isNotNull(r.editedAt))
        : inArray(r.status, [...statuses]);
      const rows = await db
        .select(columns)
        .from(r)
        .innerJoin(users, eq(users.entityId, r.entityId))
        .where(and(softwareId === null ? undefined : eq(r.softwareId, softwareId), inStatus, listed))
        .orderBy(desc(r.updatedAt), desc(r.id))
        .limit(limit);
      return rows.map(flatten);
    },
    async review(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(r)
        .innerJoin(users, eq(users.entityId, r.entityId))
        .where(eq(r.id, id));
      return row && flatten(row);
    },
    async own(entityId: number, softwareId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(r)
        .innerJoin(users, eq(users.entityId, r.entityId))
        .where(and(eq(r.entityId, entityId), eq(r.softwareId, softwareId)));
      return row && flatten(row);
    },
    async uses(entityId: number, softwareId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: memberSoftware.softwareId })
        .from(memberSoftware)
        .where(and(eq(memberSoftware.entityId, entityId), eq(memberSoftware.softwareId, softwareId)));
      return !!row;
    },
    /**
     * Writes the member's review. A review never published is replaced and waits for moderation again;
     * a published one keeps its text live and the edit waits beside it (decision 127).
     */
    async save(entityId: number, input: ReviewInput): Promise<void> {
      const fields = { rating: input.rating, pros: input.pros, cons: input.cons };
      const at = new Date();
      const published = sql`${r.status} = 'approved'`;
      const keepOr = <T>(column: AnyPgColumn, value: T) => sql`case when ${published} then ${column} else ${value} end`;
      await db
        .insert(r)
        .values({ entityId, softwareId: input.softwareId, ...fields })
        .onConflictDoUpdate({
          target: [r.entityId, r.softwareId],
          set: {
            rating: keepOr(r.rating, input.rating),
            pros: keepOr(r.pros, input.pros),
            cons: keepOr(r.cons, input.cons),
            status: sql`case when ${published} then ${r.status} else 'pending' end`,
            pendingRating: sql`case when ${published} then ${input.rating}::smallint end`,
            pendingPros: sql`case when ${published} then ${input.pros} end`,
            pendingCons: sql`case when ${published} then ${input.cons} end`,
            editedAt: sql`case when ${published} then ${at}::timestamptz end`,
            reason: null,
            moderatedAt: keepOr(r.moderatedAt, null),
            moderatedBy: keepOr(r.moderatedBy, null),
            updatedAt: keepOr(r.updatedAt, at),
          },
        });
    },
    /**
     * Staff's decision. On a published review's waiting edit: approved, the edit becomes the published
     * text; refused, it is dropped and the published text stays. Undefined when there is no such review;
     * else whether the decision was on an edit.
     */
    async moderate(id: number, status: Status, reason: string | null, by: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
        if (!row) return undefined;
        const decided = { reason, moderatedBy: by, moderatedAt: new Date() };
        const cleared = { pendingRating: null, pendingPros: null, pendingCons: null, editedAt: null };
        const edit = row.editedAt !== null;
        if (!edit)
          await tx
            .update(r)
            .set({ status, ...decided })
            .where(eq(r.id, id));
        else if (status === 'approved') {
          await tx
            .update(r)
            .set({
              rating: row.pendingRating ?? row.rating,
              pros: row.pendingPros ?? row.pros,
              cons: row.pendingCons ?? row.cons,
              updatedAt: row.editedAt!,
              ...cleared,
              ...decided,
            })
            .where(eq(r.id, id));
        } else
          await tx
            .update(r)
            .set({ ...cleared, ...decided })
            .where(eq(r.id, id));
        return { edit };
      });
    },
    siteLang: async (entityId: number) =>
      (await db.select({ siteLang: users.siteLang }).from(users).where(eq(users.entityId, entityId)))[0]?.siteLang ??
      null,
    /** Members who list the tool, the most recently joined first. */
    async users(softwareId: number, limit: number) {
      const where = and(eq(memberSoftware.softwareId, softwareId), listed);
      const [items, [count]] = await Promise.all([
        db
          .select({ entityId: users.entityId, name: users.name, photoUrl: users.imageUrl })
          .from(memberSoftware)
          .innerJoin(users, eq(users.entityId, memberSoftware.entityId))
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(memberSoftware)
          .innerJoin(users, eq(users.entityId, memberSoftware.entityId))
          .where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },
  };
}

export type SoftwareRepository = ReturnType<typeof createSoftwareRepository>;
