/** The schemas of contract/news.ts (which holds the constants and rules pages import). */
import { z } from 'zod';
import { pageField, requiredText, slugField, writtenInField } from './fields.ts';
import { idSchema } from './ids.ts';
import { LOCALES } from './locales.ts';
import { NEWS_TAGS_MAX } from './news.ts';

const tag = z
  .string({ error: 'Tags are short words' })
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,28}[\p{L}\p{N}]$/u, 'Tags are short words of 2 to 30 letters');

const newsFields = {
  title: requiredText('title', 5, 140),
  /** Made from the title when left out. */
  slug: slugField.optional(),
  summary: requiredText('summary', 20, 300),
  body: requiredText('article', 50, 20_000),
  tags: z
    .array(tag, { error: 'Tags are a list of words' })
    .max(NEWS_TAGS_MAX, `Use at most ${NEWS_TAGS_MAX} tags`)
    .transform((tags) => [...new Set(tags)]),
  language: writtenInField,
};
export const newsInputSchema = z.object({
  ...newsFields,
  tags: newsFields.tags.default([]),
  language: newsFields.language.default('eng'),
});
export type NewsInput = z.infer<typeof newsInputSchema>;
// Built from the fields without their defaults: a field left out of an edit stays as it is.
export const newsPatchSchema = z
  .object(newsFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one field to change' });

const author = z.object({ entityId: z.number().int(), name: z.string() }).nullable();
export const newsSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  language: z.enum(LOCALES),
  author,
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export const newsArticleSchema = newsSummarySchema.extend({ body: z.string() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListQuerySchema = z.object({
  tag: z.string().trim().toLowerCase().max(30, 'Use at most 30 characters').optional(),
  /** A question's words (the site search's "news" category leads here): articles with more of them first (decision 046). */
  search: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  /** Only the articles written in this interface language. */
  language: z.enum(LOCALES, { error: `Use one of ${LOCALES.join(', ')}` }).optional(),
  page: pageField,
});
export const newsListSchema = z.object({
  items: z.array(newsSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every tag in use, the most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  /** Every language articles are written in, the most used first. */
  languages: z.array(z.object({ language: z.enum(LOCALES), count: z.number().int() })),
});
export type NewsList = z.infer<typeof newsListSchema>;
export const newsIdParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
export const newsSlugParamsSchema = z.object({ slug: z.string().max(80, 'Article not found') });
