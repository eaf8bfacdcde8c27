/** Fixed vocabularies for pickers and filters: languages, fields of expertise, software (spec §7 lookups). */
import { z } from 'zod';
import { LOCALES } from './locales.ts';

export const languagesQuerySchema = z.object({
  /** An interface language; without it, the viewer's. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).optional(),
  /** 1: only the widely used languages (for short pickers). */
  common: z.enum(['0', '1'], { error: 'common must be 0 or 1' }).optional(),
});

export const languagesResponseSchema = z.object({
  languages: z.array(z.object({ iso3: z.string(), name: z.string(), common: z.boolean() })),
});

/** GET /next/api/disciplines?category= */
export const disciplinesQuerySchema = z.object({ category: z.string().trim().max(60).optional() });

const discipline = z.object({ id: z.number().int(), name: z.string() });
const category = z.object({ key: z.string(), name: z.string(), disciplines: z.array(discipline) });
const disciplineInCategory = discipline.extend({ categoryKey: z.string(), categoryName: z.string() });

export const disciplinesResponseSchema = z.union([
  z.object({ categories: z.array(category), disciplines: z.array(disciplineInCategory) }),
  z.object({ category: z.object({ key: z.string(), name: z.string() }), disciplines: z.array(disciplineInCategory) }),
]);

export const softwaresResponseSchema = z.object({
  softwares: z.array(
    z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['cat', 'subtitle', 'qa', 'other']) }),
  ),
});
