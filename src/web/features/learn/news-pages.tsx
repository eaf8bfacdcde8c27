/** /news (articles by topic, ten a page, with the RSS feed) and /news/{slug} (one article). */
import { Rss } from 'lucide-react';
import { Form, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { isLocale, LOCALE_INFO } from '../../../contract/locales.ts';
import { NEWS_API, NEWS_FEED, type NewsArticle, type NewsList, type NewsSummary } from '../../../contract/news.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button } from '../../ui/button.tsx';
import { FilterChip } from '../../ui/filter-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { langOf, WrittenIn } from '../../ui/written-in.tsx';

/** The list's query in canonical form: the topic, the language, the words and the page, as the API takes them. */
function newsQuery(url: URL): string {
  const query = new URLSearchParams();
  const tag = url.searchParams.get('tag')?.trim().toLowerCase();
  const language = url.searchParams.get('language') ?? '';
  const search = url.searchParams.get('search')?.trim();
  const page = Number(url.searchParams.get('page'));
  if (tag) query.set('tag', tag.slice(0, 30));
  if (isLocale(language)) query.set('language', language);
  if (search) query.set('search', search.slice(0, 100));
  if (Number.isInteger(page) && page > 1 && page <= 1000) query.set('page', String(page));
  return query.toString();
}

export async function newsLoader({ request, context }: LoaderFunctionArgs): Promise<NewsList> {
  const query = newsQuery(new URL(request.url));
  return context.get(apiContext).get<NewsList>(query ? `${NEWS_API}?${query}` : NEWS_API);
}

export const newsHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.learn.news.metaTitle,
    description: dict.learn.news.metaDescription,
    canonicalPath: '/news',
  }),
  cacheQuery: newsQuery,
};

export function NewsPage() {
  const list = useLoaderData() as NewsList;
  const t = useT();
  const n = t.learn.news;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const [search] = useSearchParams();
  const activeTag = search.get('tag')?.trim().toLowerCase() || null;
  const asked = search.get('language') ?? '';
  const activeLanguage = isLocale(asked) ? asked : null;
  const words = search.get('search')?.trim() || null;
  const pageLink = (page: number) =>
    newsHref({ tag: activeTag, language: activeLanguage, search: words, page: page > 1 ? String(page) : null });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold sm:text-3xl">
            {words
              ? fmt(n.searchTitle, { search: words })
              : activeTag
                ? fmt(n.taggedTitle, { tag: activeTag })
                : n.title}
          </h1>
          <p className="mt-2 text-lg text-muted">{n.intro}</p>
        </div>
        <a href={NEWS_FEED} className="flex items-center gap-2 text-sm" type="application/rss+xml">
          <Rss aria-hidden="true" className="size-4" />
          {n.rss}
        </a>
      </header>
      {/* Keyed by the words, so going back and forward shows each page's own search. */}
      <Form method="get" role="search" key={words ?? ''} className="mt-6 flex max-w-xl items-end gap-2">
        {/* A reader who chose a language searches within it. */}
        {activeLanguage && <input type="hidden" name="language" value={activeLanguage} />}
        <TextField
          label={n.searchLabel}
          name="search"
          type="search"
          defaultValue={words ?? ''}
          maxLength={100}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          {n.searchButton}
        </Button>
      </Form>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-label={n.title}>
          {list.items.length === 0 ? (
            words ? (
              <p className="text-muted">
                {fmt(n.noMatch, { search: words })} <Link to="/news">{n.back}</Link>
              </p>
            ) : (
              <p className="text-muted">
                {n.empty} {activeLanguage && <Link to="/news">{n.back}</Link>}
              </p>
            )
          ) : (
            <ul className="grid gap-4">
              {list.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={fmt(n.pageOf, { page: list.page, pages })} className="mt-6 flex items-center gap-4">
              {list.page > 1 && <Link to={pageLink(list.page - 1)}>{n.previous}</Link>}
              <span className="text-sm text-muted">{fmt(n.pageOf, { page: list.page, pages })}</span>
              {list.page < pages && <Link to={pageLink(list.page + 1)}>{n.next}</Link>}
            </nav>
          )}
        </section>
        <aside aria-labelledby="news-tags">
          <h2 id="news-tags" className="font-semibold">
            {n.tags}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            <li>
              <FilterChip to={newsHref({ language: activeLanguage })} active={!activeTag && !words}>
                {n.allTags}
              </FilterChip>
            </li>
            {list.tags.map(({ tag: name, count }) => (
              <li key={name}>
                <FilterChip to={newsHref({ tag: name, language: activeLanguage })} active={activeTag === name}>
                  {`${name} (${count})`}
                </FilterChip>
              </li>
            ))}
          </ul>
          {list.languages.length > 1 && (
            <>
              <h2 id="news-languages" className="mt-6 font-semibold">
                {n.languages}
              </h2>
              <ul aria-labelledby="news-languages" className="mt-3 flex flex-wrap gap-2">
                <li>
                  <FilterChip to={newsHref({ tag: activeTag })} active={!activeLanguage}>
                    {n.allLanguages}
                  </FilterChip>
                </li>
                {list.languages.map(({ language, count }) => (
                  <li key={language}>
                    <FilterChip to={newsHref({ tag: activeTag, language })} active={activeLanguage === language}>
                      <span lang={langOf(language)}>{LOCALE_INFO[language].name}</span> ({count})
                    </FilterChip>
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

/** A link to the list with these filters (the empty ones left out). */
function newsHref(filters: Partial<Record<'tag' | 'language' | 'search' | 'page', string | null>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/news?${text}` : '/news';
}

function Byline({ article }: { article: NewsSummary }) {
  const n = useT().learn.news;
  const locale = useLocale();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      <span>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
        {article.author && (
          <>
            {' · '}
            <Link to={`/profile/${article.author.entityId}`}>{fmt(n.by, { name: article.author.name })}</Link>
          </>
        )}
      </span>
      <WrittenIn language={article.language} />
    </p>
  );
}

function ArticleCard({ article }: { article: NewsSummary }) {
  const lang = langOf(article.language);
  return (
    <article className="rounded-card border border-line bg-surface p-5">
      <UserText as="h2" className="text-lg font-semibold" text={article.title} lang={lang}>
        <Link to={`/news/${article.slug}`} className="text-fg">
          {article.title}
        </Link>
      </UserText>
      <Byline article={article} />
      <UserText as="p" className="mt-2" text={article.summary} lang={lang} />
      <TagList tags={article.tags} />
    </article>
  );
}

function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={useT().learn.news.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <UserText text={`#${tag}`}>
            <Link to={`/news?tag=${encodeURIComponent(tag)}`} className="text-sm">
              #{tag}
            </Link>
          </UserText>
        </li>
      ))}
    </ul>
  );
}

// ---- one article ----------------------------------------------------------------------------------

export async function articleLoader({ params, context }: LoaderFunctionArgs): Promise<NewsArticle> {
  return context.get(apiContext).get<NewsArticle>(`${NEWS_API}/slug/${encodeURIComponent(params.slug ?? '')}`);
}

export const articleHandle: RouteHandle = {
  meta: ({ data, dict }) => {
    const article = data as NewsArticle | undefined;
    return article
      ? {
          title: `${article.title} · ${dict.learn.news.metaTitle}`,
          description: article.summary,
          canonicalPath: `/news/${article.slug}`,
        }
      : { title: dict.learn.news.metaTitle };
  },
};

export function ArticlePage() {
  const article = useLoaderData() as NewsArticle;
  const n = useT().learn.news;
  const locale = useLocale();
  const lang = langOf(article.language);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/news" className="text-sm">
        {n.back}
      </Link>
      <UserText as="h1" className="mt-3 text-2xl font-bold sm:text-3xl" text={article.title} lang={lang} />
      <div className="mt-2">
        <Byline article={article} />
        {article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10) && (
          <p className="text-sm text-muted">{fmt(n.updated, { date: formatDate(article.updatedAt, locale) })}</p>
        )}
      </div>
      <UserText as="p" className="mt-6 text-lg" text={article.summary} lang={lang} />
      <Paragraphs text={article.body} className="mt-4 space-y-4" lang={lang} />
      <TagList tags={article.tags} />
    </article>
  );
}
