/**
 * Opportunities (issue 17): the rules. Posting is for clients and language
 * companies, quoting for professionals; quotes are free, one per job and
 * member, in the job's own unit and currency and never below its minimum; a
 * new job alerts every matching member in one write; after completion each
 * side rates the other once and the rated one may reply once.
 */
import type { FastifyRequest } from 'fastify';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import { LOCALE_INFO, languageOf } from '../../../contract/locales.ts';
import {
  ALERT_NOT_FOUND,
  ALERTS_FULL,
  ALREADY_INVITED,
  ALREADY_QUOTED,
  DECLINE_AFTER_QUOTE,
  type DeclineReason,
  INVITATION_ALREADY_DECLINED,
  INVITATION_NOT_FOUND,
  INVITATIONS_FULL,
  INVITE_MEMBER_NOT_FOUND,
  INVITE_NEEDS_CERTIFIED,
  INVITE_NEEDS_RATING,
  INVITE_ONLY_PROFESSIONALS,
  INVITE_YOURSELF,
  type InviteStanding,
  JOB_ALERTS_MAX,
  JOB_CHANGED,
  JOB_INVITATIONS_MAX,
  JOB_LOCKED_TERMS,
  JOB_NOT_FOUND,
  JOB_NOT_OPEN,
  JOB_SAMPLE_EXTENSIONS,
  JOB_TRANSITIONS,
  JOBS_PAGE_SIZE,
  type JobAlert,
  type JobAlertInput,
  type JobDetail,
  type JobInput,
  type JobInvitationInput,
  type JobInvitationList,
  type JobList,
  type JobListQuery,
  type JobPair,
  type JobPayment,
  type JobStandings,
  type JobStatus,
  type JobSummary,
  jobSearchParams,
  leftToPay,
  type MyJobs,
  NO_QUOTE_ON_OWN_JOB,
  NOT_INVITED,
  NOT_YOUR_JOB,
  ONLY_CLIENTS_POST,
  ONLY_PROFESSIONALS_QUOTE,
  PAYMENT_REQUEST_NOT_CHOSEN,
  PAYMENT_REQUEST_NOT_UNDER_WAY,
  PAYMENT_REQUEST_PAID,
  PAYMENT_REQUEST_TODAY,
  type PaymentRequest,
  POSTING_ACCOUNT_TYPES,
  QUOTE_BELOW_MINIMUM,
  QUOTE_NEEDS_CERTIFIED,
  QUOTE_NEEDS_RATING,
  QUOTE_NOT_FOUND,
  QUOTE_OUTDATED,
  QUOTE_WRONG_CURRENCY,
  QUOTE_WRONG_UNIT,
  QUOTING_ACCOUNT_TYPES,
  type Quote,
  type QuoteInput,
  type QuoteList,
  quotedTermsChanged,
  quoteTotalCents,
  RATING_GIVEN,
  RATING_NONE,
  RATING_NOT_PARTY,
  RATING_NOT_YET,
  REPLY_GIVEN,
  SAMPLE_NOT_FOUND,
  SIGN_IN_FOR_YOUR_PAIRS,
  WITHDRAW_AFTER_DECLINE,
} from '../../../contract/opportunities.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { fmt } from '../../../i18n/types.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { AuditService } from '../audit/service.ts';
import type { Mailer } from '../mail/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { type MailWordsOf, mailWords, noticeOf } from '../notifications/words.ts';
import { searchBeyondFilters } from '../search/beyond-filters.ts';
import type { AlertRow, JobRepository, JobRow } from './repository.ts';

const DAY_MS = 86_400_000;
/** Bus channel: a job or a quote changed; every process forgets the lists it keeps. */
export const JOBS_CHANGED = 'jobs:changed';
/** A kept list also goes after this long, whatever changed it (a script writing to the database). */
const LISTS_TTL_MS = 30_000;
const LISTS_MAX = 1_000;
const PAIRS_MAX = 20_000;

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  repo: JobRepository;
  files: FileStore;
  mailer: Mailer;
  audit: AuditService;
  notifications: NotificationService;
  /** Feedback, a Blue Board entry or a project changed on this profile: directory and cached pages follow. */
  profileChanged: (entityId: number) => Promise<void>;
  now?: () => number;
}

type QuoteWithAuthor = Awaited<ReturnType<JobRepository['quotes']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a job page may show of a quote to whom: the note to the poster and the author, the shortlist to the poster. */
function toQuote(row: QuoteWithAuthor, { note, shortlist }: { note: boolean; shortlist: boolean }): Quote {
  const q = row.quote;
  return {
    id: q.id,
    professional: {
      entityId: row.entityId,
      name: row.name,
      imageUrl: row.imageUrl,
      accountType: row.accountType,
      rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
      certified: row.certified ?? false,
    },
    rateMilli: q.rateMilli,
    unit: q.unit as Quote['unit'],
    currency: q.currency as Quote['currency'],
    totalCents: q.totalCents,
    deliveryDate: q.deliveryDate,
    note: note ? q.note : null,
    status: q.status as Quote['status'],
    outdated: q.outdatedAt !== null,
    shortlisted: shortlist ? q.shortlisted : null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

function toAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    search: row.search,
    source: row.source,
    target: row.target,
    serviceId: row.serviceId,
    field: row.field,
    myPairs: row.myPairs,
    digest: row.digest,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the client reads when a professional declines her invitation, by their reason. */
const DECLINED_MESSAGE = {
  busy: 'invitationDeclinedBusy',
  fit: 'invitationDeclinedFit',
  terms: 'invitationDeclinedTerms',
} as const satisfies Record<DeclineReason, string>;

/** Why a member may not be invited to a job, as the dialog's standing names it (each with invite()'s refusal). */
type InviteBar = Exclude<InviteStanding, 'free'>;

const INVITE_REFUSALS: Record<InviteBar, () => Error> = {
  quoted: () => conflict(ALREADY_QUOTED),
  declined: () => conflict(ALREADY_INVITED),
  invited: () => conflict(ALREADY_INVITED),
  certified: () => conflict(INVITE_NEEDS_CERTIFIED),
  rating: () => conflict(INVITE_NEEDS_RATING),
  full: () => conflict(INVITATIONS_FULL),
};

/**
 * What keeps a professional from being invited to an open job, or null: the one rule behind invite()'s
 * refusals and the dialog's standings, so the dialog never offers what the server would refuse.
 */
function inviteBar(
  job: { audience: string; minRating: number | null },
  member: { certified: boolean | null; rating: number | null },
  on: { quoted: boolean; invitedAt: Date | null; declinedAt: Date | null; invitationsUsed: number },
): InviteBar | null {
  if (on.quoted) return 'quoted';
  if (on.declinedAt) return 'declined';
  if (on.invitedAt) return 'invited';
  if (job.audience === 'certified' && !member.certified) return 'certified';
  if (job.audience === 'rated' && (member.rating ?? 0) < (job.minRating ?? 0)) return 'rating';
  if (on.invitationsUsed >= JOB_INVITATIONS_MAX) return 'full';
  return null;
}

export function createJobService({
  config,
  repo,
  files,
  mailer,
  audit,
  notifications,
  profileChanged,
  now = Date.now,
}: Deps) {
  const lists = new Map<string, { at: number; list: JobList }>();
  let listsGeneration = 0;
  const memberPairs = new Map<number, JobPair[]>();
  let pairsGeneration = 0;

  /** A member's own pairs, kept until their profile changes. */
  async function pairsOf(entityId: number): Promise<JobPair[]> {
    const kept = memberPairs.get(entityId);
    if (kept) return kept;
    const asked = pairsGeneration;
    const pairs = await repo.pairsOf(entityId);
    // Read while a profile changed: perhaps before the change, so not kept.
    if (asked === pairsGeneration) {
      if (memberPairs.size >= PAIRS_MAX) memberPairs.delete(memberPairs.keys().next().value!);
      memberPairs.set(entityId, pairs);
    }
    return pairs;
  }

  async function summaries(rows: readonly JobRow[]): Promise<JobSummary[]> {
    const { pairs, posters, counts } = await repo.details(rows);
    return rows.map((row) => {
      const poster = posters.find((p) => p.entityId === row.posterEntityId);
      return {
        id: row.id,
        title: row.title,
        status: row.status as JobStatus,
        pairs: pairs.filter((p) => p.jobId === row.id).map((p) => ({ source: p.source, target: p.target })),
        serviceId: row.serviceId,
        disciplineId: row.disciplineId,
        volume: row.volume,
        unit: row.unit as JobSummary['unit'],
        deadline: row.deadline,
        currency: row.currency as JobSummary['currency'],
        budgetMinMilli: row.budgetMinMilli,
        budgetMaxMilli: row.budgetMaxMilli,
        audience: row.audience as JobSummary['audience'],
        minRating: row.minRating,
        quoteCount: counts.find((c) => c.jobId === row.id)?.n ?? 0,
        poster: {
          entityId: row.posterEntityId,
          name: poster?.name ?? DELETED_MEMBER,
          imageUrl: poster?.imageUrl ?? null,
          accountType: poster?.accountType ?? 'outsourcer',
        },
        publishedAt: iso(row.publishedAt),
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** A job this viewer may see: drafts only to their poster; a cancelled job to its poster and quoters. */
  async function visibleJob(request: FastifyRequest, jobId: number): Promise<JobRow> {
    const job = await repo.job(jobId);
    const me = request.viewer.entityId;
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.posterEntityId === me) return job;
    if (job.status === 'draft') throw notFound(JOB_NOT_FOUND);
    if (job.status === 'cancelled' && !(me && (await repo.quotes(job.id, me)).length)) throw notFound(JOB_NOT_FOUND);
    return job;
  }

  async function ownJob(request: FastifyRequest, jobId: number): Promise<JobRow> {
    const job = await visibleJob(request, jobId);
    if (job.posterEntityId !== request.viewer.entityId) throw forbidden(NOT_YOUR_JOB);
    return job;
  }

  /** Whether this member has a quote on this job that still counts (not withdrawn). */
  async function hasLiveQuote(jobId: number, entityId: number): Promise<boolean> {
    return (await repo.quotes(jobId, entityId)).some((r) => r.quote.status !== 'withdrawn');
  }

  /** Why this viewer cannot quote on this job, or null. */
  async function cannotQuote(request: FastifyRequest, job: JobRow): Promise<string | null> {
    const user = request.viewer.user;
    if (!user) return null;
    if (job.posterEntityId === request.viewer.entityId) return NO_QUOTE_ON_OWN_JOB;
    if (!QUOTING_ACCOUNT_TYPES.has(user.account_type)) return ONLY_PROFESSIONALS_QUOTE;
    if (job.status !== 'open') return JOB_NOT_OPEN;
    if (job.audience === 'certified' && !user.roles.includes('verified_credentials')) return QUOTE_NEEDS_CERTIFIED;
    if (job.audience === 'rated') {
      const me = await repo.member(request.viewer.entityId);
      if ((me?.rating ?? 0) < (job.minRating ?? 0)) return QUOTE_NEEDS_RATING;
    }
    return null;
  }

  /** Notifies members in their own language, with the mail dictionary's words for jobs. */
  async function notify(
    entityIds: readonly number[],
    job: JobRow,
    sourceKey: string,
    words: MailWordsOf<'jobs'>,
    redirectUrl = `/opportunities/${job.id}`,
  ) {
    for (const entityId of entityIds) {
      const member = await repo.member(entityId);
      if (!member) continue;
      const notice = noticeOf(mailWords('jobs', words), member.siteLang);
      await notifications.create({ userId: entityId, type: 'job', redirectUrl, ...notice }, `${sourceKey}:${job.id}`);
    }
  }

  /**
   * A job just opened: every member whose saved search it matches hears of it in the same write,
   * with the same time on it; nobody is served first. Reopening does not alert again (one per source).
   */
  async function alertMatchingMembers(job: JobRow) {
    const members = await repo.membersAlertedBy(job);
    if (!members.length) return;
    const rows = members.map((m) => ({
      entityId: m.entityId,
      type: 'job-alert',
      redirectUrl: `/opportunities/${job.id}`,
      ...noticeOf(mailWords('jobs', { title: 'alertTitle', text: job.title }), m.siteLang),
    }));
    await notifications.createForMany(rows, `job-alert:${job.id}`);
  }

  async function ratingsOf(job: JobRow, me: number, awardedTo: number | null) {
    if (job.status !== 'completed' || awardedTo === null) return { given: null, received: null };
    const [feedback, blueBoard] = await Promise.all([repo.feedbackForJob(job.id), repo.blueBoardForJob(job.id)]);
    const asRating = (r: { rating: number; comment: string; reply: string | null; createdAt: Date } | undefined) =>
      r ? { rating: r.rating, comment: r.comment, reply: r.reply, createdAt: r.createdAt.toISOString() } : null;
    const toPro = asRating(feedback);
    const toClient = asRating(blueBoard && { ...blueBoard, rating: blueBoard.lwa });
    if (me === job.posterEntityId) return { given: toPro, received: toClient };
    if (me === awardedTo) return { given: toClient, received: toPro };
    return { given: null, received: null };
  }

  async function awardedProfessional(job: JobRow): Promise<number | null> {
    if (job.awardedQuoteId === null) return null;
    return (await repo.quote(job.id, job.awardedQuoteId))?.entityId ?? null;
  }

  /**
   * What is left to pay on each of these jobs under way (awarded or completed), from its poster to the
   * professional she chose, and who that is; jobs with nothing left are not in the map. Two queries for
   * any number of jobs: a client's home page asks for all of hers.
   */
  async function leftToPayOn(list: readonly JobRow[]) {
    const under = list.filter((job) => job.status === 'awarded' || job.status === 'completed');
    const ids = under.map((job) => job.id);
    const [chosen, payments] = await Promise.all([repo.awardedQuotes(ids), repo.paymentsForJobs(ids)]);
    const left = new Map<number, { professional: { entityId: number; name: string }; leftCents: number }>();
    for (const job of under) {
      const quote = chosen.find((q) => q.jobId === job.id);
      if (!quote) continue;
      const between = payments.filter(
        (p) => p.jobId === job.id && p.payerEntityId === job.posterEntityId && p.payeeEntityId === quote.entityId,
      );
      const leftCents = leftToPay(quote.totalCents, job.currency, between);
      if (leftCents > 0) left.set(job.id, { professional: { entityId: quote.entityId, name: quote.name }, leftCents });
    }
    return left;
  }

  async function detail(request: FastifyRequest, job: JobRow): Promise<JobDetail> {
    const me = request.viewer.entityId;
    const [[summary], blueBoard, own, awardedTo, invited] = await Promise.all([
      summaries([job]),
      repo.blueBoard(job.posterEntityId),
      me ? repo.quotes(job.id, me) : Promise.resolve([]),
      awardedProfessional(job),
      me ? repo.invitationOf(job.id, me) : Promise.resolve(undefined),
    ]);
    // The poster and the professional she chose see what has been paid for the job between them.
    const party = awardedTo !== null && me !== 0 && (me === job.posterEntityId || me === awardedTo);
    const [ratings, payments] = await Promise.all([
      ratingsOf(job, me, awardedTo),
      party ? repo.paymentsForJob(job.id, job.posterEntityId, awardedTo) : [],
    ]);
    return {
      ...summary!,
      description: job.description,
      catToolId: job.catToolId,
      quotesVisible: job.quotesVisible,
      sample: job.sampleKey
        ? { name: job.sampleName ?? 'sample', size: job.sampleSize ?? 0, type: job.sampleType ?? '' }
        : null,
      posterBlueBoard: {
        average: blueBoard.average === null ? null : Math.round(blueBoard.average * 100) / 100,
        count: blueBoard.count,
      },
      awardedQuoteId: job.awardedQuoteId,
      viewer: {
        isPoster: me !== 0 && job.posterEntityId === me,
        cannotQuote: own.length && own[0]!.quote.status !== 'withdrawn' ? null : await cannotQuote(request, job),
        ownQuote: own[0] ? toQuote(own[0], { note: true, shortlist: false }) : null,
        ratingGiven: ratings.given,
        ratingReceived: ratings.received,
        canRate: job.status === 'completed' && awardedTo !== null && (me === job.posterEntityId || me === awardedTo),
        invitation: invited ? (invited.declinedAt ? 'declined' : 'pending') : null,
        invitationNote: invited?.note ?? null,
        payments: payments.map((p) => ({
          ...p,
          status: p.status as JobPayment['status'],
          createdAt: p.createdAt.toISOString(),
        })),
      },
    };
  }

  async function invitationsOf(job: JobRow): Promise<JobInvitationList> {
    const rows = await repo.invitations(job.id);
    return {
      invitations: rows.map((row) => ({
        professional: {
          entityId: row.entityId,
          name: row.name,
          imageUrl: row.imageUrl,
          accountType: row.accountType,
        },
        invitedAt: row.invitedAt.toISOString(),
        quote: (row.quoteStatus ?? null) as JobInvitationList['invitations'][number]['quote'],
        declined: row.declinedAt ? (row.declineReason as DeclineReason) : null,
      })),
    };
  }

  return {
    /**
     * A page of open jobs; with `pairs=mine`, only those in one of the viewer's own pairs that they did
     * not post themselves (a company posts and quotes). Kept until
     * a job or a quote changes (forgetLists), so a professional's home page asks the database nothing.
     */
    async list(query: JobListQuery, viewer: { entityId: number }): Promise<JobList> {
      let yourPairs: JobPair[] | undefined;
      if (query.pairs === 'mine') {
        if (viewer.entityId <= 0) throw unauthorized(SIGN_IN_FOR_YOUR_PAIRS);
        yourPairs = await pairsOf(viewer.entityId);
      }
      const key = yourPairs
        ? `${jobSearchParams(query)}|${viewer.entityId}|${yourPairs.map((p) => `${p.source}>${p.target}`).join(',')}`
        : jobSearchParams(query).toString();
      const kept = lists.get(key);
      if (kept && now() - kept.at < LISTS_TTL_MS) return kept.list;
      const asked = listsGeneration;
      const search = searchBeyondFilters(query.search, { ...query, serviceId: query.service_id });
      const { rows, total } =
        yourPairs?.length === 0
          ? { rows: [], total: 0 }
          : await repo.list(
              { ...query, search },
              JOBS_PAGE_SIZE,
              yourPairs && { pairs: yourPairs, entityId: viewer.entityId },
            );
      const list = {
        jobs: await summaries(rows),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE)),
        ...(yourPairs ? { yourPairs } : {}),
      };
      // A change that came while this list was read may be missing from it: not kept then.
      if (asked === listsGeneration) {
        if (lists.size >= LISTS_MAX) lists.delete(lists.keys().next().value!);
        lists.set(key, { at: now(), list });
      }
      return list;
    },

    /** Applies JOBS_CHANGED (from any process, this one included). */
    forgetLists() {
      listsGeneration++;
      lists.clear();
    },

    /** Applies a profile change: the member's pairs are read again. */
    forgetPairsOf(entityId: number) {
      pairsGeneration++;
      memberPairs.delete(entityId);
    },

    async get(request: FastifyRequest, jobId: number): Promise<JobDetail> {
      return detail(request, await visibleJob(request, jobId));
    },

    async create(request: FastifyRequest, input: JobInput, publish: boolean): Promise<JobDetail> {
      if (!POSTING_ACCOUNT_TYPES.has(request.viewer.user?.account_type ?? '')) throw forbidden(ONLY_CLIENTS_POST);
      const job = await repo.create(request.viewer.entityId, input, publish, new Date(now()));
      await audit.recordIfPseudo(request, 'job.create', { jobId: job.id, publish });
      if (publish) await alertMatchingMembers(job);
      return detail(request, job);
    },

    async update(request: FastifyRequest, jobId: number, input: JobInput): Promise<JobDetail> {
      const job = await ownJob(request, jobId);
      if (job.status !== 'draft' && job.status !== 'open') {
        throw conflict(`A job that is ${job.status} cannot be edited`);
      }
      if ((input.unit !== job.unit || input.currency !== job.currency) && (await repo.quoteCount(job.id)) > 0) {
        throw conflict(JOB_LOCKED_TERMS);
      }
      const [before] = await summaries([job]);
      const outdated = await repo.update(job.id, input, new Date(now()), {
        outdateQuotes: quotedTermsChanged(before!, input),
      });
      await audit.recordIfPseudo(request, 'job.update', { jobId });
      const updated = (await repo.job(job.id))!;
      // Each quoter is asked to confirm or quote again; an out-of-date quote cannot be awarded.
      await notify(outdated, updated, `job-changed:${now()}`, {
        title: 'changedTitle',
        message: 'changedMessage',
        values: { title: updated.title, client: request.viewer.user?.name ?? '' },
      });
      return detail(request, updated);
    },

    async setStatus(request: FastifyRequest, jobId: number, to: JobStatus): Promise<JobDetail> {
      const job = await ownJob(request, jobId);
      const from = job.status as JobStatus;
      if (!JOB_TRANSITIONS[from].includes(to)) throw conflict(`A job that is ${from} cannot become ${to}`);
      if (!(await repo.setStatus(job.id, from, to, new Date(now())))) {
        throw conflict(JOB_CHANGED);
      }
      const changed = (await repo.job(job.id))!;
      await audit.recordIfPseudo(request, 'job.status', { jobId, from, to });
      const client = request.viewer.user?.name ?? '';
      if (from === 'draft' && to === 'open') await alertMatchingMembers(changed);
      if (to === 'cancelled') {
        await notify(await repo.waitingQuoters(job.id), changed, 'job-cancelled', {
          title: 'cancelledTitle',
          message: 'cancelledMessage',
          values: { title: job.title },
        });
      }
      if (to === 'completed') {
        const pro = await awardedProfessional(changed);
        if (pro !== null) {
          await recordProject(changed, pro, client);
          await notify([pro], changed, 'job-completed', {
            title: 'completedTitle',
            message: 'completedMessage',
            values: { title: job.title, client },
          });
        }
      }
      return detail(request, changed);
    },

    async putSample(request: FastifyRequest, jobId: number, body: Buffer, type: string, name: string) {
      const job = await ownJob(request, jobId);
      if (job.status !== 'draft' && job.status !== 'open')
        throw conflict(`A job that is ${job.status} cannot be edited`);
      const ext = JOB_SAMPLE_EXTENSIONS[type as keyof typeof JOB_SAMPLE_EXTENSIONS];
      const key = `jobs/${job.id}/sample-${now().toString(36)}.${ext}`;
      await files.put(key, body, type);
      await repo.setSample(job.id, { key, name, type, size: body.length });
      if (job.sampleKey && job.sampleKey !== key) await files.delete(job.sampleKey);
      return detail(request, (await repo.job(job.id))!);
    },

    async deleteSample(request: FastifyRequest, jobId: number) {
      const job = await ownJob(request, jobId);
      if (!job.sampleKey) throw notFound(SAMPLE_NOT_FOUND);
      await repo.setSample(job.id, null);
      await files.delete(job.sampleKey);
      return detail(request, (await repo.job(job.id))!);
    },

    async sample(request: FastifyRequest, jobId: number) {
      const job = await visibleJob(request, jobId);
      const body = job.sampleKey ? await files.get(job.sampleKey) : null;
      if (!body) throw notFound(SAMPLE_NOT_FOUND);
      return { body, type: job.sampleType ?? 'application/octet-stream', name: job.sampleName ?? 'sample' };
    },

    /** The poster sees every quote; a quoter their own, and the others' when the job shows them (no notes). */
    async quotes(request: FastifyRequest, jobId: number): Promise<QuoteList> {
      const job = await visibleJob(request, jobId);
      const me = request.viewer.entityId;
      const rows = (await repo.quotes(job.id)).filter((r) => r.quote.status !== 'withdrawn' || r.entityId === me);
      const poster = job.posterEntityId === me;
      const quoted = rows.some((r) => r.entityId === me && r.quote.status !== 'withdrawn');
      const visible = poster ? rows : rows.filter((r) => r.entityId === me || (job.quotesVisible && quoted));
      return {
        quotes: visible.map((r) => toQuote(r, { note: poster || r.entityId === me, shortlist: poster })),
        total: rows.filter((r) => r.quote.status !== 'withdrawn').length,
      };
    },

    async saveQuote(request: FastifyRequest, jobId: number, input: QuoteInput): Promise<JobDetail> {
      const job = await visibleJob(request, jobId);
      const refusal = await cannotQuote(request, job);
      if (refusal === JOB_NOT_OPEN) throw conflict(refusal);
      if (refusal) throw forbidden(refusal);
      if (input.unit !== job.unit) throw badRequest(`unit: ${QUOTE_WRONG_UNIT}`, { unit: QUOTE_WRONG_UNIT });
      if (input.currency !== job.currency) {
        throw badRequest(`currency: ${QUOTE_WRONG_CURRENCY}`, { currency: QUOTE_WRONG_CURRENCY });
      }
      if (job.budgetMinMilli !== null && input.rateMilli < job.budgetMinMilli) {
        throw badRequest(`rateMilli: ${QUOTE_BELOW_MINIMUM}`, { rateMilli: QUOTE_BELOW_MINIMUM });
      }
      const today = new Date(now()).toISOString().slice(0, 10);
      if (input.deliveryDate < today) {
        const message = 'Choose a delivery date from today on';
        throw badRequest(`deliveryDate: ${message}`, { deliveryDate: message });
      }
      const me = request.viewer.entityId;
      const first = !(await hasLiveQuote(job.id, me));
      await repo.saveQuote(job.id, me, input, quoteTotalCents(input.rateMilli, job.volume), new Date(now()));
      await audit.recordIfPseudo(request, 'job.quote', { jobId });
      if (first) {
        const name = request.viewer.user?.name ?? '';
        await notify([job.posterEntityId], job, `job-quote:${me}`, {
          title: 'quoteTitle',
          message: 'quoteMessage',
          values: { name, title: job.title },
        });
      }
      return detail(request, job);
    },

    async withdrawQuote(request: FastifyRequest, jobId: number): Promise<JobDetail> {
      const job = await visibleJob(request, jobId);
      if (job.status !== 'open') throw conflict(JOB_NOT_OPEN);
      if (!(await repo.withdrawQuote(job.id, request.viewer.entityId, new Date(now()))))
        throw notFound(QUOTE_NOT_FOUND);
      await audit.recordIfPseudo(request, 'job.withdraw-quote', { jobId });
      return detail(request, job);
    },

    async shortlist(request: FastifyRequest, jobId: number, quoteId: number, shortlisted: boolean): Promise<QuoteList> {
      const job = await ownJob(request, jobId);
      const quote = await repo.quote(job.id, quoteId);
      if (!quote || quote.status === 'withdrawn') throw notFound(QUOTE_NOT_FOUND);
      await repo.shortlist(quote.id, shortlisted);
      return this.quotes(request, jobId);
    },

    /**
     * The poster declines one quote before awarding: its author is told in their language and may
     * send a new quote while the job is open (a revised offer); the others wait for the award.
     */
    async declineQuote(request: FastifyRequest, jobId: number, quoteId: number): Promise<QuoteList> {
      const job = await ownJob(request, jobId);
      if (job.status !== 'open' && job.status !== 'closed') throw conflict(JOB_NOT_OPEN);
      const author = await repo.declineQuote(job.id, quoteId, new Date(now()));
      if (author === undefined) throw notFound(QUOTE_NOT_FOUND);
      await audit.recordIfPseudo(request, 'job.decline-quote', { jobId, quoteId });
      await notify([author], job, `job-quote-declined:${quoteId}:${now()}`, {
        title: 'quoteDeclinedTitle',
        message: 'quoteDeclinedMessage',
        values: { title: job.title, client: request.viewer.user?.name ?? '' },
      });
      return this.quotes(request, jobId);
    },

    /** The professionals the poster invited to quote on her job. */
    async invitations(request: FastifyRequest, jobId: number): Promise<JobInvitationList> {
      return invitationsOf(await ownJob(request, jobId));
    },

    /**
     * The poster asks one professional to quote on her open job (decision 057). Only someone who could
     * quote on it is invited, once; they hear of it in their own language.
     */
    async invite(
      request: FastifyRequest,
      jobId: number,
      { entityId, note }: JobInvitationInput,
    ): Promise<JobInvitationList> {
      const job = await ownJob(request, jobId);
      if (job.status !== 'open') throw conflict(JOB_NOT_OPEN);
      if (entityId === job.posterEntityId) throw badRequest(INVITE_YOURSELF, { entityId: INVITE_YOURSELF });
      const member = await repo.member(entityId);
      if (!member) throw notFound(INVITE_MEMBER_NOT_FOUND);
      if (!QUOTING_ACCOUNT_TYPES.has(member.accountType)) throw conflict(INVITE_ONLY_PROFESSIONALS);
      const [quoted, invited] = await Promise.all([hasLiveQuote(job.id, entityId), repo.invitations(job.id)]);
      const theirs = invited.find((i) => i.entityId === entityId);
      const bar = inviteBar(job, member, {
        quoted,
        invitedAt: theirs?.invitedAt ?? null,
        declinedAt: theirs?.declinedAt ?? null,
        invitationsUsed: invited.filter((i) => !i.declinedAt).length,
      });
      if (bar) throw INVITE_REFUSALS[bar]();
      if (await repo.invite(job.id, entityId, note, new Date(now()))) {
        // Her own words, when she wrote some, say more than ours.
        await notify([entityId], job, 'job-invitation', {
          title: 'invitedTitle',
          ...(note ? { text: note } : { message: 'invitedMessage' }),
          values: { title: job.title, client: request.viewer.user?.name ?? '' },
        });
      }
      return invitationsOf(job);
    },

    /**
     * The poster takes back an invitation the professional has not answered (decision 059): its place of
     * the 20 is free again, she may invite them again later, and they are told they need not answer.
     */
    async withdrawInvitation(request: FastifyRequest, jobId: number, entityId: number): Promise<JobInvitationList> {
      const job = await ownJob(request, jobId);
      const invitation = await repo.invitationOf(job.id, entityId);
      if (!invitation) throw notFound(NOT_INVITED);
      if (job.status !== 'open') throw conflict(JOB_NOT_OPEN);
      if (invitation.declinedAt) throw conflict(WITHDRAW_AFTER_DECLINE);
      if (await hasLiveQuote(job.id, entityId)) throw conflict(ALREADY_QUOTED);
      if (await repo.withdrawInvitation(job.id, entityId)) {
        await notify([entityId], job, 'job-invitation-withdrawn', {
          title: 'invitationWithdrawnTitle',
          message: 'invitationWithdrawnMessage',
          values: { title: job.title, client: request.viewer.user?.name ?? '' },
        });
      }
      return invitationsOf(job);
    },

    /**
     * The professional chosen for a job asks its poster to pay what is left of the quote. She is told in
     * her language, with the way to the job's page, where she pays it; at most once a day, so a reminder
     * cannot become a stream of them.
     */
    async requestPayment(request: FastifyRequest, jobId: number): Promise<PaymentRequest> {
      const me = request.viewer.entityId;
      const job = await visibleJob(request, jobId);
      const chosen = job.awardedQuoteId === null ? undefined : await repo.quote(job.id, job.awardedQuoteId);
      if (!chosen || chosen.entityId !== me) throw forbidden(PAYMENT_REQUEST_NOT_CHOSEN);
      if (job.status !== 'awarded' && job.status !== 'completed') throw conflict(PAYMENT_REQUEST_NOT_UNDER_WAY);
      const payments = await repo.paymentsForJob(job.id, job.posterEntityId, me);
      const amount = leftToPay(chosen.totalCents, job.currency, payments);
      if (amount <= 0) throw conflict(PAYMENT_REQUEST_PAID);
      const client = await repo.member(job.posterEntityId);
      const words = mailWords('jobs', {
        title: 'paymentRequestTitle',
        message: 'paymentRequestMessage',
        values: {
          name: request.viewer.user?.name ?? '',
          title: job.title,
          amount: { cents: amount, currency: job.currency },
        },
      });
      const day = new Date(now()).toISOString().slice(0, 10);
      const told =
        client &&
        (await notifications.create(
          {
            userId: job.posterEntityId,
            type: 'job',
            redirectUrl: `/opportunities/${job.id}`,
            ...noticeOf(words, client.siteLang),
          },
          `payment-request:${job.id}:${day}`,
        ));
      if (!told) throw conflict(PAYMENT_REQUEST_TODAY);
      return { amount, currency: job.currency };
    },

    /**
     * The viewer's open jobs as they stand for one professional (the invitation dialog): free to invite
     * them to, or why not. Refuses whom invite() would refuse on every job.
     */
    async standings(request: FastifyRequest, entityId: number): Promise<JobStandings> {
      const me = request.viewer.entityId;
      if (entityId === me) throw badRequest(INVITE_YOURSELF, { entityId: INVITE_YOURSELF });
      const member = await repo.member(entityId);
      if (!member) throw notFound(INVITE_MEMBER_NOT_FOUND);
      if (!QUOTING_ACCOUNT_TYPES.has(member.accountType)) throw conflict(INVITE_ONLY_PROFESSIONALS);
      const rows = await repo.openJobsFacing(me, entityId);
      return {
        jobs: rows.map((row) => ({
          id: row.id,
          title: row.title,
          deadline: row.deadline,
          standing: inviteBar(row, member, row) ?? 'free',
        })),
      };
    },

    /**
     * An invited professional says they will not quote, and why (decision 059): the client hears of it
     * and may invite someone else in their place.
     */
    async declineInvitation(request: FastifyRequest, jobId: number, reason: DeclineReason): Promise<JobDetail> {
      const job = await visibleJob(request, jobId);
      const me = request.viewer.entityId;
      const invitation = await repo.invitationOf(job.id, me);
      if (!invitation) throw notFound(INVITATION_NOT_FOUND);
      if (invitation.declinedAt) throw conflict(INVITATION_ALREADY_DECLINED);
      if (job.status !== 'open') throw conflict(JOB_NOT_OPEN);
      if (await hasLiveQuote(job.id, me)) throw conflict(DECLINE_AFTER_QUOTE);
      if (await repo.decline(job.id, me, reason, new Date(now()))) {
        await notify([job.posterEntityId], job, `job-invitation-declined:${me}`, {
          title: 'invitationDeclinedTitle',
          message: DECLINED_MESSAGE[reason],
          values: { name: request.viewer.user?.name ?? '', title: job.title },
        });
      }
      return detail(request, job);
    },

    async award(request: FastifyRequest, jobId: number, quoteId: number): Promise<JobDetail> {
      const job = await ownJob(request, jobId);
      const quote = await repo.quote(job.id, quoteId);
      if (quote?.status !== 'submitted') throw notFound(QUOTE_NOT_FOUND);
      if (job.status !== 'open' && job.status !== 'closed')
        throw conflict(`A job that is ${job.status} cannot be awarded`);
      if (quote.outdatedAt) throw conflict(QUOTE_OUTDATED);
      const declined = await repo.award(job.id, quote.id, new Date(now()));
      if (declined === null) throw conflict(JOB_CHANGED);
      await audit.recordIfPseudo(request, 'job.award', { jobId, quoteId });
      const client = request.viewer.user?.name ?? '';
      const awarded = (await repo.job(job.id))!;
      await notify([quote.entityId], awarded, 'job-awarded', {
        title: 'awardedTitle',
        message: 'awardedMessage',
        values: { title: job.title, client },
      });
      await notify(declined, awarded, 'job-declined', {
        title: 'declinedTitle',
        message: 'declinedMessage',
        values: { title: job.title, client },
      });
      return detail(request, awarded);
    },

    /** The poster rates the professional (feedback); the professional rates the poster (Blue Board). */
    async rate(request: FastifyRequest, jobId: number, rating: number, comment: string): Promise<JobDetail> {
      const job = await visibleJob(request, jobId);
      const me = request.viewer.entityId;
      const pro = await awardedProfessional(job);
      if (pro === null || (me !== job.posterEntityId && me !== pro)) throw forbidden(RATING_NOT_PARTY);
      if (job.status !== 'completed') throw conflict(RATING_NOT_YET);
      const at = new Date(now());
      const [pair] = (await repo.details([job])).pairs;
      const rated = me === job.posterEntityId ? pro : job.posterEntityId;
      const saved =
        me === job.posterEntityId
          ? await repo.addFeedback({
              entityId: pro,
              authorEntityId: me,
              authorName: request.viewer.user?.name ?? '',
              authorKind: 'client',
              rating,
              comment,
              sourceLang: pair?.source ?? null,
              targetLang: pair?.target ?? null,
              jobId: job.id,
              createdAt: at,
            })
          : await repo.addBlueBoard({
              outsourcerEntityId: job.posterEntityId,
              raterEntityId: me,
              lwa: rating,
              comment,
              jobId: job.id,
              createdAt: at,
            });
      if (!saved) throw conflict(RATING_GIVEN);
      await audit.recordIfPseudo(request, 'job.rate', { jobId });
      await profileChanged(rated);
      const name = request.viewer.user?.name ?? '';
      await notify(
        [rated],
        job,
        `job-rated:${me}`,
        { title: 'ratedTitle', message: 'ratedMessage', values: { name, title: job.title } },
        `/profile/${rated}#${me === job.posterEntityId ? 'feedback' : 'bb-entries'}`,
      );
      return detail(request, job);
    },

    async reply(request: FastifyRequest, jobId: number, reply: string): Promise<JobDetail> {
      const job = await visibleJob(request, jobId);
      const me = request.viewer.entityId;
      const pro = await awardedProfessional(job);
      if (pro === null || (me !== job.posterEntityId && me !== pro)) throw forbidden(RATING_NOT_PARTY);
      const received = me === pro ? await repo.feedbackForJob(job.id) : await repo.blueBoardForJob(job.id);
      if (!received) throw notFound(RATING_NONE);
      const saved = me === pro ? await repo.replyToFeedback(job.id, reply) : await repo.replyToBlueBoard(job.id, reply);
      if (!saved) throw conflict(REPLY_GIVEN);
      await audit.recordIfPseudo(request, 'job.reply', { jobId });
      await profileChanged(me);
      return detail(request, job);
    },

    async mine(request: FastifyRequest): Promise<MyJobs> {
      const me = request.viewer.entityId;
      const [{ posted, quoted }, invitedTo] = await Promise.all([repo.mine(me), repo.openInvitationsOf(me)]);
      const [postedSummaries, quotedSummaries, invitedSummaries] = await Promise.all([
        summaries(posted),
        summaries(quoted.map((q) => q.job)),
        summaries(invitedTo.map((i) => i.job)),
      ]);
      const [quotes, leftOnPosted, leftOnQuoted] = await Promise.all([
        Promise.all(quoted.map((q) => repo.quotes(q.job.id, me))),
        leftToPayOn(posted),
        leftToPayOn(quoted.map((q) => q.job)),
      ]);
      return {
        posted: postedSummaries,
        quoted: quotedSummaries.flatMap((job, i) => {
          const row = quotes[i]?.[0];
          if (!row) return [];
          // What its client has left to pay the member, when the job is hers.
          const owed = leftOnQuoted.get(job.id);
          const leftToBePaid = owed?.professional.entityId === me ? owed.leftCents : null;
          return [{ job, quote: toQuote(row, { note: true, shortlist: false }), leftToBePaid }];
        }),
        invited: invitedSummaries,
        toPay: posted.flatMap((job) => {
          const left = leftOnPosted.get(job.id);
          return left ? [{ jobId: job.id, ...left }] : [];
        }),
        canPost: POSTING_ACCOUNT_TYPES.has(request.viewer.user?.account_type ?? ''),
        canQuote: QUOTING_ACCOUNT_TYPES.has(request.viewer.user?.account_type ?? ''),
      };
    },

    async alerts(request: FastifyRequest): Promise<JobAlert[]> {
      return (await repo.alerts(request.viewer.entityId)).map(toAlert);
    },

    async addAlert(request: FastifyRequest, input: JobAlertInput): Promise<JobAlert[]> {
      const me = request.viewer.entityId;
      if ((await repo.alertCount(me)) >= JOB_ALERTS_MAX) throw conflict(ALERTS_FULL);
      // Matched as the list would match it; a search of filler words only, with no filter, is kept as typed.
      const search = searchBeyondFilters(input.search, input) ?? null;
      const filtered = input.source || input.target || input.serviceId || input.field;
      await repo.addAlert(me, { ...input, search: search || filtered ? search : input.search });
      await audit.recordIfPseudo(request, 'job.alert.add', {});
      return this.alerts(request);
    },

    async setAlertDigest(request: FastifyRequest, alertId: number, digest: boolean): Promise<JobAlert[]> {
      if (!(await repo.setAlertDigest(request.viewer.entityId, alertId, digest))) throw notFound(ALERT_NOT_FOUND);
      return this.alerts(request);
    },

    async deleteAlert(request: FastifyRequest, alertId: number): Promise<JobAlert[]> {
      if (!(await repo.deleteAlert(request.viewer.entityId, alertId))) throw notFound(ALERT_NOT_FOUND);
      await audit.recordIfPseudo(request, 'job.alert.delete', { alertId });
      return this.alerts(request);
    },

    /** The hourly housekeeping: open jobs past their deadline stop taking quotes. Answers how many closed. */
    closeExpired(): Promise<number> {
      const at = new Date(now());
      return repo.closeExpired(at.toISOString().slice(0, 10), at);
    },

    /**
     * The daily digest: each member who asked for one and had none in the last day gets one mail
     * with the jobs of the last day that match their saved searches (none when nothing matched).
     * Answers how many mails went out.
     */
    async sendDigests(): Promise<number> {
      const at = new Date(now());
      const dayAgo = new Date(at.getTime() - DAY_MS);
      const claimed = await repo.claimDigests(at, dayAgo);
      const byMember = new Map<number, AlertRow[]>();
      for (const alert of claimed) byMember.set(alert.entityId, [...(byMember.get(alert.entityId) ?? []), alert]);
      let sent = 0;
      for (const [entityId, alerts] of byMember) {
        const member = await repo.member(entityId);
        if (!member) continue;
        const found = await repo.jobsForAlerts(entityId, alerts, dayAgo);
        if (!found.length) continue;
        const locale = languageOf(member.siteLang, 'eng');
        const words = mailTexts[locale].jobs;
        const date = new Intl.DateTimeFormat(LOCALE_INFO[locale].bcp47, { dateStyle: 'medium', timeZone: 'UTC' });
        const list = found
          .map(
            (job) =>
              `• ${job.title}\n  ${fmt(words.digestDeadline, { date: date.format(new Date(`${job.deadline}T00:00:00Z`)) })}\n  ${config.publicUrl}/opportunities/${job.id}`,
          )
          .join('\n\n');
        await mailer.send({
          to: member.email,
          kind: 'job-digest',
          entityId,
          subject: words.digestSubject,
          text: `${fmt(words.digestBody, { name: member.name, jobs: list, link: `${config.publicUrl}/opportunities/alerts` })}\n\n${mailTexts[locale].signature}`,
        });
        sent++;
      }
      return sent;
    },
  };

  /** The completed job joins the professional's project history, confirmed by the client who completed it. */
  async function recordProject(job: JobRow, pro: number, client: string) {
    const [pair] = (await repo.details([job])).pairs;
    const poster = await repo.member(job.posterEntityId);
    await repo.addProject({
      entityId: pro,
      title: job.title,
      serviceId: job.serviceId,
      sourceLang: pair?.source ?? null,
      targetLang: pair?.target ?? null,
      disciplineId: job.disciplineId,
      volume: job.volume,
      volumeUnit: job.unit,
      completedOn: new Date(now()).toISOString().slice(0, 10),
      clientType: poster?.accountType === 'company' ? 'agency' : 'direct_client',
      confirmedBy: client,
      confirmedAt: new Date(now()),
    });
    await profileChanged(pro);
  }
}
export type JobService = ReturnType<typeof createJobService>;
