/** Site-wide figures for the home page. Cached briefly: they change slowly and the home page is the busiest page. */
import type { HomeData } from '../../../contract/site.ts';
import type { Db } from '../../db/client.ts';
import { createSiteRepository } from './repository.ts';

const CACHE_MS = 30_000;

export function createSiteService(db: Db, now: () => number = Date.now) {
  const repo = createSiteRepository(db);
  let cached: { at: number; data: HomeData } | undefined;
  return {
    async home(): Promise<HomeData> {
      if (cached && now() - cached.at < CACHE_MS) return cached.data;
      const counts = await repo.countsByAccountType();
      const linguists = (counts.translator ?? 0) + (counts.interpreter ?? 0) + (counts.subtitler ?? 0);
      const data: HomeData = {
        figures: {
          members: Object.values(counts).reduce((a, b) => a + b, 0),
          linguists,
          companies: counts.company ?? 0,
          outsourcers: counts.outsourcer ?? 0,
        },
      };
      cached = { at: now(), data };
      return data;
    },
  };
}
