/**
 * The ledger: accounts and the transfers between them (docs/decisions/033).
 * Every function takes the transaction it runs in; the caller groups the
 * transfers of one business step (a release and its fee) into one transaction.
 *
 * Concurrency: a transfer updates its member accounts' totals in ascending id
 * order (two payments crossing between the same members never deadlock), and
 * the row's CHECK refuses a member total that would spend more than it holds,
 * so no interleaving on PGlite or PostgreSQL can make a balance negative.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payAccounts, payTransfers } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';

export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;
export type SystemAccountKind = 'provider' | 'fees' | 'payouts';
export type TransferKind =
  | 'fund'
  | 'method_fee'
  | 'release'
  | 'service_fee'
  | 'refund'
  | 'withdrawal'
  | 'debit'
  /** A paid membership: from the member's balance or the card provider to Wordhive's fee account. */
  | 'membership';

export interface TransferInput {
  /** Chosen by the caller when a record must name the transfer before it exists; a new uuid otherwise. */
  id?: string;
  debit: number;
  credit: number;
  amount: number;
  currency: string;
  kind: TransferKind;
  pending?: boolean;
  paymentId?: number | null;
  withdrawalId?: number | null;
}

/** The message a refused debit answers with: the member's balance is too low for this step. */
export class LedgerRefused extends Error {}

const NOT_NEGATIVE = 'pay_accounts_member_not_negative';

function isBalanceRefusal(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23514' && pg.constraint === NOT_NEGATIVE) return true;
  }
  return false;
}

/** The platform's accounts never change id: looked up once per currency and process. */
const systemIds = new WeakMap<object, { byKey: Map<string, number>; ids: Set<number> }>();

type Total = 'debits_pending' | 'debits_posted' | 'credits_pending' | 'credits_posted' | 'debited';

/** Member account ids per owner and currency, once committed: accounts are never deleted or renumbered. */
const MEMBER_IDS_KEPT = 10_000;

export function createLedger(db: Db) {
  const known = systemIds.get(db) ?? { byKey: new Map<string, number>(), ids: new Set<number>() };
  systemIds.set(db, known);
  const memberIds = new Map<string, number>();

  /**
   * Records one transfer and moves its member accounts' totals in a single statement: the insert,
   * then each account's row locked lowest id first (two payments crossing between the same members
   * never deadlock) and updated; the platform's accounts keep no totals and are left alone. With
   * `onConflict` a transfer that would resolve an already resolved one inserts nothing and moves
   * nothing. Answers whether the transfer was recorded.
   */
  async function record(
    q: Executor,
    row: TransferInput & { id: string; pendingId?: string; resolution?: 'post' | 'void' },
    moves: Map<number, Partial<Record<Total, number>>>,
  ): Promise<boolean> {
    const members = [...moves.keys()].filter((id) => !known.ids.has(id));
    const totals = [...new Set(members.flatMap((id) => Object.keys(moves.get(id)!)))] as Total[];
    const change = (total: Total) =>
      sql`${sql.raw(total)} = ${sql.raw(total)} + case a.id ${sql.join(
        members.map((id) => sql`when ${id} then ${moves.get(id)![total] ?? 0}::bigint`),
        sql` `,
      )} else 0 end`;
    const update = members.length
      ? sql`, locked as (
            select id from ${payAccounts} where id in (${sql.join(members, sql`, `)}) and kind = 'member'
               and exists (select 1 from t) order by id for update
          ), u as (
            update ${payAccounts} a set ${sql.join(totals.map(change), sql`, `)} where a.id in (select id from locked)
          )`
      : sql``;
    const [written] = await rowsOf<{ inserted: number }>(
      q,
      sql`with t as (
            insert into ${payTransfers} (id, debit_account_id, credit_account_id, amount, currency, kind, pending,
                                         pending_id, resolution, payment_id, withdrawal_id)
            values (${row.id}, ${row.debit}, ${row.credit}, ${row.amount}, ${row.currency}, ${row.kind},
                    ${row.pending ?? false}, ${row.pendingId ?? null}, ${row.resolution ?? null},
                    ${row.paymentId ?? null}, ${row.withdrawalId ?? null})
            on conflict (pending_id) do nothing returning 1
          )${update}
          select count(*)::int as inserted from t`,
    );
    return written!.inserted > 0;
  }

  return {
    async systemAccount(q: Executor, kind: SystemAccountKind, currency: string): Promise<number> {
      const key = `${kind}:${currency}`;
      const id = known.byKey.get(key);
      if (id) return id;
      const [row] = await q
        .select({ id: payAccounts.id })
        .from(payAccounts)
        .where(and(eq(payAccounts.kind, kind), eq(payAccounts.entityId, 0), eq(payAccounts.currency, currency)));
      if (!row) throw new Error(`No ${kind} account in ${currency}`);
      known.byKey.set(key, row.id);
      known.ids.add(row.id);
      return row.id;
    },

    /**
     * The member's account in a currency, opened on first use. An id is remembered only once
     * another transaction's commit made it visible: one this transaction opens could still roll back.
     */
    async memberAccount(q: Executor, entityId: number, currency: string): Promise<number> {
      const key = `${entityId}:${currency}`;
      const kept = memberIds.get(key);
      if (kept) return kept;
      const [opened] = await q
        .insert(payAccounts)
        .values({ kind: 'member', entityId, currency })
        .onConflictDoNothing({ target: [payAccounts.kind, payAccounts.entityId, payAccounts.currency] })
        .returning({ id: payAccounts.id });
      if (opened) return opened.id;
      const [row] = await q
        .select({ id: payAccounts.id })
        .from(payAccounts)
        .where(
          and(eq(payAccounts.kind, 'member'), eq(payAccounts.entityId, entityId), eq(payAccounts.currency, currency)),
        );
      if (memberIds.size >= MEMBER_IDS_KEPT) memberIds.clear();
      memberIds.set(key, row!.id);
      return row!.id;
    },

    /** Locks a member account's row until the transaction ends and answers its totals. */
    async lock(q: Executor, accountId: number) {
      const [row] = await q.select().from(payAccounts).where(eq(payAccounts.id, accountId)).for('update');
      return row!;
    },

    /**
     * Records a transfer and moves the accounts' totals. `refused` is the message when the debited
     * member's balance cannot cover it; the transaction is then unusable and must be abandoned.
     */
    async transfer(q: Executor, input: TransferInput, refused: string): Promise<string> {
      const id = input.id ?? randomUUID();
      const phase = input.pending ? 'pending' : 'posted';
      try {
        await record(
          q,
          { ...input, id },
          new Map([
            [
              input.debit,
              { [`debits_${phase}`]: input.amount, ...(input.kind === 'debit' ? { debited: input.amount } : {}) },
            ],
            [input.credit, { [`credits_${phase}`]: input.amount }],
          ]),
        );
      } catch (error) {
        if (isBalanceRefusal(error)) throw new LedgerRefused(refused);
        throw error;
      }
      return id;
    },

    /**
     * Posts or voids a pending transfer, once: a second resolution of the same transfer meets the
     * unique index on pending_id, records nothing and is refused.
     */
    async resolve(q: Executor, pendingId: string, resolution: 'post' | 'void'): Promise<string> {
      const [pending] = await q.select().from(payTransfers).where(eq(payTransfers.id, pendingId));
      if (!pending?.pending) throw new Error(`Transfer ${pendingId} is not pending`);
      const id = randomUUID();
      const posted = resolution === 'post' ? pending.amount : 0;
      const recorded = await record(
        q,
        {
          id,
          debit: pending.debitAccountId,
          credit: pending.creditAccountId,
          amount: pending.amount,
          currency: pending.currency,
          kind: pending.kind as TransferKind,
          pendingId,
          resolution,
          paymentId: pending.paymentId,
          withdrawalId: pending.withdrawalId,
        },
        new Map<number, Partial<Record<Total, number>>>([
          [pending.debitAccountId, { debits_pending: -pending.amount, debits_posted: posted }],
          [pending.creditAccountId, { credits_pending: -pending.amount, credits_posted: posted }],
        ]),
      );
      if (!recorded) throw conflict('This transfer was already settled');
      return id;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

export interface BooksCheck {
  currency: string;
  /** Posted balances of every account, summed: zero when no money was invented or lost. */
  postedSum: number;
  pendingSum: number;
  /** Member accounts whose stored totals differ from their transfers. */
  driftedAccounts: number;
  /** Payments whose status disagrees with their hold transfer (funded but settled, released but not posted …). */
  inconsistentPayments: number;
}

/**
 * Recomputes the books from the transfers alone and compares: per currency, what every account holds
 * adds up to zero; each member account's stored totals equal its transfers; each payment's status
 * matches the state of its hold. Staff see it on the admin page; the tests run it after every step.
 */
export async function checkBooks(db: Pick<Db, 'execute'>): Promise<BooksCheck[]> {
  return rowsOf<BooksCheck>(
    db,
    sql`with effect as (
          select t.debit_account_id as account_id, t.currency,
                 case when t.pending then 0 when t.resolution = 'void' then 0 else -t.amount end as posted,
                 case when t.pending then -t.amount when t.resolution is not null then t.amount else 0 end as pending
            from pay_transfers t
          union all
          select t.credit_account_id, t.currency,
                 case when t.pending then 0 when t.resolution = 'void' then 0 else t.amount end,
                 case when t.pending then t.amount when t.resolution is not null then -t.amount else 0 end
            from pay_transfers t
        ), per_account as (
          select account_id, currency, sum(posted)::bigint as posted, sum(pending)::bigint as pending
            from effect group by 1, 2
        ), drift as (
          select a.currency, count(*)::int as n from pay_accounts a
            left join per_account p on p.account_id = a.id
           where a.kind = 'member'
             and (a.credits_posted - a.debits_posted <> coalesce(p.posted, 0)
               or a.credits_pending - a.debits_pending <> coalesce(p.pending, 0))
           group by 1
        ), payments as (
          select p.currency, count(*)::int as n from pay_payments p
            left join pay_transfers r on r.pending_id = p.hold_transfer_id
           where (p.status in ('funded', 'disputed') and (p.hold_transfer_id is null or r.id is not null))
              or (p.status = 'released' and (r.resolution is distinct from 'post'))
              or (p.status = 'awaiting_funding' and p.hold_transfer_id is not null)
              or (p.status = 'cancelled' and p.hold_transfer_id is not null and r.resolution is distinct from 'void')
           group by 1
        )
        select c.currency,
               coalesce((select sum(posted) from per_account where currency = c.currency), 0)::bigint as "postedSum",
               coalesce((select sum(pending) from per_account where currency = c.currency), 0)::bigint as "pendingSum",
               coalesce((select n from drift where currency = c.currency), 0) as "driftedAccounts",
               coalesce((select n from payments where currency = c.currency), 0) as "inconsistentPayments"
          from (select distinct currency from pay_accounts) c order by 1`,
  ).then((rows) => rows.map((r) => ({ ...r, postedSum: Number(r.postedSum), pendingSum: Number(r.pendingSum) })));
}
