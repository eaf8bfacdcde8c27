/** The zod schemas of the interface-language calls and the click tracker (spec §7 Language). */
import { z } from 'zod';
import { ID_MAX, idSchema } from './ids.ts';
import { LOCALES } from './locales.ts';
import { CLICK_TYPES } from './sitelang.ts';

const unknownLanguage = `Unknown language: use one of ${LOCALES.join(', ')}`;
const localeCode = z.enum(LOCALES, { error: unknownLanguage });
const entityId = idSchema('Must be an entity id');

/** GET /next/api/sitelang/user?entity_id= */
export const siteLangUserQuerySchema = z.object({ entity_id: entityId.optional() });
/** The saved language as a list of rows: empty when the member never chose one. */
export const siteLangUserResponseSchema = z.object({ site_lang: z.array(z.object({ site_lang: z.string() })) });
export type SiteLangUserResponse = z.infer<typeof siteLangUserResponseSchema>;

/** GET /next/api/sitelang/nav_strings?lang= */
export const navStringsQuerySchema = z.object({ lang: localeCode });
export const navStringSchema = z.object({ sid: z.string(), string: z.string() });
export type NavString = z.infer<typeof navStringSchema>;

/** POST /next/api/sitelang/change */
export const siteLangChangeSchema = z.object({ lang_code: localeCode, entityId: entityId.optional() });
export type SiteLangChange = z.infer<typeof siteLangChangeSchema>;

/** POST /next/api/track-click?entity_id&type&type_specific_id&referer (all in the query string, as the spec calls it). */
export const trackClickQuerySchema = z
  .object({
    // Sent by the page for the record; the server stores who is really signed in.
    entity_id: z.union([z.literal(''), z.coerce.number().int().min(0).max(ID_MAX)]).optional(),
    type: z.enum(CLICK_TYPES, { error: `Unknown click type: use one of ${CLICK_TYPES.join(', ')}` }),
    type_specific_id: z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters'),
    referer: z
      .string()
      .max(2000, 'Use at most 2000 characters')
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'Must be an http(s) URL')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'language_change' && !(LOCALES as readonly string[]).includes(v.type_specific_id)) {
      ctx.addIssue({ code: 'custom', path: ['type_specific_id'], message: unknownLanguage });
    }
  });
export type TrackClick = z.infer<typeof trackClickQuerySchema>;
