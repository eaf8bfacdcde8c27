/**
 * Disputes of held money and the payee's refunds (issue 53, docs/decisions/101): the payer opens
 * one, the payee answers or gives back, staff decide from the case file. Every write takes an
 * Idempotency-Key, as all of Wordhive Pay's do.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  disputeAnswerBodySchema,
  disputeAnswerSchema,
  disputeCaseSchema,
  disputeDecisionSchema,
  disputeOpenSchema,
  disputeQueueSchema,
  refundSchema,
} from '../../../contract/disputes.ts';
import { paymentParamsSchema } from '../../../contract/payments.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createDisputeService } from './disputes.ts';
import { createDisputeRepository } from './disputes-repository.ts';
import { createLedger } from './ledger.ts';
import type { Answer } from './pay-steps.ts';
import { createProvider } from './provider.ts';
import { createPayRepository } from './repository.ts';

/** Seeded: payment 3 is held for Sofia Almeida (6), paid by Priya Raman (9). */
const HELD_PAYMENT = 3;

/** What payRoutes answers with: a write's stored answer, a read never cached, a step's documents issued. */
interface Answering {
  answer: <T>(reply: FastifyReply, result: Answer<T> & { replayed: boolean }) => T;
  fresh: <T>(reply: FastifyReply, value: T) => T;
  issued: <T extends { body: { payment: { id: number } } }>(request: FastifyRequest, result: T) => Promise<T>;
}

export function disputeRoutes(ctx: AppContext, { answer, fresh, issued }: Answering): RouteDefinition[] {
  const disputes = createDisputeService({
    repo: createPayRepository(ctx.db),
    disputes: createDisputeRepository(ctx.db),
    ledger: createLedger(ctx.db),
    provider: createProvider(ctx.config.pay.stripe),
    notifications: ctx.notifications,
    audit: ctx.audit,
  });
  const tag = 'payments';
  const base = '/next/api/wordhivepay';
  const member = { tag, access: 'member', internal: true } as const;
  const write = { ...member, idempotent: true, errors: [404, 409, 422] } as const;
  return [
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments/:paymentId/dispute`,
      summary: 'A payment’s dispute (null when it has none), for its payer, its payee or an admin',
      params: paymentParamsSchema,
      response: { schema: disputeAnswerBodySchema },
      errors: [404],
      example: { params: { paymentId: HELD_PAYMENT } },
      handler: ({ params }, request, reply) => fresh(reply, disputes.dispute(request, params.paymentId)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/dispute`,
      summary: 'Dispute held money (the payer): it stays held until the payee gives it back or staff decide',
      description:
        'The payee has 5 days to answer; staff decide once they answered or the time is over. Disputing costs nothing.',
      params: paymentParamsSchema,
      body: disputeOpenSchema,
      response: { status: 201, schema: disputeAnswerBodySchema },
      example: {
        params: { paymentId: HELD_PAYMENT },
        body: { claimed: 4_000, reason: 'Two of the five pages were not proofread at all.' },
      },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        disputes.open(request, params.paymentId, body, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/dispute/answer`,
      summary: 'Answer a dispute (the payee), once, while it waits for the answer',
      params: paymentParamsSchema,
      body: disputeAnswerSchema,
      response: { schema: disputeAnswerBodySchema },
      example: {
        params: { paymentId: HELD_PAYMENT },
        body: { statement: 'All five pages were proofread; the tracked changes show it.' },
      },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        disputes.answer(request, params.paymentId, body.statement, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/refund`,
      summary: 'Give back part or all of held money (the payee), at any time while it is held',
      description:
        'A card gets the amount and the card fee’s share back. Giving back at least what a dispute claims settles it; giving back everything cancels the payment.',
      params: paymentParamsSchema,
      body: refundSchema,
      response: { schema: disputeAnswerBodySchema },
      errors: [404, 409, 422, 502],
      example: { params: { paymentId: HELD_PAYMENT }, body: { amount: 1_500, reason: 'One page was late' } },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        disputes
          .refund(request, params.paymentId, body, idempotencyKey)
          .then((r) => issued(request, r))
          .then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      access: 'admin',
      method: 'POST',
      url: `${base}/payments/:paymentId/dispute/decision`,
      summary:
        'Decide a dispute (staff): release, refund, or split by amount, with the reason both sides read (audited)',
      params: paymentParamsSchema,
      body: disputeDecisionSchema,
      response: { schema: disputeAnswerBodySchema },
      errors: [404, 409, 422, 502],
      example: {
        params: { paymentId: HELD_PAYMENT },
        body: { outcome: 'split', refund: 3_800, reason: 'The tracked changes cover three of the five pages.' },
      },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        disputes
          .decide(request, params.paymentId, body, idempotencyKey)
          .then((r) => issued(request, r))
          .then((r) => answer(reply, r)),
    }),
    defineRoute({
      tag,
      access: 'admin',
      internal: true,
      method: 'GET',
      url: `${base}/admin/disputes`,
      summary: 'Disputes waiting for the payee or for staff, oldest first, and the latest that ended',
      response: { schema: disputeQueueSchema },
      handler: (_input, _request, reply) => fresh(reply, disputes.queue()),
    }),
    defineRoute({
      tag,
      access: 'admin',
      internal: true,
      method: 'GET',
      url: `${base}/admin/disputes/:paymentId`,
      summary: 'A dispute’s case file for staff: both statements, the job and its quote, and the two members’ messages',
      params: paymentParamsSchema,
      response: { schema: disputeCaseSchema },
      errors: [404],
      example: { params: { paymentId: HELD_PAYMENT } },
      handler: ({ params }, _request, reply) => fresh(reply, disputes.caseFile(params.paymentId)),
    }),
  ];
}
