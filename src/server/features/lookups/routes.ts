/** Fixed vocabularies for pickers and filters: languages, fields of expertise, software. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLocale } from '../../../contract/locales.ts';
import { disciplinesQuerySchema } from '../../../contract/profile.ts';
import { DISCIPLINES, FIELD_CATEGORIES, SOFTWARES } from '../../../contract/taxonomy.ts';
import { badRequest } from '../../http/errors.ts';
import { resolveLocale } from '../../http/locale.ts';
import { languageList } from '../languages/catalog.ts';

const languagesQuerySchema = z.object({
  /** An interface language; without it, the viewer's. */
  lang: z.string().refine(isLocale, { error: 'lang must be one of deu, eng, esl, fra, heb, ita, por' }).optional(),
  /** 1: only the widely used languages (for short pickers). */
  common: z.enum(['0', '1']).optional(),
});

export function registerLookupRoutes(app: FastifyInstance) {
  app.get('/next/api/languages', async (request, reply) => {
    const query = languagesQuerySchema.parse(request.query);
    const locale = query.lang && isLocale(query.lang) ? query.lang : resolveLocale(request);
    // Named explicitly in the URL the answer is the same for everyone; otherwise it follows the viewer's cookie.
    reply.header('cache-control', query.lang ? 'public, max-age=86400' : 'private, max-age=3600');
    const list = languageList(locale);
    return { languages: query.common === '1' ? list.filter((l) => l.common) : list };
  });

  app.get('/next/api/disciplines', async (request, reply) => {
    const { category } = disciplinesQuerySchema.parse(request.query);
    reply.header('cache-control', 'public, max-age=86400');
    if (!category) return { categories: FIELD_CATEGORIES, disciplines: DISCIPLINES };
    const wanted = category.toLowerCase();
    const match = FIELD_CATEGORIES.find((c) => c.key === wanted || c.name.toLowerCase() === wanted);
    if (!match) throw badRequest(`Unknown category: ${category}`);
    return {
      category: { key: match.key, name: match.name },
      disciplines: DISCIPLINES.filter((d) => d.categoryKey === match.key),
    };
  });

  app.get('/next/api/softwares', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { softwares: SOFTWARES };
  });
}
