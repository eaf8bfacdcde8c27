/**
 * The zod schemas of reviews a member asks for (reviews.ts): requests, the answers clients give,
 * reports and staff decisions. The server validates with them; the owner's tools load them when
 * a request or a report is sent, and the client's answer page, a form, imports them.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { languagePairSchema } from './profile.ts';
import {
  CLIENT_NAME_MAX,
  CLIENT_REQUEST_KINDS,
  CLIENT_REQUEST_STATUSES,
  DECISION_REASON_MIN,
  LINK_NOT_VALID,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  REQUEST_MESSAGE_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
} from './reviews.ts';

const personName = (min: number) =>
  z
    .string({ error: 'Enter a name' })
    .trim()
    .min(min, { error: `Use at least ${min} characters` })
    .max(CLIENT_NAME_MAX, { error: `Use at most ${CLIENT_NAME_MAX} characters` });

/** Whom the member asks, and what they add to the mail. */
export const clientRequestInputSchema = z.object({
  clientName: personName(2),
  clientEmail: z
    .string({ error: 'Enter a valid email address' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Use at most 254 characters' })
    .pipe(z.email({ error: 'Enter a valid email address' })),
  message: z
    .string()
    .trim()
    .max(REQUEST_MESSAGE_MAX, { error: `Use at most ${REQUEST_MESSAGE_MAX} characters` })
    .default(''),
});
export type ClientRequestInput = z.output<typeof clientRequestInputSchema>;

/** The same, for one project of the member's history. */
export const projectConfirmationInputSchema = clientRequestInputSchema.extend({
  projectId: idSchema('Choose one of your projects'),
});

export type ProjectConfirmationInput = z.output<typeof projectConfirmationInputSchema>;

/** A request as its sender sees it. */
export const clientRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_REQUEST_KINDS),
  projectId: z.number().int().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(CLIENT_REQUEST_STATUSES),
  /** The client's yes or no, once answered. */
  answer: z.enum(['yes', 'no']).nullable(),
});
export type ClientRequest = z.infer<typeof clientRequestSchema>;

export const feedbackReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['feedback', 'bb']),
  /** Null once staff removed the feedback. */
  feedbackId: z.number().int().nullable(),
  /** The Blue Board entry reported; null once staff removed it. */
  bbEntryId: z.number().int().nullable(),
  category: z.enum(REPORT_CATEGORIES),
  reason: z.string(),
  createdAt: z.string(),
  outcome: z.enum(['kept', 'removed']).nullable(),
  /** Staff's reason, once decided: the reporter, the member it is about and the author read it. */
  decisionReason: z.string().nullable(),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;

/** GET /next/api/user/review-requests: what the member asked, and what they reported. */
export const reviewRequestsSchema = z.object({
  requests: z.array(clientRequestSchema),
  reports: z.array(feedbackReportSchema),
  /** How many more requests the member may send today. */
  remainingToday: z.number().int(),
});
export type ReviewRequests = z.infer<typeof reviewRequestsSchema>;

export const tokenParamsSchema = z.object({
  token: z.string({ error: LINK_NOT_VALID }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: LINK_NOT_VALID }),
});

/** What the client sees on opening the link. */
export const clientRequestViewSchema = z.object({
  kind: z.enum(CLIENT_REQUEST_KINDS),
  memberEntityId: z.number().int(),
  memberName: z.string(),
  clientName: z.string(),
  message: z.string(),
  project: z
    .object({
      title: z.string(),
      serviceId: z.number().int(),
      serviceName: z.string(),
      pair: languagePairSchema.nullable(),
      volume: z.number(),
      volumeUnit: z.string(),
      completedOn: z.string(),
    })
    .nullable(),
  expiresAt: z.string(),
});
export type ClientRequestView = z.infer<typeof clientRequestViewSchema>;

/** A client's review: would they work with the member again, stars, and why. */
export const reviewAnswerSchema = z.object({
  name: personName(2),
  company: z
    .string()
    .trim()
    .max(CLIENT_NAME_MAX, { error: `Use at most ${CLIENT_NAME_MAX} characters` })
    .default(''),
  willingAgain: z.boolean({ error: 'Say whether you would work with them again' }),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int({ error: 'Choose a rating from 1 to 5 stars' })
    .min(1, { error: 'Choose a rating from 1 to 5 stars' })
    .max(5, { error: 'Choose a rating from 1 to 5 stars' }),
  comment: z
    .string({ error: `Use at least ${REVIEW_COMMENT_MIN} characters` })
    .trim()
    .min(REVIEW_COMMENT_MIN, { error: `Use at least ${REVIEW_COMMENT_MIN} characters` })
    .max(REVIEW_COMMENT_MAX, { error: `Use at most ${REVIEW_COMMENT_MAX} characters` }),
});
export type ReviewAnswer = z.output<typeof reviewAnswerSchema>;

/** A client's word on a project: it happened as listed, or it did not. */
export const projectAnswerSchema = z.object({
  name: personName(2),
  confirmed: z.boolean({ error: 'Say whether this project happened as listed' }),
});
export type ProjectAnswer = z.output<typeof projectAnswerSchema>;

export const answeredSchema = z.object({ status: z.literal('answered') });

/** A signed-in member asks staff to look at a review or a Blue Board entry: why, in a word and in words. */
export const reportInputSchema = z.object({
  category: z.enum(REPORT_CATEGORIES, { error: 'Choose why you report it' }),
  reason: z
    .string({ error: `Use at least ${REPORT_REASON_MIN} characters` })
    .trim()
    .min(REPORT_REASON_MIN, { error: `Use at least ${REPORT_REASON_MIN} characters` })
    .max(REPORT_REASON_MAX, { error: `Use at most ${REPORT_REASON_MAX} characters` }),
});
export type ReportInput = z.output<typeof reportInputSchema>;
export const feedbackParamsSchema = z.object({ feedbackId: idSchema('feedbackId must be a positive whole number') });
export const bbEntryParamsSchema = z.object({ entryId: idSchema('entryId must be a positive whole number') });

/** Reported feedback as staff see it: the feedback as it was when reported. */
export const adminFeedbackReportSchema = feedbackReportSchema.extend({
  entityId: z.number().int(),
  reporterEntityId: z.number().int(),
  reporterName: z.string(),
  feedback: z.object({
    authorName: z.string(),
    authorCompany: z.string(),
    rating: z.number(),
    comment: z.string(),
    viaRequest: z.boolean(),
    createdAt: z.string(),
    /** A mailed review answered from the network address that sent the request (decision 126). */
    sameAddress: z.boolean().optional(),
    /** The member signed in while answering it. */
    answeredBy: z.number().int().nullable().optional(),
  }),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export type AdminFeedbackReport = z.infer<typeof adminFeedbackReportSchema>;

export const adminReportsQuerySchema = z.object({
  state: z.enum(['open', 'handled'], { error: 'state is open or handled' }).default('open'),
});
export const adminReportsSchema = z.object({ items: z.array(adminFeedbackReportSchema) });
export const reportParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
export const reportDecisionSchema = z.object({
  outcome: z.enum(['kept', 'removed'], { error: 'Choose to keep or remove the feedback' }),
  reason: z
    .string({ error: `Use at least ${DECISION_REASON_MIN} characters` })
    .trim()
    .min(DECISION_REASON_MIN, { error: `Use at least ${DECISION_REASON_MIN} characters` })
    .max(REPORT_REASON_MAX, { error: `Use at most ${REPORT_REASON_MAX} characters` }),
});
export type ReportDecision = z.output<typeof reportDecisionSchema>;
