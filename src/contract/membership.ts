/**
 * Paid membership (issue 15): the plans, their yearly prices in every Wordhive
 * Pay currency, who may buy which, and the purchase paid through Wordhive Pay
 * (a card, or the member's balance). What a paid member gets is what the
 * membership page shows: the lower service fee, the badge, the new-member
 * spotlight and mentoring.
 *
 * No schema here: the membership page imports these constants. The schemas are in
 * membership-schemas.ts (decision 040).
 */
import type { CURRENCIES } from './currencies.ts';

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

/** The plan a kind of account may buy. */
export function planFor(accountType: string): PlanId | null {
  return PLAN_IDS.find((id) => PLANS[id].accountTypes.includes(accountType)) ?? null;
}

export type { MyMembership, Plans, PurchaseInput, PurchaseRecord } from './membership-schemas.ts';
