/** The zod schemas of events (issue 15): what staff write, and what the calendar answers. */
import { z } from 'zod';
import { COMMUNITY_KEYS, EVENT_ENDS_BEFORE, EVENT_KINDS } from './events.ts';
import { requiredText } from './fields.ts';
import { idSchema } from './ids.ts';
import { eventSchema } from './networking-schemas.ts';
import { isTimeZone, TIME_ZONE_ERROR } from './time-zones.ts';

const instant = z.iso.datetime({ offset: true, error: 'Use a date and time as YYYY-MM-DDTHH:MM:SSZ' });
const eventFields = {
  title: requiredText('title', 5, 140),
  description: z.string().trim().max(2_000, 'Use at most 2000 characters'),
  kind: z.enum(EVENT_KINDS, { error: 'Choose the kind of event' }),
  starts_at: instant,
  ends_at: instant,
  /** The IANA zone its times are shown in (where it happens; the organiser's for an online event). */
  time_zone: z.string({ error: TIME_ZONE_ERROR }).refine(isTimeZone, TIME_ZONE_ERROR),
  /** A city; null for an online event. */
  location: z.string().trim().min(2, 'Use at least 2 characters').max(120, 'Use at most 120 characters').nullable(),
  url: z
    .url({ protocol: /^https?$/, error: 'Give a web address starting with https://' })
    .max(500, 'Use at most 500 characters')
    .nullable(),
  community: z.enum(COMMUNITY_KEYS, { error: 'Choose a community or none' }).nullable(),
};
const endsAfterStart = (e: { starts_at?: string; ends_at?: string }) =>
  !e.starts_at || !e.ends_at || Date.parse(e.ends_at) >= Date.parse(e.starts_at);
export const eventInputSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(''),
    time_zone: eventFields.time_zone.default('UTC'),
    url: eventFields.url.default(null),
    community: eventFields.community.default(null),
  })
  .refine(endsAfterStart, { message: EVENT_ENDS_BEFORE, path: ['ends_at'] });
export type EventInput = z.infer<typeof eventInputSchema>;
// Without the defaults: a field left out of an edit stays as it is.
export const eventPatchSchema = z
  .object(eventFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one field to change' })
  .refine(endsAfterStart, { message: EVENT_ENDS_BEFORE, path: ['ends_at'] });
export type EventPatch = z.infer<typeof eventPatchSchema>;

export const siteEventSchema = eventSchema.extend({
  description: z.string(),
  kind: z.enum(EVENT_KINDS),
  community: z.enum(COMMUNITY_KEYS).nullable(),
  /** Networking walls tied to it, for "meet the others before you go". */
  walls: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type SiteEvent = z.infer<typeof siteEventSchema>;
export const siteEventListSchema = z.object({ items: z.array(siteEventSchema) });
export const eventListQuerySchema = z.object({
  community: z.enum(COMMUNITY_KEYS, { error: 'community: interpreters, women-in-translation or pro-bono' }).optional(),
  /** Past events instead of those to come, the latest first. */
  when: z.enum(['upcoming', 'past'], { error: 'when: upcoming or past' }).default('upcoming'),
});
/** The calendar feed: the events to come, of one community or all. */
export const eventFeedQuerySchema = eventListQuerySchema.pick({ community: true });
export const eventIdParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
