/**
 * Wordhive Pay (issue 16): payments between members on a double-entry ledger.
 * Every amount is an integer of minor units (cents) of its currency; the server
 * and the forms share these schemas, fee rules and messages (docs/decisions/033).
 */
import { z } from 'zod';
import { calendarDay } from './fields.ts';
import { idSchema } from './ids.ts';
import { checkLegalDetails, legalDetailsShape } from './invoicing.ts';
import { CURRENCIES } from './opportunities.ts';
import { ACCOUNT_TYPES } from './taxonomy.ts';

export { CURRENCIES as PAY_CURRENCIES };

/** How a payer funds a payment: a card through the payment provider, or their own Wordhive balance. */
export const FUNDING_METHODS = ['card', 'balance'] as const;
export type FundingMethod = (typeof FUNDING_METHODS)[number];

/** Where a payee's withdrawals go. */
export const PAYOUT_KINDS = ['bank_transfer', 'paypal'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** disputed: funded, and the payer contests it; the money stays held until staff decide (contract/disputes.ts). */
export const PAYMENT_STATUSES = ['awaiting_funding', 'funded', 'disputed', 'released', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['processing', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** 1.00 to 1,000,000.00: larger sums go through member services. */
export const MIN_PAYMENT = 100;
export const MAX_PAYMENT = 100_000_000;
export const DESCRIPTION_MAX = 500;
export const REASON_MAX = 500;
export const PAYOUT_METHODS_MAX = 5;
/** Lists answer this many rows a page. */
export const PAY_PAGE_SIZE = 50;

/** Test cards of the sandbox provider (Stripe's own test payment-method ids). */
export const SANDBOX_CARDS = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_chargeDeclined'] as const;

/**
 * Fees (docs/decisions/033). The payer pays the funding method's fee on top of the payment; the payee
 * pays the service fee when the payment is released, lower with a paid membership. Basis points.
 */
export const METHOD_FEES: Record<FundingMethod, { bp: number; fixed: number }> = {
  card: { bp: 290, fixed: 30 },
  balance: { bp: 0, fixed: 0 },
};
export const SERVICE_FEE_BP = { member: 200, standard: 500 } as const;

/** A fee in minor units: basis points of the amount, half up, plus the fixed part. */
export function feeOf(amount: number, fee: { bp: number; fixed: number }): number {
  return Math.floor((amount * fee.bp + 5_000) / 10_000) + fee.fixed;
}

export const MESSAGES = {
  idempotencyReuse: 'This Idempotency-Key was already used for a different request',
  notYours: 'You can see only your own payments',
  selfPayment: 'You cannot pay yourself',
  payeeUnknown: 'There is no member to pay with this id',
  memberUnknown: 'Member not found',
  insufficient: 'Your Wordhive balance is too low for this payment',
  notWithdrawable: 'This is more than you can withdraw now',
  cardDeclined: 'The card was declined; nothing was charged',
  cardUnknown: 'There is no such card; nothing was charged',
  jobOverpaid: 'This is more than is left to pay for this job',
  frozen: 'This Wordhive Pay account is frozen; member services will contact you',
  notPayer: 'Only the payer can do this',
  notFundable: 'Only a payment awaiting funding can be funded',
  notReleasable: 'Only a funded payment can be released',
  notCancellable: 'This payment can no longer be cancelled',
  dueDate: 'Choose a due date for a payment you fund later',
  dueDatePast: 'Choose a due date from today on',
  notOverdue: 'You can report non-payment once the due date has passed',
  alreadyReported: 'Non-payment was already reported for this payment',
  jobNotYours: 'Link a job you awarded to this member, or none',
  payoutMethodUnknown: 'Choose one of your payout methods',
  /** With the limit in place of {n}. */
  payoutMethodsFull: 'You can keep at most {n} payout methods',
  debitTooLarge: 'A debit cannot exceed what this payment credited the payee',
  notFound: 'There is no such payment',
  jobCurrency: 'Pay for a job in the currency of its quote',
  // Disputes and refunds of held money (contract/disputes.ts).
  notDisputable: 'Only money held for the payee can be disputed',
  alreadyDisputed: 'This payment was already disputed',
  claimTooLarge: 'You can claim at most what is held for this payment',
  notPayee: 'Only the payee can do this',
  notAnswerable: 'This dispute is no longer waiting for an answer',
  notDecidable: 'Staff decide once the payee has answered or the time to answer is over',
  alreadyDecided: 'This dispute was already decided',
  splitAmount: 'A split gives back part of the money held: more than nothing and less than all of it',
  noDispute: 'This payment has no dispute',
  refundTooLarge: 'You can give back at most what is still held',
  notRefundable: 'Only money still held can be given back',
  statement: 'Say what happened in at least 10 characters',
  outcome: 'Choose release, refund or split',
  // The schemas' own messages: the forms show each in the reader's language (pay-messages.ts).
  payee: 'Choose the member to pay',
  amount: 'Enter the amount in cents',
  amountMin: 'The smallest amount is 1.00',
  amountMax: 'Amounts above 1,000,000.00 go through member services',
  currency: 'Choose a currency from the list',
  describe: 'Say what the payment is for',
  date: 'Enter a date as YYYY-MM-DD',
  method: 'Choose how to pay',
  card: 'Choose a card',
  reason: 'Give a reason',
  iban: 'Enter a valid IBAN',
  holder: 'Enter the account holder',
  email: 'Enter an email address',
  payoutKind: 'Choose a payout method',
  memberId: 'Give a member id',
  /** With the limit in place of {n}: tooLong(120). */
  tooLong: 'At most {n} characters',
} as const;

const tooLong = (n: number) => MESSAGES.tooLong.replace('{n}', String(n));

const amount = z
  .number({ error: MESSAGES.amount })
  .int(MESSAGES.amount)
  .min(MIN_PAYMENT, MESSAGES.amountMin)
  .max(MAX_PAYMENT, MESSAGES.amountMax);
const currency = z.enum(CURRENCIES, { error: MESSAGES.currency });
const isoDate = calendarDay(MESSAGES.date);
const cardId = z.string().regex(/^pm_[A-Za-z0-9_]{1,100}$/, MESSAGES.card);
const reason = z.string().trim().min(3, MESSAGES.reason).max(REASON_MAX, tooLong(REASON_MAX));

export const fundingSchema = z
  .object({
    method: z.enum(FUNDING_METHODS, { error: MESSAGES.method }),
    cardId: cardId.optional(),
  })
  .refine((f) => f.method !== 'card' || f.cardId, { message: MESSAGES.card, path: ['cardId'] });
export type Funding = z.infer<typeof fundingSchema>;

export const paymentCreateSchema = z
  .object({
    payeeEid: idSchema(MESSAGES.payee),
    amount,
    currency,
    description: z.string().trim().min(3, MESSAGES.describe).max(DESCRIPTION_MAX, tooLong(DESCRIPTION_MAX)),
    jobId: idSchema(MESSAGES.jobNotYours).nullable().default(null),
    /** Funded now (held for the payee until released) or later, by the due date. */
    fundNow: z.boolean(),
    funding: fundingSchema.optional(),
    dueDate: isoDate.nullable().default(null),
  })
  .refine((p) => !p.fundNow || p.funding, { message: MESSAGES.method, path: ['funding'] })
  .refine((p) => p.fundNow || p.dueDate, { message: MESSAGES.dueDate, path: ['dueDate'] });
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

export const paymentParamsSchema = z.object({ paymentId: idSchema(MESSAGES.notFound) });
export const cancelSchema = z.object({ reason: z.string().trim().max(REASON_MAX).default('') });
export const nonPaymentSchema = z.object({ details: reason });
export const debitSchema = z.object({ amount, reason });
export const freezeSchema = z
  .object({ frozen: z.boolean(), reason: reason.optional() })
  .refine((f) => !f.frozen || f.reason, { message: MESSAGES.reason, path: ['reason'] });

export const withdrawalCreateSchema = z.object({
  amount,
  currency,
  payoutMethodId: idSchema(MESSAGES.payoutMethodUnknown),
});

const iban = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .refine((s) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s) && ibanChecksumOk(s), MESSAGES.iban);
export const payoutMethodInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank_transfer'),
      holder: z.string().trim().min(2, MESSAGES.holder).max(120, tooLong(120)),
      iban,
    }),
    z.object({ kind: z.literal('paypal'), email: z.email(MESSAGES.email).max(254, MESSAGES.email) }),
  ],
  { error: MESSAGES.payoutKind },
);
export type PayoutMethodInput = z.input<typeof payoutMethodInputSchema>;
export const payoutMethodParamsSchema = z.object({ methodId: idSchema(MESSAGES.payoutMethodUnknown) });

/** ISO 13616: move the first four characters to the end, letters to numbers, mod 97 is 1. */
export function ibanChecksumOk(value: string): boolean {
  const moved = value.slice(4) + value.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = Number(`${rest}${n}`) % 97;
  }
  return rest === 1;
}

/** The default currency, and the legal details every invoice and receipt shows (contract/invoicing.ts). */
const settingsFields = z.object({
  defaultCurrency: currency,
  invoiceName: z.string().trim().max(120, tooLong(120)),
  invoiceAddress: z.string().trim().max(300, tooLong(300)),
  taxId: z.string().trim().max(40, tooLong(40)),
  ...legalDetailsShape,
});
export const settingsInputSchema = settingsFields.superRefine(checkLegalDetails);
export type SettingsInput = z.infer<typeof settingsInputSchema>;

// ---- queries ----------------------------------------------------------------------------------
const eid = idSchema(MESSAGES.memberId);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const payeeQuerySchema = z.object({ payeeEid: eid, page });
export const payerQuerySchema = z.object({ payerEid: eid, page });
export const entityQuerySchema = z.object({ entityId: eid });
export const overviewQuerySchema = z.object({ payeeEid: eid });
export const settingsQuerySchema = z.object({ payeeEid: eid });
export const serviceFeesQuerySchema = z.object({ payerEid: eid, payeeEid: eid });
export const EXPORT_LISTS = ['received', 'sent', 'withdrawn', 'debits'] as const;
export const exportQuerySchema = z.object({ list: z.enum(EXPORT_LISTS), entityId: eid });

// ---- answers ----------------------------------------------------------------------------------
const party = z.object({ entityId: z.number(), name: z.string() });

export const paymentSchema = z.object({
  id: z.number(),
  payer: party,
  payee: party,
  amount: z.number(),
  currency,
  description: z.string(),
  jobId: z.number().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(FUNDING_METHODS).nullable(),
  /** What the payer paid on top for the funding method. */
  methodFee: z.number(),
  /** What the payee paid when it was released. */
  serviceFee: z.number(),
  /** Debited back from the payee (a failed or disputed charge). */
  debited: z.number(),
  /** Given back to the payer of held money (a refund, a dispute, a cancellation): the amount and its share of the card fee. */
  refunded: z.number(),
  /** The part of `amount` given back: the payee is paid `amount − refundedAmount`, less the service fee. */
  refundedAmount: z.number(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  nonPaymentReportedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  fundedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentAnswerSchema = z.object({ payment: paymentSchema });

export const paymentListSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

export const withdrawalSchema = z.object({
  id: z.number(),
  amount: z.number(),
  currency,
  method: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalAnswerSchema = z.object({ withdrawal: withdrawalSchema });
export const withdrawalListSchema = z.object({
  items: z.array(withdrawalSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const debitItemSchema = z.object({
  id: z.number(),
  paymentId: z.number(),
  payer: party,
  amount: z.number(),
  currency,
  reason: z.string(),
  createdAt: z.string(),
});
export type DebitItem = z.infer<typeof debitItemSchema>;
export const debitListSchema = z.object({
  items: z.array(debitItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const pendingSchema = z.object({
  /** Payments the member must fund or release. */
  toPay: z.array(paymentSchema),
  /** Payments owed to the member, not yet released. */
  toReceive: z.array(paymentSchema),
});
export type Pending = z.infer<typeof pendingSchema>;

export const balanceSchema = z.object({
  currency,
  /** Posted money the member may spend (after any pending payment from their balance). */
  available: z.number(),
  /** Funded for the member, not yet released. */
  pending: z.number(),
  /** Available and past the hold period: what a withdrawal may take. */
  withdrawable: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const overviewSchema = z.object({
  balances: z.array(balanceSchema),
  /** The 12 months (YYYY-MM) the month chart covers, oldest first, this one last: a month with no income is drawn at 0. */
  months: z.array(z.string()),
  /** Released income by month (YYYY-MM), over `months`, per currency; months with none are not listed. */
  byMonth: z.array(z.object({ month: z.string(), currency, amount: z.number() })),
  /** The ten clients who paid the most, per currency. */
  byClient: z.array(z.object({ payer: party, currency, amount: z.number(), count: z.number() })),
  byCurrency: z.array(z.object({ currency, amount: z.number(), count: z.number() })),
  /** What the member paid others, per currency: released, and funded but held until they release it. */
  spent: z.array(z.object({ currency, released: z.number(), held: z.number(), count: z.number() })),
  holdDays: z.number(),
  frozen: z.boolean(),
});
export type Overview = z.infer<typeof overviewSchema>;

export const payoutMethodSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYOUT_KINDS),
  /** Masked: "DE89 •••• 3000" or "a•••@example.com". */
  label: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const settingsSchema = settingsFields.extend({
  payoutMethods: z.array(payoutMethodSchema),
  frozen: z.boolean(),
  frozenReason: z.string().nullable(),
  holdDays: z.number(),
  /** sandbox: test cards, no real money; stripe: the real provider. */
  provider: z.enum(['sandbox', 'stripe']),
});
export type PaySettings = z.infer<typeof settingsSchema>;

export const serviceFeesSchema = z.object({
  payer: party,
  payee: party,
  /** The service fee the payee pays on release, in basis points. */
  serviceFeeBp: z.number(),
  payeeIsMember: z.boolean(),
  methodFees: z.array(z.object({ method: z.enum(FUNDING_METHODS), bp: z.number(), fixed: z.number() })),
});
export type ServiceFees = z.infer<typeof serviceFeesSchema>;

export const methodFeesSchema = z.object({
  methods: z.array(z.object({ method: z.enum(FUNDING_METHODS), bp: z.number(), fixed: z.number() })),
  serviceFeeBp: z.object({ member: z.number(), standard: z.number() }),
  holdDays: z.number(),
});
export type MethodFees = z.infer<typeof methodFeesSchema>;

/** A member one does business with, as lists of them show them: with their photo and account type. */
const counterpart = party.extend({ imageUrl: z.string().nullable(), accountType: z.enum(ACCOUNT_TYPES).nullable() });
export const businessesSchema = z.object({
  /** Who paid this member, with what they paid per currency. */
  payers: z.array(z.object({ party: counterpart, currency, amount: z.number(), count: z.number() })),
  /** Whom this member paid. */
  payees: z.array(z.object({ party: counterpart, currency, amount: z.number(), count: z.number() })),
});
export type Businesses = z.infer<typeof businessesSchema>;

export const FEED_KINDS = [
  'payment_created',
  'payment_funded',
  'payment_released',
  'payment_cancelled',
  'payment_refunded',
  'withdrawal',
  'debit',
  'membership',
] as const;
export const feedSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(FEED_KINDS),
      at: z.string(),
      amount: z.number(),
      currency,
      /** The other member, for payments and debits. */
      other: party.nullable(),
      /**
       * in: money came to the viewer (a release, less the fee; a refund), out: it left them (a
       * funding, with the card's fee; a withdrawal; a debit); none: a step that moved none of the
       * viewer's money (a promise, money held for them, a release of money they had paid).
       */
      direction: z.enum(['in', 'out', 'none']),
      paymentId: z.number().nullable(),
      /** A membership bought from Wordhive (kind membership): its receipt is the purchase's. */
      purchaseId: z.number().nullable(),
    }),
  ),
});
export type Feed = z.infer<typeof feedSchema>;

export const adminAccountsSchema = z.object({
  frozen: z.array(z.object({ party, reason: z.string(), at: z.string() })),
  nonPaymentReports: z.array(paymentSchema),
  /** The books recomputed from the transfers, per currency (all zeros when they balance). */
  books: z.array(
    z.object({
      currency: z.string(),
      postedSum: z.number(),
      pendingSum: z.number(),
      driftedAccounts: z.number(),
      inconsistentPayments: z.number(),
    }),
  ),
});
export type AdminPayAccounts = z.infer<typeof adminAccountsSchema>;
