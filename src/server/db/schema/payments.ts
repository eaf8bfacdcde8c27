/**
 * Wordhive Pay (issue 16): a double-entry ledger. Money lives in accounts (one
 * per member and currency, and the platform's provider, fee and payout
 * accounts) and moves only by immutable transfers between two of them; the
 * payments, withdrawals and debits members see are the business records those
 * transfers point to. Amounts are integers of minor units (docs/decisions/033).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's four totals, as TigerBeetle keeps them: a pending transfer moves an amount into the
 * `*_pending` totals, posting it moves the amount to `*_posted`, voiding takes it out again. Member
 * accounts may not spend what they do not have: the check below holds in the database itself.
 * `debited` is what customer debits took: the one movement that may leave a member owing money.
 * The platform's accounts (entity 0) have no limit and keep no totals, so no payment waits for
 * another on their row; their balance is the sum of their transfers.
 */
export const payAccounts = pgTable(
  'pay_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** member | provider | fees | payouts */
    kind: text('kind').notNull(),
    /** The member; 0 for the platform's accounts. No foreign key: the books outlive accounts. */
    entityId: integer('entity_id').notNull(),
    currency: text('currency').notNull(),
    debitsPending: money('debits_pending'),
    debitsPosted: money('debits_posted'),
    creditsPending: money('credits_pending'),
    creditsPosted: money('credits_posted'),
    debited: money('debited'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_accounts_owner_idx').on(t.kind, t.entityId, t.currency),
    check(
      'pay_accounts_member_not_negative',
      sql`${t.kind} <> 'member' or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted} + ${t.debited}`,
    ),
  ],
);

/**
 * A movement of money: never updated or deleted (a trigger refuses both). A pending transfer is
 * resolved by a second transfer naming it in `pending_id` with resolution post or void; the unique
 * index makes that happen at most once.
 */
export const payTransfers = pgTable(
  'pay_transfers',
  {
    id: text('id').primaryKey(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => payAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => payAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** fund | method_fee | release | service_fee | refund | withdrawal | debit | membership */
    kind: text('kind').notNull(),
    pending: boolean('pending').notNull().default(false),
    pendingId: text('pending_id'),
    /** post | void, on the transfer that resolves a pending one. */
    resolution: text('resolution'),
    paymentId: integer('payment_id'),
    withdrawalId: integer('withdrawal_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_transfers_pending_idx').on(t.pendingId),
    index('pay_transfers_debit_idx').on(t.debitAccountId),
    index('pay_transfers_credit_idx').on(t.creditAccountId),
    index('pay_transfers_payment_idx').on(t.paymentId),
    check('pay_transfers_positive', sql`${t.amount} > 0`),
    check('pay_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

export const payPayments = pgTable(
  'pay_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payerEntityId: integer('payer_entity_id').notNull(),
    payeeEntityId: integer('payee_entity_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    jobId: integer('job_id'),
    /** awaiting_funding | funded | released | cancelled */
    status: text('status').notNull(),
    /** card | balance, once funded */
    method: text('method'),
    methodFee: money('method_fee'),
    serviceFee: money('service_fee'),
    debited: money('debited'),
    /** What of `amount` went back to the payer (refunds, a dispute's decision, a cancellation after funding). */
    refundedAmount: money('refunded_amount'),
    /** The card fee's share that went back with it (contract/disputes.ts feeShareOf). */
    refundedFee: money('refunded_fee'),
    dueDate: date('due_date', { mode: 'string' }),
    providerChargeId: text('provider_charge_id'),
    /** The pending transfer that holds the money for the payee until release or cancellation. */
    holdTransferId: text('hold_transfer_id'),
    cancelReason: text('cancel_reason'),
    nonPaymentReportedAt: at('non_payment_reported_at'),
    nonPaymentDetails: text('non_payment_details'),
    createdAt: at('created_at').notNull().defaultNow(),
    fundedAt: at('funded_at'),
    releasedAt: at('released_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('pay_payments_payee_idx').on(t.payeeEntityId, t.status, t.releasedAt),
    index('pay_payments_payer_idx').on(t.payerEntityId, t.createdAt),
    index('pay_payments_job_idx').on(t.jobId),
    index('pay_payments_reported_idx').on(t.nonPaymentReportedAt).where(sql`${t.nonPaymentReportedAt} is not null`),
  ],
);

export const payWithdrawals = pgTable(
  'pay_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payoutMethodId: integer('payout_method_id').notNull(),
    /** The method's masked label when the withdrawal was made. */
    methodLabel: text('method_label').notNull(),
    /** processing | paid | failed */
    status: text('status').notNull(),
    providerPayoutId: text('provider_payout_id'),
    transferId: text('transfer_id').notNull(),
    failure: text('failure'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [index('pay_withdrawals_member_idx').on(t.entityId, t.createdAt)],
);

export const payDebits = pgTable(
  'pay_debits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payPayments.id),
    payeeEntityId: integer('payee_entity_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').notNull(),
    transferId: text('transfer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('pay_debits_payee_idx').on(t.payeeEntityId, t.createdAt)],
);

export const payPayoutMethods = pgTable(
  'pay_payout_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id').notNull(),
    /** bank_transfer | paypal */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    /** What the payout rail needs (holder and IBAN, or the e-mail); never sent back in full. */
    details: jsonb('details').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Removed methods stay for the withdrawals that went to them. */
    removedAt: at('removed_at'),
  },
  (t) => [index('pay_payout_methods_member_idx').on(t.entityId)],
);

/**
 * Held money given back to the payer, once per step: by the payee (in part or in full), by a
 * dispute's decision, or by a cancellation after funding. Each row has its credit note.
 */
export const payRefunds = pgTable(
  'pay_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payPayments.id),
    /** Of the payment's amount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The card fee's share. */
    fee: money('fee'),
    currency: text('currency').notNull(),
    /** payee | dispute | cancel */
    cause: text('cause').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('pay_refunds_payment_idx').on(t.paymentId)],
);

/** A payer's dispute of held money, the payee's answer and staff's decision (contract/disputes.ts). One per payment. */
export const payDisputes = pgTable(
  'pay_disputes',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payPayments.id),
    /** open | answered | decided | settled | withdrawn */
    status: text('status').notNull(),
    claimed: bigint('claimed', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    openedAt: at('opened_at').notNull(),
    answerDueAt: at('answer_due_at').notNull(),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    /** release | refund | split */
    outcome: text('outcome'),
    refunded: money('refunded'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    closedAt: at('closed_at'),
  },
  (t) => [index('pay_disputes_open_idx').on(t.openedAt).where(sql`${t.status} in ('open', 'answered')`)],
);

/** A member's invoice details and default currency, and whether staff froze their account. */
export const paySettings = pgTable('pay_settings', {
  entityId: integer('entity_id').primaryKey(),
  defaultCurrency: text('default_currency').notNull().default('EUR'),
  invoiceName: text('invoice_name').notNull().default(''),
  invoiceAddress: text('invoice_address').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  /** ISO 3166-1 alpha-2 of the legal address ('' not given): the tax ID's label, VAT and reverse charge. */
  country: text('country').notNull().default(''),
  /** The member charges VAT on what they invoice, at this rate (basis points: 2300 is 23 %). */
  vatRegistered: boolean('vat_registered').notNull().default(false),
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  /** No VAT on invoices to a business with a VAT number in another EU country: the customer accounts for it. */
  reverseCharge: boolean('reverse_charge').notNull().default(false),
  frozenAt: at('frozen_at'),
  frozenReason: text('frozen_reason'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The first answer to each Idempotency-Key of a member, replayed when the key comes again; written in
 * the same transaction as the change it answers, so a key is stored exactly when its change is.
 */
export const payIdempotency = pgTable(
  'pay_idempotency',
  {
    entityId: integer('entity_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.key] })],
);

/**
 * A paid membership bought through Wordhive Pay (issue 15): the member's card is charged, or their
 * balance debited, to Wordhive's fee account by one transfer of kind `membership`; the member's
 * plan runs until `endsAt` (a renewal starts where the running one ends).
 */
export const membershipPurchases = pgTable(
  'membership_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id').notNull(),
    /** professional | business */
    plan: text('plan').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** card | balance */
    method: text('method').notNull(),
    providerChargeId: text('provider_charge_id'),
    transferId: text('transfer_id')
      .notNull()
      .references(() => payTransfers.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('membership_purchases_entity_idx').on(t.entityId, t.createdAt)],
);
