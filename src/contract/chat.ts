/**
 * One-to-one chat (spec §2.11, §3 "Chat", §4, §7 with {chat-service} = chat,
 * §9): channel ids, messages and the API's bodies, shared by server and web.
 * Wordhive runs its own chat service; the calls a third-party service would
 * have answered (send, history, read) are ours too (docs/decisions/022).
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const CHAT_CHANNEL_TYPE = 'messaging';
export const CHAT_MESSAGE_MAX = 2000;
/** Channel queries use these limits (§9): 20, 50 or 100, and 5 for a quick test. */
export const CHANNEL_QUERY_LIMITS = [5, 20, 50, 100] as const;
/** Messages a member may send a minute; more answer 429 with Retry-After. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** §9: sync is throttled to once per 5 min per user, over a 24 h window. */
export const SYNC_THROTTLE_MS = 5 * 60_000;
export const SYNC_WINDOW_MS = 24 * 60 * 60_000;
/** §9: the conversations answer is cached 30 s. */
export const CONVERSATIONS_CACHE_MS = 30_000;

/** `messaging_{idA}_{idB}`, the two ids sorted (§3). */
export function channelIdFor(a: number, b: number): string {
  const [low, high] = a < b ? [a, b] : [b, a];
  return `${CHAT_CHANNEL_TYPE}_${low}_${high}`;
}

/**
 * The two members of a channel id, or null for anything else. Accepts the
 * `type:id` form of §3 (the part after ':' is used).
 */
export function channelMembers(channelId: string): [number, number] | null {
  const id = channelId.includes(':') ? channelId.slice(channelId.indexOf(':') + 1) : channelId;
  const match = /^messaging_([1-9]\d{0,9})_([1-9]\d{0,9})$/.exec(id);
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  if (low >= high || high > 2_147_483_647) return null;
  return [low, high];
}

/** The other member of a channel for `me`, or null when `me` is not in it. */
export function counterpartOf(channelId: string, me: number): number | null {
  const members = channelMembers(channelId);
  if (!members?.includes(me)) return null;
  return members![0] === me ? members![1] : members![0];
}

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
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The other member of a conversation, with their photo (spec §5) for the list and the window. */
export const chatPartnerSchema = chatPersonSchema.extend({ imageUrl: z.string().nullable() });

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

/** §3 name rules: "Someone" for no name. */
export const SOMEONE = 'Someone';
export const NEW_MESSAGE = 'New message';

/** §6: a sender name 'Admin', 'admin' or with '_' (a chat id) is looked up by the sender's id instead. */
export const needsNameLookup = (name: string) => name === 'Admin' || name === 'admin' || name.includes('_');

/** §9 toast delay: a message for a conversation without an open popup toasts after this. */
export const TOAST_DELAY_MS = 1000;
/** The typing indicator shows this long after the last "typing" event; a tab sends one at most this often. */
export const TYPING_SHOW_MS = 4000;
export const TYPING_SEND_MS = 3000;

/** §9 conversations retry: before retry n (1-based) after a failure, or after a 429 without Retry-After. */
export const CONVERSATIONS_RETRIES = 3;
export function conversationsRetryDelay(n: number, rateLimited: boolean, retryAfterSeconds?: number): number {
  if (rateLimited) return retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : Math.min(1000 * 2 ** n, 30_000);
  return Math.min(1000 * 2 ** (n - 1), 10_000);
}
/** §9 channel watch: each attempt may take 15 s; 3 attempts, 2 s apart. */
export const WATCH_TIMEOUT_MS = 15_000;
export const WATCH_ATTEMPTS = 3;
export const WATCH_RETRY_MS = 2000;
/** §9: popups open before a page load come back this long after the connection opens. */
export const RESTORE_DELAY_MS = 2000;
/** §9 quick test: a restored popup's channel is checked with this many messages, given this long. */
export const QUICK_TEST_LIMIT = 5;
export const QUICK_TEST_TIMEOUT_MS = 5000;
/** §9 readiness wait: what needs the live connection waits this long for it, looking this often. */
export const READINESS_WAIT_MS = 10_000;
export const READINESS_CHECK_MS = 100;
/** §8: the readiness wait and a channel watch that ran out of time fail with these (kept as the spec words them). */
export const NOT_READY_ERROR = 'Stream Provider not ready within timeout';
export const WATCH_TIMEOUT_ERROR = 'Channel watch timeout';

/** §9 rate-limit back-off: 1 s, doubling, at most 30 s; a rate limit 30 s after the last starts again at 1 s. */
export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
export const BACKOFF_RESET_MS = 30_000;
export function createRateLimitBackoff() {
  let delay = 0;
  let last = Number.NEGATIVE_INFINITY;
  /** The wait after a rate limit at `now`; never shorter than what the server asked for. */
  return (now: number, retryAfterMs = 0): number => {
    delay = now - last > BACKOFF_RESET_MS ? BACKOFF_START_MS : Math.min(delay * 2, BACKOFF_MAX_MS);
    last = now;
    return Math.max(delay, retryAfterMs);
  };
}
