/**
 * Paid membership (issue 15): the plans, their yearly prices in every Wordhive
 * Pay currency, who may buy which, and the purchase paid through Wordhive Pay
 * (a card, or the member's balance). What a paid member gets is what the
 * membership page shows: the lower service fee, the badge, the new-member
 * spotlight and mentoring.
 */
import { z } from 'zod';
import { CURRENCIES } from './opportunities.ts';
import { fundingSchema } from './payments.ts';

export const MEMBERSHIP_API = '/next/api/membership';
export const PLAN_IDS = ['professional', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_MONTHS = 12;
/** A membership can be paid at most this far ahead (a renewal starts where the running one ends). */
export const PREPAID_DAYS_MAX = 400;

/** Yearly prices in minor units, per currency. */
export const PLANS: Readonly<
  Record<PlanId, { prices: Record<(typeof CURRENCIES)[number], number>; accountTypes: readonly string[] }>
> = {
  professional: {
    prices: { EUR: 12900, USD: 13900, GBP: 10900, CHF: 12900, CAD: 18900, AUD: 20900, BRL: 74900, ILS: 49900 },
    accountTypes: ['translator', 'interpreter', 'subtitler'],
  },
  business: {
    prices: { EUR: 39900, USD: 42900, GBP: 33900, CHF: 39900, CAD: 57900, AUD: 63900, BRL: 229900, ILS: 154900 },
    accountTypes: ['company'],
  },
};
export const PLAN_NOT_FOR_YOU = 'This plan is not for your kind of account';
export const PAID_AHEAD = 'Your membership is already paid for more than a year ahead';

export const purchaseSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Choose a plan' }),
  currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }),
  funding: fundingSchema,
});
export type PurchaseInput = z.infer<typeof purchaseSchema>;

export const purchaseRecordSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLAN_IDS),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(['card', 'balance']),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
});
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>;

export const myMembershipSchema = z.object({
  plan: z.string(),
  status: z.enum(['none', 'active', 'expired']),
  since: z.string().nullable(),
  until: z.string().nullable(),
  /** The plan this member's kind of account may buy, or null (clients). */
  eligiblePlan: z.enum(PLAN_IDS).nullable(),
  purchases: z.array(purchaseRecordSchema),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

export const plansSchema = z.object({
  plans: z.array(
    z.object({
      id: z.enum(PLAN_IDS),
      months: z.number().int(),
      prices: z.record(z.string(), z.number().int()),
      accountTypes: z.array(z.string()),
    }),
  ),
  serviceFeeBp: z.object({ member: z.number().int(), standard: z.number().int() }),
  /** The signed-in member's membership; null for visitors. */
  mine: myMembershipSchema.nullable(),
});
export type Plans = z.infer<typeof plansSchema>;
export const purchaseAnswerSchema = z.object({ membership: myMembershipSchema, purchase: purchaseRecordSchema });

/** The plan a kind of account may buy. */
export function planFor(accountType: string): PlanId | null {
  return PLAN_IDS.find((id) => PLANS[id].accountTypes.includes(accountType)) ?? null;
}
