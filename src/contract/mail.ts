/** The outbox as admins (and the browser tests) read it. */
import { z } from 'zod';

/** How the site's mail leaves: through SMTP to its recipients, or not at all (kept in the outbox: development). */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number({ error: 'Use a limit from 1 to 200' }).int().min(1).max(200).default(50),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /**
   * What the mail says, only while mail is not delivered (no SMTP): a delivered mail's links and
   * codes are its recipient's alone, and staff who could read them could take the account over.
   */
  text: z.string().optional(),
  kind: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({
  delivery: z.enum(MAIL_DELIVERIES),
  messages: z.array(outboxMessageSchema),
});
export type OutboxList = z.infer<typeof outboxResponseSchema>;
