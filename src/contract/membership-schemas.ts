/** The membership API's schemas (contract/membership.ts holds its constants). */
import { z } from 'zod';
import { CURRENCIES } from './currencies.ts';
import { PLAN_IDS } from './membership.ts';
import { fundingSchema } from './payments.ts';

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
