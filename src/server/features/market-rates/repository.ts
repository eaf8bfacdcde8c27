/** The rates listed profiles give for one service in one pair, summed up per unit and currency. */
import { sql } from 'drizzle-orm';
import type { MarketRatesQuery } from '../../../contract/market-rates.ts';
import { type Db, rowsOf } from '../../db/client.ts';

export interface RateFigureRow {
  unit: string;
  currency: string;
  profiles: number;
  low: number;
  median: number;
  high: number;
}

export function createMarketRateRepository(db: Db) {
  return {
    /**
     * A rate counts when it names the pair, or names no pair (it then holds for every pair the member
     * offers the service in, as the profile says) and the member offers the service in this one. A member
     * with both counts once, at the rate for the pair. Only members listed in the directory count.
     */
    figures({ source, target, service_id: serviceId }: MarketRatesQuery, minProfiles: number) {
      return rowsOf<RateFigureRow>(
        db,
        sql`
          with asked as (
            select distinct on (r.entity_id, r.unit, r.currency) r.unit, r.currency, r.amount
            from member_rates r
            join directory_entries d on d.entity_id = r.entity_id
            where r.service_id = ${serviceId}
              and (
                (r.source_lang = ${source} and r.target_lang = ${target})
                or (r.source_lang is null and exists (
                  select 1 from member_services s
                  where s.entity_id = r.entity_id and s.service_id = ${serviceId}
                    and s.source_lang = ${source} and s.target_lang = ${target}))
              )
            order by r.entity_id, r.unit, r.currency, r.source_lang nulls last
          )
          select unit, currency, count(*)::int as profiles,
            percentile_cont(0.25) within group (order by amount) as low,
            percentile_cont(0.5) within group (order by amount) as median,
            percentile_cont(0.75) within group (order by amount) as high
          from asked
          group by unit, currency
          having count(*) >= ${minProfiles}
          order by profiles desc, unit, currency`,
      );
    },
  };
}

export type MarketRateRepository = ReturnType<typeof createMarketRateRepository>;
