/** The addresses of what anyone may read, with when each last changed where it is known. */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, directoryEntries, events, jobs, networkingWalls, newsArticles } from '../../db/schema/index.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export function createSitemapRepository(db: Db) {
  const openJobs = eq(jobs.status, 'open');
  return {
    /** How many profiles (members listed in the directory) and open jobs there are. */
    async sizes(): Promise<{ profiles: number; jobs: number }> {
      const [[profiles], [open]] = await Promise.all([
        db.select({ n: count() }).from(directoryEntries),
        db.select({ n: count() }).from(jobs).where(openJobs),
      ]);
      return { profiles: profiles?.n ?? 0, jobs: open?.n ?? 0 };
    },
    /** News, published courses, events and the open walls: a few hundred at most. */
    async content(): Promise<SitemapEntry[]> {
      const [news, courseRows, eventRows, walls] = await Promise.all([
        db.select({ slug: newsArticles.slug, at: newsArticles.updatedAt }).from(newsArticles),
        db.select({ slug: courses.slug, at: courses.updatedAt }).from(courses).where(eq(courses.published, true)),
        db.select({ id: events.id }).from(events).orderBy(asc(events.id)),
        db.select({ slug: networkingWalls.slug }).from(networkingWalls).where(eq(networkingWalls.active, true)),
      ]);
      return [
        ...news.map((n) => ({ path: `/news/${n.slug}`, lastModified: n.at })),
        ...courseRows.map((c) => ({ path: `/learn/courses/${c.slug}`, lastModified: c.at })),
        ...eventRows.map((e) => ({ path: `/events/${e.id}` })),
        ...walls.map((w) => ({ path: `/networking/${w.slug}` })),
      ];
    },
    /** One file's worth of profiles, by entity id. */
    async profiles(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ id: directoryEntries.entityId })
        .from(directoryEntries)
        .orderBy(asc(directoryEntries.entityId))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/profile/${r.id}` }));
    },
    /** One file's worth of open jobs, by id. */
    async jobs(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ id: jobs.id, at: jobs.updatedAt })
        .from(jobs)
        .where(openJobs)
        .orderBy(asc(jobs.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/opportunities/${r.id}`, lastModified: r.at }));
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
