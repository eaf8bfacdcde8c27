/**
 * Invoice numbers under concurrency (docs/decisions/110), on the database of this pass (PGlite in
 * `npm test`, PostgreSQL in CI's second pass): random payments between the demo members, funded,
 * released or given back, then their documents asked for many times at once (the payer's and the
 * payee's page, the route right after the money moved, the sweep), some across a new year. Every
 * issuer's series then counts 1, 2, 3… within each year with no gap and no number twice, its
 * counter at the last one, and each document exists once.
 */
import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { createDocuments, type Documents } from './documents.ts';
import { createDocumentRepository } from './documents-repository.ts';
import { paymentDocuments } from './invoice-lines.ts';
import { createLedger } from './ledger.ts';
import { createProvider } from './provider.ts';
import { createPayRepository } from './repository.ts';
import { createPayService, type PayService } from './service.ts';

const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 15), 15);
const MEMBERS = [6, 7, 8, 9] as const;

let t: TestApp;
let pay: PayService;
let documents: Documents;
/** The moment each document is issued at: the end of a year or the start of the next, as drawn. */
let issueTimes: number[] = [];
let keys = 0;

const as = (entityId: number) =>
  ({ viewer: { entityId, isAdmin: false, isPseudo: false, loggedIn: true } }) as unknown as FastifyRequest;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  pay = createPayService({
    repo: createPayRepository(t.database.db),
    ledger: createLedger(t.database.db),
    provider: createProvider(undefined),
    notifications: t.app.ctx.notifications,
    audit: t.app.ctx.audit,
    holdDays: 0,
  });
  documents = createDocuments({
    repo: createDocumentRepository(t.database.db),
    platform: { name: 'Wordhive', address: '', country: 'IE', taxId: 'IE6388047V', vatRateBp: 2300 },
    now: () => issueTimes[keys++ % issueTimes.length]!,
  });
});
afterAll(() => t.close());

const payment = fc.record({
  payer: fc.constantFrom(...MEMBERS),
  payee: fc.constantFrom(...MEMBERS),
  amount: fc.integer({ min: 100, max: 90_000 }),
  card: fc.boolean(),
  /** 0: funded, 1: released, 2: given back by the payee */
  next: fc.integer({ min: 0, max: 2 }),
});

it('numbers every issuer’s documents 1, 2, 3… per series and year, whatever asks for them at once', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(payment, { minLength: 1, maxLength: 8 }),
      fc.array(fc.nat(), { minLength: 4, maxLength: 24 }),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
      fc.boolean(),
      async (payments, asks, yearEnd, sweepToo) => {
        const ids: number[] = [];
        for (const p of payments.filter((x) => x.payer !== x.payee)) {
          const funding = p.card
            ? ({ method: 'card', cardId: 'pm_card_visa' } as const)
            : ({ method: 'balance' } as const);
          const made = await pay
            .create(
              as(p.payer),
              { payeeEid: p.payee, amount: p.amount, currency: 'EUR', description: 'Numbered', fundNow: true, funding },
              `numbering-${++keys}`,
            )
            .catch(() => null); // a balance too low: no payment, nothing to number
          if (!made) continue;
          const id = made.body.payment.id;
          if (p.next === 1) await pay.release(as(p.payer), id, `numbering-${++keys}`);
          if (p.next === 2) await pay.cancel(as(p.payee), id, 'Given back', `numbering-${++keys}`);
          ids.push(id);
        }
        if (!ids.length) return;
        const year = 2030 + (keys % 5);
        issueTimes = yearEnd.map((end) => (end ? Date.UTC(year, 11, 31, 23, 59, 59, 999) : Date.UTC(year + 1, 0, 1)));
        await Promise.all([
          ...asks.map((n) => documents.forPayment(ids[n % ids.length]!)),
          ...(sweepToo ? [documents.sweep()] : []),
        ]);
        await documents.sweep();

        const rows = await t.rows<{
          issuer_entity_id: number;
          series: string;
          year: number;
          seq: number;
          source: string;
        }>('select issuer_entity_id, series, year, seq, source from pay_documents');
        const groups = new Map<string, number[]>();
        for (const r of rows) {
          const key = `${r.issuer_entity_id}/${r.series}/${r.year}`;
          groups.set(key, [...(groups.get(key) ?? []), r.seq]);
        }
        const counters = await t.rows<{ issuer_entity_id: number; series: string; year: number; last: number }>(
          'select issuer_entity_id, series, year, last from pay_document_counters',
        );
        expect(counters.length).toBe(groups.size);
        for (const c of counters) {
          const seqs = (groups.get(`${c.issuer_entity_id}/${c.series}/${c.year}`) ?? []).sort((a, b) => a - b);
          expect(seqs).toEqual(Array.from({ length: c.last }, (_, i) => i + 1));
        }
        expect(new Set(rows.map((r) => r.source)).size).toBe(rows.length);
        // Every payment has every document it calls for.
        const repo = createDocumentRepository(t.database.db);
        for (const id of ids) {
          const facts = (await repo.payment(id))!;
          for (const plan of paymentDocuments(facts))
            expect(await repo.bySource(plan.source), plan.source).toBeDefined();
        }
      },
    ),
    { numRuns: RUNS },
  );
});
