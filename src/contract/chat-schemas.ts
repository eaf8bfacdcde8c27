/**
 * The zod schemas of chat (spec §3 "Chat", §7): what the routes take and answer, and the message
 * the live connection carries. Pages import chat.ts, which holds no schema (decision 040).
 */
import { z } from 'zod';
import { CHANNEL_QUERY_LIMITS, CHAT_MESSAGE_MAX, channelMembers } from './chat.ts';
import { idSchema } from './ids.ts';

export const channelIdSchema = z
  .string({ error: 'Use a channel id like messaging_12_34' })
  .refine((id) => channelMembers(id) !== null, 'Use a channel id like messaging_12_34')
  .transform((id) => (id.includes(':') ? id.slice(id.indexOf(':') + 1) : id));

export const chatUserSchema = z.object({ userChatId: z.string(), userChatToken: z.string() });

export const chatPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const chatMessageSchema = z.object({
  /** The sender's id for the message (client-made, unique per sender and channel). */
  id: z.string(),
  /** Order within the channel, and the resync cursor. */
  seq: z.number().int(),
  channelId: z.string(),
  text: z.string(),
  user: chatPersonSchema,
  /** Written by staff in a pseudo session on the sender's behalf (decision 105). */
  byStaff: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * The other member of a conversation, with their photo (spec §5) for the list and the window;
 * `left` when they deleted their account: the conversation stays, closed to new messages (decision 102).
 */
export const chatPartnerSchema = chatPersonSchema.extend({ imageUrl: z.string().nullable(), left: z.boolean() });

export const conversationSchema = z.object({
  channelId: z.string(),
  otherUser: chatPartnerSchema,
  lastMessage: chatMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  /** The seq of the last message the other member has seen: what "Seen" is shown against. */
  otherLastReadSeq: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsSchema = z.object({
  success: z.boolean(),
  conversations: z.array(conversationSchema),
  error: z.string().optional(),
});

export const messageIdSchema = z
  .string({ error: 'Give the message an id' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use a message id of 8 to 64 letters, digits, - or _');

export const messageTextSchema = z
  .string({ error: 'Write a message' })
  .trim()
  .min(1, 'Write a message')
  .max(CHAT_MESSAGE_MAX, `Use at most ${CHAT_MESSAGE_MAX} characters`);

export const sendMessageSchema = z.object({ id: messageIdSchema, text: messageTextSchema });

export const channelCreateSchema = z.object({
  user1Id: idSchema('Use member ids'),
  user2Id: idSchema('Use member ids'),
  user1Name: z.string().max(200).optional(),
  user2Name: z.string().max(200).optional(),
});

export const channelTouchSchema = z.object({ channelId: channelIdSchema });

export const syncSchema = z.object({
  userId: idSchema('Use your member id'),
  lastSyncTime: z.iso.datetime({ error: 'Use an ISO date and time', offset: true }).optional(),
});

export const testMessageSchema = z.object({
  senderId: idSchema('Use the sender’s member id'),
  senderName: z.string().max(200).optional(),
  recipientId: idSchema('Use your member id'),
  messageText: z.string().max(CHAT_MESSAGE_MAX).optional(),
  channelId: channelIdSchema,
  /** The message's id: a notification is made once per message id. */
  messageId: messageIdSchema.optional(),
});

export const historyQuerySchema = z.object({
  /** Messages after this seq (a resync); without it, the latest ones. */
  after: z.coerce.number({ error: 'Use a message seq' }).int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce
    .number()
    .refine(
      (n) => (CHANNEL_QUERY_LIMITS as readonly number[]).includes(n),
      `Use a limit of ${CHANNEL_QUERY_LIMITS.join(', ')}`,
    )
    .default(50),
});

export const historySchema = z.object({
  channelId: z.string(),
  otherUser: chatPartnerSchema,
  messages: z.array(chatMessageSchema),
  otherLastReadSeq: z.number().int(),
  hasMore: z.boolean(),
});

export const readSchema = z.object({
  /** The last seq seen; a lower one marks the later messages unread again. */
  seq: z.number({ error: 'Use a message seq' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});
