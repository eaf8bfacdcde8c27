/**
 * The conversations list as the browser loads it (spec §8, §9): answered from
 * a 30 s cache, one load at a time ("Already loading"), retried up to 3 times
 * with the §9 delays, and after a 429 as long as Retry-After says.
 */
import {
  CONVERSATIONS_CACHE_MS,
  CONVERSATIONS_RETRIES,
  type Conversation,
  conversationsRetryDelay,
} from '../../../contract/chat.ts';

export type ConversationsResult =
  | { success: true; conversations: Conversation[] }
  | { success: false; conversations: []; error: string };

let cached: { at: number; conversations: Conversation[] } | null = null;
let loading = false;

/** New messages change the order and the counts: the next load asks the server. */
export function forgetConversations() {
  cached = null;
}

export async function loadConversations(sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))) {
  if (cached && Date.now() - cached.at < CONVERSATIONS_CACHE_MS) {
    return { success: true, conversations: cached.conversations } satisfies ConversationsResult;
  }
  if (loading) return { success: false, conversations: [], error: 'Already loading' } satisfies ConversationsResult;
  loading = true;
  try {
    let error = '';
    for (let attempt = 0; attempt <= CONVERSATIONS_RETRIES; attempt++) {
      const res = await fetch('/next/api/chat/conversations', { credentials: 'same-origin' }).catch(() => null);
      if (res?.ok) {
        const { conversations } = (await res.json()) as { conversations: Conversation[] };
        cached = { at: Date.now(), conversations };
        return { success: true, conversations } satisfies ConversationsResult;
      }
      const rateLimited = res?.status === 429;
      const retryAfter = res?.headers.get('retry-after');
      const delay = conversationsRetryDelay(attempt + 1, rateLimited, retryAfter ? Number(retryAfter) : undefined);
      error = rateLimited ? `Rate limited. Retry after ${delay}ms` : `HTTP ${res?.status ?? 0}`;
      if (res?.status === 401 || attempt === CONVERSATIONS_RETRIES) break;
      await sleep(delay);
    }
    return { success: false, conversations: [], error } satisfies ConversationsResult;
  } finally {
    loading = false;
  }
}
