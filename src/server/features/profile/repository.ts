import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bbEntries,
  calendarEvents,
  communityParticipation,
  favorites,
  forumActivity,
  glossaries,
  interpreterPools,
  languagePairs,
  memberArticles,
  memberCredentials,
  memberEvents,
  memberFeedback,
  memberFields,
  memberLanguages,
  memberProfiles,
  memberProjects,
  memberRates,
  memberServices,
  memberSoftware,
  memberWebsites,
  portfolioSamples,
  termhelpActivity,
  users,
} from '../../db/schema/index.ts';

const byEntity = <T extends { entityId: unknown }>(table: T) => eq(table.entityId as never, sql.placeholder('id'));

/** Lists are capped: a profile shows the latest entries, not a member's whole history. */
const LIST_LIMIT = 50;

/**
 * Every read of the profile feature. Each group is one indexed query by
 * entity id, prepared once (PGlite and PostgreSQL then skip planning).
 */
export function createProfileRepository(db: Db) {
  const prepared = {
    member: db
      .select({ user: users, profile: memberProfiles })
      .from(users)
      .leftJoin(memberProfiles, eq(memberProfiles.entityId, users.entityId))
      .where(eq(users.entityId, sql.placeholder('id')))
      .limit(1)
      .prepare('profile_member'),
    name: db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.entityId, sql.placeholder('id')))
      .limit(1)
      .prepare('profile_name'),
    languages: db.select().from(memberLanguages).where(byEntity(memberLanguages)).prepare('profile_languages'),
    pairs: db
      .select()
      .from(languagePairs)
      .where(byEntity(languagePairs))
      .orderBy(asc(languagePairs.position), asc(languagePairs.id))
      .prepare('profile_pairs'),
    services: db
      .select()
      .from(memberServices)
      .where(byEntity(memberServices))
      .orderBy(asc(memberServices.id))
      .prepare('profile_services'),
    fields: db.select().from(memberFields).where(byEntity(memberFields)).prepare('profile_fields'),
    rates: db
      .select()
      .from(memberRates)
      .where(byEntity(memberRates))
      .orderBy(asc(memberRates.id))
      .prepare('profile_rates'),
    software: db.select().from(memberSoftware).where(byEntity(memberSoftware)).prepare('profile_software'),
    credentials: db
      .select()
      .from(memberCredentials)
      .where(byEntity(memberCredentials))
      .orderBy(desc(memberCredentials.year), asc(memberCredentials.id))
      .prepare('profile_credentials'),
    portfolio: db
      .select()
      .from(portfolioSamples)
      .where(byEntity(portfolioSamples))
      .orderBy(desc(portfolioSamples.createdAt))
      .limit(LIST_LIMIT)
      .prepare('profile_portfolio'),
    glossaries: db
      .select()
      .from(glossaries)
      .where(byEntity(glossaries))
      .orderBy(desc(glossaries.updatedAt))
      .limit(LIST_LIMIT)
      .prepare('profile_glossaries'),
    articles: db
      .select()
      .from(memberArticles)
      .where(byEntity(memberArticles))
      .orderBy(desc(memberArticles.publishedAt))
      .limit(LIST_LIMIT)
      .prepare('profile_articles'),
    feedback: db
      .select()
      .from(memberFeedback)
      .where(byEntity(memberFeedback))
      .orderBy(desc(memberFeedback.createdAt))
      .limit(LIST_LIMIT)
      .prepare('profile_feedback'),
    feedbackStats: db
      .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${memberFeedback.rating})::float8` })
      .from(memberFeedback)
      .where(byEntity(memberFeedback))
      .prepare('profile_feedback_stats'),
    bbReceived: db
      .select({ entry: bbEntries, otherName: users.name })
      .from(bbEntries)
      .innerJoin(users, eq(users.entityId, bbEntries.raterEntityId))
      .where(eq(bbEntries.outsourcerEntityId, sql.placeholder('id')))
      .orderBy(desc(bbEntries.createdAt))
      .limit(LIST_LIMIT)
      .prepare('profile_bb_received'),
    bbReceivedStats: db
      .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${bbEntries.lwa})::float8` })
      .from(bbEntries)
      .where(eq(bbEntries.outsourcerEntityId, sql.placeholder('id')))
      .prepare('profile_bb_received_stats'),
    bbGiven: db
      .select({ entry: bbEntries, otherName: users.name })
      .from(bbEntries)
      .innerJoin(users, eq(users.entityId, bbEntries.outsourcerEntityId))
      .where(eq(bbEntries.raterEntityId, sql.placeholder('id')))
      .orderBy(desc(bbEntries.createdAt))
      .limit(LIST_LIMIT)
      .prepare('profile_bb_given'),
    projects: db
      .select()
      .from(memberProjects)
      .where(byEntity(memberProjects))
      .orderBy(desc(memberProjects.completedOn), desc(memberProjects.id))
      .prepare('profile_projects'),
    termhelp: db.select().from(termhelpActivity).where(byEntity(termhelpActivity)).prepare('profile_termhelp'),
    forum: db.select().from(forumActivity).where(byEntity(forumActivity)).prepare('profile_forum'),
    community: db
      .select()
      .from(communityParticipation)
      .where(byEntity(communityParticipation))
      .orderBy(asc(communityParticipation.joinedAt))
      .prepare('profile_community'),
    events: db
      .select()
      .from(memberEvents)
      .where(byEntity(memberEvents))
      .orderBy(desc(memberEvents.startsAt))
      .limit(LIST_LIMIT)
      .prepare('profile_events'),
    websites: db
      .select()
      .from(memberWebsites)
      .where(byEntity(memberWebsites))
      .orderBy(asc(memberWebsites.id))
      .prepare('profile_websites'),
    pool: db.select().from(interpreterPools).where(byEntity(interpreterPools)).prepare('profile_pool'),
    favorites: db
      .select({ favorite: favorites, name: users.name, accountType: users.accountType })
      .from(favorites)
      .innerJoin(users, eq(users.entityId, favorites.favoriteEntityId))
      .where(eq(favorites.ownerEntityId, sql.placeholder('id')))
      .orderBy(desc(favorites.createdAt))
      .prepare('profile_favorites'),
    calendar: db
      .select()
      .from(calendarEvents)
      .where(
        and(
          byEntity(calendarEvents),
          lte(calendarEvents.startsOn, sql.placeholder('to')),
          gte(calendarEvents.endsOn, sql.placeholder('from')),
        ),
      )
      .orderBy(asc(calendarEvents.startsOn))
      .prepare('profile_calendar'),
    monthEvents: db
      .select()
      .from(memberEvents)
      .where(
        and(
          byEntity(memberEvents),
          sql`${memberEvents.startsAt} < ${sql.placeholder('toExclusive')}::date`,
          sql`${memberEvents.endsAt} >= ${sql.placeholder('from')}::date`,
        ),
      )
      .orderBy(asc(memberEvents.startsAt))
      .prepare('profile_month_events'),
  };

  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  return {
    member: (id: number) => one(prepared.member.execute({ id })),
    name: async (id: number) => (await one(prepared.name.execute({ id })))?.name,
    languages: (id: number) => prepared.languages.execute({ id }),
    pairs: (id: number) => prepared.pairs.execute({ id }),
    services: (id: number) => prepared.services.execute({ id }),
    fields: (id: number) => prepared.fields.execute({ id }),
    rates: (id: number) => prepared.rates.execute({ id }),
    software: (id: number) => prepared.software.execute({ id }),
    credentials: (id: number) => prepared.credentials.execute({ id }),
    portfolio: (id: number) => prepared.portfolio.execute({ id }),
    glossaries: (id: number) => prepared.glossaries.execute({ id }),
    articles: (id: number) => prepared.articles.execute({ id }),
    feedback: (id: number) => prepared.feedback.execute({ id }),
    feedbackStats: (id: number) => one(prepared.feedbackStats.execute({ id })),
    bbReceived: (id: number) => prepared.bbReceived.execute({ id }),
    bbReceivedStats: (id: number) => one(prepared.bbReceivedStats.execute({ id })),
    bbGiven: (id: number) => prepared.bbGiven.execute({ id }),
    projects: (id: number) => prepared.projects.execute({ id }),
    termhelp: (id: number) => one(prepared.termhelp.execute({ id })),
    forum: (id: number) => one(prepared.forum.execute({ id })),
    community: (id: number) => prepared.community.execute({ id }),
    events: (id: number) => prepared.events.execute({ id }),
    websites: (id: number) => prepared.websites.execute({ id }),
    pool: (id: number) => one(prepared.pool.execute({ id })),
    favorites: (id: number) => prepared.favorites.execute({ id }),
    /** Calendar entries and member events that overlap [from, to] (dates as YYYY-MM-DD). */
    async calendarMonth(id: number, from: string, to: string, toExclusive: string) {
      const [calendar, events] = await Promise.all([
        prepared.calendar.execute({ id, from, to }),
        prepared.monthEvents.execute({ id, from, toExclusive }),
      ]);
      return { calendar, events };
    },

    async saveGenderPronouns(id: number, values: { gender: string; genderCustom: string; pronouns: string }) {
      await db
        .insert(memberProfiles)
        .values({ entityId: id, ...values })
        .onConflictDoUpdate({ target: memberProfiles.entityId, set: { ...values, updatedAt: sql`now()` } });
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
