import { z } from 'zod';
import { JOB_SAMPLE_MAX_BYTES, JOB_SAMPLE_TYPE_MESSAGE, JOB_SAMPLE_TYPES } from '../../../contract/opportunities.ts';
import {
  alertParamsSchema,
  awardSchema,
  declineInvitationSchema,
  invitationParamsSchema,
  jobAlertDigestSchema,
  jobAlertInputSchema,
  jobAlertListSchema,
  jobCreateSchema,
  jobDetailSchema,
  jobInputSchema,
  jobInvitationInputSchema,
  jobInvitationListSchema,
  jobListQuerySchema,
  jobListSchema,
  jobParamsSchema,
  jobStandingsSchema,
  jobStatusChangeSchema,
  memberParamsSchema,
  myJobsSchema,
  paymentRequestSchema,
  quoteInputSchema,
  quoteListSchema,
  quoteParamsSchema,
  ratingInputSchema,
  ratingReplySchema,
  shortlistSchema,
} from '../../../contract/opportunities-schemas.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { PROFILE_CHANGED } from '../profile/service.ts';
import { limitListSearch, SEARCH_LIMITS } from '../search/list-limits.ts';
import { createJobRepository } from './repository.ts';
import { sampleProblem } from './sample.ts';
import { createJobService, JOBS_CHANGED } from './service.ts';

/** Daily digests are due once a day per member, and deadlines pass by the day: checked every hour. */
const HOUSEKEEPING_MS = 60 * 60_000;

/** Seeded: an open Portuguese → English legal job of the demo client (9), and a completed one. */
const OPEN_JOB = 1;
/** The demo's completed job: Sofia's quote, paid in full. */
const COMPLETED_JOB = 2;
const EXAMPLE_JOB = {
  title: 'Lease agreement, Portuguese to English',
  description: 'A commercial lease of 12 pages for a shop in Porto; the English version is for the tenant’s bank.',
  pairs: [{ source: 'por', target: 'eng' }],
  serviceId: 1,
  disciplineId: 102,
  volume: 4200,
  unit: 'words',
  deadline: '2031-02-14',
  currency: 'EUR',
  budgetMinMilli: 80,
  budgetMaxMilli: 120,
  catToolId: null,
  audience: 'everyone',
  minRating: null,
  quotesVisible: false,
} as const;
const EXAMPLE_QUOTE = { rateMilli: 95, unit: 'words', currency: 'EUR', deliveryDate: '2031-02-10', note: '' } as const;
const EXAMPLE_SAMPLE = Buffer.from('Contrato de arrendamento comercial. Cláusula primeira: objeto.\n');

export function jobRoutes(ctx: AppContext): RouteDefinition[] {
  const jobs = createJobService({
    config: ctx.config,
    repo: createJobRepository(ctx.db),
    files: ctx.files,
    mailer: ctx.mailer,
    audit: ctx.audit,
    notifications: ctx.notifications,
    profileChanged: (entityId) => announceProfileChange(ctx, entityId),
  });
  void ctx.bus.subscribe(JOBS_CHANGED, () => jobs.forgetLists());
  // A member's change may be their pairs, their name on their jobs' cards, or their leaving with their jobs.
  void ctx.bus.subscribe(PROFILE_CHANGED, (message) => {
    jobs.forgetPairsOf((message as { entityId: number }).entityId);
    jobs.forgetLists();
  });
  const jobsChanged = () => ctx.bus.publish(JOBS_CHANGED, {});
  if (ctx.config.env !== 'test') {
    const housekeeping = async () => {
      if ((await jobs.closeExpired()) > 0) await jobsChanged();
      await jobs.sendDigests();
    };
    setInterval(() => void housekeeping().catch(() => {}), HOUSEKEEPING_MS).unref();
  }
  const tag = 'opportunities';
  const member = { tag, access: 'member' } as const;
  const routes: RouteDefinition[] = [
    defineRoute({
      method: 'GET',
      url: '/next/api/jobs',
      tag,
      summary: 'Open jobs, filtered by language pair, service, field and keywords',
      description:
        'The list `/opportunities` shows; 20 a page. `field` is a category key (legal) or a discipline id. `pairs=mine` (signed in) keeps the jobs in one of your own language pairs and lists those pairs as `yourPairs`. ' +
        SEARCH_LIMITS,
      access: 'public',
      scopes: ['jobs:read'],
      query: jobListQuerySchema,
      strictQuery: true,
      response: { schema: jobListSchema },
      errors: [401, 429],
      example: { query: { source: 'por', target: 'eng', field: 'legal' } },
      async handler({ query }, request, reply) {
        await limitListSearch(ctx, request, 'jobs');
        // The list in your pairs is yours alone.
        if (query.pairs) reply.header('cache-control', 'private, no-cache');
        return jobs.list(query, request.viewer);
      },
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: '/next/api/jobs/mine',
      summary: 'The jobs the signed-in member posted (drafts too) and the ones they quoted on',
      scopes: ['jobs:read'],
      response: { schema: myJobsSchema },
      handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return jobs.mine(request);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/next/api/jobs/:jobId',
      tag,
      summary: 'One job, with what the viewer may do on it',
      description:
        'Drafts answer 404 to everyone but their poster; a cancelled job to everyone but its poster and quoters.',
      access: 'public',
      scopes: ['jobs:read'],
      params: jobParamsSchema,
      response: { schema: jobDetailSchema },
      errors: [404],
      example: { params: { jobId: OPEN_JOB } },
      handler: ({ params }, request) => jobs.get(request, params.jobId),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs',
      summary: 'Post a job (clients and language companies), as a draft or published at once',
      description: 'Publishing notifies every member whose saved search the job matches, all at the same moment.',
      body: jobCreateSchema,
      response: { status: 201, schema: jobDetailSchema },
      example: { body: { job: EXAMPLE_JOB, publish: false } },
      async handler({ body }, request, reply) {
        reply.code(201);
        return jobs.create(request, body.job, body.publish);
      },
    }),
    defineRoute({
      ...member,
      method: 'PUT',
      url: '/next/api/jobs/:jobId',
      summary: 'Edit one’s own draft or open job',
      description: 'The unit and the currency stay as they are once a quote has arrived.',
      params: jobParamsSchema,
      body: jobInputSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: EXAMPLE_JOB },
      handler: ({ params, body }, request) => jobs.update(request, params.jobId, body),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/status',
      summary: 'Publish, close, reopen, complete or cancel one’s own job',
      description:
        'draft → open or cancelled; open → closed or cancelled; closed → open or cancelled; awarded → completed or cancelled. ' +
        'Completing adds the job to the professional’s project history and opens the ratings.',
      params: jobParamsSchema,
      body: jobStatusChangeSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: { status: 'closed' } },
      handler: ({ params, body }, request) => jobs.setStatus(request, params.jobId, body.status),
    }),
    defineRoute({
      ...member,
      method: 'PUT',
      url: '/next/api/jobs/:jobId/sample',
      summary: 'Attach a sample file to one’s own job (PDF, .docx or plain text, at most 5 MB)',
      description:
        'Send the file as the body with its Content-Type, and its name as `?name=`. The content must match its type.',
      params: jobParamsSchema,
      query: z.object({
        name: z
          .string({ error: 'Give the file’s name' })
          .trim()
          .min(1, 'Give the file’s name')
          .max(120, 'Use a file name of at most 120 characters'),
      }),
      upload: { types: JOB_SAMPLE_TYPES, maxBytes: JOB_SAMPLE_MAX_BYTES, message: JOB_SAMPLE_TYPE_MESSAGE },
      response: { schema: jobDetailSchema },
      errors: [404, 409, 413, 415],
      example: {
        params: { jobId: OPEN_JOB },
        query: { name: 'lease-excerpt.txt' },
        body: EXAMPLE_SAMPLE,
        contentType: 'text/plain',
      },
      async handler({ params, query, body }, request) {
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        const problem = sampleProblem(body as Buffer, type);
        if (problem) throw badRequest(problem, { body: problem });
        return jobs.putSample(request, params.jobId, body as Buffer, type, query.name);
      },
    }),
    defineRoute({
      ...member,
      method: 'DELETE',
      url: '/next/api/jobs/:jobId/sample',
      summary: 'Remove the sample file of one’s own job',
      params: jobParamsSchema,
      response: { schema: jobDetailSchema },
      errors: [404],
      example: { params: { jobId: OPEN_JOB } },
      handler: ({ params }, request) => jobs.deleteSample(request, params.jobId),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: '/next/api/jobs/:jobId/sample',
      summary: 'Download a job’s sample file (signed-in members who may see the job)',
      params: jobParamsSchema,
      response: { schema: z.string(), contentType: 'application/octet-stream', description: 'The file as uploaded' },
      errors: [404],
      example: { params: { jobId: OPEN_JOB } },
      async handler({ params }, request, reply) {
        const file = await jobs.sample(request, params.jobId);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('cache-control', 'private, no-cache')
          .send(file.body);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/next/api/jobs/:jobId/quotes',
      tag,
      summary: 'The quotes of a job the viewer may read',
      description:
        'The poster reads every quote with its note; a quoter their own, and the others (without notes) when the job shows quotes to bidders. Everyone gets the count.',
      access: 'public',
      scopes: ['jobs:read'],
      params: jobParamsSchema,
      response: { schema: quoteListSchema },
      errors: [404],
      example: { params: { jobId: OPEN_JOB } },
      handler: ({ params }, request) => jobs.quotes(request, params.jobId),
    }),
    defineRoute({
      ...member,
      method: 'PUT',
      url: '/next/api/jobs/:jobId/quotes/mine',
      summary: 'Send or change one’s quote on an open job (free; one per job)',
      description:
        'The rate is in thousandths of the currency per unit (0.095 EUR a word is 95), in the job’s unit and currency, never below its minimum; the total is computed.',
      params: jobParamsSchema,
      body: quoteInputSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: EXAMPLE_QUOTE },
      handler: ({ params, body }, request) => jobs.saveQuote(request, params.jobId, body),
    }),
    defineRoute({
      ...member,
      method: 'DELETE',
      url: '/next/api/jobs/:jobId/quotes/mine',
      summary: 'Withdraw one’s quote while the job is open',
      params: jobParamsSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB } },
      handler: ({ params }, request) => jobs.withdrawQuote(request, params.jobId),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/quotes/:quoteId/shortlist',
      summary: 'Shortlist a quote on one’s own job, or take it off the shortlist (only the poster sees it)',
      params: quoteParamsSchema,
      body: shortlistSchema,
      response: { schema: quoteListSchema },
      errors: [404],
      example: { params: { jobId: OPEN_JOB, quoteId: 1 }, body: { shortlisted: true } },
      handler: ({ params, body }, request) => jobs.shortlist(request, params.jobId, params.quoteId, body.shortlisted),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/quotes/:quoteId/decline',
      summary: 'Decline one quote on one’s own open or closed job, before awarding',
      description:
        'Its author is told in their own language and may send a new quote while the job is open. Only a quote waiting for the client can be declined (404 otherwise).',
      params: quoteParamsSchema,
      response: { schema: quoteListSchema },
      errors: [403, 404, 409],
      example: { params: { jobId: OPEN_JOB, quoteId: 1 } },
      handler: ({ params }, request) => jobs.declineQuote(request, params.jobId, params.quoteId),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: '/next/api/jobs/:jobId/invitations',
      summary: 'The professionals invited to quote on one’s own job, with what became of their quotes',
      params: jobParamsSchema,
      response: { schema: jobInvitationListSchema },
      errors: [403, 404],
      example: { params: { jobId: OPEN_JOB } },
      async handler({ params }, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return jobs.invitations(request, params.jobId);
      },
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/invitations',
      summary: 'Invite a professional to quote on one’s own open job (at most 20 a job)',
      description:
        'The professional is told in their own language. Only someone who could quote is invited: a professional or a company, certified or rated enough when the job asks it, who has not quoted yet; each once.',
      params: jobParamsSchema,
      body: jobInvitationInputSchema,
      response: { status: 201, schema: jobInvitationListSchema },
      errors: [403, 404, 409],
      example: {
        params: { jobId: OPEN_JOB },
        body: { entityId: 7, note: 'Your conference work in Berlin fits this job.' },
      },
      async handler({ params, body }, request, reply) {
        reply.code(201);
        return jobs.invite(request, params.jobId, body);
      },
    }),
    defineRoute({
      ...member,
      method: 'DELETE',
      url: '/next/api/jobs/:jobId/invitations/:entityId',
      summary: 'Withdraw an invitation to quote on one’s own open job that the professional has not answered',
      description:
        'Its place of the 20 is free again and the professional is told they need not answer; they may be invited again. Not once they declined or quoted (409).',
      params: invitationParamsSchema,
      response: { schema: jobInvitationListSchema },
      errors: [403, 404, 409],
      example: { params: { jobId: OPEN_JOB, entityId: 7 } },
      handler: ({ params }, request) => jobs.withdrawInvitation(request, params.jobId, params.entityId),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: '/next/api/jobs/mine/invitations/:entityId',
      summary: 'One’s open jobs, each with where one professional stands on it: free to invite, or why not',
      description:
        'For the invitation dialog: `free`, or `quoted`, `declined`, `invited`, `certified` (the job takes certified members only), `rating` (it asks a higher rating) or `full` (its 20 invitations are used). Newest first.',
      scopes: ['jobs:read'],
      params: memberParamsSchema,
      response: { schema: jobStandingsSchema },
      errors: [400, 404, 409],
      example: { params: { entityId: 6 } },
      handler({ params }, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return jobs.standings(request, params.entityId);
      },
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/invitations/mine/decline',
      summary: 'Decline one’s invitation to quote on an open job, saying why',
      description:
        'The client is told, with the reason: no time now (busy), not one’s field or pair (fit), or the budget or deadline (terms). A declined invitation no longer counts toward the job’s 20; one can still quote later.',
      params: jobParamsSchema,
      body: declineInvitationSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: { reason: 'busy' } },
      handler: ({ params, body }, request) => jobs.declineInvitation(request, params.jobId, body.reason),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/payment-request',
      summary: 'Ask the client to pay what is left of one’s chosen quote on an awarded or completed job',
      description:
        'Only the professional whose quote was chosen asks, and at most once a day. The client is told in her language, with the amount still to pay through Wordhive Pay and the way to the job’s page.',
      params: jobParamsSchema,
      response: { schema: paymentRequestSchema },
      errors: [403, 404, 409],
      example: { params: { jobId: COMPLETED_JOB } },
      handler: ({ params }, request) => jobs.requestPayment(request, params.jobId),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/award',
      summary: 'Award one’s open or closed job to one of its quotes',
      description:
        'The chosen professional is told, and every other quoter is told kindly that another quote was chosen.',
      params: jobParamsSchema,
      body: awardSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: { quoteId: 1 } },
      handler: ({ params, body }, request) => jobs.award(request, params.jobId, body.quoteId),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/rating',
      summary: 'Rate the other side of a completed job, once',
      description:
        'The client’s rating of the professional joins the professional’s feedback; the professional’s rating of the client joins the client’s Blue Board.',
      params: jobParamsSchema,
      body: ratingInputSchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: { rating: 5, comment: 'Clear brief and paid on time.' } },
      handler: ({ params, body }, request) => jobs.rate(request, params.jobId, body.rating, body.comment),
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/jobs/:jobId/rating/reply',
      summary: 'Reply, once, to the rating one received for a job',
      params: jobParamsSchema,
      body: ratingReplySchema,
      response: { schema: jobDetailSchema },
      errors: [404, 409],
      example: { params: { jobId: OPEN_JOB }, body: { reply: 'Thank you, it was a pleasure.' } },
      handler: ({ params, body }, request) => jobs.reply(request, params.jobId, body.reply),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: '/next/api/job-alerts',
      summary: 'The signed-in member’s saved job searches',
      response: { schema: jobAlertListSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return { alerts: await jobs.alerts(request) };
      },
    }),
    defineRoute({
      ...member,
      method: 'POST',
      url: '/next/api/job-alerts',
      summary: 'Save a job search: every new matching job notifies the member, and a daily email when `digest`',
      body: jobAlertInputSchema,
      response: { status: 201, schema: jobAlertListSchema },
      errors: [409],
      example: { body: { source: 'por', target: 'eng', serviceId: null, field: 'legal', digest: false } },
      async handler({ body }, request, reply) {
        reply.code(201);
        return { alerts: await jobs.addAlert(request, body) };
      },
    }),
    defineRoute({
      ...member,
      method: 'PATCH',
      url: '/next/api/job-alerts/:alertId',
      summary: 'Turn the daily email of a saved search on or off',
      params: alertParamsSchema,
      body: jobAlertDigestSchema,
      response: { schema: jobAlertListSchema },
      errors: [404],
      example: { params: { alertId: 1 }, body: { digest: true } },
      handler: async ({ params, body }, request) => ({
        alerts: await jobs.setAlertDigest(request, params.alertId, body.digest),
      }),
    }),
    defineRoute({
      ...member,
      method: 'DELETE',
      url: '/next/api/job-alerts/:alertId',
      summary: 'Delete a saved search',
      params: alertParamsSchema,
      response: { schema: jobAlertListSchema },
      errors: [404],
      example: { params: { alertId: 1 } },
      handler: async ({ params }, request) => ({ alerts: await jobs.deleteAlert(request, params.alertId) }),
    }),
  ];
  // Every successful write here (a job, its status, a quote, an award) may change a kept list.
  return routes.map((route) =>
    route.method === 'GET'
      ? route
      : {
          ...route,
          async handler(input, request, reply) {
            const answer = await route.handler(input, request, reply);
            await jobsChanged();
            return answer;
          },
        },
  );
}
