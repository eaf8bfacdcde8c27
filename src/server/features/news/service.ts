/**
 * News: anyone reads, staff and admins publish, edit and delete (audited).
 * An article's address comes from its title unless staff choose one.
 */
import type { FastifyRequest } from 'fastify';
import { slugOf } from '../../../contract/fields.ts';
import type { Locale } from '../../../contract/locales.ts';
import {
  NEWS_NOT_FOUND,
  NEWS_PAGE_SIZE,
  NEWS_SLUG_TAKEN,
  type NewsArticle,
  type NewsInput,
  type NewsList,
  type NewsSummary,
} from '../../../contract/news.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { allLanguages } from '../languages/catalog.ts';
import { type Unit, unitsBeyondFilters } from '../search/interpreter.ts';
import type { NewsFilter, NewsRepository, NewsRow } from './repository.ts';

type SummaryRow = Omit<NewsRow, 'body'>;

const SAID_BY_THE_NEWS_PAGE = { languages: [], serviceKeys: [], fieldKeys: [], categories: ['news'] } as const;
/** More words than a question about news has; the rest are ignored. */
const WORDS_MAX = 8;

const ENGLISH_NAME_OF_LANGUAGE = new Map(allLanguages().map((l) => [l.iso3, l.name]));

/**
 * A word of a question with what it is called in English, the language of most articles: the lexicon reads
 * "traducción", "Übersetzungsbranche" and "תרגום" as translation, "hebreo" as Hebrew.
 */
function withEnglishNames(unit: Unit): string[] {
  const names = unit.cues.flatMap((cue) => {
    if (cue.kind === 'service' || cue.kind === 'field') return [cue.key.replaceAll('_', ' ')];
    const language = cue.kind === 'lang' ? ENGLISH_NAME_OF_LANGUAGE.get(cue.code) : undefined;
    return language ? [language] : [];
  });
  return [...new Set([unit.surface, ...names])];
}

/**
 * The words of a search that say what the news is about, each with its English names: the site
 * search sends its whole question ("latest news about remote interpreting"), and no article contains
 * "news about". Filler in any interface language is left out, as the site search's lexicon knows it.
 */
export function newsWords(search: string): string[][] {
  return unitsBeyondFilters(search, SAID_BY_THE_NEWS_PAGE).slice(0, WORDS_MAX).map(withEnglishNames);
}

const summary = (row: SummaryRow): NewsSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  tags: row.tags,
  language: row.language as Locale,
  author: row.authorEntityId && row.authorName ? { entityId: row.authorEntityId, name: row.authorName } : null,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createNewsService(deps: { repo: NewsRepository; audit: AuditService }) {
  const { repo, audit } = deps;
  const article = async (slug: string): Promise<NewsArticle> => {
    const row = await repo.bySlug(slug);
    if (!row) throw notFound(NEWS_NOT_FOUND);
    return { ...summary(row), body: row.body };
  };
  return {
    /** Newest first; with a search, the articles with more of its words first, and only those with any. */
    async list(
      {
        tag,
        language,
        search,
      }: { tag?: string | undefined; language?: Locale | undefined; search?: string | undefined },
      page: number,
    ): Promise<NewsList> {
      const filter: NewsFilter = { tag, language, words: search ? newsWords(search) : undefined };
      const [{ rows, total }, tags, languages] = await Promise.all([
        repo.page(filter, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE),
        repo.tags(),
        repo.languages(),
      ]);
      return { items: rows.map(summary), total, page, pageSize: NEWS_PAGE_SIZE, tags, languages };
    },
    /** The latest articles, whole, for the feed. */
    async latest(limit: number): Promise<NewsArticle[]> {
      return (await repo.latest(limit)).map((row) => ({ ...summary(row), body: row.body }));
    },
    article,
    async publish(request: FastifyRequest, input: NewsInput): Promise<NewsArticle> {
      const slug = input.slug ?? slugOf(input.title);
      if (slug.length < 3) throw badRequest('Choose an address for this article', { slug: 'Give the address' });
      if (await repo.slugTaken(slug)) throw conflict(NEWS_SLUG_TAKEN);
      await repo.insert({ ...input, slug }, request.viewer.entityId);
      await audit.record(request, 'news.publish', slug);
      return article(slug);
    },
    async edit(request: FastifyRequest, id: number, patch: Partial<NewsInput>): Promise<NewsArticle> {
      if (patch.slug && (await repo.slugTaken(patch.slug, id))) throw conflict(NEWS_SLUG_TAKEN);
      const slug = await repo.update(id, patch);
      if (!slug) throw notFound(NEWS_NOT_FOUND);
      await audit.record(request, 'news.edit', id, { fields: Object.keys(patch) });
      return article(slug);
    },
    async remove(request: FastifyRequest, id: number): Promise<void> {
      const slug = await repo.slugOf(id);
      if (!slug || !(await repo.remove(id))) throw notFound(NEWS_NOT_FOUND);
      await audit.record(request, 'news.delete', id, { slug });
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
