/**
 * What every Wordhive Pay use case is made of: who may move money, a step run once per
 * Idempotency-Key in one transaction, a payment as members read it, and the notice that tells the
 * other side. The use cases (service.ts, disputes.ts) are built from these.
 */

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import { type FundingMethod, MESSAGES, type Payment, SERVICE_FEE_BP } from '../../../contract/payments.ts';
import type { MailTexts } from '../../../i18n/mail/eng.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import { type Executor, LedgerRefused } from './ledger.ts';
import type { PaymentRow, PayRepository } from './repository.ts';

export interface Answer<T> {
  status: number;
  body: T;
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Money held for the payee: funded, disputed or not. */
export const HELD_STATUSES = ['funded', 'disputed'] as const;
export const isHeld = (status: string) => (HELD_STATUSES as readonly string[]).includes(status);

export function toPayment(row: PaymentRow, now: number): Payment {
  return {
    id: row.id,
    payer: { entityId: row.payerEntityId, name: row.payerName ?? DELETED_MEMBER },
    payee: { entityId: row.payeeEntityId, name: row.payeeName ?? DELETED_MEMBER },
    amount: row.amount,
    currency: row.currency as Payment['currency'],
    description: row.description,
    jobId: row.jobId,
    status: row.status as Payment['status'],
    method: row.method as FundingMethod | null,
    methodFee: row.methodFee,
    serviceFee: row.serviceFee,
    debited: row.debited,
    refunded: row.refundedAmount + row.refundedFee,
    refundedAmount: row.refundedAmount,
    dueDate: row.dueDate,
    overdue: row.status === 'awaiting_funding' && !!row.dueDate && row.dueDate < today(now),
    nonPaymentReportedAt: iso(row.nonPaymentReportedAt),
    cancelReason: row.cancelReason,
    createdAt: iso(row.createdAt)!,
    fundedAt: iso(row.fundedAt),
    releasedAt: iso(row.releasedAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

type PayNotice = {
  [K in keyof MailTexts['pay']]: K extends `${infer Kind}Title` ? Kind : never;
}[keyof MailTexts['pay']];

export function createPaySteps(deps: { repo: PayRepository; notifications: NotificationService }) {
  const { repo, notifications } = deps;

  return {
    /** A member sees and moves only their own money; admins see everyone's. */
    ownOr403(request: FastifyRequest, entityId: number) {
      if (request.viewer.entityId !== entityId && !request.viewer.isAdmin) throw forbidden(MESSAGES.notYours);
    },

    /** Nobody moves money while acting as someone else: a pseudo session reads, it does not pay. */
    mover(request: FastifyRequest): number {
      if (request.viewer.isPseudo) throw forbidden('Staff cannot move a member’s money while acting as them');
      return request.viewer.entityId;
    },

    async frozenCheck(q: Executor, entityId: number) {
      const settings = await repo.settings(entityId, q);
      if (settings?.frozenAt) throw forbidden(MESSAGES.frozen);
    },

    async paymentOf(q: Executor, id: number): Promise<PaymentRow> {
      const payment = await repo.payment(id, q);
      if (!payment) throw notFound(MESSAGES.notFound);
      return payment;
    },

    async serviceFeeBp(payeeId: number, q?: Executor) {
      return (await repo.hasMembership(payeeId, q)) ? SERVICE_FEE_BP.member : SERVICE_FEE_BP.standard;
    },

    /**
     * Runs a state-changing step once per Idempotency-Key: the first answer is stored in the same
     * transaction as the change and replayed for the same key; the same key with other parameters is
     * refused. A failed step stores nothing (its transaction rolled back), so it may be retried.
     */
    async once<T>(
      entityId: number,
      key: string,
      request: { route: string; input: unknown },
      step: (tx: Executor) => Promise<Answer<T>>,
    ): Promise<Answer<T> & { replayed: boolean }> {
      const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
      try {
        return await repo.transaction(async (tx) => {
          if (!(await repo.claimKey(tx, entityId, key, hash))) {
            const stored = (await repo.storedAnswer(tx, entityId, key))!;
            if (stored.requestHash !== hash) throw new HttpError(422, MESSAGES.idempotencyReuse);
            return { status: stored.status, body: stored.response as T, replayed: true };
          }
          const answer = await step(tx);
          await repo.storeAnswer(tx, entityId, key, answer.status, answer.body);
          return { ...answer, replayed: false };
        });
      } catch (error) {
        if (error instanceof LedgerRefused) throw new HttpError(409, error.message);
        throw error;
      }
    },

    /**
     * Tells one side of a payment what happened to it, in their language. The amount is the
     * payment's unless the step moved another (a release makes the payee's what is left less the
     * service fee; a refund or a claim names its own).
     */
    async notify(
      entityId: number,
      kind: PayNotice,
      p: Payment,
      options: {
        recipient?: { siteLang: string | null };
        cents?: number;
        step?: number;
        /** Another message than the kind's own, where the step says more (a decision's outcome). */
        message?: keyof MailTexts['pay'] & `${PayNotice}${string}Message`;
      } = {},
    ) {
      const other = entityId === p.payee.entityId ? p.payer.name : p.payee.name;
      const member = options.recipient ?? (await repo.member(entityId));
      if (!member) return;
      const cents = options.cents ?? (kind === 'released' ? p.amount - p.refundedAmount - p.serviceFee : p.amount);
      const words = mailWords('pay', {
        title: `${kind}Title`,
        message: options.message ?? `${kind}Message`,
        values: { name: other, amount: { cents, currency: p.currency }, description: p.description },
      });
      await notifications.create(
        { userId: entityId, type: 'payment', redirectUrl: `/payments/${p.id}`, ...noticeOf(words, member.siteLang) },
        // One notice per cause: a payment given back in parts is told once per refund.
        `payment-${kind}:${p.id}${options.step === undefined ? '' : `:${options.step}`}`,
      );
    },
  };
}

export type PaySteps = ReturnType<typeof createPaySteps>;
