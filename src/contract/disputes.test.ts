import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidable, disputeDecisionSchema, feeShareOf } from './disputes.ts';

/** Gives a payment back in the parts given, each with its fee share; returns the shares. */
function refundInParts(amount: number, methodFee: number, parts: number[]): number[] {
  let refundedAmount = 0;
  let refundedFee = 0;
  return parts.map((part) => {
    const share = feeShareOf(part, { amount, refundedAmount, methodFee, refundedFee });
    refundedAmount += part;
    refundedFee += share;
    return share;
  });
}

/** An amount, its card fee, and a split of the amount into parts (the last gives back the rest). */
const paymentInParts = fc
  .record({ amount: fc.integer({ min: 100, max: 100_000_000 }), feeBp: fc.integer({ min: 0, max: 1_000 }) })
  .chain(({ amount, feeBp }) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: amount - 1 }), { maxLength: 8 })
      .map((cuts) => [0, ...cuts.sort((a, b) => a - b), amount])
      .map((points) => ({
        amount,
        methodFee: Math.floor((amount * feeBp) / 10_000) + 30,
        parts: points.slice(1).map((p, i) => p - points[i]!),
      })),
  );

describe('the card fee’s share of a refund', () => {
  it('is in proportion to what is given back, half up', () => {
    expect(feeShareOf(3_000, { amount: 10_000, refundedAmount: 0, methodFee: 320, refundedFee: 0 })).toBe(96);
    // 9.6 of 32 cents, half up.
    expect(feeShareOf(3_000, { amount: 10_000, refundedAmount: 0, methodFee: 32, refundedFee: 0 })).toBe(10);
    expect(feeShareOf(10_000, { amount: 10_000, refundedAmount: 0, methodFee: 320, refundedFee: 0 })).toBe(320);
  });

  it('adds up, over any parts, to exactly the fee a refund of everything at once returns', () => {
    fc.assert(
      fc.property(paymentInParts, ({ amount, methodFee, parts }) => {
        const shares = refundInParts(amount, methodFee, parts);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(methodFee);
        // No part takes more than its share of the fee, rounded, and none is negative.
        for (const [i, share] of shares.slice(0, -1).entries()) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(Math.ceil((methodFee * parts[i]!) / amount));
        }
      }),
    );
  });
});

describe('a dispute', () => {
  const due = '2026-12-10T12:00:00.000Z';
  it('is decidable once answered, or once the time to answer is over', () => {
    expect(decidable({ status: 'answered', answerDueAt: due }, Date.parse('2026-12-01'))).toBe(true);
    expect(decidable({ status: 'open', answerDueAt: due }, Date.parse('2026-12-10T11:59:59Z'))).toBe(false);
    expect(decidable({ status: 'open', answerDueAt: due }, Date.parse(due))).toBe(true);
    for (const status of ['decided', 'settled', 'withdrawn'] as const)
      expect(decidable({ status, answerDueAt: due }, Date.parse('2027-01-01'))).toBe(false);
  });

  it('is split only with an amount to give back', () => {
    const reason = 'Three of the five pages were done.';
    expect(disputeDecisionSchema.safeParse({ outcome: 'split', reason }).success).toBe(false);
    expect(disputeDecisionSchema.safeParse({ outcome: 'split', refund: 500, reason }).success).toBe(true);
    expect(disputeDecisionSchema.safeParse({ outcome: 'release', reason }).success).toBe(true);
  });
});
