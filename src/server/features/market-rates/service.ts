/** What professionals ask, kept until a profile or the directory changes (every process hears of it). */
import {
  MARKET_RATE_MIN_PROFILES,
  type MarketRate,
  type MarketRates,
  type MarketRatesQuery,
} from '../../../contract/market-rates.ts';
import { createTtlCache, indexGeneration } from '../directory/cache.ts';
import type { MarketRateRepository } from './repository.ts';

/** Rates move slowly; a profile's change empties the cache anyway (the directory's generation moves on). */
const KEEP_MS = 10 * 60_000;

export function createMarketRateService(repo: MarketRateRepository, now: () => number = Date.now) {
  const kept = createTtlCache<MarketRates>({ ttlMs: KEEP_MS, maxEntries: 2000, generation: indexGeneration, now });
  return {
    async figures(query: MarketRatesQuery): Promise<MarketRates> {
      const key = `${query.source}>${query.target}:${query.service_id}`;
      const hit = kept.get(key);
      if (hit) return hit;
      const asked = indexGeneration();
      const rows = await repo.figures(query, MARKET_RATE_MIN_PROFILES);
      const milli = (amount: number) => Math.round(amount * 1000);
      const answer: MarketRates = {
        source: query.source,
        target: query.target,
        serviceId: query.service_id,
        rates: rows.map((r) => ({
          unit: r.unit as MarketRate['unit'],
          currency: r.currency as MarketRate['currency'],
          profiles: r.profiles,
          lowMilli: milli(r.low),
          medianMilli: milli(r.median),
          highMilli: milli(r.high),
        })),
      };
      // A profile that changed while this was read may be missing from it: not kept then.
      if (indexGeneration() === asked) kept.set(key, answer);
      return answer;
    },
  };
}
