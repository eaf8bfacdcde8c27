/**
 * Reviews a member asks for (issue 21, the Profile Updater's "review"
 * drawer): a past client gets a mailed, single-use link and answers without
 * an account, either with a review ("would you work with them again?", stars,
 * a comment) or by confirming a project in the member's history. The answer
 * is on the profile for good: the member cannot edit or hide it, only report
 * it to staff, who keep or remove it. The zod schemas are in reviews-schemas.ts:
 * the Profile Updater imports this module's limits without zod.
 */
export type {
  AdminFeedbackReport,
  ClientRequest,
  ClientRequestInput,
  ClientRequestView,
  FeedbackReport,
  ProjectAnswer,
  ProjectConfirmationInput,
  ReportDecision,
  ReportInput,
  ReviewAnswer,
  ReviewRequests,
} from './reviews-schemas.ts';

/** How long a mailed link stays valid. */
export const CLIENT_REQUEST_DAYS = 30;
/** Requests a member may send a day (each one mails someone outside the site). */
export const CLIENT_REQUESTS_PER_DAY = 10;
export const CLIENT_NAME_MAX = 100;
export const REQUEST_MESSAGE_MAX = 500;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;
export const REPORT_REASON_MIN = 10;
export const REPORT_REASON_MAX = 500;

export const ALREADY_ASKED = 'You already asked this client: their link is still valid';
export const TOO_MANY_REQUESTS = `You can send ${CLIENT_REQUESTS_PER_DAY} requests a day: try again tomorrow`;
export const LINK_NOT_VALID = 'This link is not valid: check that you opened the whole address from the email';
export const LINK_USED = 'This link has already been used: thank you, your answer is on the profile';
export const LINK_EXPIRED = 'This link has expired: ask the member to send a new one';
export const PROJECT_GONE = 'The member has since removed this project from their history';
/** The request's link opened by the member who sent it, or mailed to an address of their own account (decision 126). */
export const OWN_REQUEST = 'You asked for this review: only the client you sent it to can answer it';
export const ALREADY_REPORTED = 'You have already reported this feedback: staff will look at it';

/**
 * Why a member reports a review or a Blue Board entry (decision 127): one of these, and their words. A
 * profile says how many entries staff removed and under which of these.
 */
export const REPORT_CATEGORIES = [
  'not_a_client',
  'conflict_of_interest',
  'false_statements',
  'offensive',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
/** A stored category read back: one this code no longer knows reads as other. */
export const reportCategory = (value: string): ReportCategory =>
  (REPORT_CATEGORIES as readonly string[]).includes(value) ? (value as ReportCategory) : 'other';
export const DECISION_REASON_MIN = 10;
export const ALREADY_REPORTED_ENTRY = 'You have already reported this entry: staff will look at it';

export const CLIENT_REQUEST_KINDS = ['review', 'project'] as const;
export const CLIENT_REQUEST_STATUSES = ['pending', 'answered', 'expired'] as const;
