/**
 * One-to-one chat (spec §2.11, §3 "Chat", §4, §7 with {chat-service} = chat,
 * §9): channel ids and the rules and constants of the chat, shared by server
 * and web; the API's bodies are in chat-schemas.ts (the chat provider is on
 * every page, zod is not: decision 040). Wordhive runs its own chat service;
 * the calls a third-party service would have answered (send, history, read)
 * are ours too (docs/decisions/022).
 */
export type { ChatMessage, Conversation } from './chat-schemas.ts';

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

/** §3 name rules: "Someone" for no name. */
export const SOMEONE = 'Someone';
export const NEW_MESSAGE = 'New message';

/** §6: an admin's chat display name. */
export const ADMIN_CHAT_NAME = 'Admin';
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
