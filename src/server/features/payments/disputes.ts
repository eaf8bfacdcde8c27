/**
 * Disputes of held money and refunds by the payee (docs/decisions/101): the payer disputes, the
 * payee answers or gives back, staff decide from the case file, and the ledger moves exactly what
 * was decided. Every step runs once per Idempotency-Key, is audited and tells the other side.
 */
import type { FastifyRequest } from 'fastify';
import {
  DISPUTE_ANSWER_DAYS,
  type Dispute,
  type DisputeCase,
  type DisputeDecision,
  type DisputeOpen,
  type DisputeQueue,
  decidable,
} from '../../../contract/disputes.ts';
import { MESSAGES } from '../../../contract/payments.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { DisputeRepository, DisputeRow } from './disputes-repository.ts';
import { createHeldMoney } from './held-money.ts';
import type { Executor, Ledger } from './ledger.ts';
import { createPaySteps, iso, toPayment } from './pay-steps.ts';
import type { PaymentProvider } from './provider.ts';
import type { PaymentRow, PayRepository } from './repository.ts';

const DAY_MS = 86_400_000;

export function toDispute(row: DisputeRow): Dispute {
  return {
    paymentId: row.paymentId,
    status: row.status as Dispute['status'],
    claimed: row.claimed,
    reason: row.reason,
    openedAt: iso(row.openedAt)!,
    answerDueAt: iso(row.answerDueAt)!,
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    outcome: row.outcome as Dispute['outcome'],
    refunded: row.refunded,
    decisionReason: row.decisionReason,
    decidedAt: iso(row.decidedAt),
    closedAt: iso(row.closedAt),
  };
}

export function createDisputeService(deps: {
  repo: PayRepository;
  disputes: DisputeRepository;
  ledger: Ledger;
  provider: PaymentProvider;
  notifications: NotificationService;
  audit: AuditService;
  answerDays?: number;
  now?: () => number;
}) {
  const { repo, disputes, audit } = deps;
  const now = deps.now ?? Date.now;
  const answerDays = deps.answerDays ?? DISPUTE_ANSWER_DAYS;
  const steps = createPaySteps(deps);
  const { mover, once, notify, paymentOf } = steps;
  const held = createHeldMoney({ ...deps, steps, now });

  /** The dispute and payment as both sides read them, after a step. */
  async function answerOf(tx: Executor, paymentId: number) {
    const [row, payment] = await Promise.all([disputes.dispute(paymentId, tx), paymentOf(tx, paymentId)]);
    return { dispute: row ? toDispute(row) : null, payment: toPayment(payment, now()) };
  }

  /** Both sides of the payment, and staff. */
  function mayRead(request: FastifyRequest, p: PaymentRow) {
    const me = request.viewer.entityId;
    if (p.payerEntityId !== me && p.payeeEntityId !== me && !request.viewer.isAdmin) throw notFound(MESSAGES.notFound);
  }

  return {
    async dispute(request: FastifyRequest, paymentId: number) {
      const payment = await paymentOf(repo.db, paymentId);
      mayRead(request, payment);
      return answerOf(repo.db, paymentId);
    },

    /** The payer contests held money: it stays held until the payee gives it back or staff decide. */
    async open(request: FastifyRequest, paymentId: number, input: DisputeOpen, key: string) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'dispute', input: { paymentId, ...input } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.payerEntityId !== me) throw forbidden(MESSAGES.notPayer);
        if (payment.status === 'disputed' || (await disputes.dispute(paymentId, tx)))
          throw new HttpError(409, MESSAGES.alreadyDisputed);
        if (payment.status !== 'funded') throw new HttpError(409, MESSAGES.notDisputable);
        if (input.claimed > held.heldOf(payment))
          throw new HttpError(400, MESSAGES.claimTooLarge, { fields: { claimed: MESSAGES.claimTooLarge } });
        if (!(await repo.moveHeld(tx, payment, { status: 'disputed' })))
          throw new HttpError(409, MESSAGES.notDisputable);
        const at = new Date(now());
        const opened = await disputes.open(tx, {
          paymentId,
          status: 'open',
          claimed: input.claimed,
          reason: input.reason,
          openedAt: at,
          answerDueAt: new Date(at.getTime() + answerDays * DAY_MS),
        });
        if (!opened) throw new HttpError(409, MESSAGES.alreadyDisputed);
        return { status: 201, body: await answerOf(tx, paymentId) };
      });
      if (!answer.replayed) {
        const { payment } = answer.body;
        await audit.record(request, 'pay.dispute.open', payment.payee.entityId, { paymentId, claimed: input.claimed });
        await notify(payment.payee.entityId, 'disputed', payment, { cents: input.claimed });
      }
      return answer;
    },

    /** The payee's side of it, once, while the dispute waits for it. */
    async answer(request: FastifyRequest, paymentId: number, statement: string, key: string) {
      const me = mover(request);
      const answer = await once(me, key, { route: 'dispute-answer', input: { paymentId, statement } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.payeeEntityId !== me) throw forbidden(MESSAGES.notPayee);
        const row = await disputes.dispute(paymentId, tx);
        if (!row) throw notFound(MESSAGES.noDispute);
        if (!(await disputes.answer(tx, paymentId, statement, new Date(now()))))
          throw new HttpError(409, MESSAGES.notAnswerable);
        return { status: 200, body: await answerOf(tx, paymentId) };
      });
      if (!answer.replayed) {
        const { payment } = answer.body;
        await audit.record(request, 'pay.dispute.answer', payment.payer.entityId, { paymentId });
        await notify(payment.payer.entityId, 'answered', payment);
      }
      return answer;
    },

    /**
     * The payee gives back part or all of what is held for them, at any time while it is held. Giving
     * back at least what a dispute claims, at once or in parts, settles it; giving back everything
     * cancels the payment.
     */
    async refund(request: FastifyRequest, paymentId: number, input: { amount: number; reason: string }, key: string) {
      const me = mover(request);
      let refundId = 0;
      const answer = await once(me, key, { route: 'refund', input: { paymentId, ...input } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        if (payment.payeeEntityId !== me) throw forbidden(MESSAGES.notPayee);
        const done = await held.refund(tx, payment, {
          ...input,
          cause: 'payee',
          by: me,
          // The member's own key: a retry after a crash between the provider's refund and the commit refunds once.
          key: `refund-${paymentId}-${me}-${key}`,
        });
        refundId = done.refundId;
        const row = await disputes.dispute(paymentId, tx);
        if (
          row &&
          payment.status === 'disputed' &&
          (done.payment.status === 'cancelled' ||
            (await disputes.givenBackSince(tx, paymentId, row.openedAt)) >= row.claimed)
        ) {
          await disputes.close(tx, paymentId, 'settled', new Date(now()));
          // What is left is held as before the dispute: the payer releases it.
          if (done.payment.status === 'disputed') await repo.moveHeld(tx, done.payment, { status: 'funded' });
        }
        return { status: 200, body: await answerOf(tx, paymentId) };
      });
      if (!answer.replayed) {
        const { payment } = answer.body;
        await audit.record(request, 'pay.refund', payment.payer.entityId, { paymentId, amount: input.amount });
        await notify(payment.payer.entityId, 'refunded', payment, { cents: input.amount, step: refundId });
      }
      return answer;
    },

    /**
     * Staff decide: release everything, refund everything, or split (`refund` back to the payer,
     * the rest released). Once the payee answered or their time to answer is over.
     */
    async decide(request: FastifyRequest, paymentId: number, input: DisputeDecision, key: string) {
      const admin = mover(request);
      const answer = await once(admin, key, { route: 'dispute-decide', input: { paymentId, ...input } }, async (tx) => {
        const payment = await paymentOf(tx, paymentId);
        const row = await disputes.dispute(paymentId, tx);
        if (!row) throw notFound(MESSAGES.noDispute);
        if (row.status === 'decided') throw new HttpError(409, MESSAGES.alreadyDecided);
        if (!decidable(toDispute(row), now()) || payment.status !== 'disputed')
          throw new HttpError(409, MESSAGES.notDecidable);
        const heldNow = held.heldOf(payment);
        const refund = input.outcome === 'release' ? 0 : input.outcome === 'refund' ? heldNow : input.refund!;
        if (input.outcome === 'split' && refund >= heldNow)
          throw new HttpError(400, MESSAGES.splitAmount, { fields: { refund: MESSAGES.splitAmount } });
        const at = new Date(now());
        const decision = { outcome: input.outcome, refunded: refund, reason: input.reason, by: admin, at };
        if (!(await disputes.decide(tx, paymentId, decision))) throw new HttpError(409, MESSAGES.alreadyDecided);
        const rest =
          refund === 0
            ? payment
            : {
                ...payment,
                ...(
                  await held.refund(tx, payment, {
                    amount: refund,
                    cause: 'dispute',
                    reason: input.reason,
                    by: admin,
                    // A payment has one decision: its refund has one key, whoever retries it.
                    key: `dispute-${paymentId}`,
                  })
                ).payment,
              };
        if (refund < heldNow) await held.release(tx, rest);
        return { status: 200, body: await answerOf(tx, paymentId) };
      });
      if (!answer.replayed) {
        const { payment, dispute } = answer.body;
        await audit.record(request, 'pay.dispute.decide', payment.payer.entityId, {
          paymentId,
          outcome: input.outcome,
          refunded: dispute!.refunded,
          reason: input.reason,
        });
        // Both sides, each in their language: what went back to the payer is the figure, said as the outcome was.
        const message =
          input.outcome === 'release'
            ? 'decidedReleaseMessage'
            : input.outcome === 'refund'
              ? 'decidedRefundMessage'
              : 'decidedMessage';
        for (const side of [payment.payer.entityId, payment.payee.entityId])
          await notify(side, 'decided', payment, { cents: dispute!.refunded, message });
      }
      return answer;
    },

    /** Staff's queue: what waits for the payee or for a decision, oldest first, and the latest that ended. */
    async queue(): Promise<DisputeQueue> {
      const { open, closed } = await disputes.queue();
      const withPayment = async (rows: DisputeRow[]) =>
        Promise.all(
          rows.map(async (row) => ({
            dispute: toDispute(row),
            payment: toPayment(await paymentOf(repo.db, row.paymentId), now()),
          })),
        );
      return { open: await withPayment(open), closed: await withPayment(closed) };
    },

    /** What staff read before deciding. */
    async caseFile(paymentId: number): Promise<DisputeCase> {
      const row = await disputes.dispute(paymentId);
      if (!row) throw notFound(MESSAGES.noDispute);
      const payment = await paymentOf(repo.db, paymentId);
      const [job, messages] = await Promise.all([
        payment.jobId === null ? undefined : disputes.jobOf(payment.jobId),
        disputes.messagesBetween(payment.payerEntityId, payment.payeeEntityId),
      ]);
      return {
        dispute: toDispute(row),
        payment: toPayment(payment, now()),
        job: job
          ? { id: job.id, title: job.title, description: job.description, deadline: job.deadline, status: job.status }
          : null,
        quote:
          job && job.totalCents !== null
            ? { totalCents: job.totalCents, currency: job.currency!, deliveryDate: job.deliveryDate!, note: job.note! }
            : null,
        messages: messages.map((m) => ({ senderId: m.senderId, text: m.text, at: m.at.toISOString() })),
      };
    },
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
