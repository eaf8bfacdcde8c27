/**
 * Page-visit logging (spec §3 "Page visit", §7): a known member's page view is
 * recorded after the page loaded, and how long they stayed when they leave
 * (a beacon, sent by POST or PUT with the same body).
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * What a page is, for the visit statistics: its path alone. `/directory?service=interpreters` and
 * `/directory#results` are visits of /directory (issue 57 item 13), as the browser already reports them.
 */
export const pageOf = (path: string) => path.split(/[?#]/, 1)[0]!;

const ms = (name: string) =>
  z
    .number({ error: `${name} must be a number of milliseconds` })
    .int({ error: `${name} must be a number of milliseconds` })
    .min(0, { error: `${name} must be a number of milliseconds` })
    // A day: longer is a tab left open, not time spent reading.
    .max(86_400_000, { error: `${name} must be at most a day` });

/** The visit's start: who, where, with what browser, and how long the page took. */
export const pageVisitStartSchema = z.object({
  entityId: idSchema('entityId must be your own entity id'),
  pagePath: z
    .string({ error: 'pagePath must be a path' })
    .trim()
    .min(1, 'pagePath must be a path')
    .max(500, 'pagePath must be at most 500 characters')
    .regex(/^\//, 'pagePath must be a path')
    .transform(pageOf),
  browser: z.string().trim().max(500).default(''),
  /** What GET /next/api/ip said; the server keeps the address it sees itself. */
  ip: z.string().trim().max(100).default(''),
  buildTimeMs: ms('buildTimeMs').nullable().default(null),
  loadTimeMs: ms('loadTimeMs').nullable().default(null),
});
export type PageVisitStart = z.infer<typeof pageVisitStartSchema>;

/** The visit's end, sent as the page unloads. */
export const pageVisitEndSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'sessionId is the id POST /next/api/page-visits answered'),
  timeSpentMs: ms('timeSpentMs'),
});
export type PageVisitEnd = z.infer<typeof pageVisitEndSchema>;

/** POST takes either; PUT (the synchronous fallback) only the end. */
export const pageVisitPostSchema = z.union([pageVisitEndSchema, pageVisitStartSchema]);

export const pageVisitStartedSchema = z.object({ sessionId: z.string() });
export const pageVisitEndedSchema = z.object({ success: z.literal(true) });
export const ipSchema = z.object({ ip: z.string() });

export const pageVisitStatsQuerySchema = z
  .object({
    from: z.iso.date({ error: 'from: use a date as YYYY-MM-DD' }).optional(),
    to: z.iso.date({ error: 'to: use a date as YYYY-MM-DD' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'to: use a date on or after from' });

export const pageVisitStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ visits: z.number().int(), members: z.number().int(), timeSpentMs: z.number() }),
  days: z.array(z.object({ day: z.string(), visits: z.number().int(), timeSpentMs: z.number() })),
  pages: z.array(
    z.object({ path: z.string(), visits: z.number().int(), timeSpentMs: z.number(), avgLoadMs: z.number().nullable() }),
  ),
});
export type PageVisitStats = z.infer<typeof pageVisitStatsSchema>;
