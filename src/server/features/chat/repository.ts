import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatChannels, chatMessages, chatReads, staffMembers, users } from '../../db/schema/index.ts';

/** The staff title of whoever members reach through "chat with member services". */
export const MEMBER_SERVICES_TITLE = 'Member services';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ChannelRow = typeof chatChannels.$inferSelect;

export function createChatRepository(db: Db) {
  return {
    /** Whether a conversation can start with them: a member whose address was confirmed, not suspended. */
    async reachable(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.entityId })
        .from(users)
        .where(and(eq(users.entityId, id), isNotNull(users.emailConfirmedAt), isNull(users.suspendedAt)));
      return row !== undefined;
    },

    async names(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.entityId, name: users.name })
        .from(users)
        .where(inArray(users.entityId, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The language a member saved for the site (null: none saved). */
    async siteLang(entityId: number): Promise<string | null> {
      const [row] = await db.select({ siteLang: users.siteLang }).from(users).where(eq(users.entityId, entityId));
      return row?.siteLang ?? null;
    },

    /** Members' photo addresses (spec §5 decides later whether one is usable). */
    async photos(ids: number[]): Promise<Map<number, string | null>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.entityId, imageUrl: users.imageUrl })
        .from(users)
        .where(inArray(users.entityId, ids));
      return new Map(rows.map((r) => [r.id, r.imageUrl]));
    },

    /** The staff member who answers members' questions (titled "Member services"), if any. */
    async memberServices(): Promise<number | undefined> {
      const [row] = await db
        .select({ id: staffMembers.entityId })
        .from(staffMembers)
        .where(eq(staffMembers.title, MEMBER_SERVICES_TITLE))
        .orderBy(asc(staffMembers.entityId))
        .limit(1);
      return row?.id;
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

    /**
     * Stores a message once per (channel, id, sender), moves the channel's
     * last-message time, and reads the sender's name, in one statement (one
     * round trip: this is the hot path of a conversation). `created` is false
     * for a repeat, whose stored row is returned instead; undefined when the
     * recipient has left (a conversation outlives them, closed to new messages).
     */
    async insertMessage(values: {
      channelId: string;
      id: string;
      senderId: number;
      recipientId: number;
      text: string;
      /** The admin writing in a pseudo session on the sender's behalf, or null. */
      sentByAdminId: number | null;
    }): Promise<{ row: MessageRow; senderName: string; created: boolean } | undefined> {
      const result = await db.execute(sql`
        with inserted as (
          insert into ${chatMessages} (channel_id, id, sender_id, text, sent_by_admin_id)
          select ${values.channelId}, ${values.id}, ${values.senderId}, ${values.text}, ${values.sentByAdminId}::int
          where exists (select 1 from ${users} where ${users.entityId} = ${values.recipientId})
          on conflict do nothing
          returning seq, channel_id, id, sender_id, text, sent_by_admin_id, created_at
        ), touched as (
          update ${chatChannels} set last_message_at = inserted.created_at
          from inserted where ${chatChannels.id} = inserted.channel_id
        )
        select inserted.*, ${users.name} as sender_name
        from inserted join ${users} on ${users.entityId} = inserted.sender_id`);
      const [raw] = (result as unknown as { rows: RawMessage[] }).rows;
      if (raw) return { row: fromRaw(raw), senderName: raw.sender_name, created: true };
      const existing = await this.message(values.channelId, values.id, values.senderId);
      if (!existing) return undefined;
      const names = await this.names([values.senderId]);
      return { row: existing, senderName: names.get(values.senderId) ?? '', created: false };
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

    /**
     * The member's conversations, newest last message first: channels with a message only. Opening a
     * popup opens its channel (the "Message" button), and one closed without a word is no
     * conversation, for either member (issue 57).
     */
    async channelsOf(entityId: number, limit: number): Promise<ChannelRow[]> {
      return db
        .select()
        .from(chatChannels)
        .where(
          and(
            or(eq(chatChannels.lowId, entityId), eq(chatChannels.highId, entityId)),
            isNotNull(chatChannels.lastMessageAt),
          ),
        )
        .orderBy(desc(chatChannels.lastMessageAt), desc(chatChannels.createdAt))
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

/** A message row as the raw statement returns it (snake case; bigint and timestamps as the driver gives them). */
interface RawMessage {
  seq: string | number;
  channel_id: string;
  id: string;
  sender_id: number;
  text: string;
  sent_by_admin_id: number | null;
  created_at: string | Date;
  sender_name: string;
}
function fromRaw(raw: RawMessage): MessageRow {
  return {
    seq: Number(raw.seq),
    channelId: raw.channel_id,
    id: raw.id,
    senderId: raw.sender_id,
    text: raw.text,
    sentByAdminId: raw.sent_by_admin_id,
    createdAt: new Date(raw.created_at),
  };
}
