import {
  assessedPairsSchema,
  assessmentListSchema,
  assessmentParamsSchema,
  assessmentQueueQuerySchema,
  assessmentRequestSchema,
  assessmentResultSchema,
  assessmentSchema,
  myAssessmentsSchema,
} from '../../../contract/language-assessment-schemas.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { createAssessmentRepository } from './repository.ts';
import { createAssessmentService } from './service.ts';

const fresh = { 'cache-control': 'private, no-cache' };

export function assessmentRoutes(ctx: AppContext): RouteDefinition[] {
  const assessments = createAssessmentService({
    repo: createAssessmentRepository(ctx.db),
    notifications: ctx.notifications,
    audit: ctx.audit,
    profileChanged: (entityId) => announceProfileChange(ctx, entityId),
  });
  const shared = { tag: 'language-assessment' } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/language-assessments/pairs',
      summary: 'The language pairs with the most members assessed and passed, and the total',
      access: 'public',
      response: { schema: assessedPairsSchema },
      handler: () => assessments.pairs(),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/language-assessments/mine',
      summary: 'The signed-in member’s assessments, and the pairs on their profile they may ask for',
      access: 'member',
      response: { schema: myAssessmentsSchema },
      async handler(_input, request, reply) {
        reply.headers(fresh);
        return assessments.mine(request);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/language-assessments',
      summary: 'Ask to be assessed in a pair from one’s profile',
      description: '409 while a request for the pair waits, after a pass, or within 30 days of a fail.',
      access: 'member',
      body: assessmentRequestSchema,
      response: { status: 201, schema: assessmentSchema },
      errors: [409],
      example: { body: { sourceLang: 'eng', targetLang: 'spa' } },
      async handler({ body }, request, reply) {
        return reply.status(201).send(await assessments.request(request, body));
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/language-assessments',
      summary: 'Assessments waiting to be graded (the oldest first), or those passed or failed (staff)',
      access: 'staff',
      internal: true,
      strictQuery: true,
      query: assessmentQueueQuerySchema,
      response: { schema: assessmentListSchema },
      example: { query: { status: 'requested' } },
      async handler({ query }, _request, reply) {
        reply.headers(fresh);
        return assessments.queue(query.status);
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/language-assessments/:id/result',
      summary: 'Grade an assessment: a pass (70 or more) puts a verified credential on the profile (staff; audited)',
      access: 'staff',
      internal: true,
      changesPages: true,
      params: assessmentParamsSchema,
      body: assessmentResultSchema,
      response: { schema: assessmentSchema },
      errors: [404, 409],
      example: { params: { id: 1 }, body: { passed: true, score: 84, feedback: 'Accurate and idiomatic.' } },
      handler: ({ params, body }, request) => assessments.grade(request, params.id, body),
    }),
  ];
}
