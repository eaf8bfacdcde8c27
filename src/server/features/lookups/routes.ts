/** Fixed vocabularies for pickers and filters: languages, fields of expertise, software. */
import {
  disciplinesQuerySchema,
  disciplinesResponseSchema,
  languagesQuerySchema,
  languagesResponseSchema,
  softwaresResponseSchema,
} from '../../../contract/lookups.ts';
import { DISCIPLINES, FIELD_CATEGORIES, SOFTWARES } from '../../../contract/taxonomy.ts';
import { badRequest } from '../../http/errors.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { languageList } from '../languages/catalog.ts';

export function lookupRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/languages',
      tag: 'lookups',
      summary: 'Every ISO 639-3 language, named in an interface language',
      access: 'public',
      query: languagesQuerySchema,
      response: { schema: languagesResponseSchema },
      example: { query: { lang: 'fra', common: '1' } },
      handler({ query }, request, reply) {
        const locale = query.lang ?? resolveLocale(request);
        // Named explicitly in the URL the answer is the same for everyone; otherwise it follows the viewer's cookie.
        reply.header('cache-control', query.lang ? 'public, max-age=86400' : 'private, max-age=3600');
        const list = languageList(locale);
        return { languages: query.common === '1' ? list.filter((l) => l.common) : list };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/disciplines',
      tag: 'lookups',
      summary: 'Fields of expertise: every category, or one category’s disciplines',
      access: 'public',
      query: disciplinesQuerySchema,
      response: { schema: disciplinesResponseSchema },
      example: { query: { category: 'legal' } },
      handler({ query: { category } }, _request, reply) {
        reply.header('cache-control', 'public, max-age=86400');
        if (!category) return { categories: FIELD_CATEGORIES, disciplines: DISCIPLINES };
        const wanted = category.toLowerCase();
        const match = FIELD_CATEGORIES.find((c) => c.key === wanted || c.name.toLowerCase() === wanted);
        if (!match) throw badRequest(`Unknown category: ${category}`, { category: 'Unknown category' });
        return {
          category: { key: match.key, name: match.name },
          disciplines: DISCIPLINES.filter((d) => d.categoryKey === match.key),
        };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/softwares',
      tag: 'lookups',
      summary: 'Language software members can list on their profile',
      access: 'public',
      response: { schema: softwaresResponseSchema },
      handler(_input, _request, reply) {
        reply.header('cache-control', 'public, max-age=86400');
        return { softwares: SOFTWARES };
      },
    }),
  ];
}
