import { z } from 'zod';
import { entityIdQuerySchema } from '../../../contract/profile.ts';
import {
  adminReportsQuerySchema,
  adminReportsSchema,
  answeredSchema,
  bbEntryParamsSchema,
  clientRequestInputSchema,
  clientRequestSchema,
  clientRequestViewSchema,
  feedbackParamsSchema,
  feedbackReportSchema,
  projectAnswerSchema,
  projectConfirmationInputSchema,
  reportDecisionSchema,
  reportInputSchema,
  reportParamsSchema,
  reviewAnswerSchema,
  reviewRequestsSchema,
  tokenParamsSchema,
} from '../../../contract/reviews-schemas.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { createReviewRepository } from './repository.ts';
import { createReviewService } from './service.ts';

const TRANSLATOR = 6;
const REPORT_EXAMPLE = { category: 'not_a_client', reason: 'This client never worked with me.' } as const;
const EXAMPLE_TOKEN = 'Yk3q8VZr0m9kQyG2c1nT4w5xE7aB6dF0hJ8lP2sU3vW';

export function reviewRoutes(ctx: AppContext): RouteDefinition[] {
  const reviews = createReviewService({
    config: ctx.config,
    repo: createReviewRepository(ctx.db),
    mailer: ctx.mailer,
    audit: ctx.audit,
    notifications: ctx.notifications,
    hashToken: ctx.auth.hashToken,
  });
  /** Feedback or a project changed on this profile: directory stars, profile copies and cached pages follow. */
  const profileChanged = (entityId: number) => announceProfileChange(ctx, entityId);
  const requestBody = { clientName: 'Marta Ruiz', clientEmail: 'marta.ruiz@example.com', message: '' };

  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/user/review-requests',
      tag: 'reviews',
      summary: 'The review and confirmation requests a member sent, and the feedback they reported',
      access: 'member',
      owner: true,
      query: entityIdQuerySchema,
      response: { schema: reviewRequestsSchema },
      errors: [404],
      example: { query: { entityId: TRANSLATOR } },
      handler: ({ query }, request) => reviews.forMember(request, query.entityId),
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/user/review-requests',
      tag: 'reviews',
      summary: 'Ask a past client, by email, for a “would work again” review',
      description:
        'Mails the client a single-use link, valid 30 days, to answer without an account. Ten requests a day; one open request per client.',
      access: 'member',
      owner: true,
      query: entityIdQuerySchema,
      body: clientRequestInputSchema,
      response: { status: 201, schema: clientRequestSchema },
      errors: [404, 409, 429],
      example: { query: { entityId: TRANSLATOR }, body: requestBody },
      async handler({ query, body }, request, reply) {
        return reply
          .status(201)
          .send(await reviews.requestReview(request, query.entityId, body, resolveLocale(request)));
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/user/project-history/confirmation',
      tag: 'reviews',
      summary: 'Ask the client of one project in the history to confirm it',
      description: 'Like a review request, for one project; a confirmed project shows who confirmed it.',
      access: 'member',
      owner: true,
      query: entityIdQuerySchema,
      body: projectConfirmationInputSchema,
      response: { status: 201, schema: clientRequestSchema },
      errors: [404, 409, 429],
      example: { query: { entityId: TRANSLATOR }, body: { ...requestBody, projectId: 1 } },
      async handler({ query, body }, request, reply) {
        return reply
          .status(201)
          .send(await reviews.requestConfirmation(request, query.entityId, body, resolveLocale(request)));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/next/api/client-requests/:token',
      tag: 'reviews',
      summary: 'What a client is asked through their mailed link',
      description:
        '404 for a link that is not ours; 410 once it was answered or has expired; 403 for the member who sent it, or when it went to their own address.',
      access: 'public',
      params: tokenParamsSchema,
      response: { schema: clientRequestViewSchema },
      errors: [403, 404, 410],
      example: { params: { token: EXAMPLE_TOKEN } },
      handler: ({ params }, request, reply) => {
        reply.header('cache-control', 'no-store');
        return reviews.view(request, params.token, resolveLocale(request));
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/client-requests/:token/review',
      tag: 'reviews',
      summary: 'A client answers a review request: work again, stars and a comment',
      description:
        'Once per link, never by the member who asked (403). The review shows on the member’s profile, “confirmed by email” unless a job or payment on Wordhive links the two; the member is notified.',
      access: 'public',
      changesPages: true,
      params: tokenParamsSchema,
      body: reviewAnswerSchema,
      response: { schema: answeredSchema },
      errors: [403, 404, 410],
      example: {
        params: { token: EXAMPLE_TOKEN },
        body: {
          name: 'Marta Ruiz',
          company: 'Ruiz & Co',
          willingAgain: true,
          rating: 5,
          comment: 'Careful, on time, and asked the right questions.',
        },
      },
      async handler({ params, body }, request) {
        await profileChanged(await reviews.answerReview(request, params.token, body));
        return { status: 'answered' as const };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/client-requests/:token/project',
      tag: 'reviews',
      summary: 'A client confirms, or not, a project in a member’s history',
      access: 'public',
      changesPages: true,
      params: tokenParamsSchema,
      body: projectAnswerSchema,
      response: { schema: answeredSchema },
      errors: [403, 404, 410],
      example: { params: { token: EXAMPLE_TOKEN }, body: { name: 'Marta Ruiz', confirmed: true } },
      async handler({ params, body }, request) {
        await profileChanged(await reviews.answerProject(request, params.token, body));
        return { status: 'answered' as const };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/feedback/:feedbackId/report',
      tag: 'reviews',
      summary: 'Ask staff to look at a review: why, from a list and in words',
      description:
        'Any signed-in member: the member it is about, its author or anyone else; once each while it is open. Nobody edits or hides a review; staff keep or remove it with a reason the member, the author and the reporters read.',
      access: 'member',
      params: feedbackParamsSchema,
      body: reportInputSchema,
      response: { status: 201, schema: feedbackReportSchema },
      errors: [404, 409],
      example: { params: { feedbackId: 1 }, body: REPORT_EXAMPLE },
      async handler({ params, body }, request, reply) {
        return reply.status(201).send(await reviews.reportFeedback(request, params.feedbackId, body));
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/bb-entries/:entryId/report',
      tag: 'reviews',
      summary: 'Ask staff to look at a Blue Board entry: why, from a list and in words',
      description:
        'Any signed-in member, the client it is about among them; once each while it is open. Decided like a reported review.',
      access: 'member',
      params: bbEntryParamsSchema,
      body: reportInputSchema,
      response: { status: 201, schema: feedbackReportSchema },
      errors: [404, 409],
      example: { params: { entryId: 1 }, body: REPORT_EXAMPLE },
      async handler({ params, body }, request, reply) {
        return reply.status(201).send(await reviews.reportBlueBoard(request, params.entryId, body));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/next/api/admin/feedback-reports',
      tag: 'admin',
      summary: 'Reported feedback: the open queue, oldest first, or the handled ones',
      access: 'admin',
      internal: true,
      strictQuery: true,
      query: adminReportsQuerySchema,
      response: { schema: adminReportsSchema },
      example: { query: { state: 'open' } },
      handler: ({ query }) => reviews.adminReports(query.state),
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/admin/feedback-reports/:id',
      tag: 'admin',
      summary: 'Keep or remove a reported review or Blue Board entry, with a reason (on the record)',
      description: 'The member it is about, its author and everyone who reported it are told, with the reason.',
      access: 'admin',
      internal: true,
      changesPages: true,
      params: reportParamsSchema,
      body: reportDecisionSchema,
      response: { schema: z.object({ success: z.literal(true) }) },
      errors: [404],
      example: { params: { id: 1 }, body: { outcome: 'kept', reason: 'The client confirmed the job to staff.' } },
      async handler({ params, body }, request) {
        await profileChanged(await reviews.decide(request, params.id, body));
        return { success: true as const };
      },
    }),
  ];
}
