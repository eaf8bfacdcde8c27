/** Queries of disputes: the payer's claim, the payee's answer, staff's decision, and the case file staff read. */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { CASE_MESSAGES, DISPUTE_OPEN, type DisputeOutcome } from '../../../contract/disputes.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages, jobQuotes, jobs, payDisputes, payRefunds } from '../../db/schema/index.ts';
import type { Executor } from './ledger.ts';

export type DisputeRow = typeof payDisputes.$inferSelect;

/** The queue lists at most this many decided or closed disputes. */
const CLOSED_LISTED = 50;

const stillOpen = inArray(payDisputes.status, [...DISPUTE_OPEN]);

export function createDisputeRepository(db: Db) {
  return {
    async dispute(paymentId: number, q: Executor = db): Promise<DisputeRow | undefined> {
      const [row] = await q.select().from(payDisputes).where(eq(payDisputes.paymentId, paymentId));
      return row;
    },

    /** Opens the payment's dispute; undefined when it already has one (a payment is disputed once). */
    async open(q: Executor, row: typeof payDisputes.$inferInsert): Promise<DisputeRow | undefined> {
      const [made] = await q.insert(payDisputes).values(row).onConflictDoNothing().returning();
      return made;
    },

    /** The payee's answer, once, while the dispute waits for it. */
    async answer(q: Executor, paymentId: number, answer: string, at: Date): Promise<DisputeRow | undefined> {
      const [row] = await q
        .update(payDisputes)
        .set({ status: 'answered', answer, answeredAt: at })
        .where(and(eq(payDisputes.paymentId, paymentId), eq(payDisputes.status, 'open')))
        .returning();
      return row;
    },

    /** Staff's decision, once, while the dispute is open. */
    async decide(
      q: Executor,
      paymentId: number,
      d: { outcome: DisputeOutcome; refunded: number; reason: string; by: number; at: Date },
    ): Promise<DisputeRow | undefined> {
      const [row] = await q
        .update(payDisputes)
        .set({
          status: 'decided',
          outcome: d.outcome,
          refunded: d.refunded,
          decisionReason: d.reason,
          decidedBy: d.by,
          decidedAt: d.at,
        })
        .where(and(eq(payDisputes.paymentId, paymentId), stillOpen))
        .returning();
      return row;
    },

    /** Ends an open dispute without staff: the payer released the money, or the payee gave back what was claimed. */
    /** What the payee gave back of a payment since `at` (its dispute's opening), in one refund or several. */
    async givenBackSince(q: Executor, paymentId: number, at: Date): Promise<number> {
      const [row] = await q
        .select({ sum: sql<number>`coalesce(sum(${payRefunds.amount}), 0)::int` })
        .from(payRefunds)
        .where(and(eq(payRefunds.paymentId, paymentId), eq(payRefunds.cause, 'payee'), gte(payRefunds.createdAt, at)));
      return row!.sum;
    },

    async close(q: Executor, paymentId: number, status: 'withdrawn' | 'settled', at: Date) {
      await q
        .update(payDisputes)
        .set({ status, closedAt: at })
        .where(and(eq(payDisputes.paymentId, paymentId), stillOpen));
    },

    /** Open disputes, oldest first, and the latest that ended. */
    async queue() {
      const [open, closed] = await Promise.all([
        db.select().from(payDisputes).where(stillOpen).orderBy(asc(payDisputes.openedAt)),
        db
          .select()
          .from(payDisputes)
          .where(sql`not ${stillOpen}`)
          .orderBy(desc(sql`coalesce(${payDisputes.decidedAt}, ${payDisputes.closedAt})`))
          .limit(CLOSED_LISTED),
      ]);
      return { open, closed };
    },

    /** The job a payment is for, with the quote it was awarded on. */
    async jobOf(jobId: number) {
      const [row] = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          description: jobs.description,
          deadline: jobs.deadline,
          status: jobs.status,
          totalCents: jobQuotes.totalCents,
          currency: jobQuotes.currency,
          deliveryDate: jobQuotes.deliveryDate,
          note: jobQuotes.note,
        })
        .from(jobs)
        .leftJoin(jobQuotes, eq(jobQuotes.id, jobs.awardedQuoteId))
        .where(eq(jobs.id, jobId));
      return row;
    },

    /** The two members' latest messages to each other (their one-to-one channel), oldest first. */
    async messagesBetween(a: number, b: number) {
      const channel = `messaging_${Math.min(a, b)}_${Math.max(a, b)}`;
      const rows = await db
        .select({ senderId: chatMessages.senderId, text: chatMessages.text, at: chatMessages.createdAt })
        .from(chatMessages)
        .where(eq(chatMessages.channelId, channel))
        .orderBy(desc(chatMessages.seq))
        .limit(CASE_MESSAGES);
      return rows.reverse();
    },
  };
}

export type DisputeRepository = ReturnType<typeof createDisputeRepository>;
