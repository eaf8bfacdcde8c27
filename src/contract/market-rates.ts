/**
 * What professionals ask (decision 054): for one service in one language pair, the middle half of
 * the rates that the profiles listed in the directory give, in each unit and currency they use. A
 * client sees it beside a job's budget, a professional beside their quote.
 *
 * No schema here: the jobs pages import these. The schemas are in market-rates-schemas.ts (decision 040).
 */
import type { JobUnit } from './opportunities.ts';
import type { RateUnit } from './profile-input.ts';

export type { MarketRate, MarketRates, MarketRatesQuery } from './market-rates-schemas.ts';

/** Below this many profiles a figure says more about those few members than about the market: none is given. */
export const MARKET_RATE_MIN_PROFILES = 5;

/** A profile's unit for a job's: a job counts words, a profile's rate is per word. */
export const rateUnitOfJob = (unit: JobUnit): RateUnit => unit.slice(0, -1) as RateUnit;
export const jobUnitOfRate = (unit: RateUnit): JobUnit => `${unit}s`;
