/**
 * News (issue 15): articles staff and admins publish at /news, with tags and
 * an RSS feed. Articles are plain text; a blank line starts a paragraph.
 *
 * No schema here: pages import these constants and rules. The schemas are in
 * news-schemas.ts (decision 040).
 */

export const NEWS_API = '/next/api/news';
export const NEWS_FEED = '/next/api/news/rss';
export const NEWS_PAGE_SIZE = 10;
export const NEWS_TAGS_MAX = 6;
export const NEWS_SLUG_TAKEN = 'Another article already has this address';
export const NEWS_NOT_FOUND = 'Article not found';

export type { NewsArticle, NewsInput, NewsList, NewsSummary } from './news-schemas.ts';
