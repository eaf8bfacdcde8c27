/** The jobs marketplace's schemas (contract/opportunities.ts holds its constants and rules). */
import { z } from 'zod';
import { CURRENCIES } from './currencies.ts';
import { parseFieldFilter } from './directory.ts';
import { calendarDay } from './fields.ts';
import { idSchema } from './ids.ts';
import {
  ALERT_EMPTY,
  DECLINE_REASONS,
  INVITATION_NOTE_MAX,
  INVITE_STANDINGS,
  JOB_DESCRIPTION_MAX,
  JOB_INPUT_MESSAGES,
  JOB_PAIRS_MAX,
  JOB_SEARCH_MAX,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_UNITS,
  JOB_URL_KEYS,
  JOB_VOLUME_MAX,
  JOBS_PAGE_MAX,
  QUOTE_AUDIENCES,
  QUOTE_NOTE_MAX,
  QUOTE_STATUSES,
  RATE_MAX_MILLI,
  RATING_COMMENT_MAX,
  RATING_REPLY_MAX,
} from './opportunities.ts';
import { PAYMENT_STATUSES } from './payments.ts';
import { DISCIPLINES, SERVICE_BY_ID, SOFTWARES, serviceType } from './taxonomy.ts';

const isoDate = z.string();
const tooLong = (n: number) => JOB_INPUT_MESSAGES.tooLong.replace('{n}', String(n));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const nullableInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const languageCode = z
  .string({ error: JOB_INPUT_MESSAGES.language })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{3}$/, JOB_INPUT_MESSAGES.language);

const serviceId = z
  .number({ error: JOB_INPUT_MESSAGES.service })
  .int(JOB_INPUT_MESSAGES.service)
  .refine((id) => SERVICE_BY_ID.has(id), JOB_INPUT_MESSAGES.service);
/** A job is work between languages: its pairs say which (single-language services are not posted here). */
const jobServiceId = serviceId.refine((id) => serviceType(id) === 'pair', JOB_INPUT_MESSAGES.servicePair);

const DISCIPLINE_IDS: ReadonlySet<number> = new Set(DISCIPLINES.map((d) => d.id));
const SOFTWARE_IDS: ReadonlySet<number> = new Set(SOFTWARES.map((s) => s.id));

const rate = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(RATE_MAX_MILLI, message);

export const jobPairSchema = z
  .object({ source: languageCode, target: languageCode })
  .refine((p) => p.source !== p.target, {
    error: JOB_INPUT_MESSAGES.pairSame,
  });
export type JobPair = z.infer<typeof jobPairSchema>;

/** What a client writes when posting or editing a job. */
export const jobInputSchema = z
  .object({
    title: z
      .string({ error: JOB_INPUT_MESSAGES.title })
      .trim()
      .min(1, JOB_INPUT_MESSAGES.title)
      .max(JOB_TITLE_MAX, tooLong(JOB_TITLE_MAX)),
    description: z
      .string({ error: JOB_INPUT_MESSAGES.describe })
      .trim()
      .min(20, JOB_INPUT_MESSAGES.describeMore)
      .max(JOB_DESCRIPTION_MAX, tooLong(JOB_DESCRIPTION_MAX)),
    pairs: z
      .array(jobPairSchema, { error: JOB_INPUT_MESSAGES.pairsMin })
      .min(1, JOB_INPUT_MESSAGES.pairsMin)
      .max(JOB_PAIRS_MAX, JOB_INPUT_MESSAGES.pairsMax.replace('{n}', String(JOB_PAIRS_MAX)))
      .refine(
        (pairs) => new Set(pairs.map((p) => `${p.source}>${p.target}`)).size === pairs.length,
        JOB_INPUT_MESSAGES.pairTwice,
      ),
    serviceId: jobServiceId,
    disciplineId: nullableInput(
      z
        .number({ error: JOB_INPUT_MESSAGES.field })
        .int()
        .refine((id) => DISCIPLINE_IDS.has(id), JOB_INPUT_MESSAGES.field),
    ),
    volume: z
      .number({ error: JOB_INPUT_MESSAGES.volume })
      .int(JOB_INPUT_MESSAGES.volume)
      .min(1, JOB_INPUT_MESSAGES.volume)
      .max(JOB_VOLUME_MAX, JOB_INPUT_MESSAGES.volumeMax),
    unit: z.enum(JOB_UNITS, { error: JOB_INPUT_MESSAGES.unit }),
    deadline: calendarDay(JOB_INPUT_MESSAGES.deadline),
    currency: z.enum(CURRENCIES, { error: JOB_INPUT_MESSAGES.currency }),
    budgetMinMilli: nullableInput(rate(JOB_INPUT_MESSAGES.budgetMin)),
    budgetMaxMilli: nullableInput(rate(JOB_INPUT_MESSAGES.budgetMax)),
    catToolId: nullableInput(
      z
        .number({ error: JOB_INPUT_MESSAGES.tool })
        .int()
        .refine((id) => SOFTWARE_IDS.has(id), JOB_INPUT_MESSAGES.tool),
    ),
    audience: z.enum(QUOTE_AUDIENCES, { error: JOB_INPUT_MESSAGES.audience }),
    minRating: nullableInput(
      z
        .number({ error: JOB_INPUT_MESSAGES.minRating })
        .min(1, JOB_INPUT_MESSAGES.minRating)
        .max(5, JOB_INPUT_MESSAGES.minRating)
        .multipleOf(0.5, JOB_INPUT_MESSAGES.minRatingHalf),
    ),
    quotesVisible: z.boolean({ error: JOB_INPUT_MESSAGES.quotesVisible }),
  })
  .superRefine((job, ctx) => {
    if (job.budgetMinMilli !== null && job.budgetMaxMilli !== null && job.budgetMaxMilli < job.budgetMinMilli) {
      ctx.addIssue({ code: 'custom', path: ['budgetMaxMilli'], message: JOB_INPUT_MESSAGES.budgetOrder });
    }
    if (job.audience === 'rated' && job.minRating === null) {
      ctx.addIssue({ code: 'custom', path: ['minRating'], message: JOB_INPUT_MESSAGES.minRatingNeeded });
    }
  });
export type JobInput = z.infer<typeof jobInputSchema>;

/** POST /next/api/jobs: a new job, saved as a draft or published at once. */
export const jobCreateSchema = z.object({
  job: jobInputSchema,
  publish: z.boolean({ error: 'Say whether to publish the job now' }),
});

export const jobParamsSchema = z.object({ jobId: idSchema('jobId must be a positive whole number') });
export const quoteParamsSchema = jobParamsSchema.extend({
  quoteId: idSchema('quoteId must be a positive whole number'),
});
export const memberParamsSchema = z.object({ entityId: idSchema('entityId must be a positive whole number') });
export const invitationParamsSchema = jobParamsSchema.extend(memberParamsSchema.shape);
export const alertParamsSchema = z.object({ alertId: idSchema('alertId must be a positive whole number') });

export const jobStatusChangeSchema = z.object({
  status: z.enum(['open', 'closed', 'completed', 'cancelled'], {
    error: 'Choose open, closed, completed or cancelled',
  }),
});

export const quoteInputSchema = z.object({
  rateMilli: rate(JOB_INPUT_MESSAGES.rate),
  unit: z.enum(JOB_UNITS, { error: JOB_INPUT_MESSAGES.unit }),
  currency: z.enum(CURRENCIES, { error: JOB_INPUT_MESSAGES.currency }),
  deliveryDate: calendarDay(JOB_INPUT_MESSAGES.delivery),
  note: z.string({ error: JOB_INPUT_MESSAGES.note }).trim().max(QUOTE_NOTE_MAX, tooLong(QUOTE_NOTE_MAX)).default(''),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

export const shortlistSchema = z.object({ shortlisted: z.boolean({ error: 'Say whether to shortlist the quote' }) });
export const awardSchema = z.object({ quoteId: idSchema('Choose the quote to award') });

export const ratingInputSchema = z.object({
  rating: z
    .number({ error: JOB_INPUT_MESSAGES.stars })
    .int(JOB_INPUT_MESSAGES.stars)
    .min(1, JOB_INPUT_MESSAGES.stars)
    .max(5, JOB_INPUT_MESSAGES.stars),
  comment: z
    .string({ error: JOB_INPUT_MESSAGES.comment })
    .trim()
    .min(1, JOB_INPUT_MESSAGES.comment)
    .max(RATING_COMMENT_MAX, tooLong(RATING_COMMENT_MAX)),
});
export const ratingReplySchema = z.object({
  reply: z
    .string({ error: JOB_INPUT_MESSAGES.reply })
    .trim()
    .min(1, JOB_INPUT_MESSAGES.reply)
    .max(RATING_REPLY_MAX, tooLong(RATING_REPLY_MAX)),
});

const fieldFilter = z
  .string({ error: JOB_INPUT_MESSAGES.field })
  .refine((v) => parseFieldFilter(v) !== null, JOB_INPUT_MESSAGES.field);
export const serviceFilter = z
  .string({ error: JOB_INPUT_MESSAGES.service })
  .regex(/^\d{1,3}$/, JOB_INPUT_MESSAGES.service)
  .transform(Number)
  .refine((id) => SERVICE_BY_ID.has(id), JOB_INPUT_MESSAGES.service);
const searchText = z
  .string({ error: 'Enter the search as text' })
  .trim()
  .max(JOB_SEARCH_MAX, tooLong(JOB_SEARCH_MAX))
  .transform((v) => v || undefined);

/** `GET /next/api/jobs?…` and `/opportunities?…`: the filters the search interpreter sets, and more. */
export const jobListQuerySchema = z.object({
  search: optional(searchText),
  source: optional(languageCode),
  target: optional(languageCode),
  service_id: optional(serviceFilter),
  field: optional(fieldFilter),
  /** `mine`: only jobs in one of the signed-in member's own language pairs (their profile's). */
  pairs: optional(z.enum(['mine'], { error: 'mine, or leave it out' })),
  /** Left out: jobSortOf's, which depends on the search. */
  sort: optional(z.enum(JOB_SORTS, { error: `Sort by ${JOB_SORTS.join(', ')}` })),
  page: optional(
    z
      .string({ error: `Use a page number from 1 to ${JOBS_PAGE_MAX}` })
      .regex(/^\d{1,4}$/, `Use a page number from 1 to ${JOBS_PAGE_MAX}`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= JOBS_PAGE_MAX, `Use a page number from 1 to ${JOBS_PAGE_MAX}`),
  ).transform((v) => v ?? 1),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** A page's filters from its URL, dropping values that are not valid (the API refuses them with 400). */
export function lenientJobQuery(params: URLSearchParams): JobListQuery {
  const raw: Record<string, string> = {};
  for (const key of JOB_URL_KEYS) {
    const value = params.get(key);
    if (value !== null && jobListQuerySchema.safeParse({ [key]: value }).success) raw[key] = value;
  }
  return jobListQuerySchema.parse(raw);
}

/** A saved search: the same filters as the list, and whether to get a daily digest by mail too. */
export const jobAlertInputSchema = z
  .object({
    search: nullableInput(searchText.pipe(z.string().optional())).transform((v) => v ?? null),
    source: nullableInput(languageCode),
    target: nullableInput(languageCode),
    serviceId: nullableInput(serviceId),
    field: nullableInput(fieldFilter),
    /** Only jobs in one of the member's own language pairs (the list's `pairs=mine`). */
    myPairs: z.boolean({ error: 'Say whether to keep to your language pairs' }).default(false),
    digest: z.boolean({ error: 'Say whether to get a daily email' }),
  })
  .refine((a) => a.myPairs || a.search || a.source || a.target || a.serviceId || a.field, { error: ALERT_EMPTY });
export type JobAlertInput = z.infer<typeof jobAlertInputSchema>;
export const jobAlertDigestSchema = z.object({ digest: z.boolean({ error: 'Say whether to get a daily email' }) });

const person = z.object({ entityId: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });

export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  pairs: z.array(z.object({ source: z.string(), target: z.string() })),
  serviceId: z.number().int(),
  disciplineId: z.number().int().nullable(),
  volume: z.number().int(),
  unit: z.enum(JOB_UNITS),
  deadline: z.string(),
  currency: z.enum(CURRENCIES),
  budgetMinMilli: z.number().int().nullable(),
  budgetMaxMilli: z.number().int().nullable(),
  audience: z.enum(QUOTE_AUDIENCES),
  minRating: z.number().nullable(),
  quoteCount: z.number().int(),
  poster: person.extend({ accountType: z.string() }),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListSchema = z.object({
  jobs: z.array(jobSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** With `pairs=mine`: the member's pairs the list was filtered by (none: their profile has none yet). */
  yourPairs: z.array(z.object({ source: z.string(), target: z.string() })).optional(),
});
export type JobList = z.infer<typeof jobListSchema>;

export const ratingSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  createdAt: isoDate,
});
export type Rating = z.infer<typeof ratingSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  professional: person.extend({ accountType: z.string(), rating: z.number().nullable(), certified: z.boolean() }),
  rateMilli: z.number().int(),
  unit: z.enum(JOB_UNITS),
  currency: z.enum(CURRENCIES),
  totalCents: z.number().int(),
  deliveryDate: z.string(),
  /** Only the poster and the quote's author read the note. */
  note: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  /** The job changed (volume, pairs, service, deadline) after this quote: it awaits its author's confirmation. */
  outdated: z.boolean(),
  /** Only the poster sees their shortlist. */
  shortlisted: z.boolean().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Quote = z.infer<typeof quoteSchema>;

/** One job as its page shows it to this viewer: what they may do is decided on the server. */
/** A Wordhive Pay payment for a job, as its poster and its awarded professional see it on the job's page. */
export const jobPaymentSchema = z.object({
  id: z.number().int(),
  /** In the currency's minor units (cents). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: isoDate,
});
export type JobPayment = z.infer<typeof jobPaymentSchema>;

/** `POST /next/api/jobs/:jobId/payment-request`: what the poster was asked to pay (minor units). */
export const paymentRequestSchema = z.object({ amount: z.number().int(), currency: z.string() });
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  catToolId: z.number().int().nullable(),
  quotesVisible: z.boolean(),
  sample: z.object({ name: z.string(), size: z.number().int(), type: z.string() }).nullable(),
  /** The poster's Blue Board: how professionals rated them as a client. */
  posterBlueBoard: z.object({ average: z.number().nullable(), count: z.number().int() }),
  awardedQuoteId: z.number().int().nullable(),
  viewer: z.object({
    isPoster: z.boolean(),
    /** Why the viewer cannot quote (a message), or null when they can. */
    cannotQuote: z.string().nullable(),
    ownQuote: quoteSchema.nullable(),
    /** After completion: the rating the viewer gave and the one they received on this job. */
    ratingGiven: ratingSchema.nullable(),
    ratingReceived: ratingSchema.nullable(),
    /** Whether the viewer is the poster or the awarded professional of a completed job. */
    canRate: z.boolean(),
    /** The poster invited the viewer to quote (decision 057), and whether they declined (decision 059). */
    invitation: z.enum(['pending', 'declined']).nullable(),
    /** The poster's word with the invitation, or null (none, or not invited). */
    invitationNote: z.string().nullable(),
    /**
     * To the poster and the awarded professional: the payments for this job from one to the other,
     * cancelled ones too, oldest first. Empty for anyone else, and before a quote is awarded.
     */
    payments: z.array(jobPaymentSchema),
  }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const quoteListSchema = z.object({ quotes: z.array(quoteSchema), total: z.number().int() });

/** `POST /next/api/jobs/:jobId/invitations`: ask one professional to quote. */
export const jobInvitationInputSchema = z.strictObject({
  entityId: z
    .number({ error: 'entityId must be a positive whole number' })
    .int('entityId must be a positive whole number')
    .positive('entityId must be a positive whole number'),
  /** A word to the professional, shown above the quote form of the job (optional). */
  note: z
    .string({ error: JOB_INPUT_MESSAGES.note })
    .trim()
    .max(INVITATION_NOTE_MAX, tooLong(INVITATION_NOTE_MAX))
    .default(''),
});
export type JobInvitationInput = z.infer<typeof jobInvitationInputSchema>;

/** The professionals a poster invited to quote on her job, first invited first. Only she reads it. */
export const jobInvitationListSchema = z.object({
  invitations: z.array(
    z.object({
      professional: person.extend({ accountType: z.string() }),
      invitedAt: isoDate,
      /** What became of their quote, or null before they quote. */
      quote: z.enum(QUOTE_STATUSES).nullable(),
      /** Why they said they will not quote, or null (decision 059). */
      declined: z.enum(DECLINE_REASONS).nullable(),
    }),
  ),
});
export type JobInvitationList = z.infer<typeof jobInvitationListSchema>;

/**
 * `GET /next/api/jobs/mine/invitations/:entityId`: the client's open jobs, newest first, each with where
 * this professional stands on it; one answer, however many jobs she has open.
 */
export const jobStandingsSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      deadline: z.string(),
      standing: z.enum(INVITE_STANDINGS),
    }),
  ),
});
export type JobStandings = z.infer<typeof jobStandingsSchema>;

/** `POST /next/api/jobs/:jobId/invitations/mine/decline`: an invited professional will not quote. */
export const declineInvitationSchema = z.strictObject({
  reason: z.enum(DECLINE_REASONS, { error: `Use one of ${DECLINE_REASONS.join(', ')}` }),
});
export type QuoteList = z.infer<typeof quoteListSchema>;

export const myJobsSchema = z.object({
  posted: z.array(jobSummarySchema),
  /** With, on an awarded quote, what its client has left to pay through Wordhive Pay (null: nothing). */
  quoted: z.array(z.object({ job: jobSummarySchema, quote: quoteSchema, leftToBePaid: z.number().int().nullable() })),
  /** Open jobs whose posters invited the member to quote, not quoted on yet (decision 057). */
  invited: z.array(jobSummarySchema),
  /** Of the jobs posted, those awarded with something left to pay through Wordhive Pay (leftToPay), and to whom. */
  toPay: z.array(
    z.object({
      jobId: z.number().int(),
      professional: z.object({ entityId: z.number().int(), name: z.string() }),
      leftCents: z.number().int(),
    }),
  ),
  canPost: z.boolean(),
  canQuote: z.boolean(),
});
export type MyJobs = z.infer<typeof myJobsSchema>;

export const jobAlertSchema = z.object({
  id: z.number().int(),
  search: z.string().nullable(),
  source: z.string().nullable(),
  target: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  field: z.string().nullable(),
  myPairs: z.boolean(),
  digest: z.boolean(),
  createdAt: isoDate,
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertListSchema = z.object({ alerts: z.array(jobAlertSchema) });
export type JobAlertList = z.infer<typeof jobAlertListSchema>;
