/**
 * Missed calls (issue 21, the Profile Updater): people who tried to reach the
 * member and heard nothing back. A chat message left unread for more than a
 * day, or a look at the member's contact details not followed by any message
 * either way; each comes with a way to reply.
 */
import { z } from 'zod';

/** A message counts as missed once it has waited this long unread. */
export const MISSED_AFTER_MS = 86_400_000;
/** How far back missed calls are looked for. */
export const MISSED_WINDOW_DAYS = 30;

export const missedCallSchema = z.object({
  kind: z.enum(['message', 'contact_view']),
  entityId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The latest unread message, or when the contact details were seen. */
  at: z.string(),
  /** Unread messages (1 for a contact view). */
  count: z.number().int(),
  /** The latest unread message's opening words ('' for a contact view). */
  preview: z.string(),
});
export type MissedCall = z.infer<typeof missedCallSchema>;
export const missedCallsSchema = z.object({ items: z.array(missedCallSchema) });
