/**
 * Wordhive Pay's API (spec §7 Payments, and the writes its flows need). Reads
 * take the member's eid as the spec names it and answer 403 for another's;
 * every write takes an Idempotency-Key (route table `idempotent`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  documentListQuerySchema,
  documentListSchema,
  documentParamsSchema,
  paymentDocumentsSchema,
  purchaseParamsSchema,
} from '../../../contract/invoicing.ts';
import { PLAN_IDS, PLAN_MONTHS, PLANS } from '../../../contract/membership.ts';
import { plansSchema, purchaseAnswerSchema, purchaseSchema } from '../../../contract/membership-schemas.ts';
import {
  adminAccountsSchema,
  businessesSchema,
  cancelSchema,
  debitListSchema,
  debitSchema,
  entityQuerySchema,
  exportQuerySchema,
  feedSchema,
  freezeSchema,
  fundingSchema,
  methodFeesSchema,
  nonPaymentSchema,
  overviewQuerySchema,
  overviewSchema,
  payeeQuerySchema,
  payerQuerySchema,
  paymentAnswerSchema,
  paymentCreateSchema,
  paymentListSchema,
  paymentParamsSchema,
  payoutMethodInputSchema,
  payoutMethodParamsSchema,
  payoutMethodSchema,
  pendingSchema,
  SERVICE_FEE_BP,
  serviceFeesQuerySchema,
  serviceFeesSchema,
  settingsInputSchema,
  settingsQuerySchema,
  settingsSchema,
  withdrawalAnswerSchema,
  withdrawalCreateSchema,
  withdrawalListSchema,
} from '../../../contract/payments.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { disputeRoutes } from './dispute-routes.ts';
import { createDocuments, type Documents } from './documents.ts';
import { createDocumentRepository, type DocumentRow } from './documents-repository.ts';
import { exportCsv } from './export.ts';
import { documentPdf } from './invoice.ts';
import { createLedger } from './ledger.ts';
import { createProvider } from './provider.ts';
import { createPayRepository } from './repository.ts';
import { type Answer, createPayService, type PayService } from './service.ts';

/** Processing withdrawals a crash left behind are sent again this often (the provider dedups). */
const SETTLE_MS = 5 * 60_000;

/** Seeded: Sofia Almeida (6) is paid by Priya Raman (9); payment 1 is released, job 2 linked. */
const SOFIA = 6;
const PRIYA = 9;
const EXAMPLE_PAYMENT = 1;

function answer<T>(reply: FastifyReply, result: Answer<T> & { replayed: boolean }): T {
  reply.code(result.status);
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return result.body;
}

const okSchema = z.object({ ok: z.literal(true) });

export function createPayments(ctx: AppContext): PayService {
  return createPayService({
    repo: createPayRepository(ctx.db),
    ledger: createLedger(ctx.db),
    provider: createProvider(ctx.config.pay.stripe),
    notifications: ctx.notifications,
    audit: ctx.audit,
    holdDays: ctx.config.pay.holdDays,
    membershipChanged: (entityId) => announceProfileChange(ctx, entityId),
  });
}

export function createPayDocuments(ctx: AppContext): Documents {
  return createDocuments({ repo: createDocumentRepository(ctx.db), platform: ctx.config.pay.issuer });
}

export function payRoutes(ctx: AppContext): RouteDefinition[] {
  const pay = createPayments(ctx);
  const documents = createPayDocuments(ctx);
  if (ctx.config.env !== 'test') {
    // Withdrawals and documents a crash left half done: the provider dedups, a document is issued once.
    const catchUp = () => {
      void pay.settleAll().catch(() => {});
      void documents.sweep().catch(() => {});
    };
    setInterval(catchUp, SETTLE_MS).unref();
    setImmediate(catchUp);
  }
  /**
   * A payment's documents are issued as soon as its money moved, after the commit: an answer is
   * never held back or failed by them, and what fails here the next read or the sweep issues.
   */
  const issued = async <T extends { body: { payment: { id: number } } }>(request: FastifyRequest, result: T) => {
    await documents.forPayment(result.body.payment.id).catch((error: unknown) => {
      request.log.error({ err: error, paymentId: result.body.payment.id }, 'issuing pay documents failed');
    });
    return result;
  };
  const sendPdf = async (request: FastifyRequest, reply: FastifyReply, row: DocumentRow) => {
    const { pdf } = await documentPdf(row, resolveLocale(request));
    noStore(reply);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="${row.number}.pdf"`);
    return reply.send(pdf);
  };
  const tag = 'payments';
  const base = '/next/api/wordhivepay';
  const member = { tag, access: 'member', internal: true } as const;
  const write = { ...member, idempotent: true, errors: [404, 409, 422] } as const;
  const own = <T>(request: Parameters<PayService['ownOr403']>[0], eid: number, read: () => T) => {
    pay.ownOr403(request, eid);
    return read();
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
  /** Money answers are never stored by a browser or a proxy. */
  const fresh = <T>(reply: FastifyReply, value: T): T => {
    noStore(reply);
    return value;
  };

  return [
    defineRoute({
      tag: 'membership',
      method: 'GET',
      url: '/next/api/membership/plans',
      summary: 'The paid plans, their yearly prices in every currency, and the signed-in member’s membership',
      access: 'public',
      response: { schema: plansSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-cache');
        return {
          plans: PLAN_IDS.map((id) => ({ id, months: PLAN_MONTHS, ...PLANS[id] })),
          serviceFeeBp: SERVICE_FEE_BP,
          mine: request.viewer.loggedIn ? await pay.myMembership(request.viewer.entityId) : null,
        };
      },
    }),
    defineRoute({
      ...write,
      tag: 'membership',
      method: 'POST',
      url: '/next/api/membership/purchase',
      summary: 'Buy a year of one’s plan through Wordhive Pay, by card or from the balance',
      description:
        'A renewal starts where the running membership ends. 403 for a plan not meant for the member’s kind of account; 409 when the balance is too low or the membership is paid more than a year ahead.',
      body: purchaseSchema,
      response: { status: 201, schema: purchaseAnswerSchema },
      errors: [402, 409, 422],
      example: { body: { plan: 'professional', currency: 'EUR', funding: { method: 'card', cardId: 'pm_card_visa' } } },
      handler: async ({ body, idempotencyKey }, request, reply) => {
        const result = await pay.buyMembership(request, body, idempotencyKey);
        await documents.forPurchase(result.body.purchase.id).catch((error: unknown) => {
          request.log.error({ err: error, purchaseId: result.body.purchase.id }, 'issuing a membership receipt failed');
        });
        return answer(reply, result);
      },
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/pending`,
      summary: 'Payments the member must still fund or release, and those owed to them',
      owner: true,
      query: entityQuerySchema,
      response: { schema: pendingSchema },
      example: { query: { entityId: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.entityId, () => fresh(reply, pay.pending(query.entityId))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/service-fees`,
      summary: 'The service fee the payee pays on release, and the funding methods’ fees, for one payer and payee',
      description: 'Only the payer, the payee or an admin may ask.',
      owner: true,
      query: serviceFeesQuerySchema,
      response: { schema: serviceFeesSchema },
      errors: [404],
      example: { query: { payerEid: PRIYA, payeeEid: SOFIA } },
      handler: ({ query }, request) => pay.serviceFees(request, query.payerEid, query.payeeEid),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/payment-method-fees`,
      tag,
      summary: 'What each funding method costs the payer, the service fees and the hold period',
      access: 'public',
      internal: true,
      response: { schema: methodFeesSchema },
      handler: () => pay.methodFees(),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments-received`,
      summary: 'Released payments to the member, newest first, 50 a page',
      owner: true,
      query: payeeQuerySchema,
      response: { schema: paymentListSchema },
      example: { query: { payeeEid: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.payeeEid, () => fresh(reply, pay.received(query.payeeEid, query.page))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments-sent`,
      summary: 'Payments the member made or promised, newest first, 50 a page',
      owner: true,
      query: payerQuerySchema,
      response: { schema: paymentListSchema },
      example: { query: { payerEid: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.payerEid, () => fresh(reply, pay.sent(query.payerEid, query.page))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments-withdrawn`,
      summary: 'The member’s withdrawals, newest first, 50 a page',
      owner: true,
      query: payeeQuerySchema,
      response: { schema: withdrawalListSchema },
      example: { query: { payeeEid: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.payeeEid, () => fresh(reply, pay.withdrawn(query.payeeEid, query.page))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/customer-debits`,
      summary: 'Money taken back from the member because a payer’s charge failed or was disputed',
      owner: true,
      query: payeeQuerySchema,
      response: { schema: debitListSchema },
      example: { query: { payeeEid: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.payeeEid, () => fresh(reply, pay.debits(query.payeeEid, query.page))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/overview`,
      summary: 'Balances per currency, and income by month, by client and by currency',
      owner: true,
      query: overviewQuerySchema,
      response: { schema: overviewSchema },
      example: { query: { payeeEid: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.payeeEid, () => fresh(reply, pay.overview(query.payeeEid))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/settings`,
      summary: 'Invoice details, default currency, payout methods (masked) and whether the account is frozen',
      owner: true,
      query: settingsQuerySchema,
      response: { schema: settingsSchema },
      example: { query: { payeeEid: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.payeeEid, () => fresh(reply, pay.settings(query.payeeEid))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/businesses`,
      summary: 'Who pays the member and whom the member pays, with released totals',
      owner: true,
      query: entityQuerySchema,
      response: { schema: businessesSchema },
      example: { query: { entityId: SOFIA } },
      handler: ({ query }, request, reply) =>
        own(request, query.entityId, () => fresh(reply, pay.businesses(query.entityId))),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payment-feed`,
      summary: 'The signed-in member’s money events, newest first (the last 100)',
      response: { schema: feedSchema },
      handler: (_input, request, reply) => fresh(reply, pay.feed(request.viewer.entityId)),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments/:paymentId`,
      summary: 'One payment, for its payer, its payee or an admin (404 for anyone else)',
      params: paymentParamsSchema,
      response: { schema: paymentAnswerSchema },
      errors: [404],
      example: { params: { paymentId: EXAMPLE_PAYMENT } },
      handler: ({ params }, request, reply) => fresh(reply, pay.payment(request, params.paymentId)),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments/:paymentId/invoice`,
      summary: 'The payment’s invoice as a PDF, in the viewer’s language',
      params: paymentParamsSchema,
      description:
        'The payee’s invoice to the payer, issued once the payment is funded: 409 while it awaits funding, 404 when it was cancelled before it was funded (it never has an invoice).',
      response: { contentType: 'application/pdf', description: 'The invoice' },
      errors: [404, 409],
      example: { params: { paymentId: EXAMPLE_PAYMENT } },
      async handler({ params }, request, reply) {
        return sendPdf(request, reply, await documents.invoiceOf(request.viewer, params.paymentId));
      },
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/payments/:paymentId/documents`,
      summary: 'The invoice, receipts and credit notes of one payment that the viewer may read',
      description:
        'The payee’s invoice (and its credit note) for the payer and the payee; Wordhive’s receipt for a fee to the member who paid it. Empty until the payment is funded. 404 for anyone but the payer, the payee or an admin.',
      params: paymentParamsSchema,
      response: { schema: paymentDocumentsSchema },
      errors: [404],
      example: { params: { paymentId: EXAMPLE_PAYMENT } },
      handler: async ({ params }, request, reply) =>
        fresh(reply, { documents: await documents.ofPayment(request.viewer, params.paymentId) }),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/documents`,
      summary: 'The invoices, receipts and credit notes a member issued or received, newest first, 50 a page',
      owner: true,
      query: documentListQuerySchema,
      response: { schema: documentListSchema },
      example: { query: { entityId: SOFIA, year: new Date().getUTCFullYear() } },
      handler: ({ query }, request, reply) =>
        own(request, query.entityId, async () =>
          fresh(reply, await documents.list(query.entityId, query.year, query.page)),
        ),
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/documents/:documentId`,
      summary:
        'One invoice, receipt or credit note as a PDF, in the viewer’s language (its issuer, its customer or an admin)',
      params: documentParamsSchema,
      response: { contentType: 'application/pdf', description: 'The document' },
      errors: [404],
      example: { params: { documentId: 1 } },
      async handler({ params }, request, reply) {
        return sendPdf(request, reply, await documents.document(request.viewer, params.documentId));
      },
    }),
    defineRoute({
      ...member,
      tag: 'membership',
      method: 'GET',
      url: '/next/api/membership/purchases/:purchaseId/receipt',
      summary: 'Wordhive’s receipt for a membership purchase as a PDF (the buyer or an admin)',
      params: purchaseParamsSchema,
      response: { contentType: 'application/pdf', description: 'The receipt' },
      errors: [404],
      example: { params: { purchaseId: 1 } },
      async handler({ params }, request, reply) {
        return sendPdf(request, reply, await documents.receiptOf(request.viewer, params.purchaseId));
      },
    }),
    defineRoute({
      ...member,
      method: 'GET',
      url: `${base}/export`,
      summary: 'One list (received, sent, withdrawn, debits) as CSV, up to 10,000 rows',
      owner: true,
      query: exportQuerySchema,
      strictQuery: true,
      response: { contentType: 'text/csv', description: 'The list, one row per item' },
      example: { query: { list: 'received', entityId: SOFIA } },
      async handler({ query }, request, reply) {
        pay.ownOr403(request, query.entityId);
        const csv = await exportCsv(pay, query.list, query.entityId);
        noStore(reply);
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="wordhive-pay-${query.list}.csv"`);
        return reply.send(csv);
      },
    }),
    defineRoute({
      tag,
      access: 'admin',
      internal: true,
      method: 'GET',
      url: `${base}/admin/accounts`,
      summary: 'Frozen accounts and open non-payment reports, for staff',
      response: { schema: adminAccountsSchema },
      handler: (_input, _request, reply) => fresh(reply, pay.adminAccounts()),
    }),

    // ---- writes -------------------------------------------------------------------------------
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments`,
      summary: 'Pay a member: funded now (held until released) or later, by a due date',
      description:
        'The payer is the signed-in member. With `fundNow`, a card is charged (the method fee on top) or the Wordhive balance is used; the payee sees the money pending. `jobId` links a job the payer awarded to the payee.',
      body: paymentCreateSchema,
      response: { status: 201, schema: paymentAnswerSchema },
      errors: [402, 404, 409, 422],
      example: {
        body: {
          payeeEid: PRIYA,
          amount: 12000,
          currency: 'EUR',
          description: 'Glossary review',
          fundNow: false,
          dueDate: '2031-03-01',
        },
      },
      handler: ({ body, idempotencyKey }, request, reply) =>
        pay
          .create(request, body, idempotencyKey)
          .then((r) => issued(request, r))
          .then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/fund`,
      summary: 'Fund a payment awaiting funding (the payer)',
      params: paymentParamsSchema,
      body: fundingSchema,
      response: { schema: paymentAnswerSchema },
      errors: [402, 404, 409, 422],
      example: { params: { paymentId: 2 }, body: { method: 'card', cardId: 'pm_card_visa' } },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        pay
          .fund(request, params.paymentId, body, idempotencyKey)
          .then((r) => issued(request, r))
          .then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/release`,
      summary: 'Release a funded payment to the payee (the payer); the service fee is taken then',
      params: paymentParamsSchema,
      response: { schema: paymentAnswerSchema },
      example: { params: { paymentId: 3 } },
      handler: ({ params, idempotencyKey }, request, reply) =>
        pay
          .release(request, params.paymentId, idempotencyKey)
          .then((r) => issued(request, r))
          .then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/cancel`,
      summary: 'Cancel a payment: the payer before funding; the payee or an admin once funded (refunded)',
      params: paymentParamsSchema,
      body: cancelSchema,
      response: { schema: paymentAnswerSchema },
      errors: [404, 409, 422, 502],
      example: { params: { paymentId: 2 }, body: { reason: 'Agreed to pay by bank transfer instead' } },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        pay
          .cancel(request, params.paymentId, body.reason, idempotencyKey)
          .then((r) => issued(request, r))
          .then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payments/:paymentId/report-nonpayment`,
      summary: 'Report non-payment of an overdue payment (the payee); staff see the report',
      params: paymentParamsSchema,
      body: nonPaymentSchema,
      response: { schema: paymentAnswerSchema },
      example: {
        params: { paymentId: 2 },
        body: { details: 'The invoice is 30 days overdue and emails go unanswered.' },
      },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        pay.reportNonPayment(request, params.paymentId, body.details, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/withdrawals`,
      summary: 'Withdraw available money past the hold period to a saved payout method',
      description: 'Answers with the withdrawal processing; the payments-withdrawn list shows when it is paid.',
      body: withdrawalCreateSchema,
      response: { status: 201, schema: withdrawalAnswerSchema },
      example: { body: { amount: 5000, currency: 'EUR', payoutMethodId: 1 } },
      handler: ({ body, idempotencyKey }, request, reply) =>
        pay.withdraw(request, body, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'PUT',
      url: `${base}/settings`,
      summary: 'Save the signed-in member’s invoice details and default currency',
      body: settingsInputSchema,
      response: { schema: okSchema },
      example: {
        body: {
          defaultCurrency: 'EUR',
          invoiceName: 'Sofia Almeida',
          invoiceAddress: 'Rua das Flores 12, Porto',
          taxId: 'PT123456789',
        },
      },
      handler: ({ body, idempotencyKey }, request, reply) =>
        pay.saveSettings(request, body, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'POST',
      url: `${base}/payout-methods`,
      summary: 'Save a payout method: a bank account (IBAN) or a PayPal e-mail',
      body: payoutMethodInputSchema,
      response: { status: 201, schema: z.object({ payoutMethod: payoutMethodSchema }) },
      example: { body: { kind: 'paypal', email: 'sofia.payments@example.com' } },
      handler: ({ body, idempotencyKey }, request, reply) =>
        pay.addPayoutMethod(request, body, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      method: 'DELETE',
      url: `${base}/payout-methods/:methodId`,
      summary: 'Remove one of the signed-in member’s payout methods',
      params: payoutMethodParamsSchema,
      response: { schema: okSchema },
      example: { params: { methodId: 1 } },
      handler: ({ params, idempotencyKey }, request, reply) =>
        pay.removePayoutMethod(request, params.methodId, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      access: 'admin',
      method: 'POST',
      url: `${base}/payments/:paymentId/debits`,
      summary: 'Record a customer debit: a released payment’s charge failed or was disputed (audited)',
      params: paymentParamsSchema,
      body: debitSchema,
      response: { status: 201, schema: paymentAnswerSchema },
      example: {
        params: { paymentId: EXAMPLE_PAYMENT },
        body: { amount: 1000, reason: 'The card holder disputed part of the charge' },
      },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        pay.debit(request, params.paymentId, body, idempotencyKey).then((r) => answer(reply, r)),
    }),
    defineRoute({
      ...write,
      access: 'admin',
      method: 'POST',
      url: `${base}/accounts/:entityId/freeze`,
      summary: 'Freeze (with a reason) or unfreeze a member’s Wordhive Pay account (audited)',
      description: 'A frozen account receives payments but cannot pay or withdraw.',
      params: z.object({ entityId: entityQuerySchema.shape.entityId }),
      body: freezeSchema,
      response: { schema: z.object({ frozen: z.boolean() }) },
      example: {
        params: { entityId: 40 },
        body: { frozen: true, reason: 'Card payments under review after a dispute' },
      },
      handler: ({ params, body, idempotencyKey }, request, reply) =>
        pay.freeze(request, params.entityId, body, idempotencyKey).then((r) => answer(reply, r)),
    }),
    ...disputeRoutes(ctx, { answer, fresh, issued }),
  ];
}
