/**
 * Disputes of held money (issue 53, docs/decisions/101): while a payment is funded, its payer may
 * contest it; the payee answers within DISPUTE_ANSWER_DAYS; staff decide to release, refund or split,
 * and the ledger moves exactly that. A payee may give back part or all of held money at any time.
 * Disputing costs nothing, whatever the amount.
 */
import { z } from 'zod';
import { MAX_PAYMENT, MESSAGES, MIN_PAYMENT, paymentSchema, REASON_MAX } from './payments.ts';

/** Days the payee has to answer a dispute before staff may decide without them. */
export const DISPUTE_ANSWER_DAYS = 5;
export const STATEMENT_MIN = 10;
export const STATEMENT_MAX = 2000;
/** The case file shows this many of the two members' latest messages to each other. */
export const CASE_MESSAGES = 50;

/**
 * open: waiting for the payee's answer; answered: waiting for staff; decided: staff decided;
 * settled: the payee gave back at least what was claimed; withdrawn: the payer released the money.
 */
export const DISPUTE_STATUSES = ['open', 'answered', 'decided', 'settled', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** Still in front of staff: the money stays held. */
export const DISPUTE_OPEN: readonly DisputeStatus[] = ['open', 'answered'];

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

const cents = z
  .number({ error: MESSAGES.amount })
  .int(MESSAGES.amount)
  .min(MIN_PAYMENT, MESSAGES.amountMin)
  .max(MAX_PAYMENT, MESSAGES.amountMax);
const statement = z
  .string({ error: MESSAGES.statement })
  .trim()
  .min(STATEMENT_MIN, MESSAGES.statement)
  .max(STATEMENT_MAX, MESSAGES.tooLong.replace('{n}', String(STATEMENT_MAX)));

export const disputeOpenSchema = z.object({
  /** What the payer asks back, at most what is held. */
  claimed: cents,
  reason: statement,
});
export type DisputeOpen = z.infer<typeof disputeOpenSchema>;

export const disputeAnswerSchema = z.object({ statement });

export const disputeDecisionSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: MESSAGES.outcome }),
    /** What goes back to the payer when the decision is a split. */
    refund: cents.optional(),
    reason: statement,
  })
  .refine((d) => d.outcome !== 'split' || d.refund !== undefined, {
    message: MESSAGES.splitAmount,
    path: ['refund'],
  });
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;

/** The payee gives back part or all of what is held for them. */
export const refundSchema = z.object({
  amount: cents,
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, MESSAGES.tooLong.replace('{n}', String(REASON_MAX)))
    .default(''),
});

export const disputeSchema = z.object({
  paymentId: z.number(),
  status: z.enum(DISPUTE_STATUSES),
  claimed: z.number(),
  reason: z.string(),
  openedAt: z.string(),
  /** Until then the payee may answer; after it, staff may decide without the answer. */
  answerDueAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** What the decision gave back to the payer (of the amount; the card fee's share follows it). */
  refunded: z.number(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When it ended without staff: settled by the payee's refund or withdrawn by the payer's release. */
  closedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeAnswerBodySchema = z.object({ dispute: disputeSchema.nullable(), payment: paymentSchema });
export type DisputeAnswer = z.infer<typeof disputeAnswerBodySchema>;

/** What staff read before deciding: both statements, the job and its quote, and what the two wrote each other. */
export const disputeCaseSchema = z.object({
  dispute: disputeSchema,
  payment: paymentSchema,
  job: z
    .object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      deadline: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
  /** The quote the job was awarded on. */
  quote: z
    .object({
      totalCents: z.number(),
      currency: z.string(),
      deliveryDate: z.string(),
      note: z.string(),
    })
    .nullable(),
  /** The two members' latest messages to each other, oldest first. */
  messages: z.array(z.object({ senderId: z.number(), text: z.string(), at: z.string() })),
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;

export const disputeQueueSchema = z.object({
  /** Disputes waiting for the payee or for staff, oldest first. */
  open: z.array(z.object({ dispute: disputeSchema, payment: paymentSchema })),
  /** The latest decided or closed ones. */
  closed: z.array(z.object({ dispute: disputeSchema, payment: paymentSchema })),
});
export type DisputeQueue = z.infer<typeof disputeQueueSchema>;

/** Whether staff may decide now: the payee answered, or their time to answer is over. */
export function decidable(d: Pick<Dispute, 'status' | 'answerDueAt'>, now: number): boolean {
  return d.status === 'answered' || (d.status === 'open' && Date.parse(d.answerDueAt) <= now);
}

/**
 * The card fee's share of a refund (docs/decisions/101): in proportion to the amount given back,
 * half up; the refund that gives back the rest of the amount gives back the rest of the fee, so
 * refunds in parts return exactly the fee a refund in one would.
 */
export function feeShareOf(
  refund: number,
  p: { amount: number; refundedAmount: number; methodFee: number; refundedFee: number },
): number {
  const feeLeft = p.methodFee - p.refundedFee;
  if (refund >= p.amount - p.refundedAmount) return feeLeft;
  return Math.min(feeLeft, Math.floor((p.methodFee * refund * 2 + p.amount) / (2 * p.amount)));
}
