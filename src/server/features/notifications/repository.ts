import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, languagePairs, notificationSettings, notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type SettingsRow = typeof notificationSettings.$inferSelect;

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

    /**
     * Marks read the member's notices of a channel's messages up to seq; how many were unread. A message's
     * notice is keyed `chat:{channel}:{sender}:{message id}` (chat/service.ts chatNoticeKey): this is its SQL twin.
     */
    async markChatRead(entityId: number, channelId: string, seq: number): Promise<number> {
      const keys = db
        .select({
          key: sql<string>`'chat:' || ${chatMessages.channelId} || ':' || ${chatMessages.senderId} || ':' || ${chatMessages.id}`,
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), lte(chatMessages.seq, seq)));
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(unread(entityId), eq(notifications.channelId, channelId), inArray(notifications.sourceKey, keys)))
        .returning({ id: notifications.id });
      return rows.length;
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

    /** Many members at once, in one statement with one time on every row; those already notified of the source are skipped. */
    async insertMany(values: (typeof notifications.$inferInsert)[]): Promise<NotificationRow[]> {
      if (!values.length) return [];
      return db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: [notifications.entityId, notifications.sourceKey] })
        .returning();
    },

    async settings(entityId: number): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.entityId, entityId));
      return row;
    },

    async saveSettings(values: Omit<typeof notificationSettings.$inferInsert, 'updatedAt'>): Promise<void> {
      await db
        .insert(notificationSettings)
        .values(values)
        .onConflictDoUpdate({ target: notificationSettings.entityId, set: { ...values, updatedAt: new Date() } });
    },

    async pairs(entityId: number): Promise<{ source: string; target: string }[]> {
      return db
        .select({ source: languagePairs.sourceLang, target: languagePairs.targetLang })
        .from(languagePairs)
        .where(eq(languagePairs.entityId, entityId))
        .orderBy(asc(languagePairs.position), asc(languagePairs.id));
    },

    async memberExists(entityId: number): Promise<boolean> {
      const [row] = await db.select({ one: sql<number>`1` }).from(users).where(eq(users.entityId, entityId)).limit(1);
      return !!row;
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
