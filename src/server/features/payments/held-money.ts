/**
 * The two ways held money leaves its hold (docs/decisions/101): released to the payee, less the
 * service fee on what is released; or given back to the payer, in part or in full, with the card
 * fee's share. A release, a cancellation, a payee's refund and a dispute's decision are made of
 * these two, in the transaction of the step that calls them.
 */
import { randomUUID } from 'node:crypto';
import { feeShareOf } from '../../../contract/disputes.ts';
import { feeOf, MESSAGES } from '../../../contract/payments.ts';
import { HttpError } from '../../http/errors.ts';
import type { Executor, Ledger } from './ledger.ts';
import { isHeld, type PaySteps } from './pay-steps.ts';
import type { PaymentProvider } from './provider.ts';
import type { PaymentRecord, PayRepository } from './repository.ts';

export type RefundCause = 'payee' | 'dispute' | 'cancel';

export function createHeldMoney(deps: {
  repo: PayRepository;
  ledger: Ledger;
  provider: PaymentProvider;
  steps: PaySteps;
  now: () => number;
}) {
  const { repo, ledger, provider, steps, now } = deps;

  /** Where the held money came from: the card provider, or the payer's own balance. */
  const sourceOf = (tx: Executor, p: PaymentRecord) =>
    p.method === 'card'
      ? ledger.systemAccount(tx, 'provider', p.currency)
      : ledger.memberAccount(tx, p.payerEntityId, p.currency);

  return {
    /** What is still held of a payment. */
    heldOf: (p: Pick<PaymentRecord, 'amount' | 'refundedAmount'>) => p.amount - p.refundedAmount,

    /** The payee's pending money becomes theirs, less the service fee on what is released. */
    async release(tx: Executor, payment: PaymentRecord): Promise<PaymentRecord> {
      if (!isHeld(payment.status)) throw new HttpError(409, MESSAGES.notReleasable);
      const released = payment.amount - payment.refundedAmount;
      const fee = feeOf(released, { bp: await steps.serviceFeeBp(payment.payeeEntityId, tx), fixed: 0 });
      const row = await repo.moveHeld(tx, payment, {
        status: 'released',
        serviceFee: fee,
        releasedAt: new Date(now()),
      });
      if (!row) throw new HttpError(409, MESSAGES.notReleasable);
      await ledger.resolve(tx, payment.holdTransferId!, 'post');
      if (fee > 0) {
        await ledger.transfer(
          tx,
          {
            debit: await ledger.memberAccount(tx, payment.payeeEntityId, payment.currency),
            credit: await ledger.systemAccount(tx, 'fees', payment.currency),
            amount: fee,
            currency: payment.currency,
            kind: 'service_fee',
            paymentId: payment.id,
          },
          MESSAGES.insufficient,
        );
      }
      return row;
    },

    /**
     * Gives `amount` of the held money back to the payer: the hold is voided and what stays is held
     * again; a card gets the amount and the card fee's share back through the provider, under `key`,
     * which the caller derives from something stable (its Idempotency-Key, the payment's one
     * decision), never from a row made in this transaction. Giving back all that is held cancels the
     * payment.
     */
    async refund(
      tx: Executor,
      payment: PaymentRecord,
      input: { amount: number; cause: RefundCause; reason: string; by: number; key: string },
    ): Promise<{ payment: PaymentRecord; refundId: number }> {
      if (!isHeld(payment.status)) throw new HttpError(409, MESSAGES.notRefundable);
      const held = payment.amount - payment.refundedAmount;
      if (input.amount > held) throw new HttpError(409, MESSAGES.refundTooLarge);
      const fee = payment.method === 'card' ? feeShareOf(input.amount, payment) : 0;
      const all = input.amount === held;
      const hold = all ? payment.holdTransferId : randomUUID();
      const at = new Date(now());
      const row = await repo.moveHeld(tx, payment, {
        refundedAmount: payment.refundedAmount + input.amount,
        refundedFee: payment.refundedFee + fee,
        holdTransferId: hold,
        ...(all ? { status: 'cancelled', cancelledAt: at, cancelReason: input.reason || null } : {}),
      });
      if (!row) throw new HttpError(409, MESSAGES.notRefundable);
      await ledger.resolve(tx, payment.holdTransferId!, 'void');
      const source = await sourceOf(tx, payment);
      if (!all) {
        await ledger.transfer(
          tx,
          {
            id: hold!,
            debit: source,
            credit: await ledger.memberAccount(tx, payment.payeeEntityId, payment.currency),
            amount: held - input.amount,
            currency: payment.currency,
            kind: 'fund',
            pending: true,
            paymentId: payment.id,
          },
          MESSAGES.insufficient,
        );
      }
      let providerRefundId: string | null = null;
      if (payment.method === 'card') {
        if (fee > 0) {
          await ledger.transfer(
            tx,
            {
              debit: await ledger.systemAccount(tx, 'fees', payment.currency),
              credit: source,
              amount: fee,
              currency: payment.currency,
              kind: 'refund',
              paymentId: payment.id,
            },
            MESSAGES.insufficient,
          );
        }
        const refunded = await provider.refund({
          chargeId: payment.providerChargeId!,
          amount: input.amount + fee,
          key: input.key,
        });
        if (!refunded.ok) throw new HttpError(502, refunded.message);
        providerRefundId = refunded.id;
      }
      const refundId = await repo.insertRefund(tx, {
        paymentId: payment.id,
        amount: input.amount,
        fee,
        currency: payment.currency,
        cause: input.cause,
        reason: input.reason,
        createdBy: input.by,
        providerRefundId,
        createdAt: at,
      });
      return { payment: row, refundId };
    },
  };
}

export type HeldMoney = ReturnType<typeof createHeldMoney>;
