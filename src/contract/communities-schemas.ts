/** The zod schemas of the communities and their pro bono projects (issue 15). */
import { z } from 'zod';
import { COMMUNITY_KEYS } from './communities.ts';
import { siteEventSchema } from './events-schemas.ts';
import { dayField, languageField, requiredText } from './fields.ts';
import { idSchema } from './ids.ts';

export const communityParamsSchema = z.object({
  community: z.enum(COMMUNITY_KEYS, { error: 'No such community' }),
});

export const communityMemberSchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  accountType: z.string(),
  headline: z.string(),
  photoUrl: z.string().nullable(),
  countryCode: z.string().nullable(),
  role: z.string(),
  joinedAt: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

export const proBonoProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  organisation: z.string(),
  description: z.string(),
  sourceLang: z.string(),
  targetLang: z.string(),
  volunteersNeeded: z.number().int(),
  deadline: z.string().nullable(),
  volunteers: z.array(z.object({ entityId: z.number().int(), name: z.string() })),
  /** Whether the signed-in member volunteers for it. */
  mine: z.boolean(),
});
export type ProBonoProject = z.infer<typeof proBonoProjectSchema>;

export const communitySchema = z.object({
  community: z.enum(COMMUNITY_KEYS),
  memberCount: z.number().int(),
  /** The newest members first, at most COMMUNITY_MEMBERS_SHOWN. */
  members: z.array(communityMemberSchema),
  /** Whether the signed-in member is in it. */
  joined: z.boolean(),
  wall: z.object({ slug: z.string(), title: z.string(), memberCount: z.number().int() }).nullable(),
  events: z.array(siteEventSchema),
  /** Pro bono only: open projects, the nearest deadline first. */
  projects: z.array(proBonoProjectSchema),
});
export type Community = z.infer<typeof communitySchema>;
export const membershipAnswerSchema = z.object({ joined: z.boolean(), memberCount: z.number().int() });

export const proBonoInputSchema = z.object({
  title: requiredText('title', 5, 140),
  organisation: requiredText('organisation', 2, 120),
  description: requiredText('description', 20, 2_000),
  sourceLang: languageField,
  targetLang: languageField,
  volunteersNeeded: z.coerce
    .number({ error: 'Give the number of volunteers, 1 to 20' })
    .int('Give the number of volunteers, 1 to 20')
    .min(1, 'Give the number of volunteers, 1 to 20')
    .max(20, 'Give the number of volunteers, 1 to 20'),
  deadline: dayField.nullable().default(null),
});
export type ProBonoInput = z.infer<typeof proBonoInputSchema>;
export const projectParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
