/** The schemas of contract/networking.ts (which holds the constants and rules pages import). */
import { z } from 'zod';
import { memberCardSchema } from './directory-schemas.ts';
import { idSchema } from './ids.ts';
import {
  LOOKING_FOR,
  WALL_AUDIENCES,
  WALL_DATES_ORDER,
  WALL_DESCRIPTION_MAX,
  WALL_EMBED_ORIGINS_MAX,
  WALL_HEADLINE_MAX,
  WALL_PITCH_MAX,
  WALL_TITLE_MAX,
} from './networking.ts';

const slug = z
  .string({ error: 'Give the wall an address' })
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters for the address')
  .max(60, 'Use at most 60 characters for the address')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens for the address');

const day = z.iso.date({ error: 'Use a date as YYYY-MM-DD' }).nullable();

/** An origin a wall may be framed from: scheme, host and port, nothing more. */
const origin = z
  .string()
  .trim()
  .transform((value, ctx) => {
    try {
      const url = new URL(value);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, ''))
        return url.origin;
    } catch {}
    ctx.addIssue({ code: 'custom', message: `Not a site origin (like https://example.org): ${value.slice(0, 80)}` });
    return z.NEVER;
  });

const wallFields = {
  title: z
    .string({ error: 'Give the wall a title' })
    .trim()
    .min(1, 'Give the wall a title')
    .max(WALL_TITLE_MAX, `Use at most ${WALL_TITLE_MAX} characters for the title`),
  slug,
  description: z
    .string()
    .trim()
    .max(WALL_DESCRIPTION_MAX, `Use at most ${WALL_DESCRIPTION_MAX} characters for the description`),
  audience: z.enum(WALL_AUDIENCES, { error: `Use one of ${WALL_AUDIENCES.join(', ')}` }),
  starts_on: day,
  ends_on: day,
  event_id: idSchema('event_id must be a positive whole number').nullable(),
  active: z.boolean({ error: 'active: true or false' }),
  embed_origins: z
    .array(origin, { error: 'embed_origins: a list of site origins' })
    .max(WALL_EMBED_ORIGINS_MAX, `At most ${WALL_EMBED_ORIGINS_MAX} sites may show the wall`),
};

const datesInOrder = (wall: { starts_on?: string | null; ends_on?: string | null }) =>
  !wall.starts_on || !wall.ends_on || wall.starts_on <= wall.ends_on;

export const wallInputSchema = z
  .object({
    ...wallFields,
    description: wallFields.description.default(''),
    audience: wallFields.audience.default('everyone'),
    starts_on: day.default(null),
    ends_on: day.default(null),
    event_id: wallFields.event_id.default(null),
    active: wallFields.active.default(true),
    embed_origins: wallFields.embed_origins.default([]),
  })
  .refine(datesInOrder, { message: WALL_DATES_ORDER, path: ['ends_on'] });
export type WallInput = z.infer<typeof wallInputSchema>;

export const wallPatchSchema = z
  .object(wallFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one wall field to change' })
  .refine(datesInOrder, { message: WALL_DATES_ORDER, path: ['ends_on'] });
export type WallPatch = z.infer<typeof wallPatchSchema>;

export const wallParamsSchema = z.object({ wallId: idSchema('wallId must be a positive whole number') });
export const wallSlugParamsSchema = z.object({ slug });
export const wallProfileParamsSchema = z.object({
  wallId: idSchema('wallId must be a positive whole number'),
  entity_id: idSchema('entity_id must be a positive whole number'),
});

const flag = z.enum(['1', '0'], { error: 'Use 1 or 0' }).optional();
export const wallListQuerySchema = z.object({ include_inactive: flag });
export const wallDeleteQuerySchema = z.object({
  mode: z.enum(['soft', 'hard'], { error: 'mode: soft or hard' }).optional(),
});

const wallProfileFields = {
  headline: z
    .string({ error: 'Say in a line what you offer or look for' })
    .trim()
    .min(1, 'Say in a line what you offer or look for')
    .max(WALL_HEADLINE_MAX, `Use at most ${WALL_HEADLINE_MAX} characters for the headline`),
  pitch: z.string().trim().max(WALL_PITCH_MAX, `Use at most ${WALL_PITCH_MAX} characters`),
  looking_for: z.enum(LOOKING_FOR, { error: 'Choose what you are looking for' }),
};
/** What a member writes on a wall. */
export const wallProfileInputSchema = z.object({ ...wallProfileFields, pitch: wallProfileFields.pitch.default('') });
export type WallProfileInput = z.infer<typeof wallProfileInputSchema>;
// Edits are built without the defaults: zod applies a default even to a field an edit leaves out,
// which would blank the pitch of a member who only changed their headline.
export const wallProfilePatchSchema = z
  .object(wallProfileFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one profile field to change' });
export type WallProfilePatch = z.infer<typeof wallProfilePatchSchema>;

/** An admin's edit names the member in the body too (spec §7); it may also turn a withdrawn profile on again. */
export const adminWallProfileSchema = z
  .object(wallProfileFields)
  .partial()
  .extend({
    entity_id: idSchema('entity_id must be a positive whole number'),
    active: z.boolean({ error: 'active: true or false' }).optional(),
  });
export type AdminWallProfileInput = z.infer<typeof adminWallProfileSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The IANA zone its times are shown in. */
  time_zone: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
});
export type WallEvent = z.infer<typeof eventSchema>;
export const eventsResponseSchema = z.object({ data: z.array(eventSchema) });

export const wallSchema = z.object({
  wall_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  audience: z.enum(WALL_AUDIENCES),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  event: eventSchema.nullable(),
  active: z.boolean(),
  embed_origins: z.array(z.string()),
  /** Active profiles on the wall. */
  member_count: z.number().int(),
});
export type Wall = z.infer<typeof wallSchema>;

export const wallMemberSchema = z.object({
  entity_id: z.number().int(),
  headline: z.string(),
  pitch: z.string(),
  looking_for: z.enum(LOOKING_FOR),
  /** All the member's pairs and services (ids of taxonomy.ts), for the wall's filters; the card shows the main ones. */
  pairs: z.array(z.object({ source: z.string(), target: z.string() })),
  services: z.array(z.number().int()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  card: memberCardSchema,
});
export type WallMember = z.infer<typeof wallMemberSchema>;

export const wallListSchema = z.object({ data: z.array(wallSchema) });
export const wallAnswerSchema = z.object({ data: wallSchema });
/** Spec §3: data {wall, members}. */
export const wallResponseSchema = z.object({
  data: z.object({ wall: wallSchema.nullable(), members: z.array(wallMemberSchema) }),
});
export type WallResponse = z.infer<typeof wallResponseSchema>;
export const wallDeletedSchema = z.object({ deleted: z.enum(['soft', 'hard']) });
export const wallProfileSchema = z.object({ data: wallMemberSchema });
export const wallProfileRemovedSchema = z.object({ removed: z.enum(['withdrawn', 'deleted']) });

/** The admin's member search (spec §7 `wordhivepay/get-user`). */
export const entitySearchQuerySchema = z.object({
  searchQuery: z
    .string({ error: 'Type a name, an email address or a member number' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Use at most 100 characters'),
});
export const entitySearchSchema = z.object({
  data: z.array(
    z.object({
      entity_id: z.number().int(),
      name: z.string(),
      email: z.string(),
      account_type: z.string(),
    }),
  ),
});
export type EntitySearchResult = z.infer<typeof entitySearchSchema>['data'][number];
