import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A value put into a notice's words: as it is, an amount written in the reader's way, or another entry of the section. */
export type NoticeValue = string | number | { cents: number; currency: string } | { entry: string };

/** A notice's words by dictionary entry, written out in the reader's language (features/notifications/words.ts). */
export interface NoticeWords {
  /** The mail dictionary (i18n/mail) or the site's (i18n/<locale>). */
  book: 'mail' | 'site';
  section: string;
  title: string;
  /** The message's entry; absent when the message is a member's own words (`text`). */
  message?: string;
  text?: string;
  values?: Record<string, NoticeValue>;
}

/**
 * A member's in-app notification (spec §3 "Notification"). source_key names
 * what caused it (a chat message's id), so the same cause notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    channelId: text('channel_id'),
    redirectUrl: text('redirect_url'),
    isRead: boolean('is_read').notNull().default(false),
    sourceKey: text('source_key'),
    /** The words by dictionary entry, written out in the reader's language when read. */
    words: jsonb('words').$type<NoticeWords>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_member_idx').on(t.entityId, t.id),
    index('notifications_unread_idx').on(t.entityId).where(sql`not ${t.isRead}`),
    uniqueIndex('notifications_source_unique').on(t.entityId, t.sourceKey),
  ],
);

/**
 * A one-to-one conversation: id `messaging_{low}_{high}` (spec §3 "Chat"). Its members and a
 * message's sender are no foreign keys: a conversation is as much the other member's, so it
 * outlives a member who deletes their account (decision 102; the leaver is in removed_members).
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: text('id').primaryKey(),
    lowId: integer('low_id').notNull(),
    highId: integer('high_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [index('chat_channels_low_idx').on(t.lowId), index('chat_channels_high_idx').on(t.highId)],
);

/**
 * A message. seq orders a channel's messages and is the cursor a client
 * resyncs from; id is the sender's own id for the message, so a message sent
 * twice (a retry after a lost answer) is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    senderId: integer('sender_id').notNull(),
    text: text('text').notNull(),
    /**
     * The admin who wrote it in a pseudo session, on the sender's behalf: both members read it as
     * sent by staff (decision 105). No foreign key: the record outlives the admin's account.
     */
    sentByAdminId: integer('sent_by_admin_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_id_unique').on(t.channelId, t.id, t.senderId),
    index('chat_messages_channel_idx').on(t.channelId, t.seq),
  ],
);

/** How far each member has read a channel: the seq of the last message they saw. */
export const chatReads = pgTable(
  'chat_reads',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.entityId] })],
);

/** What a member wants to be told about (POST /next/api/user/settings); no row means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  entityId: integer('entity_id')
    .primaryKey()
    .references(() => users.entityId, { onDelete: 'cascade' }),
  chatMessages: boolean('chat_messages').notNull().default(true),
  chatSound: boolean('chat_sound').notNull().default(true),
  termhelpQuestions: text('termhelp_questions').notNull().default('daily'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
