import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationRepository(db: Db) {
  const unread = (entityId: number) => and(eq(notifications.entityId, entityId), eq(notifications.isRead, false));
  return {
    async page(entityId: number, limit: number, offset: number): Promise<{ rows: NotificationRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.entityId, entityId))
          .orderBy(desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(eq(notifications.entityId, entityId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(entityId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(unread(entityId));
      return row?.n ?? 0;
    },

    /** How many of these ids are the member's own. */
    async countOwned(entityId: number, ids: number[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.entityId, entityId), inArray(notifications.id, ids)));
      return row?.n ?? 0;
    },

    async markRead(entityId: number, ids: number[]): Promise<void> {
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(unread(entityId), inArray(notifications.id, ids)));
    },

    async markAllRead(entityId: number): Promise<void> {
      await db.update(notifications).set({ isRead: true }).where(unread(entityId));
    },

    /** Inserts unless the member already has a notification from the same source; undefined then. */
    async insert(values: typeof notifications.$inferInsert): Promise<NotificationRow | undefined> {
      const [row] = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: [notifications.entityId, notifications.sourceKey] })
        .returning();
      return row;
    },

    async memberExists(entityId: number): Promise<boolean> {
      const [row] = await db.select({ one: sql<number>`1` }).from(users).where(eq(users.entityId, entityId)).limit(1);
      return !!row;
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
