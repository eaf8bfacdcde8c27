import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageVisits } from '../../db/schema/index.ts';

export function createPageVisitRepository(db: Db) {
  return {
    async insert(values: typeof pageVisits.$inferInsert): Promise<void> {
      await db.insert(pageVisits).values(values);
    },

    /** Records time spent on one of this member's visits (the longest report wins); false if there is none. */
    async end(sessionId: string, entityId: number, timeSpentMs: number): Promise<boolean> {
      const rows = await db
        .update(pageVisits)
        .set({ timeSpentMs: sql`greatest(coalesce(${pageVisits.timeSpentMs}, 0), ${timeSpentMs})` })
        .where(and(eq(pageVisits.sessionId, sessionId), eq(pageVisits.entityId, entityId)))
        .returning({ id: pageVisits.id });
      return rows.length > 0;
    },

    /** Visits in [from, to): totals, per day and per page (the 50 most visited). */
    async stats(from: Date, to: Date) {
      const range = and(gte(pageVisits.createdAt, from), lt(pageVisits.createdAt, to));
      const spent = sql<number>`coalesce(sum(${pageVisits.timeSpentMs}), 0)::float8`;
      const day = sql<string>`to_char(${pageVisits.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [totals] = await db
        .select({ visits: count(), members: countDistinct(pageVisits.entityId), timeSpentMs: spent })
        .from(pageVisits)
        .where(range);
      const days = await db
        .select({ day, visits: count(), timeSpentMs: spent })
        .from(pageVisits)
        .where(range)
        .groupBy(day)
        .orderBy(day);
      const pages = await db
        .select({
          path: pageVisits.pagePath,
          visits: count(),
          timeSpentMs: spent,
          avgLoadMs: sql<number | null>`avg(${pageVisits.loadTimeMs})::float8`,
        })
        .from(pageVisits)
        .where(range)
        .groupBy(pageVisits.pagePath)
        .orderBy(sql`count(*) desc`, pageVisits.pagePath)
        .limit(50);
      return { totals: totals ?? { visits: 0, members: 0, timeSpentMs: 0 }, days, pages };
    },

    /** Deletes visits older than the cut-off; answers how many went. */
    async purge(before: Date): Promise<number> {
      const rows = await db.delete(pageVisits).where(lt(pageVisits.createdAt, before)).returning({ id: pageVisits.id });
      return rows.length;
    },
  };
}
export type PageVisitRepository = ReturnType<typeof createPageVisitRepository>;
