/** The schemas of what professionals ask (contract/market-rates.ts holds its constants). */
import { z } from 'zod';
import { CURRENCIES } from './currencies.ts';
import { languageCode, serviceFilter } from './opportunities-schemas.ts';
import { RATE_UNITS } from './profile-input.ts';
import { serviceType } from './taxonomy.ts';

/** `GET /next/api/rates?source=por&target=eng&service_id=1`. */
export const marketRatesQuerySchema = z
  .object({
    source: languageCode,
    target: languageCode,
    service_id: serviceFilter.refine((id) => serviceType(id) === 'pair', 'Choose a service between two languages'),
  })
  .refine((q) => q.source !== q.target, { path: ['target'], error: 'Choose two different languages' });
export type MarketRatesQuery = z.infer<typeof marketRatesQuerySchema>;

/** Amounts in thousandths of the currency, as job budgets and quotes are (decision 032). */
export const marketRateSchema = z.object({
  unit: z.enum(RATE_UNITS),
  currency: z.enum(CURRENCIES),
  /** How many profiles give a rate in this unit and currency. */
  profiles: z.number().int(),
  /** A quarter of them ask less than `lowMilli`, a quarter more than `highMilli`. */
  lowMilli: z.number().int(),
  medianMilli: z.number().int(),
  highMilli: z.number().int(),
});
export type MarketRate = z.infer<typeof marketRateSchema>;

export const marketRatesSchema = z.object({
  source: z.string(),
  target: z.string(),
  serviceId: z.number().int(),
  /** Every unit and currency with at least MARKET_RATE_MIN_PROFILES profiles, the most used first. */
  rates: z.array(marketRateSchema),
});
export type MarketRates = z.infer<typeof marketRatesSchema>;
