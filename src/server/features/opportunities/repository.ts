/** Queries of jobs, their pairs and quotes, saved searches, and the ratings a finished job leaves. */
import {
  type AnyColumn,
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import { parseFieldFilter } from '../../../contract/directory.ts';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import {
  type DeclineReason,
  type JobAlertInput,
  type JobInput,
  type JobListQuery,
  type JobPair,
  jobSortOf,
  type QuoteInput,
} from '../../../contract/opportunities.ts';
import { DISCIPLINE_BY_ID, filtersFinding, servicesFoundBy } from '../../../contract/taxonomy.ts';
import type { Db } from '../../db/client.ts';
import {
  bbEntries,
  directoryEntries,
  jobAlerts,
  jobInvitations,
  jobPairs,
  jobQuotes,
  jobs,
  languagePairs,
  memberFeedback,
  memberProjects,
  payPayments,
  users,
} from '../../db/schema/index.ts';
import { hasWordStart, wordStartSql } from '../../db/text-match.ts';
import { wordFacets } from '../directory/search-vocabulary.ts';
import { paidAmount } from '../payments/repository.ts';
import { refreshStarRating } from '../profile/repository.ts';

/**
 * A job as the service reads it: every column but the words' vector, which only the database reads
 * (through its index) and which would only widen every job row sent to the app.
 */
const { searchWords: _vector, ...jobColumns } = getTableColumns(jobs);
export type JobRow = Omit<typeof jobs.$inferSelect, 'searchWords'>;
export type QuoteRow = typeof jobQuotes.$inferSelect;
export type AlertRow = typeof jobAlerts.$inferSelect;

/** `field` of the list or a saved search, as a condition on jobs. */
function fieldCondition(field: string | undefined | null): SQL | undefined {
  const parsed = field ? parseFieldFilter(field) : null;
  if (!parsed) return undefined;
  return parsed.kind === 'category' ? eq(jobs.fieldCategory, parsed.key) : eq(jobs.disciplineId, parsed.id);
}

/** A job's title and description as folded words and as their vector (text-match.ts). */
const jobWords = { words: jobs.searchText, vector: jobs.searchWords };

/**
 * Where a list reads what a search's words ask of a job: the job's own row, or its pair's copies of the
 * list columns (the pair-filtered list), which then never has to reach the job row but for its words.
 */
interface JobColumns {
  id: AnyColumn;
  serviceId: AnyColumn;
  fieldCategory: AnyColumn;
  disciplineId: AnyColumn;
  /** A word of the title or the description begins with the typed word. */
  hasWord: (word: string) => SQL;
}

const ofJobs: JobColumns = {
  id: jobs.id,
  serviceId: jobs.serviceId,
  fieldCategory: jobs.fieldCategory,
  disciplineId: jobs.disciplineId,
  hasWord: (word) => wordStartSql(jobWords, word),
};

/**
 * The jobs with the word, found first as a set of their own (materialised) that the pairs are checked
 * against (decision 060). Joined to each pair's job instead, PostgreSQL read every job for a word that
 * also names a field, or walked every pair of a language in the list's order looking up its job.
 */
const ofPairs: JobColumns = {
  id: jobPairs.jobId,
  serviceId: jobPairs.serviceId,
  fieldCategory: jobPairs.fieldCategory,
  disciplineId: jobPairs.disciplineId,
  hasWord: (word) =>
    sql`${jobPairs.jobId} in (with worded as materialized (select ${jobs.id} from ${jobs} where ${wordStartSql(jobWords, word)}) select id from worded)`,
};

/**
 * The jobs a word names by their filters, in any interface language (search-vocabulary.ts): a
 * language on either side of a pair, a service (and its kinds), a field or a discipline. The lists
 * hold open jobs only, and so does the set of pairs a language names.
 */
function namedFiltersCondition(word: string, of: JobColumns): SQL | undefined {
  const conditions = wordFacets(word).flatMap((facet): SQL[] => {
    const [kind, value = ''] = facet.split(':');
    switch (kind) {
      case 'lang':
        return [
          sql`${of.id} in (select ${jobPairs.jobId} from ${jobPairs} where ${jobPairs.open} and (${jobPairs.source} = ${value} or ${jobPairs.target} = ${value}))`,
        ];
      case 'svc':
        return [inArray(of.serviceId, servicesFoundBy(Number(value)))];
      case 'field':
        return [eq(of.fieldCategory, value)];
      case 'disc':
        return [eq(of.disciplineId, Number(value))];
      default:
        return [];
    }
  });
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * Words of the search, each beginning a word of the title or the description (case and accents aside), or naming the job's
 * language, service or field: "Portuguese" finds the Portuguese jobs whatever their text says.
 */
function searchCondition(search: string | undefined | null, of: JobColumns): SQL | undefined {
  const words = searchWords(search).slice(0, 8);
  if (!words.length) return undefined;
  return and(...words.map((w) => or(of.hasWord(w), namedFiltersCondition(w, of))));
}

const searchWords = (search: string | undefined | null) => (search ?? '').split(/\s+/).filter(Boolean);

/** How many of the search's words the job's own title and description have: the list's relevance. */
function wordsInText(search: string | undefined | null, of: JobColumns): SQL<number> {
  const words = searchWords(search).slice(0, 8);
  return sql<number>`(${sql.join(
    words.map((w) => sql`(${of.hasWord(w)})::int`),
    sql` + `,
  )})`;
}

/** The filters a job is found by, as search-vocabulary.ts names them (what namedFiltersCondition asks). */
function filtersOfJob(job: JobRow, pairs: readonly { source: string; target: string }[]): Set<string> {
  const facets = new Set<string>();
  for (const p of pairs) facets.add(`lang:${p.source}`).add(`lang:${p.target}`);
  for (const id of filtersFinding(job.serviceId)) facets.add(`svc:${id}`);
  if (job.fieldCategory) facets.add(`field:${job.fieldCategory}`);
  if (job.disciplineId !== null) facets.add(`disc:${job.disciplineId}`);
  return facets;
}

/** A saved search's words all match this job, as the list's searchCondition would match them (on the job's stored words). */
function wordsMatchJob(search: string | null, job: JobRow, facets: ReadonlySet<string>): boolean {
  return searchWords(search).every(
    (word) => hasWordStart(job.searchText, word) || wordFacets(word).some((facet) => facets.has(facet)),
  );
}

/** The job has a pair that is one of the member's own (their profile's, as they are now). */
function inOwnPairs(entityId: SQL, jobId: SQL): SQL {
  return sql`exists (select 1 from ${jobPairs} p join ${languagePairs} lp on lp.source_lang = p.source and lp.target_lang = p.target
    where p.job_id = ${jobId} and lp.entity_id = ${entityId})`;
}

function pairCondition(source: string | undefined | null, target: string | undefined | null): SQL | undefined {
  if (!source && !target) return undefined;
  return sql`exists (select 1 from ${jobPairs} where ${jobPairs.jobId} = ${jobs.id}${
    source ? sql` and ${jobPairs.source} = ${source}` : sql``
  }${target ? sql` and ${jobPairs.target} = ${target}` : sql``})`;
}

const jobValues = (job: JobInput) => ({
  title: job.title,
  description: job.description,
  serviceId: job.serviceId,
  disciplineId: job.disciplineId,
  fieldCategory: job.disciplineId === null ? null : (DISCIPLINE_BY_ID.get(job.disciplineId)?.categoryKey ?? null),
  volume: job.volume,
  unit: job.unit,
  deadline: job.deadline,
  currency: job.currency,
  budgetMinMilli: job.budgetMinMilli,
  budgetMaxMilli: job.budgetMaxMilli,
  catToolId: job.catToolId,
  audience: job.audience,
  minRating: job.audience === 'rated' ? job.minRating : null,
  quotesVisible: job.quotesVisible,
});

/**
 * Copies the jobs' list columns onto their pairs (all jobs, or these): after every change to a job,
 * in the same transaction, so the pair-filtered list never disagrees with the jobs.
 */
export async function syncJobPairs(tx: Pick<Db, 'execute'>, jobIds?: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update ${jobPairs} p set
      open = j.status = 'open', service_id = j.service_id, field_category = j.field_category,
      discipline_id = j.discipline_id, published_at = j.published_at, deadline = j.deadline,
      budget_total = j.budget_max_milli::bigint * j.volume
    from ${jobs} j
    where j.id = p.job_id${
      jobIds
        ? sql` and p.job_id in (${sql.join(
            jobIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }`);
}

/** Quotes that count: not withdrawn. */
const liveQuote = ne(jobQuotes.status, 'withdrawn');

export function createJobRepository(db: Db) {
  const person = {
    entityId: users.entityId,
    name: users.name,
    imageUrl: users.imageUrl,
    accountType: users.accountType,
  };
  /** The author of a quote, who may have left since: then a deleted member, with what the quote says (decision 102). */
  const quoter = {
    entityId: jobQuotes.entityId,
    name: sql<string>`coalesce(${users.name}, ${DELETED_MEMBER})`,
    imageUrl: users.imageUrl,
    accountType: sql<string>`coalesce(${users.accountType}, 'translator')`,
  };

  return {
    /**
     * One page of open jobs and how many match. With a language filter the pairs' copies of the
     * list columns answer it (an index range, newest first); otherwise the jobs themselves.
     */
    /** `mine`: only jobs in these pairs that this member did not post (the jobs they could quote on). */
    async list(query: JobListQuery, pageSize: number, mine?: { pairs: readonly JobPair[]; entityId: number }) {
      const inPairs = mine?.pairs;
      const offset = (query.page - 1) * pageSize;
      const sort = jobSortOf(query);
      if (!query.source && !query.target && !inPairs) {
        const where = and(
          eq(jobs.status, 'open'),
          query.service_id ? inArray(jobs.serviceId, servicesFoundBy(query.service_id)) : undefined,
          fieldCondition(query.field),
          searchCondition(query.search, ofJobs),
        );
        const newest = [sql`${jobs.publishedAt} desc nulls last`, desc(jobs.id)];
        const order =
          sort === 'deadline'
            ? [asc(jobs.deadline), desc(jobs.id)]
            : sort === 'budget'
              ? [sql`${jobs.budgetMaxMilli}::bigint * ${jobs.volume} desc nulls last`, desc(jobs.id)]
              : sort === 'relevance'
                ? [sql`${wordsInText(query.search, ofJobs)} desc`, ...newest]
                : newest;
        const [rows, [total]] = await Promise.all([
          db
            .select(jobColumns)
            .from(jobs)
            .where(where)
            .orderBy(...order)
            .limit(pageSize)
            .offset(offset),
          db.select({ n: count() }).from(jobs).where(where),
        ]);
        return { rows, total: total?.n ?? 0 };
      }
      const p = jobPairs;
      const field = query.field ? parseFieldFilter(query.field) : null;
      const where = and(
        eq(p.open, true),
        query.source ? eq(p.source, query.source) : undefined,
        query.target ? eq(p.target, query.target) : undefined,
        inPairs ? or(...inPairs.map((pair) => and(eq(p.source, pair.source), eq(p.target, pair.target)))) : undefined,
        mine
          ? sql`${p.jobId} not in (select ${jobs.id} from ${jobs} where ${jobs.posterEntityId} = ${mine.entityId})`
          : undefined,
        query.service_id ? inArray(p.serviceId, servicesFoundBy(query.service_id)) : undefined,
        field?.kind === 'category' ? eq(p.fieldCategory, field.key) : undefined,
        field?.kind === 'discipline' ? eq(p.disciplineId, field.id) : undefined,
        searchCondition(query.search, ofPairs),
      );
      const sortColumn = sort === 'deadline' ? p.deadline : sort === 'budget' ? p.budgetTotal : p.publishedAt;
      // The job's relevance, read from its own row, when the list is in that order (selected, since
      // a distinct list orders only by what it selects).
      const byRelevance = sort === 'relevance';
      const relevance = (byRelevance ? wordsInText(query.search, ofPairs) : sql<number>`null`).as('relevance');
      const order =
        sort === 'deadline'
          ? [asc(p.deadline), desc(p.jobId)]
          : [...(byRelevance ? [sql`relevance desc`] : []), sql`${sortColumn} desc nulls last`, desc(p.jobId)];
      // With both languages a job has one row; with one, a job with two matching pairs has two.
      const onePerJob = !!(query.source && query.target);
      const [page, [total]] = await Promise.all([
        (onePerJob
          ? db.select({ jobId: p.jobId, relevance, sort: sortColumn }).from(p)
          : db.selectDistinct({ jobId: p.jobId, relevance, sort: sortColumn }).from(p)
        )
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset(offset),
        db
          .select({ n: onePerJob ? count() : countDistinct(p.jobId) })
          .from(p)
          .where(where),
      ]);
      const ids = page.map((r) => r.jobId);
      const found = ids.length ? await db.select(jobColumns).from(jobs).where(inArray(jobs.id, ids)) : [];
      const byId = new Map(found.map((j) => [j.id, j]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: total?.n ?? 0 };
    },

    /** A member's own language pairs, as their profile lists them. */
    async pairsOf(entityId: number): Promise<JobPair[]> {
      return db
        .select({ source: languagePairs.sourceLang, target: languagePairs.targetLang })
        .from(languagePairs)
        .where(eq(languagePairs.entityId, entityId))
        .orderBy(asc(languagePairs.position), asc(languagePairs.id));
    },

    async job(id: number) {
      const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** Pairs, posters and quote counts of these jobs, for their summaries. */
    async details(rows: readonly JobRow[]) {
      const ids = rows.map((r) => r.id);
      if (!ids.length) return { pairs: [], posters: [], counts: [] };
      const [pairs, posters, counts] = await Promise.all([
        db
          .select()
          .from(jobPairs)
          .where(inArray(jobPairs.jobId, ids))
          .orderBy(asc(jobPairs.source), asc(jobPairs.target)),
        db
          .select(person)
          .from(users)
          .where(inArray(users.entityId, [...new Set(rows.map((r) => r.posterEntityId))])),
        db
          .select({ jobId: jobQuotes.jobId, n: count() })
          .from(jobQuotes)
          .where(and(inArray(jobQuotes.jobId, ids), liveQuote))
          .groupBy(jobQuotes.jobId),
      ]);
      return { pairs, posters, counts };
    },

    async create(posterId: number, job: JobInput, publish: boolean, at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            posterEntityId: posterId,
            ...jobValues(job),
            status: publish ? 'open' : 'draft',
            publishedAt: publish ? at : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning(jobColumns);
        await tx.insert(jobPairs).values(job.pairs.map((p) => ({ jobId: row!.id, ...p })));
        await syncJobPairs(tx, [row!.id]);
        return row!;
      });
    },

    /**
     * Saves a job's edit; with `outdateQuotes`, the quotes waiting for the client are marked out of
     * date in the same write (their terms changed). Answers the authors of the quotes it marked.
     */
    async update(id: number, job: JobInput, at: Date, { outdateQuotes }: { outdateQuotes: boolean }) {
      return db.transaction(async (tx) => {
        await tx
          .update(jobs)
          .set({ ...jobValues(job), updatedAt: at })
          .where(eq(jobs.id, id));
        await tx.delete(jobPairs).where(eq(jobPairs.jobId, id));
        await tx.insert(jobPairs).values(job.pairs.map((p: JobPair) => ({ jobId: id, ...p })));
        await syncJobPairs(tx, [id]);
        if (!outdateQuotes) return [];
        const marked = await tx
          .update(jobQuotes)
          .set({ outdatedAt: at, shortlisted: false })
          .where(and(eq(jobQuotes.jobId, id), eq(jobQuotes.status, 'submitted')))
          .returning({ entityId: jobQuotes.entityId });
        return marked.map((m) => m.entityId);
      });
    },

    /** Moves a job from one status to another; false when it was no longer in `from` (someone was faster). */
    async setStatus(id: number, from: string, to: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(jobs)
          .set({
            status: to,
            updatedAt: at,
            ...(to === 'open' ? { publishedAt: sql`coalesce(${jobs.publishedAt}, ${at})` } : {}),
            ...(to === 'completed' ? { completedAt: at } : {}),
          })
          .where(and(eq(jobs.id, id), eq(jobs.status, from)))
          .returning({ id: jobs.id });
        if (rows.length) await syncJobPairs(tx, [id]);
        return rows.length > 0;
      });
    },

    async setSample(id: number, sample: { key: string; name: string; type: string; size: number } | null) {
      await db
        .update(jobs)
        .set({
          sampleKey: sample?.key ?? null,
          sampleName: sample?.name ?? null,
          sampleType: sample?.type ?? null,
          sampleSize: sample?.size ?? null,
        })
        .where(eq(jobs.id, id));
    },

    async quoteCount(jobId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobQuotes)
        .where(and(eq(jobQuotes.jobId, jobId), liveQuote));
      return row?.n ?? 0;
    },

    /** Quotes of a job with their authors' names, ratings and badges. */
    async quotes(jobId: number, onlyOf?: number) {
      return db
        .select({
          quote: jobQuotes,
          ...quoter,
          rating: directoryEntries.ratingAvg,
          certified: directoryEntries.isCertified,
        })
        .from(jobQuotes)
        .leftJoin(users, eq(users.entityId, jobQuotes.entityId))
        .leftJoin(directoryEntries, eq(directoryEntries.entityId, jobQuotes.entityId))
        .where(and(eq(jobQuotes.jobId, jobId), onlyOf === undefined ? undefined : eq(jobQuotes.entityId, onlyOf)))
        .orderBy(asc(jobQuotes.totalCents), asc(jobQuotes.id));
    },

    async quote(jobId: number, quoteId: number) {
      const [row] = await db
        .select()
        .from(jobQuotes)
        .where(and(eq(jobQuotes.jobId, jobId), eq(jobQuotes.id, quoteId)));
      return row;
    },

    /** The member's quote on a job (new, or replacing their earlier one). */
    async saveQuote(jobId: number, entityId: number, input: QuoteInput, totalCents: number, at: Date) {
      const values = {
        rateMilli: input.rateMilli,
        unit: input.unit,
        currency: input.currency,
        totalCents,
        deliveryDate: input.deliveryDate,
        note: input.note,
        status: 'submitted',
        // Sent again after the job changed, it is priced on the job as it is now: current again.
        outdatedAt: null,
        updatedAt: at,
      };
      await db
        .insert(jobQuotes)
        .values({ jobId, entityId, ...values, createdAt: at })
        .onConflictDoUpdate({ target: [jobQuotes.jobId, jobQuotes.entityId], set: values });
    },

    async withdrawQuote(jobId: number, entityId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(jobQuotes)
        .set({ status: 'withdrawn', shortlisted: false, updatedAt: at })
        .where(and(eq(jobQuotes.jobId, jobId), eq(jobQuotes.entityId, entityId), eq(jobQuotes.status, 'submitted')))
        .returning({ id: jobQuotes.id });
      return rows.length > 0;
    },

    /** Declines one live quote of a job (the poster says no to it); answers its author, or undefined. */
    async declineQuote(jobId: number, quoteId: number, at: Date): Promise<number | undefined> {
      const [row] = await db
        .update(jobQuotes)
        .set({ status: 'declined', shortlisted: false, updatedAt: at })
        .where(and(eq(jobQuotes.id, quoteId), eq(jobQuotes.jobId, jobId), eq(jobQuotes.status, 'submitted')))
        .returning({ entityId: jobQuotes.entityId });
      return row?.entityId;
    },

    async shortlist(quoteId: number, shortlisted: boolean) {
      await db.update(jobQuotes).set({ shortlisted }).where(eq(jobQuotes.id, quoteId));
    },

    /**
     * Awards one quote: the job must still be open or closed (two awards at once give one), the quote
     * becomes awarded and every other live quote declined, together. Answers the declined quoters.
     */
    async award(jobId: number, quoteId: number, at: Date): Promise<number[] | null> {
      const awarded = db.transaction(async (tx) => {
        const taken = await tx
          .update(jobs)
          .set({ status: 'awarded', awardedQuoteId: quoteId, updatedAt: at })
          .where(and(eq(jobs.id, jobId), inArray(jobs.status, ['open', 'closed'])))
          .returning({ id: jobs.id });
        if (!taken.length) tx.rollback();
        // The job's row is locked from here: an edit that outdated the quote a moment ago is seen.
        const chosen = await tx
          .update(jobQuotes)
          .set({ status: 'awarded', updatedAt: at })
          .where(
            and(
              eq(jobQuotes.id, quoteId),
              eq(jobQuotes.jobId, jobId),
              eq(jobQuotes.status, 'submitted'),
              isNull(jobQuotes.outdatedAt),
            ),
          )
          .returning({ id: jobQuotes.id });
        if (!chosen.length) tx.rollback();
        await syncJobPairs(tx, [jobId]);
        const declined = await tx
          .update(jobQuotes)
          .set({ status: 'declined', updatedAt: at })
          .where(and(eq(jobQuotes.jobId, jobId), ne(jobQuotes.id, quoteId), eq(jobQuotes.status, 'submitted')))
          .returning({ entityId: jobQuotes.entityId });
        return declined.map((d) => d.entityId);
      });
      // Someone was faster (another award, an edit that outdated the quote): nothing was written.
      return awarded.catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
    },

    /** Open jobs whose deadline has passed close to quotes (the poster can still award or reopen them). */
    async closeExpired(today: string, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(jobs)
          .set({ status: 'closed', updatedAt: at })
          .where(and(eq(jobs.status, 'open'), sql`${jobs.deadline} < ${today}`))
          .returning({ id: jobs.id });
        if (closed.length)
          await syncJobPairs(
            tx,
            closed.map((c) => c.id),
          );
        return closed.length;
      });
    },

    /** Members whose live quotes on this job are still waiting (told when it is cancelled). */
    async waitingQuoters(jobId: number): Promise<number[]> {
      const rows = await db
        .select({ entityId: jobQuotes.entityId })
        .from(jobQuotes)
        .where(and(eq(jobQuotes.jobId, jobId), inArray(jobQuotes.status, ['submitted', 'awarded'])));
      return rows.map((r) => r.entityId);
    },

    /** The member's posted jobs (drafts too) and the jobs they quoted on. */
    async mine(entityId: number) {
      const [posted, quoted] = await Promise.all([
        db
          .select(jobColumns)
          .from(jobs)
          .where(eq(jobs.posterEntityId, entityId))
          .orderBy(desc(jobs.createdAt), desc(jobs.id)),
        db
          .select({ job: jobColumns, quoteId: jobQuotes.id })
          .from(jobQuotes)
          .innerJoin(jobs, eq(jobs.id, jobQuotes.jobId))
          .where(eq(jobQuotes.entityId, entityId))
          .orderBy(desc(jobQuotes.updatedAt), desc(jobQuotes.id)),
      ]);
      return { posted, quoted };
    },

    async member(entityId: number) {
      const [row] = await db
        .select({
          ...person,
          siteLang: users.siteLang,
          email: users.email,
          rating: directoryEntries.ratingAvg,
          certified: directoryEntries.isCertified,
        })
        .from(users)
        .leftJoin(directoryEntries, eq(directoryEntries.entityId, users.entityId))
        .where(and(eq(users.entityId, entityId), isNull(users.suspendedAt)));
      return row;
    },

    /** The professionals invited to quote on a job, first invited first, with their quote's status when they sent one. */
    async invitations(jobId: number) {
      return db
        .select({
          ...person,
          invitedAt: jobInvitations.createdAt,
          declinedAt: jobInvitations.declinedAt,
          declineReason: jobInvitations.declineReason,
          quoteStatus: jobQuotes.status,
        })
        .from(jobInvitations)
        .innerJoin(users, eq(users.entityId, jobInvitations.entityId))
        .leftJoin(
          jobQuotes,
          and(eq(jobQuotes.jobId, jobInvitations.jobId), eq(jobQuotes.entityId, jobInvitations.entityId)),
        )
        .where(eq(jobInvitations.jobId, jobId))
        .orderBy(asc(jobInvitations.createdAt), asc(jobInvitations.entityId));
    },

    /** The open jobs a member is invited to and has neither quoted on nor declined, newest invitation first. */
    async openInvitationsOf(entityId: number) {
      return db
        .select({ job: jobColumns })
        .from(jobInvitations)
        .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
        .leftJoin(jobQuotes, and(eq(jobQuotes.jobId, jobs.id), eq(jobQuotes.entityId, entityId)))
        .where(
          and(
            eq(jobInvitations.entityId, entityId),
            isNull(jobInvitations.declinedAt),
            eq(jobs.status, 'open'),
            isNull(jobQuotes.id),
          ),
        )
        .orderBy(desc(jobInvitations.createdAt), desc(jobs.id));
    },

    /**
     * A poster's open jobs, newest first, each with what the invitation dialog weighs for one member:
     * their invitation, whether they have a quote that counts, and how many invitations count.
     */
    async openJobsFacing(posterEntityId: number, entityId: number) {
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          deadline: jobs.deadline,
          audience: jobs.audience,
          minRating: jobs.minRating,
          invitedAt: jobInvitations.createdAt,
          declinedAt: jobInvitations.declinedAt,
          quoted: sql<boolean>`exists (select 1 from ${jobQuotes} where ${jobQuotes.jobId} = ${jobs.id}
            and ${jobQuotes.entityId} = ${entityId} and ${liveQuote})`,
          invitationsUsed: sql<number>`(select count(*)::int from ${jobInvitations} x
            where x.job_id = ${jobs.id} and x.declined_at is null)`,
        })
        .from(jobs)
        .leftJoin(jobInvitations, and(eq(jobInvitations.jobId, jobs.id), eq(jobInvitations.entityId, entityId)))
        .where(and(eq(jobs.posterEntityId, posterEntityId), eq(jobs.status, 'open')))
        .orderBy(sql`${jobs.publishedAt} desc nulls last`, desc(jobs.id));
    },

    /** A member's invitation to quote on a job, if they have one. */
    async invitationOf(jobId: number, entityId: number) {
      const [row] = await db
        .select({ declinedAt: jobInvitations.declinedAt, note: jobInvitations.note })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.entityId, entityId)));
      return row;
    },

    /** The Wordhive Pay payments for a job from its poster to one professional, oldest first. */
    async paymentsForJob(jobId: number, payerId: number, payeeId: number) {
      return db
        .select({
          id: payPayments.id,
          // What stays paid: a refund or a dispute's decision gives part of a payment back.
          amount: paidAmount,
          currency: payPayments.currency,
          status: payPayments.status,
          createdAt: payPayments.createdAt,
        })
        .from(payPayments)
        .where(
          and(
            eq(payPayments.jobId, jobId),
            eq(payPayments.payerEntityId, payerId),
            eq(payPayments.payeeEntityId, payeeId),
          ),
        )
        .orderBy(asc(payPayments.createdAt), asc(payPayments.id));
    },

    /** The chosen quote of each of these jobs that has one: its professional and its total. */
    async awardedQuotes(jobIds: readonly number[]) {
      if (jobIds.length === 0) return [];
      return db
        .select({ jobId: jobs.id, entityId: quoter.entityId, name: quoter.name, totalCents: jobQuotes.totalCents })
        .from(jobs)
        .innerJoin(jobQuotes, eq(jobQuotes.id, jobs.awardedQuoteId))
        .leftJoin(users, eq(users.entityId, jobQuotes.entityId))
        .where(inArray(jobs.id, [...jobIds]));
    },

    /** The Wordhive Pay payments linked to any of these jobs, whoever they are between. */
    async paymentsForJobs(jobIds: readonly number[]) {
      if (jobIds.length === 0) return [];
      return db
        .select({
          jobId: payPayments.jobId,
          payerEntityId: payPayments.payerEntityId,
          payeeEntityId: payPayments.payeeEntityId,
          // What stays paid: a refund or a dispute's decision gives part of a payment back.
          amount: paidAmount,
          currency: payPayments.currency,
          status: payPayments.status,
        })
        .from(payPayments)
        .where(inArray(payPayments.jobId, [...jobIds]));
    },

    /** Declines an invitation, once: false when it already was (two clicks at once decline once). */
    async decline(jobId: number, entityId: number, reason: DeclineReason, at: Date): Promise<boolean> {
      const rows = await db
        .update(jobInvitations)
        .set({ declinedAt: at, declineReason: reason })
        .where(
          and(
            eq(jobInvitations.jobId, jobId),
            eq(jobInvitations.entityId, entityId),
            isNull(jobInvitations.declinedAt),
          ),
        )
        .returning({ jobId: jobInvitations.jobId });
      return rows.length > 0;
    },

    /** Withdraws an invitation not yet declined: false when there was none (two clicks at once withdraw once). */
    async withdrawInvitation(jobId: number, entityId: number): Promise<boolean> {
      const rows = await db
        .delete(jobInvitations)
        .where(
          and(
            eq(jobInvitations.jobId, jobId),
            eq(jobInvitations.entityId, entityId),
            isNull(jobInvitations.declinedAt),
          ),
        )
        .returning({ jobId: jobInvitations.jobId });
      return rows.length > 0;
    },

    /** Invites a member, once: false when they already were (two clicks at once invite once). */
    async invite(jobId: number, entityId: number, note: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(jobInvitations)
        .values({ jobId, entityId, note: note || null, createdAt: at })
        .onConflictDoNothing()
        .returning({ jobId: jobInvitations.jobId });
      return rows.length > 0;
    },

    async blueBoard(entityId: number) {
      const [row] = await db
        .select({ average: sql<number | null>`avg(${bbEntries.lwa})::float8`, count: count() })
        .from(bbEntries)
        .where(eq(bbEntries.outsourcerEntityId, entityId));
      return { average: row?.average ?? null, count: row?.count ?? 0 };
    },

    // Ratings after completion: the client's of the professional is feedback, the professional's of the client a Blue Board entry.
    async feedbackForJob(jobId: number) {
      const [row] = await db.select().from(memberFeedback).where(eq(memberFeedback.jobId, jobId));
      return row;
    },
    async blueBoardForJob(jobId: number) {
      const [row] = await db.select().from(bbEntries).where(eq(bbEntries.jobId, jobId));
      return row;
    },
    /** False when this job already has that rating (two at once give one); the rated member's stars follow. */
    async addFeedback(row: typeof memberFeedback.$inferInsert): Promise<boolean> {
      return db.transaction(async (tx) => {
        const saved = await tx
          .insert(memberFeedback)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: memberFeedback.id });
        if (saved.length) await refreshStarRating(tx, row.entityId);
        return saved.length > 0;
      });
    },
    async addBlueBoard(row: typeof bbEntries.$inferInsert): Promise<boolean> {
      return db.transaction(async (tx) => {
        const saved = await tx.insert(bbEntries).values(row).onConflictDoNothing().returning({ id: bbEntries.id });
        if (saved.length) await refreshStarRating(tx, row.outsourcerEntityId);
        return saved.length > 0;
      });
    },
    async replyToFeedback(jobId: number, reply: string): Promise<boolean> {
      const rows = await db
        .update(memberFeedback)
        .set({ reply })
        .where(and(eq(memberFeedback.jobId, jobId), isNull(memberFeedback.reply)))
        .returning({ id: memberFeedback.id });
      return rows.length > 0;
    },
    async replyToBlueBoard(jobId: number, reply: string): Promise<boolean> {
      const rows = await db
        .update(bbEntries)
        .set({ reply })
        .where(and(eq(bbEntries.jobId, jobId), isNull(bbEntries.reply)))
        .returning({ id: bbEntries.id });
      return rows.length > 0;
    },

    /** A completed job goes into the professional's project history, confirmed by the client who completed it. */
    async addProject(row: typeof memberProjects.$inferInsert) {
      await db.insert(memberProjects).values(row);
    },

    // Saved searches.
    async alerts(entityId: number) {
      return db.select().from(jobAlerts).where(eq(jobAlerts.entityId, entityId)).orderBy(asc(jobAlerts.id));
    },
    async alertCount(entityId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.entityId, entityId));
      return row?.n ?? 0;
    },
    async addAlert(entityId: number, alert: JobAlertInput) {
      const [row] = await db
        .insert(jobAlerts)
        .values({ entityId, ...alert })
        .returning();
      return row!;
    },
    async setAlertDigest(entityId: number, alertId: number, digest: boolean) {
      const [row] = await db
        .update(jobAlerts)
        .set({ digest })
        .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.entityId, entityId)))
        .returning();
      return row;
    },
    async deleteAlert(entityId: number, alertId: number): Promise<boolean> {
      const rows = await db
        .delete(jobAlerts)
        .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.entityId, entityId)))
        .returning({ id: jobAlerts.id });
      return rows.length > 0;
    },

    /** Every member (not the poster, not suspended) with a saved search this job matches, with their language. */
    async membersAlertedBy(job: JobRow) {
      const [rows, pairs] = await Promise.all([
        db
          .select({ entityId: jobAlerts.entityId, siteLang: users.siteLang, search: jobAlerts.search })
          .from(jobAlerts)
          .innerJoin(users, eq(users.entityId, jobAlerts.entityId))
          .where(and(ne(jobAlerts.entityId, job.posterEntityId), isNull(users.suspendedAt), alertFiltersMatch(job))),
        db
          .select({ source: jobPairs.source, target: jobPairs.target })
          .from(jobPairs)
          .where(eq(jobPairs.jobId, job.id)),
      ]);
      // The words are read here, as the list reads them (a word may name the job's language in any language).
      const facets = filtersOfJob(job, pairs);
      const members = new Map<number, { entityId: number; siteLang: string | null }>();
      for (const row of rows) {
        if (wordsMatchJob(row.search, job, facets))
          members.set(row.entityId, { entityId: row.entityId, siteLang: row.siteLang });
      }
      return [...members.values()];
    },

    /**
     * Claims the daily digest of members due one (none in the last day): only the process that
     * claims a member mails them. Answers each claimed member's saved searches and the last digest.
     */
    async claimDigests(at: Date, dayAgo: Date) {
      return db.transaction(async (tx) => {
        const due = await tx
          .selectDistinct({ entityId: jobAlerts.entityId })
          .from(jobAlerts)
          .where(
            and(
              eq(jobAlerts.digest, true),
              or(isNull(jobAlerts.digestSentAt), sql`${jobAlerts.digestSentAt} <= ${dayAgo}`),
            ),
          );
        if (!due.length) return [];
        const ids = due.map((d) => d.entityId);
        const claimed = await tx
          .update(jobAlerts)
          .set({ digestSentAt: at })
          .where(
            and(
              inArray(jobAlerts.entityId, ids),
              eq(jobAlerts.digest, true),
              or(isNull(jobAlerts.digestSentAt), sql`${jobAlerts.digestSentAt} <= ${dayAgo}`),
            ),
          )
          .returning();
        return claimed;
      });
    },

    /** Open jobs published since `since` that match one of these saved searches (not the member's own). */
    async jobsForAlerts(entityId: number, alerts: readonly AlertRow[], since: Date) {
      if (!alerts.length) return [];
      const anyAlert = or(
        ...alerts.map(
          (a) =>
            and(
              a.myPairs ? inOwnPairs(sql`${entityId}`, sql`${jobs.id}`) : undefined,
              pairCondition(a.source, a.target),
              a.serviceId ? inArray(jobs.serviceId, servicesFoundBy(a.serviceId)) : undefined,
              fieldCondition(a.field),
              searchCondition(a.search, ofJobs),
            ) ?? sql`true`,
        ),
      );
      return db
        .select(jobColumns)
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'open'),
            ne(jobs.posterEntityId, entityId),
            sql`${jobs.publishedAt} > ${since}`,
            anyAlert,
          ),
        )
        .orderBy(desc(jobs.publishedAt))
        .limit(20);
    },
  };
}
export type JobRepository = ReturnType<typeof createJobRepository>;

/** A saved search's filters match this job (the same rules as the list's, per alert row); its words are read by wordsMatchJob. */
function alertFiltersMatch(job: JobRow): SQL {
  return sql`
    (${jobAlerts.source} is null or exists (select 1 from ${jobPairs} p where p.job_id = ${job.id} and p.source = ${jobAlerts.source}
      and (${jobAlerts.target} is null or p.target = ${jobAlerts.target})))
    and (${jobAlerts.target} is null or exists (select 1 from ${jobPairs} p where p.job_id = ${job.id} and p.target = ${jobAlerts.target}
      and (${jobAlerts.source} is null or p.source = ${jobAlerts.source})))
    and (not ${jobAlerts.myPairs} or ${inOwnPairs(sql`${jobAlerts.entityId}`, sql`${job.id}`)})
    and (${jobAlerts.serviceId} is null or ${inArray(jobAlerts.serviceId, filtersFinding(job.serviceId))})
    and (${jobAlerts.field} is null or ${jobAlerts.field} = ${job.fieldCategory ?? ''} or ${jobAlerts.field} = ${String(job.disciplineId ?? '')})`;
}
