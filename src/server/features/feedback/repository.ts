import { aliasedTable, and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FeedbackListQuery } from '../../../contract/feedback.ts';
import type { Db } from '../../db/client.ts';
import { users, websiteFeedback } from '../../db/schema/index.ts';

const handler = aliasedTable(users, 'handler');

export function createFeedbackRepository(db: Db) {
  return {
    async insert(values: typeof websiteFeedback.$inferInsert): Promise<number> {
      const [row] = await db.insert(websiteFeedback).values(values).returning({ id: websiteFeedback.id });
      return row!.id;
    },

    /** Newest first; the rating counts ignore the rating filter, so the filter shows what each choice holds. */
    async list(query: FeedbackListQuery, pageSize: number) {
      const state: SQL | undefined =
        query.state === 'open'
          ? isNull(websiteFeedback.handledAt)
          : query.state === 'handled'
            ? isNotNull(websiteFeedback.handledAt)
            : undefined;
      const where = and(state, query.rating === undefined ? undefined : eq(websiteFeedback.rating, query.rating));
      const [total] = await db.select({ n: count() }).from(websiteFeedback).where(where);
      const ratings = await db
        .select({ rating: websiteFeedback.rating, count: count() })
        .from(websiteFeedback)
        .where(state)
        .groupBy(websiteFeedback.rating)
        .orderBy(websiteFeedback.rating);
      const rows = await db
        .select({ feedback: websiteFeedback, name: users.name, handledByName: handler.name })
        .from(websiteFeedback)
        .leftJoin(users, eq(users.entityId, websiteFeedback.entityId))
        .leftJoin(handler, eq(handler.entityId, websiteFeedback.handledBy))
        .where(where)
        .orderBy(desc(websiteFeedback.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      return { rows, total: total?.n ?? 0, ratings };
    },

    /** Marks one handled (by whom) or open again; false when there is no such feedback. */
    async setHandled(id: number, handledBy: number | null): Promise<boolean> {
      const rows = await db
        .update(websiteFeedback)
        .set(handledBy === null ? { handledAt: null, handledBy: null } : { handledAt: new Date(), handledBy })
        .where(eq(websiteFeedback.id, id))
        .returning({ id: websiteFeedback.id });
      return rows.length > 0;
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
