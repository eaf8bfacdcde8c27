import { and, arrayContains, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/locales.ts';
import type { NewsInput } from '../../../contract/news.ts';
import type { Db } from '../../db/client.ts';
import { newsArticles, users } from '../../db/schema/index.ts';
import { containsFolded } from '../../db/text-match.ts';

export interface NewsFilter {
  tag?: string | undefined;
  language?: Locale | undefined;
  /** Words an article should contain, each as any of its spellings; those containing more come first. */
  words?: readonly (readonly string[])[] | undefined;
}

/** A word this short is matched as a whole word only: as a part of words it would match nearly every article. */
const PART_OF_WORD_MIN = 3;

/** PostgreSQL's text search configuration for each language an article is written in (Hebrew: none stems it). */
const TEXT_SEARCH_CONFIG: Record<Locale, string> = {
  deu: 'german',
  eng: 'english',
  esl: 'spanish',
  fra: 'french',
  heb: 'simple',
  ita: 'italian',
  por: 'portuguese',
};
/** The configuration of the article's own language, as SQL (constants, so written into the statement). */
const STEMMING = sql`(case ${newsArticles.language} ${sql.raw(
  Object.entries(TEXT_SEARCH_CONFIG)
    .map(([locale, config]) => `when '${locale}' then '${config}'`)
    .join(' '),
)} else 'simple' end)::regconfig`;

const summaryColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  summary: newsArticles.summary,
  tags: newsArticles.tags,
  language: newsArticles.language,
  authorEntityId: newsArticles.authorEntityId,
  authorName: users.name,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

export function createNewsRepository(db: Db) {
  // Each article's words stemmed as its language stems them: "interpreting" finds "interpreters" in an
  // English article, "Übersetzungen" finds "Übersetzung" in a German one.
  const document = sql`to_tsvector(${STEMMING}, ${newsArticles.title} || ' ' || ${newsArticles.summary} || ' ' || array_to_string(${newsArticles.tags}, ' '))`;
  /** An article has the word as a word of its text or tags (stemmed), or as part of a word of its title or summary. */
  const contains = (word: string) => {
    const asWord = sql`${document} @@ plainto_tsquery(${STEMMING}, ${word})`;
    if (word.length < PART_OF_WORD_MIN) return asWord;
    return or(asWord, containsFolded(newsArticles.title, word), containsFolded(newsArticles.summary, word));
  };
  /** How many of the words an article has, each by any of its spellings. */
  const wordsFound = (words: readonly (readonly string[])[]) =>
    sql.join(
      words.map((spellings) => sql`(${or(...spellings.map(contains))})::int`),
      sql` + `,
    );
  const matching = ({ tag, language, words }: NewsFilter) =>
    and(
      tag ? arrayContains(newsArticles.tags, [tag]) : undefined,
      language ? eq(newsArticles.language, language) : undefined,
      words?.length ? sql`${wordsFound(words)} > 0` : undefined,
    );
  return {
    async page(filter: NewsFilter, limit: number, offset: number) {
      const newest = [desc(newsArticles.publishedAt), desc(newsArticles.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(newsArticles)
          .leftJoin(users, eq(users.entityId, newsArticles.authorEntityId))
          .where(matching(filter))
          .orderBy(...(filter.words?.length ? [sql`${wordsFound(filter.words)} desc`, ...newest] : newest))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(newsArticles).where(matching(filter)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Every tag in use and how many articles carry it, the most used first. */
    async tags(): Promise<{ tag: string; count: number }[]> {
      const result = await db.execute(
        sql`select tag, count(*)::int as count from ${newsArticles}, unnest(${newsArticles.tags}) as tag
            group by tag order by count desc, tag limit 40`,
      );
      return (result as unknown as { rows: { tag: string; count: number }[] }).rows;
    },
    /** Every language articles are written in and how many are, the most used first. */
    async languages(): Promise<{ language: Locale; count: number }[]> {
      const rows = await db
        .select({ language: newsArticles.language, count: count() })
        .from(newsArticles)
        .groupBy(newsArticles.language)
        .orderBy(desc(count()), asc(newsArticles.language));
      return rows.map((r) => ({ language: r.language as Locale, count: r.count }));
    },
    /** The latest articles, whole (the feed). */
    async latest(limit: number) {
      return db
        .select({ ...summaryColumns, body: newsArticles.body })
        .from(newsArticles)
        .leftJoin(users, eq(users.entityId, newsArticles.authorEntityId))
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(limit);
    },
    async bySlug(slug: string) {
      const [row] = await db
        .select({ ...summaryColumns, body: newsArticles.body })
        .from(newsArticles)
        .leftJoin(users, eq(users.entityId, newsArticles.authorEntityId))
        .where(eq(newsArticles.slug, slug));
      return row;
    },
    async slugOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ slug: newsArticles.slug }).from(newsArticles).where(eq(newsArticles.id, id));
      return row?.slug;
    },
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(and(eq(newsArticles.slug, slug), exceptId ? ne(newsArticles.id, exceptId) : undefined));
      return !!row;
    },
    async insert(input: NewsInput & { slug: string }, authorEntityId: number): Promise<string> {
      const [row] = await db
        .insert(newsArticles)
        .values({ ...input, authorEntityId })
        .returning({ slug: newsArticles.slug });
      return row!.slug;
    },
    async update(id: number, patch: Partial<NewsInput>): Promise<string | undefined> {
      const [row] = await db
        .update(newsArticles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(newsArticles.id, id))
        .returning({ slug: newsArticles.slug });
      return row?.slug;
    },
    async remove(id: number): Promise<boolean> {
      return (
        (await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id })).length > 0
      );
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
export type NewsRow = NonNullable<Awaited<ReturnType<NewsRepository['bySlug']>>>;
