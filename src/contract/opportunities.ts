/**
 * Opportunities (issue 17): the jobs marketplace. Clients post structured jobs,
 * professionals send structured quotes (a rate per the job's own unit, never
 * free text), saved searches alert every matching member at the same moment,
 * and both sides rate each other once the work is done. Rates are integers in
 * thousandths of the currency (0.085 EUR a word is 85), totals integers in
 * cents (docs/decisions/032).
 *
 * No schema here: the jobs pages import these constants and rules. The schemas are in
 * opportunities-schemas.ts (decision 040).
 */
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;
export const JOB_PAIRS_MAX = 10;
export const QUOTE_NOTE_MAX = 1000;
/** A client's own words with an invitation to quote (decision 059). */
export const INVITATION_NOTE_MAX = 500;
export const RATING_COMMENT_MAX = 1000;
export const RATING_REPLY_MAX = 1000;
export const JOB_SEARCH_MAX = 100;
export const JOBS_PAGE_SIZE = 20;
export const JOBS_PAGE_MAX = 500;
export const JOB_ALERTS_MAX = 10;
/** A rate above 10,000 a unit is a typo, not a quote. */
export const RATE_MAX_MILLI = 10_000_000;
export const JOB_VOLUME_MAX = 10_000_000;
/** A sample the quoters can open: a document, not an archive or an executable. */
export const JOB_SAMPLE_MAX_BYTES = 5 * 1024 * 1024;
export const JOB_SAMPLE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export const JOB_SAMPLE_EXTENSIONS: Record<(typeof JOB_SAMPLE_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};
export const JOB_SAMPLE_TYPE_MESSAGE = 'Upload the sample as a PDF, a Word document (.docx) or plain text';

export const JOB_UNITS = ['words', 'pages', 'minutes', 'hours', 'days'] as const;
export type JobUnit = (typeof JOB_UNITS)[number];
export { CURRENCIES, type Currency } from './currencies.ts';
export type {
  JobAlert,
  JobAlertInput,
  JobAlertList,
  JobDetail,
  JobInput,
  JobInvitationInput,
  JobInvitationList,
  JobList,
  JobListQuery,
  JobPair,
  JobPayment,
  JobStandings,
  JobSummary,
  MyJobs,
  PaymentRequest,
  Quote,
  QuoteInput,
  QuoteList,
  Rating,
} from './opportunities-schemas.ts';
export const JOB_STATUSES = ['draft', 'open', 'closed', 'awarded', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Who may quote: any professional, members whose credentials staff checked, or members rated at least `minRating`. */
export const QUOTE_AUDIENCES = ['everyone', 'certified', 'rated'] as const;
export type QuoteAudience = (typeof QUOTE_AUDIENCES)[number];
/** `relevance`: the jobs whose own words have more of the search's first, then the newest. */
export const JOB_SORTS = ['relevance', 'newest', 'deadline', 'budget'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * The order a list is in when none is asked for: with words to find, the best matches first (a word
 * may also name a whole field, "patent" all legal work, and the jobs that say it belong on top);
 * without, the newest. Relevance without words is the newest.
 */
export function jobSortOf(query: { sort?: JobSort | undefined; search?: string | undefined | null }): JobSort {
  if (query.search) return query.sort ?? 'relevance';
  return query.sort && query.sort !== 'relevance' ? query.sort : 'newest';
}
export const QUOTE_STATUSES = ['submitted', 'awarded', 'declined', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What the poster may turn a job into, from each status (awarding has its own call). */
export const JOB_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['open', 'cancelled'],
  open: ['closed', 'cancelled'],
  closed: ['open', 'cancelled'],
  awarded: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The accounts that post jobs, and the ones that quote. */
export const POSTING_ACCOUNT_TYPES: ReadonlySet<string> = new Set(['outsourcer', 'company']);
export const QUOTING_ACCOUNT_TYPES: ReadonlySet<string> = new Set([
  'translator',
  'interpreter',
  'subtitler',
  'company',
]);

// Messages a member meets (the UI shows the same words from the dictionaries).
export const ONLY_CLIENTS_POST = 'Only clients and language companies can post jobs';
export const ONLY_PROFESSIONALS_QUOTE = 'Only language professionals and companies can quote';
export const NOT_YOUR_JOB = 'Only the member who posted this job can do this';
export const JOB_NOT_FOUND = 'Job not found';
export const SIGN_IN_FOR_YOUR_PAIRS = 'Sign in to see the jobs in your language pairs';
export const NO_QUOTE_ON_OWN_JOB = 'You cannot quote on your own job';
export const JOB_NOT_OPEN = 'This job no longer takes quotes';
export const QUOTE_BELOW_MINIMUM = 'This job does not accept quotes below its minimum rate';
export const QUOTE_WRONG_UNIT = 'Quote in the unit this job asks for';
export const QUOTE_WRONG_CURRENCY = 'Quote in the currency of this job';
export const QUOTE_NEEDS_CERTIFIED = 'This job takes quotes from certified members only';
export const QUOTE_NEEDS_RATING = 'This job takes quotes from members with a higher rating';
export const QUOTE_NOT_FOUND = 'Quote not found';
export const JOB_LOCKED_TERMS = 'The unit and currency cannot change once quotes have arrived';
export const QUOTE_OUTDATED =
  'The job changed after this quote: the professional must confirm it before it can be awarded';

/** What a quote was priced and promised on: when any of it changes, the quotes made before are out of date. */
export interface QuotedTerms {
  volume: number;
  serviceId: number;
  deadline: string;
  pairs: readonly { source: string; target: string }[];
}

export function quotedTermsChanged(before: QuotedTerms, after: QuotedTerms): boolean {
  const pairs = (terms: QuotedTerms) =>
    terms.pairs
      .map((p) => `${p.source}>${p.target}`)
      .sort()
      .join(',');
  return (
    before.volume !== after.volume ||
    before.serviceId !== after.serviceId ||
    before.deadline !== after.deadline ||
    pairs(before) !== pairs(after)
  );
}
export const RATING_NOT_YET = 'You can rate each other once the job is completed';
export const RATING_NOT_PARTY = 'Only the client and the professional of this job can rate it';
export const RATING_GIVEN = 'You have already rated this job';
export const RATING_NONE = 'There is no rating of you on this job to reply to';
export const REPLY_GIVEN = 'You have already replied to this rating';
export const ALERTS_FULL = `You can keep at most ${JOB_ALERTS_MAX} saved searches`;
export const ALERT_EMPTY = 'Choose at least your language pairs, a language, a service, a field or a keyword';
export const ALERT_NOT_FOUND = 'Saved search not found';
export const SAMPLE_NOT_FOUND = 'This job has no sample';
export const JOB_CHANGED = 'This job changed meanwhile: reload the page';

/**
 * What the job, quote and rating forms' checks say: the schemas (opportunities-schemas.ts) use these,
 * and the forms show each in the reader's language (job-messages.ts). {n} stands for a limit.
 */
export const JOB_INPUT_MESSAGES = {
  title: 'Give the job a title',
  describe: 'Describe the job',
  describeMore: 'Describe the job in at least 20 characters',
  pairsMin: 'Add at least one language pair',
  pairTwice: 'Each language pair once',
  pairSame: 'Choose two different languages',
  language: 'Use a three-letter ISO 639-3 language code, e.g. por',
  service: 'Choose a service from the list',
  servicePair: 'Choose a service between two languages',
  field: 'Choose a field of expertise from the list',
  volume: 'Give the volume as a whole number',
  volumeMax: 'This volume is too large',
  unit: 'Choose a unit from the list',
  deadline: 'Give the deadline as a date',
  currency: 'Choose a currency from the list',
  budgetMin: 'Give the minimum rate as an amount above zero',
  budgetMax: 'Give the maximum rate as an amount above zero',
  budgetOrder: 'The maximum rate is below the minimum',
  tool: 'Choose a tool from the list',
  audience: 'Choose who may quote',
  minRating: 'Use a minimum rating from 1 to 5',
  minRatingHalf: 'Use a minimum rating in half stars',
  minRatingNeeded: 'Give the minimum rating quoters need',
  quotesVisible: 'Say whether quoters see each other’s quotes',
  rate: 'Give your rate as an amount above zero',
  delivery: 'Give the delivery date as a date',
  note: 'Write the note as text',
  stars: 'Give a rating from 1 to 5 stars',
  comment: 'Write a comment',
  reply: 'Write your reply',
  pairsMax: 'Add at most {n} language pairs',
  tooLong: 'Use at most {n} characters',
} as const;
/**
 * How many professionals a job may invite to quote (decision 057): a shortlist, not a mailing. Those
 * who declined do not count (decision 059): the client invites someone else instead.
 */
export const JOB_INVITATIONS_MAX = 20;
/** Why an invited professional will not quote (decision 059): no time now, not their field or pair, the budget or deadline. */
export const DECLINE_REASONS = ['busy', 'fit', 'terms'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/**
 * Where a professional stands on one of the client's open jobs, as the invitation dialog shows it: free
 * to invite, or why not (already quoted, declined, invited; the job asks for a certified member or a
 * higher rating; its invitations are used up).
 */
export const INVITE_STANDINGS = ['free', 'quoted', 'declined', 'invited', 'certified', 'rating', 'full'] as const;
export type InviteStanding = (typeof INVITE_STANDINGS)[number];
export const INVITE_MEMBER_NOT_FOUND = 'Member not found';
export const INVITE_ONLY_PROFESSIONALS = 'Only language professionals and companies can be invited to quote';
export const INVITE_YOURSELF = 'You cannot invite yourself to your own job';
export const INVITE_NEEDS_CERTIFIED = 'This job takes quotes from certified members only: this member is not certified';
export const INVITE_NEEDS_RATING = 'This job takes quotes from members with a higher rating than this member’s';
export const ALREADY_INVITED = 'This member is already invited to quote on this job';
export const ALREADY_QUOTED = 'This member has already quoted on this job';
export const INVITATIONS_FULL = `A job can invite at most ${JOB_INVITATIONS_MAX} professionals`;
export const INVITATION_NOT_FOUND = 'You are not invited to quote on this job';
export const NOT_INVITED = 'This member is not invited to quote on this job';
export const WITHDRAW_AFTER_DECLINE = 'This member has already declined your invitation';
export const INVITATION_ALREADY_DECLINED = 'You have already declined this invitation';
export const DECLINE_AFTER_QUOTE = 'You have quoted on this job: withdraw your quote instead';
export const PAYMENT_REQUEST_NOT_CHOSEN = 'Only the professional chosen for this job can ask to be paid for it';
export const PAYMENT_REQUEST_NOT_UNDER_WAY = 'Payment can be asked for on an awarded or completed job only';
export const PAYMENT_REQUEST_PAID = 'This job is paid in full';
export const PAYMENT_REQUEST_TODAY = 'You have already asked for this payment today';

/**
 * What is left to pay of a job's chosen quote: its total less the job's payments that are paid or on
 * their way (a cancelled one is not). A job is paid in its currency (the payments service refuses any
 * other); the filter keeps a stray older row from counting at face value.
 */
export function leftToPay(
  totalCents: number,
  currency: string,
  payments: readonly { amount: number; currency: string; status: string }[],
): number {
  const paid = payments
    .filter((p) => p.status !== 'cancelled' && p.currency === currency)
    .reduce((sum, p) => sum + p.amount, 0);
  return totalCents - paid;
}

export const JOB_URL_KEYS = ['search', 'source', 'target', 'service_id', 'field', 'pairs', 'sort', 'page'] as const;

/** The list's URL parameters in canonical order, defaults left out (the API call, links, the cache key). */
export function jobSearchParams(query: Partial<Record<(typeof JOB_URL_KEYS)[number], unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search as string | undefined;
  for (const key of JOB_URL_KEYS) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    // An order that is the default for this search says nothing.
    if (key === 'sort' && jobSortOf({ search, sort: value as JobSort }) === jobSortOf({ search })) continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A quote's total in cents: rate (thousandths) × volume, rounded half up. */
export function quoteTotalCents(rateMilli: number, volume: number): number {
  return Math.round((rateMilli * volume) / 10);
}

/** An amount in thousandths as the decimal a person types ("0.085"), and back. */
export function milliToDecimal(milli: number): string {
  const units = Math.floor(milli / 1000);
  const rest = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest.length < 2 ? `${units}.${rest.padEnd(2, '0')}` : `${units}.${rest}`;
}
export function decimalToMilli(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}
