/** The news as an RSS 2.0 feed: the latest articles, whole, with absolute links. */
import { LOCALE_INFO } from '../../../contract/locales.ts';
import type { NewsArticle } from '../../../contract/news.ts';
import { escapeXml } from '../../http/xml.ts';

export function newsFeed(articles: NewsArticle[], site: { url: string; title: string; description: string }): string {
  const items = articles.map((a) => {
    const link = `${site.url}/news/${a.slug}`;
    const html = a.body
      .split(/\n\s*\n/)
      .map((p) => `<p>${escapeXml(p.trim())}</p>`)
      .join('');
    return [
      '<item>',
      `<title>${escapeXml(a.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      a.author ? `<dc:creator>${escapeXml(a.author.name)}</dc:creator>` : '',
      `<dc:language>${LOCALE_INFO[a.language].bcp47}</dc:language>`,
      ...a.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      `<description>${escapeXml(a.summary)}</description>`,
      `<content:encoded>${escapeXml(html)}</content:encoded>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(site.title)}</title>`,
    `<link>${escapeXml(`${site.url}/news`)}</link>`,
    `<atom:link href="${escapeXml(`${site.url}/next/api/news/rss`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(site.description)}</description>`,
    '<language>en</language>',
    articles[0] ? `<lastBuildDate>${new Date(articles[0].publishedAt).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
