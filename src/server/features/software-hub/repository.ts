import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
    async reviews(softwareId: number | null, statuses: readonly Status[], limit: number): Promise<ReviewRow[]> {
      const rows = await db
        .select(columns)
        .from(r)
        .innerJoin(users, eq(users.entityId, r.entityId))
        .where(
          and(softwareId === null ? undefined : eq(r.softwareId, softwareId), inArray(r.status, [...statuses]), listed),
        )
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
    /** Writes the member's review; a new version waits for moderation again. */
    async save(entityId: number, input: ReviewInput): Promise<void> {
      const fields = { rating: input.rating, pros: input.pros, cons: input.cons };
      await db
        .insert(r)
        .values({ entityId, softwareId: input.softwareId, ...fields })
        .onConflictDoUpdate({
          target: [r.entityId, r.softwareId],
          set: {
            ...fields,
            status: 'pending',
            reason: null,
            moderatedAt: null,
            moderatedBy: null,
            updatedAt: new Date(),
          },
        });
    },
    async moderate(id: number, status: Status, reason: string | null, by: number): Promise<boolean> {
      const rows = await db
        .update(r)
        .set({ status, reason, moderatedBy: by, moderatedAt: new Date() })
        .where(eq(r.id, id))
        .returning({ id: r.id });
      return rows.length > 0;
    },
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
