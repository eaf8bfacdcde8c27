/**
 * Wordhive Pay's rules (docs/decisions/033): who may pay whom, fees, the life
 * of a payment (awaiting funding → funded → released, or cancelled), withdrawals
 * after the hold period, customer debits, frozen accounts, and the idempotency
 * of every state-changing call. Money moves only through the ledger.
 */

import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import {
  type MyMembership,
  PAID_AHEAD,
  PLAN_MONTHS,
  PLAN_NOT_FOR_YOU,
  PLANS,
  PREPAID_DAYS_MAX,
  type PurchaseInput,
  type PurchaseRecord,
  planFor,
} from '../../../contract/membership.ts';
import { leftToPay } from '../../../contract/opportunities.ts';
import {
  type Balance,
  type Businesses,
  type Feed,
  type Funding,
  type FundingMethod,
  feeOf,
  MESSAGES,
  METHOD_FEES,
  type MethodFees,
  type Overview,
  PAY_PAGE_SIZE,
  PAYOUT_METHODS_MAX,
  type Payment,
  type PaymentCreate,
  type PayoutMethodInput,
  type PaySettings,
  paymentCreateSchema,
  payoutMethodInputSchema,
  SERVICE_FEE_BP,
  type ServiceFees,
  type SettingsInput,
  type Withdrawal,
} from '../../../contract/payments.ts';
import { membershipStatus } from '../../../contract/profile.ts';
import type { AccountType } from '../../../contract/taxonomy.ts';
import { fmt } from '../../../i18n/types.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import { createDisputeRepository } from './disputes-repository.ts';
import { createHeldMoney } from './held-money.ts';
import { checkBooks, type Executor, type Ledger } from './ledger.ts';
import { createPaySteps, isHeld, iso, today, toPayment } from './pay-steps.ts';
import type { PaymentProvider } from './provider.ts';
import type { PaymentRecord, PayRepository } from './repository.ts';

export { type Answer, toPayment } from './pay-steps.ts';

const DAY_MS = 86_400_000;
const FEED_SIZE = 100;

/** Posted money not promised to a pending payment or withdrawal. */
const availableOf = (a: { creditsPosted: number; debitsPosted: number; debitsPending: number }) =>
  a.creditsPosted - a.debitsPosted - a.debitsPending;

function maskedLabel(method: PayoutMethodInput & { iban?: string }): string {
  if (method.kind === 'paypal') {
    const [user = '', host = ''] = method.email.split('@');
    return `PayPal ${user.slice(0, 1)}•••@${host}`;
  }
  const iban = method.iban.replace(/\s+/g, '').toUpperCase();
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

const toPurchase = (row: Awaited<ReturnType<PayRepository['purchases']>>[number]): PurchaseRecord => ({
  id: row.id,
  plan: row.plan as PurchaseRecord['plan'],
  amount: row.amount,
  currency: row.currency,
  method: row.method as PurchaseRecord['method'],
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export function createPayService(deps: {
  repo: PayRepository;
  ledger: Ledger;
  provider: PaymentProvider;
  notifications: NotificationService;
  audit: AuditService;
  holdDays: number;
  /** What follows a change of a member's membership (the directory shows it). */
  membershipChanged?: (entityId: number) => Promise<void>;
  now?: () => number;
}) {
  const { repo, ledger, provider, notifications, audit, holdDays } = deps;
  const now = deps.now ?? Date.now;

  const steps = createPaySteps({ repo, notifications });
  const { ownOr403, mover, frozenCheck, once, notify, paymentOf } = steps;
  const held = createHeldMoney({ repo, ledger, provider, steps, now });
  const disputes = createDisputeRepository(repo.db);

  /**
   * Charges the card or holds the balance, and the payee sees the money pending. The provider's key
   * is the payer's and their Idempotency-Key's, never the payment row's: a row made in this same
   * transaction gets another id on the retry after a crash, and the card would be charged again.
   */
  async function fundIn(tx: Executor, payment: PaymentRecord, funding: Funding, payer: number, idempotencyKey: string) {
    const fee = feeOf(payment.amount, METHOD_FEES[funding.method]);
    const hold = randomUUID();
    // Claimed first: the payment's row stays locked until commit, so a cancellation at the same moment
    // waits and then finds it funded; the card is never charged for a payment someone else moved.
    const claimed = await repo.setStatus(tx, payment.id, 'awaiting_funding', {
      status: 'funded',
      method: funding.method,
      methodFee: fee,
      fundedAt: new Date(now()),
      holdTransferId: hold,
    });
    if (!claimed) throw new HttpError(409, MESSAGES.notFundable);
    const payeeAccount = await ledger.memberAccount(tx, payment.payeeEntityId, payment.currency);
    let source: number;
    if (funding.method === 'card') {
      const charged = await provider.charge({
        amount: payment.amount + fee,
        currency: payment.currency,
        cardId: funding.cardId!,
        description: payment.description,
        key: `fund-${payer}-${idempotencyKey}`,
      });
      if (!charged.ok) throw new HttpError(402, charged.message);
      await repo.setStatus(tx, payment.id, 'funded', { status: 'funded', providerChargeId: charged.id });
      source = await ledger.systemAccount(tx, 'provider', payment.currency);
      if (fee > 0) {
        const fees = await ledger.systemAccount(tx, 'fees', payment.currency);
        await ledger.transfer(
          tx,
          {
            debit: source,
            credit: fees,
            amount: fee,
            currency: payment.currency,
            kind: 'method_fee',
            paymentId: payment.id,
          },
          MESSAGES.insufficient,
        );
      }
    } else {
      source = await ledger.memberAccount(tx, payment.payerEntityId, payment.currency);
    }
    await ledger.transfer(
      tx,
      {
        id: hold,
        debit: source,
        credit: payeeAccount,
        amount: payment.amount,
        currency: payment.currency,
        kind: 'fund',
        pending: true,
        paymentId: payment.id,
      },
      MESSAGES.insufficient,
    );
  }

  /** What releases within the hold period added, per currency: not withdrawable yet. */
  const heldNow = (entityId: number, q?: Executor) => repo.heldSince(entityId, new Date(now() - holdDays * DAY_MS), q);

  async function balances(entityId: number): Promise<Balance[]> {
    const accounts = await repo.accounts(entityId);
    const held = new Map((await heldNow(entityId)).map((h) => [h.currency, h.amount]));
    return accounts.map((a) => {
      const available = availableOf(a);
      return {
        currency: a.currency as Balance['currency'],
        available,
        pending: a.creditsPending,
        withdrawable: Math.max(0, available - (held.get(a.currency) ?? 0)),
      };
    });
  }

  const list = <T>(items: T[], total: number, page: number) => ({ items, total, page, pageSize: PAY_PAGE_SIZE });

  /** A membership bought is a payment to Wordhive: the member is told, once per purchase. */
  async function tellPurchase(entityId: number, purchase: PurchaseRecord) {
    const member = await repo.member(entityId);
    if (!member) return;
    const words = mailWords('pay', {
      title: 'membershipPaidTitle',
      message: 'membershipPaidMessage',
      values: { amount: { cents: purchase.amount, currency: purchase.currency } },
    });
    await notifications.create(
      { userId: entityId, type: 'payment', redirectUrl: '/membership', ...noticeOf(words, member.siteLang) },
      `membership-paid:${purchase.id}`,
    );
  }

  async function myMembership(entityId: number): Promise<MyMembership> {
    const [m, purchases] = await Promise.all([repo.membership(entityId), repo.purchases(entityId)]);
    const plan = m?.plan ?? 'none';
    const until = m?.until ?? null;
    return {
      plan,
      status: membershipStatus(plan, until, now()),
      since: iso(m?.since ?? null),
      until: iso(until),
      eligiblePlan: m ? planFor(m.accountType) : null,
      purchases: purchases.map(toPurchase),
    };
  }

  return {
    ownOr403,

    // ---- paid membership -----------------------------------------------------------------------
    myMembership,

    /**
     * Buys a year of the member's plan, by card or from the balance, into Wordhive's fee account. A
     * renewal starts where the running membership ends; a lapsed or new one starts now.
     */
    async buyMembership(request: FastifyRequest, input: PurchaseInput, key: string) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'membership', input }, async (tx) => {
        await frozenCheck(tx, me);
        await repo.lockMember(tx, me);
        const current = await repo.membership(me, tx);
        if (!current || planFor(current.accountType) !== input.plan) throw forbidden(PLAN_NOT_FOR_YOU);
        const at = new Date(now());
        const running = current.plan === input.plan && !!current.until && current.until > at;
        if (running && current.until!.getTime() - at.getTime() > PREPAID_DAYS_MAX * DAY_MS)
          throw new HttpError(409, PAID_AHEAD);
        const startsAt = running ? current.until! : at;
        const endsAt = new Date(startsAt);
        endsAt.setUTCMonth(endsAt.getUTCMonth() + PLAN_MONTHS);
        const amount = PLANS[input.plan].prices[input.currency];
        let source: number;
        let providerChargeId: string | null = null;
        if (input.funding.method === 'card') {
          const charged = await provider.charge({
            amount,
            currency: input.currency,
            cardId: input.funding.cardId!,
            description: `Wordhive ${input.plan} membership`,
            key: `membership-${me}-${key}`,
          });
          if (!charged.ok) throw new HttpError(402, charged.message);
          providerChargeId = charged.id;
          source = await ledger.systemAccount(tx, 'provider', input.currency);
        } else {
          source = await ledger.memberAccount(tx, me, input.currency);
        }
        const transferId = await ledger.transfer(
          tx,
          {
            debit: source,
            credit: await ledger.systemAccount(tx, 'fees', input.currency),
            amount,
            currency: input.currency,
            kind: 'membership',
          },
          MESSAGES.insufficient,
        );
        const purchase = await repo.insertPurchase(tx, {
          entityId: me,
          plan: input.plan,
          amount,
          currency: input.currency,
          method: input.funding.method,
          providerChargeId,
          transferId,
          startsAt,
          endsAt,
          createdAt: at,
        });
        await repo.setMembership(tx, me, {
          plan: input.plan,
          since: running ? (current.since ?? at) : at,
          until: endsAt,
          // "First time paid" is the first membership a member ever had, renewals of it included.
          firstTimePaid: running ? (current.firstTimePaid ?? false) : current.since === null,
        });
        return { status: 201, body: { purchase: toPurchase(purchase) } };
      });
      if (!answer.replayed) {
        await deps.membershipChanged?.(me);
        await tellPurchase(me, answer.body.purchase);
      }
      return { ...answer, body: { ...answer.body, membership: await myMembership(me) } };
    },

    // ---- payments -----------------------------------------------------------------------------
    async create(request: FastifyRequest, input: PaymentCreate, key: string) {
      const me = mover(request);
      const p = paymentCreateSchema.parse(input);
      if (p.payeeEid === me) throw new HttpError(400, MESSAGES.selfPayment);
      let payee: Awaited<ReturnType<PayRepository['member']>>;
      // Checks that depend on the day or on other records run inside: a replayed key answers what the
      // first call answered, even after the due date passed or the payee left.
      const answer = await once(me, key, { route: 'create', input: p }, async (tx) => {
        if (!p.fundNow && p.dueDate! < today(now())) throw new HttpError(400, MESSAGES.dueDatePast);
        payee = await repo.member(p.payeeEid, tx);
        if (!payee) throw notFound(MESSAGES.payeeUnknown);
        if (p.jobId !== null) {
          const job = await repo.awardedJobLocked(p.jobId, me, p.payeeEid, tx);
          if (!job) throw new HttpError(400, MESSAGES.jobNotYours);
          // What is left to pay of a job (leftToPay) adds up its payments in the quote's currency.
          if (job.currency !== p.currency) throw new HttpError(400, MESSAGES.jobCurrency);
          // The database decides, not the page: a second tab's payment counts the first one's.
          if (p.amount > leftToPay(job.totalCents, job.currency, job.payments))
            throw new HttpError(409, MESSAGES.jobOverpaid);
        }
        await frozenCheck(tx, me);
        const payment = await repo.insertPayment(tx, {
          payerEntityId: me,
          payeeEntityId: p.payeeEid,
          amount: p.amount,
          currency: p.currency,
          description: p.description,
          jobId: p.jobId,
          status: 'awaiting_funding',
          dueDate: p.fundNow ? null : p.dueDate,
          createdAt: new Date(now()),
        });
        if (p.fundNow) await fundIn(tx, payment, p.funding!, me, key);
        return { status: 201, body: { payment: toPayment(await paymentOf(tx, payment.id), now()) } };
      });
      if (!answer.replayed) {
        const { payment } = answer.body;
        await notify(payment.payee.entityId, payment.status === 'funded' ? 'funded' : 'created', payment, {
          recipient: payee,
        });
      }
      return answer;
    },

    async fund(request: FastifyRequest, paymentId: number, funding: Funding, key: string) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'fund', input: { paymentId, funding } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.payerEntityId !== me) throw forbidden(MESSAGES.notPayer);
        if (payment.status !== 'awaiting_funding') throw new HttpError(409, MESSAGES.notFundable);
        await frozenCheck(tx, me);
        await fundIn(tx, payment, funding, me, key);
        return { status: 200, body: { payment: toPayment(await paymentOf(tx, paymentId), now()) } };
      });
      if (!answer.replayed) {
        await notify(answer.body.payment.payee.entityId, 'funded', answer.body.payment);
      }
      return answer;
    },

    /**
     * The payer releases held money: the payee's pending money becomes theirs, less the service fee.
     * Releasing a disputed payment withdraws the dispute.
     */
    async release(request: FastifyRequest, paymentId: number, key: string) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'release', input: { paymentId } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.payerEntityId !== me) throw forbidden(MESSAGES.notPayer);
        const released = await held.release(tx, payment);
        if (payment.status === 'disputed') await disputes.close(tx, paymentId, 'withdrawn', new Date(now()));
        return { status: 200, body: { payment: toPayment({ ...payment, ...released }, now()) } };
      });
      if (!answer.replayed) {
        await notify(answer.body.payment.payee.entityId, 'released', answer.body.payment);
      }
      return answer;
    },

    /**
     * Cancels a payment: the payer while it awaits funding; once funded, the payee (who gives it
     * back) or an admin. Held money goes back to the payer in full, a card's fee included.
     */
    async cancel(request: FastifyRequest, paymentId: number, reason: string, key: string) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'cancel', input: { paymentId, reason } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        const mayCancel =
          payment.status === 'awaiting_funding'
            ? payment.payerEntityId === me || request.viewer.isAdmin
            : isHeld(payment.status) && (payment.payeeEntityId === me || request.viewer.isAdmin);
        if (payment.status !== 'awaiting_funding' && !isHeld(payment.status))
          throw new HttpError(409, MESSAGES.notCancellable);
        if (!mayCancel) throw forbidden(MESSAGES.notCancellable);
        if (payment.status === 'awaiting_funding') {
          const cancelled = await repo.setStatus(tx, paymentId, payment.status, {
            status: 'cancelled',
            cancelReason: reason || null,
            cancelledAt: new Date(now()),
          });
          if (!cancelled) throw new HttpError(409, MESSAGES.notCancellable);
        } else {
          await held.refund(tx, payment, {
            amount: held.heldOf(payment),
            cause: 'cancel',
            reason,
            by: me,
            key: `refund-${paymentId}`,
          });
          // Everything went back: a dispute of it has nothing left to decide.
          if (payment.status === 'disputed') await disputes.close(tx, paymentId, 'settled', new Date(now()));
        }
        return { status: 200, body: { payment: toPayment(await paymentOf(tx, paymentId), now()) } };
      });
      if (!answer.replayed) {
        const { payment } = answer.body;
        // Staff acting on others' payments leave a trace; written after the commit, on its own connection.
        if (payment.payer.entityId !== me && payment.payee.entityId !== me) {
          await audit.record(request, 'pay.cancel', payment.payer.entityId, { paymentId, reason });
        }
        await notify(
          payment.payee.entityId === me ? payment.payer.entityId : payment.payee.entityId,
          'cancelled',
          payment,
        );
      }
      return answer;
    },

    async reportNonPayment(request: FastifyRequest, paymentId: number, details: string, key: string) {
      const me = mover(request);
      return once(me, key, { route: 'report', input: { paymentId, details } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.payeeEntityId !== me) throw forbidden('Only the payee can report non-payment');
        if (payment.nonPaymentReportedAt) throw new HttpError(409, MESSAGES.alreadyReported);
        if (!toPayment(payment, now()).overdue) throw new HttpError(409, MESSAGES.notOverdue);
        await repo.reportNonPayment(tx, paymentId, details, new Date(now()));
        return { status: 200, body: { payment: toPayment(await paymentOf(tx, paymentId), now()) } };
      });
    },

    async payment(request: FastifyRequest, paymentId: number): Promise<{ payment: Payment }> {
      const payment = await paymentOf(repo.db, paymentId);
      if (payment.payerEntityId !== request.viewer.entityId && payment.payeeEntityId !== request.viewer.entityId) {
        if (!request.viewer.isAdmin) throw notFound(MESSAGES.notFound);
      }
      return { payment: toPayment(payment, now()) };
    },
    /** The row itself, for the invoice (the caller checked access through payment()). */
    paymentRow: (paymentId: number) => paymentOf(repo.db, paymentId),

    // ---- withdrawals --------------------------------------------------------------------------
    async withdraw(
      request: FastifyRequest,
      input: { amount: number; currency: string; payoutMethodId: number },
      key: string,
    ) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'withdraw', input }, async (tx) => {
        await frozenCheck(tx, me);
        const method = (await repo.payoutMethods(me, tx)).find((m) => m.id === input.payoutMethodId);
        if (!method) throw new HttpError(400, MESSAGES.payoutMethodUnknown);
        const account = await ledger.memberAccount(tx, me, input.currency);
        // The account's row stays locked until commit: two withdrawals at once see each other.
        const totals = await ledger.lock(tx, account);
        const held = (await heldNow(me, tx)).find((h) => h.currency === input.currency)?.amount ?? 0;
        const withdrawable = availableOf(totals) - held;
        if (input.amount > withdrawable) throw new HttpError(409, MESSAGES.notWithdrawable);
        const payouts = await ledger.systemAccount(tx, 'payouts', input.currency);
        // The withdrawal and its transfer name each other: the transfer's id is chosen first.
        const transferId = randomUUID();
        const withdrawalId = await repo.insertWithdrawal(tx, {
          entityId: me,
          amount: input.amount,
          currency: input.currency,
          payoutMethodId: method.id,
          methodLabel: method.label,
          status: 'processing',
          transferId,
          createdAt: new Date(now()),
        });
        await ledger.transfer(
          tx,
          {
            id: transferId,
            debit: account,
            credit: payouts,
            amount: input.amount,
            currency: input.currency,
            kind: 'withdrawal',
            pending: true,
            withdrawalId,
          },
          MESSAGES.notWithdrawable,
        );
        const row = (await repo.withdrawal(withdrawalId, tx))!;
        return { status: 201, body: { withdrawal: toWithdrawal(row) } };
      });
      // The withdrawal is on the record, its money held: a payout that cannot go out now (the
      // provider down, a crash) is sent again with the same key by the catch-up sweep (settleAll).
      if (!answer.replayed) await this.settleWithdrawal(answer.body.withdrawal.id).catch(() => {});
      return answer;
    },

    /**
     * Sends a processing withdrawal through the payout rail and posts or voids its transfer. Safe to
     * run again (after a crash): the provider call carries the withdrawal's key, the settle is conditional.
     */
    async settleWithdrawal(withdrawalId: number) {
      const w = await repo.withdrawal(withdrawalId);
      if (w?.status !== 'processing') return;
      const method = (await repo.payoutMethods(w.entityId)).find((m) => m.id === w.payoutMethodId);
      const sent = await provider.payout({
        amount: w.amount,
        currency: w.currency,
        destination: method ? JSON.stringify(method.details) : w.methodLabel,
        key: `withdrawal-${w.id}`,
      });
      await repo.transaction(async (tx) => {
        const settled = await repo.settleWithdrawal(
          tx,
          w.id,
          sent.ok
            ? { status: 'paid', providerPayoutId: sent.id, paidAt: new Date(now()) }
            : { status: 'failed', failure: sent.message },
        );
        if (settled) await ledger.resolve(tx, w.transferId, sent.ok ? 'post' : 'void');
      });
    },
    async settleAll() {
      for (const w of await repo.processingWithdrawals()) await this.settleWithdrawal(w.id);
    },

    // ---- admin --------------------------------------------------------------------------------
    /** A payer's charge failed or was disputed: the payee gives back that much, with the reason shown. */
    async debit(request: FastifyRequest, paymentId: number, input: { amount: number; reason: string }, key: string) {
      const admin = mover(request);
      const answer = await once(admin, key, { route: 'debit', input: { paymentId, ...input } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.status !== 'released' || !(await repo.addDebited(tx, paymentId, input.amount))) {
          throw new HttpError(409, MESSAGES.debitTooLarge);
        }
        const account = await ledger.memberAccount(tx, payment.payeeEntityId, payment.currency);
        const world = await ledger.systemAccount(tx, 'provider', payment.currency);
        const transferId = await ledger.transfer(
          tx,
          { debit: account, credit: world, amount: input.amount, currency: payment.currency, kind: 'debit', paymentId },
          MESSAGES.insufficient,
        );
        await repo.insertDebit(tx, {
          paymentId,
          payeeEntityId: payment.payeeEntityId,
          amount: input.amount,
          currency: payment.currency,
          reason: input.reason,
          createdBy: admin,
          transferId,
          createdAt: new Date(now()),
        });
        return { status: 201, body: { payment: toPayment(await paymentOf(tx, paymentId), now()) } };
      });
      if (!answer.replayed) {
        const { payment } = answer.body;
        await audit.record(request, 'pay.debit', payment.payee.entityId, {
          paymentId,
          amount: input.amount,
          reason: input.reason,
        });
        await notify(payment.payee.entityId, 'debited', payment);
      }
      return answer;
    },

    async freeze(request: FastifyRequest, entityId: number, input: { frozen: boolean; reason?: string }, key: string) {
      const admin = mover(request);
      const answer = await once(admin, key, { route: 'freeze', input: { entityId, ...input } }, async (tx) => {
        if (!(await repo.member(entityId, tx))) throw notFound(MESSAGES.memberUnknown);
        await repo.setFrozen(tx, entityId, input.frozen ? input.reason! : null, new Date(now()));
        return { status: 200, body: { frozen: input.frozen } };
      });
      if (!answer.replayed) {
        await audit.record(request, input.frozen ? 'pay.freeze' : 'pay.unfreeze', entityId, {
          reason: input.reason ?? null,
        });
      }
      return answer;
    },

    async adminAccounts() {
      const [frozen, reports, books] = await Promise.all([
        repo.frozenAccounts(),
        repo.nonPaymentReports(),
        checkBooks(repo.db),
      ]);
      return {
        frozen: frozen.map((f) => ({
          party: { entityId: f.entityId, name: f.name ?? DELETED_MEMBER },
          reason: f.reason ?? '',
          at: iso(f.at)!,
        })),
        nonPaymentReports: reports.map((r) => toPayment(r, now())),
        books,
      };
    },

    // ---- settings and payout methods ----------------------------------------------------------
    async settings(entityId: number): Promise<PaySettings> {
      const [row, methods] = await Promise.all([repo.settings(entityId), repo.payoutMethods(entityId)]);
      return {
        defaultCurrency: (row?.defaultCurrency ?? 'EUR') as PaySettings['defaultCurrency'],
        invoiceName: row?.invoiceName ?? '',
        invoiceAddress: row?.invoiceAddress ?? '',
        taxId: row?.taxId ?? '',
        country: row?.country ?? '',
        vatRegistered: row?.vatRegistered ?? false,
        vatRateBp: row?.vatRateBp ?? 0,
        reverseCharge: row?.reverseCharge ?? false,
        payoutMethods: methods.map((m) => ({ id: m.id, kind: m.kind as 'paypal', label: m.label })),
        frozen: !!row?.frozenAt,
        frozenReason: row?.frozenReason ?? null,
        holdDays,
        provider: provider.name,
      };
    },
    async saveSettings(request: FastifyRequest, input: SettingsInput, key: string) {
      const me = mover(request);
      return once(me, key, { route: 'settings', input }, async (tx) => {
        await repo.saveSettings(tx, me, input, new Date(now()));
        return { status: 200, body: { ok: true } };
      });
    },
    async addPayoutMethod(request: FastifyRequest, input: PayoutMethodInput, key: string) {
      const me = mover(request);
      const method = payoutMethodInputSchema.parse(input);
      return once(me, key, { route: 'payout-method', input: method }, async (tx) => {
        if ((await repo.payoutMethods(me, tx)).length >= PAYOUT_METHODS_MAX)
          throw new HttpError(409, fmt(MESSAGES.payoutMethodsFull, { n: PAYOUT_METHODS_MAX }));
        const label = maskedLabel(method);
        const id = await repo.addPayoutMethod(tx, {
          entityId: me,
          kind: method.kind,
          label,
          details: method,
          createdAt: new Date(now()),
        });
        return { status: 201, body: { payoutMethod: { id, kind: method.kind, label } } };
      });
    },
    async removePayoutMethod(request: FastifyRequest, methodId: number, key: string) {
      const me = mover(request);
      return once(me, key, { route: 'payout-method-remove', input: { methodId } }, async (tx) => {
        if (!(await repo.removePayoutMethod(tx, me, methodId, new Date(now()))))
          throw notFound(MESSAGES.payoutMethodUnknown);
        return { status: 200, body: { ok: true } };
      });
    },

    // ---- reads --------------------------------------------------------------------------------
    async pending(entityId: number) {
      const { toPay, toReceive } = await repo.pending(entityId);
      return { toPay: toPay.map((p) => toPayment(p, now())), toReceive: toReceive.map((p) => toPayment(p, now())) };
    },
    async received(entityId: number, page: number) {
      const { items, total } = await repo.received(entityId, page);
      return list(
        items.map((p) => toPayment(p, now())),
        total,
        page,
      );
    },
    async sent(entityId: number, page: number) {
      const { items, total } = await repo.sent(entityId, page);
      return list(
        items.map((p) => toPayment(p, now())),
        total,
        page,
      );
    },
    async withdrawn(entityId: number, page: number) {
      const { items, total } = await repo.withdrawals(entityId, page);
      return list(items.map(toWithdrawal), total, page);
    },
    async debits(entityId: number, page: number) {
      const { items, total } = await repo.debits(entityId, page);
      return list(
        items.map((d) => ({
          id: d.id,
          paymentId: d.paymentId,
          payer: { entityId: d.payerId, name: d.payerName ?? DELETED_MEMBER },
          amount: d.amount,
          currency: d.currency as Payment['currency'],
          reason: d.reason,
          createdAt: iso(d.createdAt)!,
        })),
        total,
        page,
      );
    },
    async overview(entityId: number): Promise<Overview> {
      const since = new Date(now());
      since.setUTCDate(1);
      since.setUTCMonth(since.getUTCMonth() - 11);
      since.setUTCHours(0, 0, 0, 0);
      const [bal, byMonth, byClient, byCurrency, spent, settings] = await Promise.all([
        balances(entityId),
        repo.incomeByMonth(entityId, since),
        repo.incomeByClient(entityId),
        repo.incomeByCurrency(entityId),
        repo.spentByCurrency(entityId),
        repo.settings(entityId),
      ]);
      const months = Array.from({ length: 12 }, (_, i) =>
        new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + i, 1)).toISOString().slice(0, 7),
      );
      return {
        balances: bal,
        months,
        byMonth: byMonth.map((m) => ({
          month: m.month,
          currency: m.currency as Balance['currency'],
          amount: Number(m.amount),
        })),
        byClient: byClient.map((c) => ({
          payer: { entityId: c.entity_id, name: c.name ?? DELETED_MEMBER },
          currency: c.currency as Balance['currency'],
          amount: Number(c.amount),
          count: Number(c.n),
        })),
        byCurrency: byCurrency.map((c) => ({ ...c, currency: c.currency as Balance['currency'] })),
        spent: spent.map((c) => ({ ...c, currency: c.currency as Balance['currency'] })),
        holdDays,
        frozen: !!settings?.frozenAt,
      };
    },
    async businesses(entityId: number): Promise<Businesses> {
      const shape = (rows: Awaited<ReturnType<PayRepository['counterparts']>>) =>
        rows.map((r) => ({
          party: {
            entityId: r.entity_id,
            name: r.name ?? DELETED_MEMBER,
            imageUrl: r.image_url,
            // A member who has since left has neither.
            accountType: r.account_type as AccountType | null,
          },
          currency: r.currency as Balance['currency'],
          amount: Number(r.amount),
          count: Number(r.n),
        }));
      const [payers, payees] = await Promise.all([
        repo.counterparts(entityId, 'payers'),
        repo.counterparts(entityId, 'payees'),
      ]);
      return { payers: shape(payers), payees: shape(payees) };
    },
    async feed(entityId: number): Promise<Feed> {
      const rows = await repo.feed(entityId, FEED_SIZE);
      return {
        items: rows.map((r) => ({
          kind: r.kind as Feed['items'][number]['kind'],
          at: iso(r.at)!,
          amount: Number(r.amount),
          currency: r.currency as Balance['currency'],
          other: r.other_id === null ? null : { entityId: r.other_id, name: r.other_name ?? DELETED_MEMBER },
          direction: r.direction,
          paymentId: r.payment_id,
          purchaseId: r.purchase_id,
        })),
      };
    },
    async serviceFees(request: FastifyRequest, payerEid: number, payeeEid: number): Promise<ServiceFees> {
      const me = request.viewer.entityId;
      if (me !== payerEid && me !== payeeEid && !request.viewer.isAdmin) throw forbidden(MESSAGES.notYours);
      const [payer, payee] = await Promise.all([repo.member(payerEid), repo.member(payeeEid)]);
      if (!payer || !payee) throw notFound(MESSAGES.payeeUnknown);
      const payeeIsMember = await repo.hasMembership(payeeEid);
      return {
        payer: { entityId: payer.entityId, name: payer.name },
        payee: { entityId: payee.entityId, name: payee.name },
        serviceFeeBp: payeeIsMember ? SERVICE_FEE_BP.member : SERVICE_FEE_BP.standard,
        payeeIsMember,
        methodFees: methodFeeList(),
      };
    },
    methodFees(): MethodFees {
      return { methods: methodFeeList(), serviceFeeBp: { ...SERVICE_FEE_BP }, holdDays };
    },
  };
}

function methodFeeList() {
  return (Object.keys(METHOD_FEES) as FundingMethod[]).map((method) => ({ method, ...METHOD_FEES[method] }));
}

export function toWithdrawal(row: {
  id: number;
  amount: number;
  currency: string;
  methodLabel: string;
  status: string;
  failure: string | null;
  createdAt: Date;
  paidAt: Date | null;
}): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency as Withdrawal['currency'],
    method: row.methodLabel,
    status: row.status as Withdrawal['status'],
    failure: row.failure,
    createdAt: iso(row.createdAt)!,
    paidAt: iso(row.paidAt),
  };
}

export type PayService = ReturnType<typeof createPayService>;
