import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatChannels, chatMessages, chatReads, users } from '../../db/schema/index.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ChannelRow = typeof chatChannels.$inferSelect;

export function createChatRepository(db: Db) {
  return {
    async names(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.entityId, name: users.name })
        .from(users)
        .where(inArray(users.entityId, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Creates the channel if it does not exist yet; the row either way. */
    async ensureChannel(id: string, lowId: number, highId: number): Promise<ChannelRow> {
      await db.insert(chatChannels).values({ id, lowId, highId }).onConflictDoNothing();
      const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id));
      return row!;
    },

    async channel(id: string): Promise<ChannelRow | undefined> {
      const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id));
      return row;
    },

    /** Stores a message once per (channel, id, sender); `created` is false for a repeat. */
    async insertMessage(values: {
      channelId: string;
      id: string;
      senderId: number;
      text: string;
    }): Promise<{ row: MessageRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(chatMessages).values(values).onConflictDoNothing().returning();
        if (inserted) {
          await tx
            .update(chatChannels)
            .set({ lastMessageAt: inserted.createdAt })
            .where(eq(chatChannels.id, values.channelId));
          return { row: inserted, created: true };
        }
        const [existing] = await tx
          .select()
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.channelId, values.channelId),
              eq(chatMessages.id, values.id),
              eq(chatMessages.senderId, values.senderId),
            ),
          );
        return { row: existing!, created: false };
      });
    },

    async message(channelId: string, id: string, senderId: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.channelId, channelId), eq(chatMessages.id, id), eq(chatMessages.senderId, senderId)),
        );
      return row;
    },

    async latestFrom(channelId: string, senderId: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.senderId, senderId)))
        .orderBy(desc(chatMessages.seq))
        .limit(1);
      return row;
    },

    /** After `after`: the oldest first (a resync); without: the latest `limit`, oldest first. */
    async messages(channelId: string, limit: number, after?: number): Promise<MessageRow[]> {
      if (after !== undefined) {
        return db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.seq, after)))
          .orderBy(asc(chatMessages.seq))
          .limit(limit);
      }
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.channelId, channelId))
        .orderBy(desc(chatMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    async messagesSince(channelIds: string[], since: Date, limit: number): Promise<MessageRow[]> {
      if (!channelIds.length) return [];
      return db
        .select()
        .from(chatMessages)
        .where(and(inArray(chatMessages.channelId, channelIds), gt(chatMessages.createdAt, since)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
    },

    /** The member's channels, newest last message first; those without messages last. */
    async channelsOf(entityId: number, limit: number): Promise<ChannelRow[]> {
      return db
        .select()
        .from(chatChannels)
        .where(or(eq(chatChannels.lowId, entityId), eq(chatChannels.highId, entityId)))
        .orderBy(sql`${chatChannels.lastMessageAt} desc nulls last`, desc(chatChannels.createdAt))
        .limit(limit);
    },

    async lastMessages(channelIds: string[]): Promise<Map<string, MessageRow>> {
      if (!channelIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([chatMessages.channelId])
        .from(chatMessages)
        .where(inArray(chatMessages.channelId, channelIds))
        .orderBy(chatMessages.channelId, desc(chatMessages.seq));
      return new Map(rows.map((r) => [r.channelId, r]));
    },

    /** Read positions of every member of these channels: `${channelId}:${entityId}` → seq. */
    async reads(channelIds: string[]): Promise<Map<string, number>> {
      if (!channelIds.length) return new Map();
      const rows = await db.select().from(chatReads).where(inArray(chatReads.channelId, channelIds));
      return new Map(rows.map((r) => [`${r.channelId}:${r.entityId}`, r.lastReadSeq]));
    },

    /** Messages from others after the member's read position, per channel. */
    async unreadCounts(entityId: number, channelIds: string[]): Promise<Map<string, number>> {
      if (!channelIds.length) return new Map();
      const rows = await db
        .select({ channelId: chatMessages.channelId, n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .leftJoin(chatReads, and(eq(chatReads.channelId, chatMessages.channelId), eq(chatReads.entityId, entityId)))
        .where(
          and(
            inArray(chatMessages.channelId, channelIds),
            ne(chatMessages.senderId, entityId),
            gt(chatMessages.seq, sql`coalesce(${chatReads.lastReadSeq}, 0)`),
          ),
        )
        .groupBy(chatMessages.channelId);
      return new Map(rows.map((r) => [r.channelId, r.n]));
    },

    async setRead(channelId: string, entityId: number, seq: number): Promise<void> {
      await db
        .insert(chatReads)
        .values({ channelId, entityId, lastReadSeq: seq })
        .onConflictDoUpdate({ target: [chatReads.channelId, chatReads.entityId], set: { lastReadSeq: seq } });
    },

    /** Sets the channel's last-message time from its messages (PUT channel). */
    async refreshLastMessageAt(channelId: string): Promise<Date | null> {
      const [row] = await db
        .update(chatChannels)
        .set({
          lastMessageAt: sql`(select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.channelId} = ${channelId})`,
        })
        .where(eq(chatChannels.id, channelId))
        .returning({ at: chatChannels.lastMessageAt });
      return row?.at ?? null;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
