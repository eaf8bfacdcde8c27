/** Queries of Wordhive Pay's business records: payments, withdrawals, debits, payout methods, settings. */
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAY_PAGE_SIZE, type SettingsInput } from '../../../contract/payments.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  jobQuotes,
  jobs,
  memberProfiles,
  membershipPurchases,
  payAccounts,
  payDebits,
  payIdempotency,
  payPayments,
  payPayoutMethods,
  payRefunds,
  paySettings,
  payWithdrawals,
  users,
} from '../../db/schema/index.ts';
import type { Executor } from './ledger.ts';

/** A payment as stored; `PaymentRow` adds the two members' names. */
export type PaymentRecord = typeof payPayments.$inferSelect;
export type PaymentRow = PaymentRecord & { payerName: string | null; payeeName: string | null };
export type WithdrawalRow = typeof payWithdrawals.$inferSelect;
export type MethodRow = typeof payPayoutMethods.$inferSelect;

const payer = alias(users, 'payer');
const payee = alias(users, 'payee');
const paymentColumns = { ...getTableColumns(payPayments), payerName: payer.name, payeeName: payee.name };

/** What of a payment stays paid: its amount less what went back to the payer. */
export const paidAmount = sql<number>`(${payPayments.amount} - ${payPayments.refundedAmount})`.mapWith(Number);

/** Where page `n` of a list starts. */
const offset = (n: number) => (n - 1) * PAY_PAGE_SIZE;

export function createPayRepository(db: Db) {
  const selectPayments = (q: Executor = db) =>
    q
      .select(paymentColumns)
      .from(payPayments)
      .leftJoin(payer, eq(payer.entityId, payPayments.payerEntityId))
      .leftJoin(payee, eq(payee.entityId, payPayments.payeeEntityId));

  async function paymentList(where: SQL, orderBy: SQL, n: number) {
    const [items, total] = await Promise.all([
      selectPayments().where(where).orderBy(orderBy, desc(payPayments.id)).limit(PAY_PAGE_SIZE).offset(offset(n)),
      db.$count(payPayments, where),
    ]);
    return { items: items as PaymentRow[], total };
  }

  return {
    db,
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction((tx) => fn(tx)),

    /** The member's name, or undefined when there is no such (unsuspended) member. */
    async member(entityId: number, q: Executor = db) {
      const [row] = await q
        .select({ entityId: users.entityId, name: users.name, siteLang: users.siteLang })
        .from(users)
        .where(and(eq(users.entityId, entityId), isNull(users.suspendedAt)));
      return row;
    },

    /** Whether the member has a paid membership running now (the lower service fee). */
    async hasMembership(entityId: number, q: Executor = db): Promise<boolean> {
      const [row] = await q
        .select({ plan: memberProfiles.membershipPlan, until: memberProfiles.membershipUntil })
        .from(memberProfiles)
        .where(eq(memberProfiles.entityId, entityId));
      return !!row && row.plan !== 'none' && (!row.until || row.until > new Date());
    },

    /**
     * A job the payer awarded to the payee, locked until the transaction ends, with its quote's total
     * and the payments between the two for it; undefined for any other job. The lock makes two
     * payments for the same job at once (two tabs, two devices) take turns: the second counts the first.
     */
    async awardedJobLocked(jobId: number, payerId: number, payeeId: number, q: Executor) {
      const [job] = await q
        .select({ currency: jobs.currency, totalCents: jobQuotes.totalCents })
        .from(jobs)
        .innerJoin(jobQuotes, eq(jobQuotes.id, jobs.awardedQuoteId))
        .where(and(eq(jobs.id, jobId), eq(jobs.posterEntityId, payerId), eq(jobQuotes.entityId, payeeId)))
        .for('update', { of: jobs });
      if (!job) return undefined;
      const payments = await q
        // What stays paid: a refund or a dispute's decision gives part of a payment back.
        .select({ amount: paidAmount, currency: payPayments.currency, status: payPayments.status })
        .from(payPayments)
        .where(
          and(
            eq(payPayments.jobId, jobId),
            eq(payPayments.payerEntityId, payerId),
            eq(payPayments.payeeEntityId, payeeId),
          ),
        );
      return { ...job, payments };
    },

    // ---- idempotency --------------------------------------------------------------------------
    async claimKey(q: Executor, entityId: number, key: string, requestHash: string): Promise<boolean> {
      const inserted = await q
        .insert(payIdempotency)
        .values({ entityId, key, requestHash, status: 0, response: {} })
        .onConflictDoNothing()
        .returning({ key: payIdempotency.key });
      return inserted.length > 0;
    },
    async storedAnswer(q: Executor, entityId: number, key: string) {
      const [row] = await q
        .select()
        .from(payIdempotency)
        .where(and(eq(payIdempotency.entityId, entityId), eq(payIdempotency.key, key)));
      return row;
    },
    async storeAnswer(q: Executor, entityId: number, key: string, status: number, response: unknown) {
      await q
        .update(payIdempotency)
        .set({ status, response })
        .where(and(eq(payIdempotency.entityId, entityId), eq(payIdempotency.key, key)));
    },

    // ---- payments -----------------------------------------------------------------------------
    async payment(id: number, q: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await selectPayments(q).where(eq(payPayments.id, id));
      return row as PaymentRow | undefined;
    },
    async insertPayment(q: Executor, row: typeof payPayments.$inferInsert): Promise<PaymentRecord> {
      const [saved] = await q.insert(payPayments).values(row).returning();
      return saved!;
    },
    /** Moves a payment from one status to the next and answers it; undefined when another call moved it first. */
    async setStatus(
      q: Executor,
      id: number,
      from: string,
      change: Partial<typeof payPayments.$inferInsert> & { status: string },
    ): Promise<PaymentRecord | undefined> {
      const [row] = await q
        .update(payPayments)
        .set(change)
        .where(and(eq(payPayments.id, id), eq(payPayments.status, from)))
        .returning();
      return row;
    },
    /**
     * Moves held money's payment on (a release, a refund) from the state it was read in; undefined
     * when another step moved it first: a release, a refund or a dispute at the same moment.
     */
    async moveHeld(
      q: Executor,
      from: Pick<PaymentRecord, 'id' | 'status' | 'refundedAmount'>,
      change: Partial<typeof payPayments.$inferInsert>,
    ): Promise<PaymentRecord | undefined> {
      const [row] = await q
        .update(payPayments)
        .set(change)
        .where(
          and(
            eq(payPayments.id, from.id),
            eq(payPayments.status, from.status),
            eq(payPayments.refundedAmount, from.refundedAmount),
          ),
        )
        .returning();
      return row;
    },
    async insertRefund(q: Executor, row: typeof payRefunds.$inferInsert): Promise<number> {
      const [saved] = await q.insert(payRefunds).values(row).returning({ id: payRefunds.id });
      return saved!.id;
    },
    /** A payment's refunds, oldest first: each has its credit note. */
    async refunds(paymentId: number, q: Executor = db) {
      return q.select().from(payRefunds).where(eq(payRefunds.paymentId, paymentId)).orderBy(payRefunds.id);
    },
    async addDebited(q: Executor, id: number, amount: number): Promise<boolean> {
      const rows = await q
        .update(payPayments)
        .set({ debited: sql`${payPayments.debited} + ${amount}` })
        .where(
          and(
            eq(payPayments.id, id),
            eq(payPayments.status, 'released'),
            // A payee gives back at most what the payment credited them: what was released less the service fee.
            sql`${payPayments.debited} + ${amount} <= ${payPayments.amount} - ${payPayments.refundedAmount} - ${payPayments.serviceFee}`,
          ),
        )
        .returning({ id: payPayments.id });
      return rows.length > 0;
    },
    async reportNonPayment(q: Executor, id: number, details: string, at: Date): Promise<boolean> {
      const rows = await q
        .update(payPayments)
        .set({ nonPaymentReportedAt: at, nonPaymentDetails: details })
        .where(
          and(
            eq(payPayments.id, id),
            isNull(payPayments.nonPaymentReportedAt),
            eq(payPayments.status, 'awaiting_funding'),
          ),
        )
        .returning({ id: payPayments.id });
      return rows.length > 0;
    },

    /** Payments the member still has to fund or release, and those owed to them. */
    async pending(entityId: number) {
      const open = inArray(payPayments.status, ['awaiting_funding', 'funded', 'disputed']);
      const [toPay, toReceive] = await Promise.all([
        selectPayments()
          .where(and(eq(payPayments.payerEntityId, entityId), open))
          .orderBy(payPayments.createdAt),
        selectPayments()
          .where(and(eq(payPayments.payeeEntityId, entityId), open))
          .orderBy(payPayments.createdAt),
      ]);
      return { toPay: toPay as PaymentRow[], toReceive: toReceive as PaymentRow[] };
    },
    received: (entityId: number, n: number) =>
      paymentList(
        and(eq(payPayments.payeeEntityId, entityId), eq(payPayments.status, 'released'))!,
        sql`${payPayments.releasedAt} desc`,
        n,
      ),
    sent: (entityId: number, n: number) =>
      paymentList(eq(payPayments.payerEntityId, entityId), sql`${payPayments.createdAt} desc`, n),
    async nonPaymentReports() {
      return (await selectPayments()
        .where(isNotNull(payPayments.nonPaymentReportedAt))
        .orderBy(desc(payPayments.nonPaymentReportedAt))
        .limit(200)) as PaymentRow[];
    },

    // ---- balances and figures -----------------------------------------------------------------
    async accounts(entityId: number) {
      return db
        .select()
        .from(payAccounts)
        .where(and(eq(payAccounts.kind, 'member'), eq(payAccounts.entityId, entityId)))
        .orderBy(payAccounts.currency);
    },
    /** What releases within the hold period added to the member's balance, per currency. */
    async heldSince(entityId: number, since: Date, q: Executor = db) {
      return q
        .select({
          currency: payPayments.currency,
          amount:
            sql<number>`coalesce(sum(${payPayments.amount} - ${payPayments.refundedAmount} - ${payPayments.serviceFee}), 0)::bigint`.mapWith(
              Number,
            ),
        })
        .from(payPayments)
        .where(
          and(
            eq(payPayments.payeeEntityId, entityId),
            eq(payPayments.status, 'released'),
            sql`${payPayments.releasedAt} > ${since.toISOString()}`,
          ),
        )
        .groupBy(payPayments.currency);
    },
    async incomeByMonth(entityId: number, since: Date) {
      return rowsOf<{ month: string; currency: string; amount: string }>(
        db,
        sql`select to_char(date_trunc('month', released_at at time zone 'UTC'), 'YYYY-MM') as month, currency,
              sum(amount - refunded_amount - service_fee - debited)::bigint as amount
            from ${payPayments}
            where payee_entity_id = ${entityId} and status = 'released' and released_at >= ${since.toISOString()}
            group by 1, 2 order by 1, 2`,
      );
    },
    async incomeByClient(entityId: number) {
      return rowsOf<{ entity_id: number; name: string | null; currency: string; amount: string; n: string }>(
        db,
        sql`select p.payer_entity_id as entity_id, u.name, p.currency, p.amount, p.n from (
              select payer_entity_id, currency, sum(amount - refunded_amount - service_fee - debited)::bigint as amount, count(*) as n
              from ${payPayments} where payee_entity_id = ${entityId} and status = 'released'
              group by 1, 2 order by 3 desc limit 10) p
            left join ${users} u on u.entity_id = p.payer_entity_id order by p.amount desc`,
      );
    },
    /** Released income per currency, net of fees and debits, all time. */
    async incomeByCurrency(entityId: number) {
      return db
        .select({
          currency: payPayments.currency,
          amount:
            sql<number>`sum(${payPayments.amount} - ${payPayments.refundedAmount} - ${payPayments.serviceFee} - ${payPayments.debited})::bigint`.mapWith(
              Number,
            ),
          count: sql<number>`count(*)::int`,
        })
        .from(payPayments)
        .where(and(eq(payPayments.payeeEntityId, entityId), eq(payPayments.status, 'released')))
        .groupBy(payPayments.currency)
        .orderBy(payPayments.currency);
    },
    /** What the member paid others, per currency: released, and funded but held until they release it. */
    async spentByCurrency(entityId: number) {
      return db
        .select({
          currency: payPayments.currency,
          released:
            sql<number>`coalesce(sum(${payPayments.amount} - ${payPayments.refundedAmount}) filter (where ${payPayments.status} = 'released'), 0)::bigint`.mapWith(
              Number,
            ),
          held: sql<number>`coalesce(sum(${payPayments.amount} - ${payPayments.refundedAmount}) filter (where ${payPayments.status} in ('funded', 'disputed')), 0)::bigint`.mapWith(
            Number,
          ),
          count: sql<number>`count(*)::int`,
        })
        .from(payPayments)
        .where(
          and(eq(payPayments.payerEntityId, entityId), inArray(payPayments.status, ['funded', 'disputed', 'released'])),
        )
        .groupBy(payPayments.currency)
        .orderBy(payPayments.currency);
    },
    /** Released totals per counterpart: who paid the member (payers) or whom the member paid. */
    async counterparts(entityId: number, side: 'payers' | 'payees') {
      const me = side === 'payers' ? sql.raw('payee_entity_id') : sql.raw('payer_entity_id');
      const them = side === 'payers' ? sql.raw('payer_entity_id') : sql.raw('payee_entity_id');
      return rowsOf<{
        entity_id: number;
        name: string | null;
        image_url: string | null;
        account_type: string | null;
        currency: string;
        amount: string;
        n: string;
      }>(
        db,
        sql`select p.other as entity_id, u.name, u.image_url, u.account_type, p.currency, p.amount, p.n from (
              select ${them} as other, currency, sum(amount - refunded_amount)::bigint as amount, count(*) as n
              from ${payPayments} where ${me} = ${entityId} and status = 'released'
              group by 1, 2 order by 3 desc limit 100) p
            left join ${users} u on u.entity_id = p.other order by p.amount desc`,
      );
    },
    /**
     * The member's money events, newest first, from the business records. A payment's steps each
     * show once, and only a step that moves the member's own money is signed, by what moved: the
     * payer's funding (the amount and the card's fee), the payee's release (what was not given back,
     * less the service fee), each refund of held money to the payer (its amount and its share of the
     * card fee). A promise, the money held for the payee, a cancellation (its refund is a row of its
     * own) and the payer's release move none of theirs ('none').
     */
    async feed(entityId: number, limit: number) {
      return rowsOf<{
        kind: string;
        at: Date | string;
        amount: string;
        currency: string;
        other_id: number | null;
        other_name: string | null;
        direction: 'in' | 'out' | 'none';
        payment_id: number | null;
        purchase_id: number | null;
      }>(
        db,
        sql`with mine as (
              select p.*, p.payer_entity_id = ${entityId} as paid_by_me,
                     case when p.payer_entity_id = ${entityId} then p.payee_entity_id else p.payer_entity_id end as other_id
                from ${payPayments} p where p.payer_entity_id = ${entityId} or p.payee_entity_id = ${entityId})
            select * from (
              select 'payment_created' as kind, created_at as at, amount, currency, other_id, 'none' as direction,
                     id as payment_id, null::int as purchase_id
                from mine
              union all
              select 'payment_funded', funded_at, case when paid_by_me then amount + coalesce(method_fee, 0) else amount end,
                     currency, other_id, case when paid_by_me then 'out' else 'none' end, id, null
                from mine where funded_at is not null
              union all
              select 'payment_released', released_at,
                     case when paid_by_me then amount - refunded_amount else amount - refunded_amount - service_fee end,
                     currency, other_id, case when paid_by_me then 'none' else 'in' end, id, null
                from mine where released_at is not null
              union all
              select 'payment_cancelled', cancelled_at, amount, currency, other_id, 'none', id, null
                from mine where cancelled_at is not null
              union all
              select 'payment_refunded', r.created_at, case when m.paid_by_me then r.amount + r.fee else r.amount end,
                     r.currency, m.other_id, case when m.paid_by_me then 'in' else 'none' end, m.id, null
                from ${payRefunds} r join mine m on m.id = r.payment_id
              union all
              select 'withdrawal', w.created_at, w.amount, w.currency, null, 'out', null, null
                from ${payWithdrawals} w where w.entity_id = ${entityId} and w.status <> 'failed'
              union all
              select 'debit', d.created_at, d.amount, d.currency, p.payer_entity_id, 'out', d.payment_id, null
                from ${payDebits} d join ${payPayments} p on p.id = d.payment_id where d.payee_entity_id = ${entityId}
              union all
              -- What the member paid Wordhive itself: a membership, by card or from the balance.
              select 'membership', m.created_at, m.amount, m.currency, null, 'out', null, m.id
                from ${membershipPurchases} m where m.entity_id = ${entityId}
            ) e left join lateral (select name as other_name from ${users} where entity_id = e.other_id) n on true
            order by e.at desc limit ${limit}`,
      );
    },

    // ---- withdrawals, debits, payout methods, settings ----------------------------------------
    async insertWithdrawal(q: Executor, row: typeof payWithdrawals.$inferInsert): Promise<number> {
      const [saved] = await q.insert(payWithdrawals).values(row).returning({ id: payWithdrawals.id });
      return saved!.id;
    },
    async withdrawal(id: number, q: Executor = db) {
      const [row] = await q.select().from(payWithdrawals).where(eq(payWithdrawals.id, id));
      return row;
    },
    async settleWithdrawal(
      q: Executor,
      id: number,
      change: { status: 'paid' | 'failed'; providerPayoutId?: string; failure?: string; paidAt?: Date },
    ): Promise<boolean> {
      const rows = await q
        .update(payWithdrawals)
        .set(change)
        .where(and(eq(payWithdrawals.id, id), eq(payWithdrawals.status, 'processing')))
        .returning({ id: payWithdrawals.id });
      return rows.length > 0;
    },
    async processingWithdrawals() {
      return db.select({ id: payWithdrawals.id }).from(payWithdrawals).where(eq(payWithdrawals.status, 'processing'));
    },
    async withdrawals(entityId: number, n: number) {
      const where = eq(payWithdrawals.entityId, entityId);
      const [items, total] = await Promise.all([
        db
          .select()
          .from(payWithdrawals)
          .where(where)
          .orderBy(desc(payWithdrawals.createdAt), desc(payWithdrawals.id))
          .limit(PAY_PAGE_SIZE)
          .offset(offset(n)),
        db.$count(payWithdrawals, where),
      ]);
      return { items, total };
    },
    async insertDebit(q: Executor, row: typeof payDebits.$inferInsert) {
      await q.insert(payDebits).values(row);
    },
    async debits(entityId: number, n: number) {
      const where = eq(payDebits.payeeEntityId, entityId);
      const [items, total] = await Promise.all([
        db
          .select({
            id: payDebits.id,
            paymentId: payDebits.paymentId,
            payerId: payPayments.payerEntityId,
            payerName: users.name,
            amount: payDebits.amount,
            currency: payDebits.currency,
            reason: payDebits.reason,
            createdAt: payDebits.createdAt,
          })
          .from(payDebits)
          .innerJoin(payPayments, eq(payPayments.id, payDebits.paymentId))
          .leftJoin(users, eq(users.entityId, payPayments.payerEntityId))
          .where(where)
          .orderBy(desc(payDebits.createdAt), desc(payDebits.id))
          .limit(PAY_PAGE_SIZE)
          .offset(offset(n)),
        db.$count(payDebits, where),
      ]);
      return { items, total };
    },
    async payoutMethods(entityId: number, q: Executor = db): Promise<MethodRow[]> {
      return q
        .select()
        .from(payPayoutMethods)
        .where(and(eq(payPayoutMethods.entityId, entityId), isNull(payPayoutMethods.removedAt)))
        .orderBy(payPayoutMethods.id);
    },
    async addPayoutMethod(q: Executor, row: typeof payPayoutMethods.$inferInsert): Promise<number> {
      const [saved] = await q.insert(payPayoutMethods).values(row).returning({ id: payPayoutMethods.id });
      return saved!.id;
    },
    async removePayoutMethod(q: Executor, entityId: number, id: number, at: Date): Promise<boolean> {
      const rows = await q
        .update(payPayoutMethods)
        .set({ removedAt: at })
        .where(
          and(eq(payPayoutMethods.id, id), eq(payPayoutMethods.entityId, entityId), isNull(payPayoutMethods.removedAt)),
        )
        .returning({ id: payPayoutMethods.id });
      return rows.length > 0;
    },
    async settings(entityId: number, q: Executor = db) {
      const [row] = await q.select().from(paySettings).where(eq(paySettings.entityId, entityId));
      return row;
    },
    async saveSettings(q: Executor, entityId: number, input: SettingsInput, at: Date) {
      await q
        .insert(paySettings)
        .values({ entityId, ...input, updatedAt: at })
        .onConflictDoUpdate({ target: paySettings.entityId, set: { ...input, updatedAt: at } });
    },
    async setFrozen(q: Executor, entityId: number, reason: string | null, at: Date) {
      const change = { frozenAt: reason === null ? null : at, frozenReason: reason, updatedAt: at };
      await q
        .insert(paySettings)
        .values({ entityId, ...change })
        .onConflictDoUpdate({ target: paySettings.entityId, set: change });
    },
    async frozenAccounts() {
      return db
        .select({
          entityId: paySettings.entityId,
          name: users.name,
          reason: paySettings.frozenReason,
          at: paySettings.frozenAt,
        })
        .from(paySettings)
        .leftJoin(users, eq(users.entityId, paySettings.entityId))
        .where(isNotNull(paySettings.frozenAt))
        .orderBy(desc(paySettings.frozenAt));
    },

    // ---- paid membership ----
    /**
     * Locks the member's row until the transaction ends: two purchases at once extend the membership
     * one after the other. A statement of its own, so that the membership read next (a new snapshot
     * under READ COMMITTED) sees what the purchase that held the lock before committed.
     */
    async lockMember(q: Executor, entityId: number) {
      await q.select({ id: users.entityId }).from(users).where(eq(users.entityId, entityId)).for('update');
    },
    /** The member's kind of account and membership. */
    async membership(entityId: number, q: Executor = db) {
      const [row] = await q
        .select({
          accountType: users.accountType,
          plan: memberProfiles.membershipPlan,
          since: memberProfiles.membershipSince,
          until: memberProfiles.membershipUntil,
          firstTimePaid: memberProfiles.firstTimePaid,
        })
        .from(users)
        .leftJoin(memberProfiles, eq(memberProfiles.entityId, users.entityId))
        .where(eq(users.entityId, entityId));
      return row;
    },
    async setMembership(
      q: Executor,
      entityId: number,
      m: { plan: string; since: Date; until: Date; firstTimePaid: boolean },
    ) {
      const values = {
        membershipPlan: m.plan,
        membershipSince: m.since,
        membershipUntil: m.until,
        firstTimePaid: m.firstTimePaid,
      };
      await q
        .insert(memberProfiles)
        .values({ entityId, ...values })
        .onConflictDoUpdate({ target: memberProfiles.entityId, set: values });
    },
    async insertPurchase(q: Executor, row: typeof membershipPurchases.$inferInsert) {
      const [made] = await q.insert(membershipPurchases).values(row).returning();
      return made!;
    },
    async purchases(entityId: number) {
      return db
        .select()
        .from(membershipPurchases)
        .where(eq(membershipPurchases.entityId, entityId))
        .orderBy(desc(membershipPurchases.createdAt), desc(membershipPurchases.id));
    },
  };
}

export type PayRepository = ReturnType<typeof createPayRepository>;
