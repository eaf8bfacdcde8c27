import { and, asc, desc, eq, getTableColumns, gte, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import type {
  About,
  AccountTypeInput,
  ArticlesInput,
  CareersInput,
  ContactInput,
  CredentialsInput,
  EventsInput,
  FaqInput,
  FieldsInput,
  GlossariesInput,
  KnownLanguagesInput,
  MentorInput,
  PairsInput,
  PoolInput,
  PortfolioInput,
  ProjectsInput,
  RatesInput,
  SamplesInput,
  ServicesInput,
  SoftwaresInput,
  WebsitesInput,
} from '../../../contract/profile-input.ts';
import type { Db } from '../../db/client.ts';
import {
  bbEntries,
  calendarEvents,
  communityParticipation,
  faqCategories,
  faqEntries,
  favorites,
  feedbackReports,
  forumActivity,
  glossaries,
  interpreterPools,
  languagePairs,
  memberArticles,
  memberCareers,
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
  payPayments,
  portfolioSamples,
  portfolioWorks,
  removedMembers,
  termhelpActivity,
  users,
} from '../../db/schema/index.ts';

const byEntity = <T extends { entityId: unknown }>(table: T) => eq(table.entityId as never, sql.placeholder('id'));

/** Lists are capped: a profile shows the latest entries, not a member's whole history. */
const LIST_LIMIT = 50;

/**
 * A rating left after a marketplace job carries "verified payment" when the job's client paid the
 * professional for it through Wordhive Pay (a released payment linked to the job, issue 16).
 */
const paidForJob = (table: string, jobId: string, payer: string, payee: string) => {
  // Qualified by hand: drizzle writes a one-table query's columns unqualified, which inside this
  // subquery would name pay_payments' own job_id.
  const col = (name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
  return sql<boolean>`exists (select 1 from ${payPayments} p where p.job_id = ${col(jobId)} and p.status = 'released'
    and p.payer_entity_id = ${col(payer)} and p.payee_entity_id = ${col(payee)})`.mapWith(
    (v) => v === true || v === 't',
  );
};
const bbPaid = paidForJob('bb_entries', 'job_id', 'outsourcer_entity_id', 'rater_entity_id');

/**
 * Feedback from verified work (decision 126): given after a job awarded on Wordhive, or by a member who
 * paid the reviewed member through Wordhive Pay (a released payment between the two). Only this earns
 * "Verified client"; the table (or its alias) is named by hand for the same reason as paidForJob's.
 */
export const verifiedWork = (table: string) => {
  const col = (name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
  return sql<boolean>`(${col('job_id')} is not null or exists (select 1 from ${payPayments} p
    where p.status = 'released' and p.payer_entity_id = ${col('author_entity_id')}
    and p.payee_entity_id = ${col('entity_id')}))`;
};
/**
 * What a rating counts (decision 126): everything but a review only confirmed by email (a mailed
 * request answered by someone outside, with no job or payment between the two), which is shown and
 * counted apart and never ranks like verified work.
 */
const countedFeedback = (table: string) =>
  sql<boolean>`(${sql.identifier(table)}.${sql.identifier('request_id')} is null or ${verifiedWork(table)})`;

/**
 * Every read of the profile feature. Each group is one indexed query by
 * entity id, prepared once (PGlite and PostgreSQL then skip planning).
 */
/**
 * A member's stars (spec §3 star-rating) follow the ratings they received: a client's (outsourcer's)
 * from the Blue Board, everyone else's from client and colleague feedback, a review only confirmed by
 * email aside (decision 126). Called in the same transaction as the change to those ratings.
 */
export async function refreshStarRating(tx: Pick<Db, 'execute'>, entityId: number): Promise<void> {
  // An upsert: a member who never saved a profile group has no row yet, and their stars must show all the same.
  await tx.execute(sql`
    insert into ${memberProfiles} (entity_id, rating_avg, rating_count)
    select u.entity_id, s.average, s.total
    from ${users} u, lateral (
      select round(avg(r.stars)::numeric, 2) as average, count(*)::int as total
      from (
        select f.rating as stars from ${memberFeedback} f
        where f.entity_id = ${entityId} and u.account_type <> 'outsourcer' and ${countedFeedback('f')}
        union all
        select b.lwa from ${bbEntries} b
        where b.outsourcer_entity_id = ${entityId} and u.account_type = 'outsourcer'
      ) r
    ) s
    where u.entity_id = ${entityId}
    on conflict (entity_id) do update
    set rating_avg = excluded.rating_avg, rating_count = excluded.rating_count, updated_at = now()`);
}

export function createProfileRepository(db: Db) {
  const prepared = {
    member: db
      .select({
        user: users,
        profile: memberProfiles,
        // The verified_credentials role: staff checked the member's credentials.
        certified: sql<boolean>`exists (select 1 from member_roles r
          where r.entity_id = ${users.entityId} and r.role = 'verified_credentials')`,
      })
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
    works: db
      .select()
      .from(portfolioWorks)
      .where(byEntity(portfolioWorks))
      .orderBy(desc(portfolioWorks.year), asc(portfolioWorks.id))
      .limit(LIST_LIMIT)
      .prepare('profile_works'),
    careers: db
      .select()
      .from(memberCareers)
      .where(byEntity(memberCareers))
      .orderBy(asc(memberCareers.position), asc(memberCareers.id))
      .prepare('profile_careers'),
    faqCategories: db
      .select()
      .from(faqCategories)
      .where(byEntity(faqCategories))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id))
      .prepare('profile_faq_categories'),
    faqEntries: db
      .select()
      .from(faqEntries)
      .where(byEntity(faqEntries))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id))
      .prepare('profile_faq_entries'),
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
      .select({
        ...getTableColumns(memberFeedback),
        verifiedPayment: paidForJob('member_feedback', 'job_id', 'author_entity_id', 'entity_id'),
        verifiedWork: verifiedWork('member_feedback').mapWith((v) => v === true || v === 't'),
      })
      .from(memberFeedback)
      .where(byEntity(memberFeedback))
      .orderBy(desc(memberFeedback.createdAt))
      .limit(LIST_LIMIT)
      .prepare('profile_feedback'),
    feedbackStats: db
      .select({
        count: sql<number>`count(*) filter (where ${countedFeedback('member_feedback')})::int`,
        average: sql<
          number | null
        >`(avg(${memberFeedback.rating}) filter (where ${countedFeedback('member_feedback')}))::float8`,
        confirmedByEmail: sql<number>`count(*) filter (where not ${countedFeedback('member_feedback')})::int`,
      })
      .from(memberFeedback)
      .where(byEntity(memberFeedback))
      .prepare('profile_feedback_stats'),
    bbReceived: db
      // A rater who left stays a deleted member: the entry is the client's record (decision 102).
      .select({
        entry: bbEntries,
        otherName: sql<string>`coalesce(${users.name}, ${DELETED_MEMBER})`,
        verifiedPayment: bbPaid,
      })
      .from(bbEntries)
      .leftJoin(users, eq(users.entityId, bbEntries.raterEntityId))
      .where(eq(bbEntries.outsourcerEntityId, sql.placeholder('id')))
      .orderBy(desc(bbEntries.createdAt))
      .limit(LIST_LIMIT)
      .prepare('profile_bb_received'),
    // The entries staff removed after a report, by its category (decision 127): one row a decision.
    removedByStaff: db
      .select({ kind: feedbackReports.kind, category: feedbackReports.category, count: sql<number>`count(*)::int` })
      .from(feedbackReports)
      .where(
        and(
          eq(feedbackReports.entityId, sql.placeholder('id')),
          eq(feedbackReports.outcome, 'removed'),
          isNull(feedbackReports.settledWith),
        ),
      )
      .groupBy(feedbackReports.kind, feedbackReports.category)
      .orderBy(feedbackReports.kind, feedbackReports.category)
      .prepare('profile_removed_by_staff'),
    bbReceivedStats: db
      .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${bbEntries.lwa})::float8` })
      .from(bbEntries)
      .where(eq(bbEntries.outsourcerEntityId, sql.placeholder('id')))
      .prepare('profile_bb_received_stats'),
    bbGiven: db
      .select({ entry: bbEntries, otherName: users.name, verifiedPayment: bbPaid })
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
    /** Whether this id belonged to a member who left. */
    async wasRemoved(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: removedMembers.entityId })
        .from(removedMembers)
        .where(eq(removedMembers.entityId, id));
      return !!row;
    },
    name: async (id: number) => (await one(prepared.name.execute({ id })))?.name,
    languages: (id: number) => prepared.languages.execute({ id }),
    pairs: (id: number) => prepared.pairs.execute({ id }),
    services: (id: number) => prepared.services.execute({ id }),
    fields: (id: number) => prepared.fields.execute({ id }),
    rates: (id: number) => prepared.rates.execute({ id }),
    software: (id: number) => prepared.software.execute({ id }),
    credentials: (id: number) => prepared.credentials.execute({ id }),
    portfolio: (id: number) => prepared.portfolio.execute({ id }),
    works: (id: number) => prepared.works.execute({ id }),
    careers: (id: number) => prepared.careers.execute({ id }),
    async faq(id: number) {
      const [categories, entries] = await Promise.all([
        prepared.faqCategories.execute({ id }),
        prepared.faqEntries.execute({ id }),
      ]);
      return { categories, entries };
    },
    glossaries: (id: number) => prepared.glossaries.execute({ id }),
    articles: (id: number) => prepared.articles.execute({ id }),
    feedback: (id: number) => prepared.feedback.execute({ id }),
    feedbackStats: (id: number) => one(prepared.feedbackStats.execute({ id })),
    removedByStaff: (id: number) => prepared.removedByStaff.execute({ id }),
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
    async isFavorite(ownerId: number, favoriteId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: favorites.favoriteEntityId })
        .from(favorites)
        .where(and(eq(favorites.ownerEntityId, ownerId), eq(favorites.favoriteEntityId, favoriteId)));
      return !!row;
    },
    /** The first day and the last of a member's calendar entries and events (YYYY-MM-DD), null without any. */
    async calendarSpan(id: number): Promise<{ first: string | null; last: string | null }> {
      const result = (await db.execute(sql`
        select min(d.first)::text as first, max(d.last)::text as last from (
          select min(${calendarEvents.startsOn})::date as first, max(${calendarEvents.endsOn})::date as last
            from ${calendarEvents} where ${calendarEvents.entityId} = ${id}
          union all
          select min(${memberEvents.startsAt})::date, max(${memberEvents.endsAt})::date
            from ${memberEvents} where ${memberEvents.entityId} = ${id}
        ) d`)) as unknown as { rows: { first: string | null; last: string | null }[] };
      return result.rows[0] ?? { first: null, last: null };
    },
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

    /** Sets the member's photo address (null: none), answering the one it replaces. */
    async replaceImageUrl(id: number, imageUrl: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ imageUrl: users.imageUrl })
          .from(users)
          .where(eq(users.entityId, id))
          .for('update');
        await tx.update(users).set({ imageUrl }).where(eq(users.entityId, id));
        await touch(tx, id);
        return row?.imageUrl ?? null;
      });
    },

    async saveAbout(id: number, values: About) {
      await db
        .insert(memberProfiles)
        .values({ entityId: id, ...values })
        .onConflictDoUpdate({ target: memberProfiles.entityId, set: { ...values, updatedAt: sql`now()` } });
    },

    /**
     * Replaces the member's pairs, in order. Pair services and rates of a pair
     * no longer worked go with it, so the profile never offers a service in a
     * pair it does not list.
     */
    async savePairs(id: number, pairs: PairsInput['pairs']) {
      const keys = pairs.map((p) => `${p.source}>${p.target}`);
      const pairKey = (t: typeof memberServices | typeof memberRates) => sql`${t.sourceLang} || '>' || ${t.targetLang}`;
      await db.transaction(async (tx) => {
        await tx.delete(languagePairs).where(eq(languagePairs.entityId, id));
        if (pairs.length) {
          await tx
            .insert(languagePairs)
            .values(
              pairs.map((p, position) => ({ entityId: id, sourceLang: p.source, targetLang: p.target, position })),
            );
        }
        for (const table of [memberServices, memberRates] as const) {
          await tx
            .delete(table)
            .where(
              and(
                eq(table.entityId, id),
                isNotNull(table.targetLang),
                keys.length ? notInArray(pairKey(table), keys) : undefined,
              ),
            );
        }
        await touch(tx, id);
      });
    },

    /** The member's pairs as `source>target`, to check what a service may name. */
    async pairKeys(id: number): Promise<Set<string>> {
      const rows = await db
        .select({ source: languagePairs.sourceLang, target: languagePairs.targetLang })
        .from(languagePairs)
        .where(eq(languagePairs.entityId, id));
      return new Set(rows.map((r) => `${r.source}>${r.target}`));
    },

    /**
     * Replaces the services (one row per pair, or per language for a
     * single-language service); rates of a service no longer offered in that
     * pair or language go with it.
     */
    async saveServices(id: number, services: ServicesInput['services']) {
      const rows = services.flatMap((s) => [
        ...s.pairs.map((p) => ({ entityId: id, serviceId: s.serviceId, sourceLang: p.source, targetLang: p.target })),
        ...s.languages.map((language) => ({
          entityId: id,
          serviceId: s.serviceId,
          sourceLang: language,
          targetLang: null,
        })),
      ]);
      await db.transaction(async (tx) => {
        await tx.delete(memberServices).where(eq(memberServices.entityId, id));
        if (rows.length) await tx.insert(memberServices).values(rows);
        await tx.execute(sql`
          delete from ${memberRates} r
          where r.entity_id = ${id}
            and not exists (
              select 1 from ${memberServices} s
              where s.entity_id = r.entity_id and s.service_id = r.service_id
                and s.source_lang is not distinct from r.source_lang
                and s.target_lang is not distinct from r.target_lang)`);
        await touch(tx, id);
      });
    },

    saveKnownLanguages: (id: number, languages: KnownLanguagesInput['languages']) =>
      replaceRows(memberLanguages, id, languages),
    saveFields: (id: number, fields: FieldsInput['fields']) => replaceRows(memberFields, id, fields),
    saveSoftwares: (id: number, softwareIds: SoftwaresInput['softwareIds']) =>
      replaceRows(
        memberSoftware,
        id,
        softwareIds.map((softwareId) => ({ softwareId })),
      ),
    saveWebsites: (id: number, websites: WebsitesInput['websites']) => replaceRows(memberWebsites, id, websites),

    async saveAccountType(id: number, accountType: AccountTypeInput['accountType']) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ accountType }).where(eq(users.entityId, id));
        await touch(tx, id);
      });
    },

    async saveContact(id: number, c: ContactInput) {
      const values = {
        countryCode: c.country_code || null,
        region: c.region,
        city: c.city,
        address: c.address,
        postalCode: c.postal_code,
        phone: c.phone,
        skype: c.skype,
        fax: c.fax,
        contactEmail: c.email,
        website: c.website,
        agencyName: c.agency_name,
        timezone: c.timezone,
      };
      await db
        .insert(memberProfiles)
        .values({ entityId: id, ...values })
        .onConflictDoUpdate({ target: memberProfiles.entityId, set: { ...values, updatedAt: sql`now()` } });
    },

    saveRates: (id: number, rates: RatesInput['rates']) =>
      replaceRows(
        memberRates,
        id,
        rates.map(({ pair, ...r }) => ({ ...r, sourceLang: pair?.source ?? null, targetLang: pair?.target ?? null })),
      ),

    /** A credential staff verified stays verified only while the member leaves it as it was. */
    saveCredentials: (id: number, credentials: CredentialsInput['credentials']) =>
      replaceEntries(memberCredentials, id, credentials, (c, old) => {
        const row = {
          kind: c.kind,
          title: c.title,
          issuer: c.issuer,
          sourceLang: c.pair?.source ?? null,
          targetLang: c.pair?.target ?? null,
          year: c.year,
        };
        return { ...row, verified: holds(old, row) && !!old?.verified };
      }),

    savePortfolio: (id: number, works: PortfolioInput['works']) =>
      replaceEntries(portfolioWorks, id, works, (w, old) => ({
        title: w.title,
        kind: w.kind,
        client: w.client,
        year: w.year,
        sourceLang: w.pair?.source ?? null,
        targetLang: w.pair?.target ?? null,
        disciplineId: w.disciplineId,
        url: w.url,
        description: w.description,
        ...(old ? { createdAt: old.createdAt } : {}),
      })),

    saveCareers: (id: number, careers: CareersInput['careers']) =>
      replaceEntries(memberCareers, id, careers, (c, _old, position) => ({
        role: c.role,
        organisation: c.organisation,
        startYear: c.startYear,
        endYear: c.endYear,
        description: c.description,
        position,
      })),

    /** A project a client confirmed stays confirmed only while the member leaves it as it was. */
    saveProjects: (id: number, projects: ProjectsInput['projects']) =>
      replaceEntries(memberProjects, id, projects, (p, old) => {
        // A project listed with a full date keeps it while its month stays the same.
        const completedOn = old?.completedOn.startsWith(p.completedOn) ? old.completedOn : `${p.completedOn}-01`;
        const row = {
          title: p.title,
          serviceId: p.serviceId,
          sourceLang: p.pair?.source ?? null,
          targetLang: p.pair?.target ?? null,
          disciplineId: p.disciplineId,
          volume: p.volume,
          volumeUnit: p.volumeUnit,
          completedOn,
          clientType: p.clientType,
        };
        const kept = holds(old, row);
        return { ...row, confirmedBy: kept ? old!.confirmedBy : null, confirmedAt: kept ? old!.confirmedAt : null };
      }),

    /** The whole FAQ at once: categories in order, each with its questions in order; ids kept. */
    async saveFaq(id: number, categories: FaqInput['categories']) {
      await db.transaction(async (tx) => {
        const [oldCategories, oldEntries] = await Promise.all([
          tx.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.entityId, id)),
          tx.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.entityId, id)),
        ]);
        const ownCategories = new Set(oldCategories.map((c) => c.id));
        const ownEntries = new Set(oldEntries.map((e) => e.id));
        // Questions go with their categories (on delete cascade).
        await tx.delete(faqCategories).where(eq(faqCategories.entityId, id));
        for (const [position, c] of categories.entries()) {
          const [row] = await tx
            .insert(faqCategories)
            .values({
              entityId: id,
              name: c.name,
              position,
              ...(c.id !== undefined && ownCategories.has(c.id) ? { id: c.id } : {}),
            })
            .returning({ id: faqCategories.id });
          if (c.questions.length) {
            await tx.insert(faqEntries).values(
              c.questions.map((q, i) => ({
                entityId: id,
                categoryId: row!.id,
                question: q.question,
                answer: q.answer,
                position: i,
                ...(q.id !== undefined && ownEntries.has(q.id) ? { id: q.id } : {}),
              })),
            );
          }
        }
        await touch(tx, id);
      });
    },

    async savePool(id: number, pool: PoolInput['pool']) {
      await db.transaction(async (tx) => {
        if (pool) {
          await tx
            .insert(interpreterPools)
            .values({ entityId: id, ...pool })
            .onConflictDoUpdate({ target: interpreterPools.entityId, set: pool });
        } else {
          await tx.delete(interpreterPools).where(eq(interpreterPools.entityId, id));
        }
        await touch(tx, id);
      });
    },

    async saveMentor(id: number, mentor: MentorInput) {
      const values = { isMentor: mentor.isMentor, mentorTopics: mentor.isMentor ? mentor.topics : [] };
      await db
        .insert(memberProfiles)
        .values({ entityId: id, ...values })
        .onConflictDoUpdate({ target: memberProfiles.entityId, set: { ...values, updatedAt: sql`now()` } });
    },

    saveSamples: (id: number, samples: SamplesInput['samples']) =>
      replaceEntries(portfolioSamples, id, samples, (s, old) => ({
        title: s.title,
        sourceLang: s.pair.source,
        targetLang: s.pair.target,
        disciplineId: s.disciplineId,
        sourceText: s.sourceText,
        targetText: s.targetText,
        ...(old ? { createdAt: old.createdAt } : {}),
      })),

    saveGlossaries: (id: number, list: GlossariesInput['glossaries']) =>
      replaceEntries(glossaries, id, list, (g, old) => {
        const row = {
          title: g.title,
          sourceLang: g.pair.source,
          targetLang: g.pair.target,
          disciplineId: g.disciplineId,
          termCount: g.termCount,
          sampleTerms: g.sampleTerms,
        };
        // "Updated" moves only when the glossary itself changed, not when another one did.
        return { ...row, ...(old && holds(old, row) ? { updatedAt: old.updatedAt } : {}) };
      }),

    saveArticles: (id: number, articles: ArticlesInput['articles']) =>
      replaceEntries(memberArticles, id, articles, (a, old) => ({
        title: a.title,
        summary: a.summary,
        category: a.category,
        url: a.url,
        views: old?.views ?? 0,
        publishedAt: old?.publishedAt ?? new Date(),
      })),

    saveEvents: (id: number, events: EventsInput['events']) =>
      replaceEntries(memberEvents, id, events, (e) => ({
        title: e.title,
        kind: e.kind,
        role: e.role,
        location: e.online && !e.location ? '' : e.location,
        online: e.online,
        startsAt: new Date(`${e.startsOn}T00:00:00Z`),
        endsAt: new Date(`${e.endsOn}T23:59:59Z`),
      })),
  };

  /**
   * A group of entries with ids of their own: the member's list is replaced by
   * the one sent, in one transaction. An entry that names one of the member's
   * ids keeps it (and whatever `toRow` carries over from the old row: a
   * verification, a publication date); any other id is taken as a new entry.
   */
  async function replaceEntries<
    T extends
      | typeof memberCredentials
      | typeof portfolioSamples
      | typeof portfolioWorks
      | typeof memberCareers
      | typeof memberProjects
      | typeof glossaries
      | typeof memberArticles
      | typeof memberEvents,
    I extends { id?: number | undefined },
  >(
    table: T,
    id: number,
    entries: I[],
    toRow: (entry: I, old: T['$inferSelect'] | undefined, position: number) => object,
  ) {
    await db.transaction(async (tx) => {
      const existing = (await tx
        .select()
        .from(table as never)
        .where(eq(table.entityId, id))) as T['$inferSelect'][];
      const byId = new Map(existing.map((row) => [row.id, row]));
      const rows = entries.map((entry, position) => {
        const old = entry.id === undefined ? undefined : byId.get(entry.id);
        return { ...toRow(entry, old, position), entityId: id, ...(old ? { id: old.id } : {}) };
      });
      await tx.delete(table).where(eq(table.entityId, id));
      // Drizzle cannot type an insert into a table chosen by a type parameter; each caller's rows match its table.
      if (rows.length) await tx.insert(table).values(rows as never);
      await touch(tx, id);
    });
  }

  /** A group that is a plain list of rows: the member's rows are replaced by these, in one transaction. */
  async function replaceRows<
    T extends
      | typeof memberLanguages
      | typeof memberFields
      | typeof memberSoftware
      | typeof memberWebsites
      | typeof memberRates,
  >(table: T, id: number, rows: Omit<T['$inferInsert'], 'entityId'>[]) {
    await db.transaction(async (tx) => {
      await tx.delete(table).where(eq(table.entityId, id));
      // Drizzle cannot type an insert into a table chosen by a type parameter; each caller's rows match its table.
      if (rows.length) await tx.insert(table).values(rows.map((row) => ({ ...row, entityId: id })) as never);
      await touch(tx, id);
    });
  }
}

/** Whether an old row already holds these values. */
function holds(old: Record<string, unknown> | undefined, row: Record<string, unknown>): boolean {
  return !!old && Object.keys(row).every((k) => JSON.stringify(old[k]) === JSON.stringify(row[k]));
}

/** Marks the profile as changed now (creating its row for a member who had none). */
async function touch(tx: Pick<Db, 'insert'>, id: number) {
  await tx
    .insert(memberProfiles)
    .values({ entityId: id })
    .onConflictDoUpdate({ target: memberProfiles.entityId, set: { updatedAt: sql`now()` } });
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
