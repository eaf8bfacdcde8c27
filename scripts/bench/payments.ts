/**
 * The Wordhive Pay benchmark (issue 16): ledger transfers a second with 100
 * concurrent payers, each paying from their balance and releasing at once
 * (three transfers per payment: the hold, its posting, the service fee), on
 * the embedded database and on PostgreSQL; and the overview's p99 for a
 * member with 10,000 released payments. It calls the payment service in
 * process, idempotency keys and all, so the figures are the ledger's and the
 * database's, not the HTTP layer's (measured by the throughput section).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { type Database, openDatabase, rowsOf } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/index.ts';
import type { AuditService } from '../../src/server/features/audit/service.ts';
import type { NotificationService } from '../../src/server/features/notifications/service.ts';
import { checkBooks, createLedger } from '../../src/server/features/payments/ledger.ts';
import { createProvider } from '../../src/server/features/payments/provider.ts';
import { createPayRepository } from '../../src/server/features/payments/repository.ts';
import { createPayService, type PayService } from '../../src/server/features/payments/service.ts';

export interface PayRun {
  database: 'PGlite' | 'PostgreSQL';
  payers: number;
  transfersPerSecond: number;
  overviewPayments: number;
  overviewP50: number;
  overviewP99: number;
  balanced: boolean;
}

const PAYERS = 100;
const SECONDS = Number(process.env.BENCH_PAY_SECONDS ?? 10);
const OVERVIEW_PAYMENTS = 10_000;
const OVERVIEW_CALLS = 300;

const as = (entityId: number) =>
  ({ viewer: { entityId, isAdmin: false, isPseudo: false } }) as unknown as FastifyRequest;

function service(database: Database): PayService {
  return createPayService({
    repo: createPayRepository(database.db),
    ledger: createLedger(database.db),
    provider: createProvider(undefined),
    // Outside what this measures: notifications and the audit log.
    notifications: { create: async () => undefined } as unknown as NotificationService,
    audit: { record: async () => {} } as unknown as AuditService,
    holdDays: 0,
  });
}

let keys = 0;
const key = () => `bench-${++keys}-${randomBytes(4).toString('hex')}`;

async function members(database: Database, count: number, prefix: string): Promise<number[]> {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}${i}@bench.test`,
        name: `${prefix} ${i}`,
        username: `${prefix}${i}`,
      })),
    )
    .returning({ id: users.entityId });
  return rows.map((r) => r.id);
}

/** Each payer gets a balance: a card payment from the bank member, released. */
async function fund(pay: PayService, bank: number, payers: number[]) {
  for (const payer of payers) {
    const { body } = await pay.create(
      as(bank),
      {
        payeeEid: payer,
        amount: 50_000_000,
        currency: 'EUR',
        description: 'Float',
        fundNow: true,
        funding: { method: 'card', cardId: 'pm_card_visa' },
      },
      key(),
    );
    await pay.release(as(bank), body.payment.id, key());
  }
}

async function transferRate(database: Database, pay: PayService, payers: number[], payees: number[]): Promise<number> {
  const count = async () =>
    (await rowsOf<{ n: string }>(database.db, sql`select count(*) as n from pay_transfers`))[0]!.n;
  const before = Number(await count());
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    payers.map(async (payer, i) => {
      while (performance.now() < until) {
        const { body } = await pay.create(
          as(payer),
          {
            payeeEid: payees[i]!,
            amount: 1_000,
            currency: 'EUR',
            description: 'Bench payment',
            fundNow: true,
            funding: { method: 'balance' },
          },
          key(),
        );
        await pay.release(as(payer), body.payment.id, key());
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return (Number(await count()) - before) / elapsed;
}

async function overviewLatency(database: Database, pay: PayService, payee: number, payers: number[]) {
  // 10,000 released payments to one member, from the payers in turn, 20 at a time.
  let made = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (made < OVERVIEW_PAYMENTS) {
        made++;
        const payer = payers[made % payers.length]!;
        const { body } = await pay.create(
          as(payer),
          {
            payeeEid: payee,
            amount: 2_000 + (made % 500),
            currency: made % 7 ? 'EUR' : 'USD',
            description: 'Overview bench',
            fundNow: true,
            funding: { method: 'card', cardId: 'pm_card_visa' },
          },
          key(),
        );
        await pay.release(as(payer), body.payment.id, key());
      }
    }),
  );
  await database.db.execute(sql`analyze`);
  for (let i = 0; i < 20; i++) await pay.overview(payee);
  const times: number[] = [];
  for (let i = 0; i < OVERVIEW_CALLS; i++) {
    const start = performance.now();
    await pay.overview(payee);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return { p50: pct(0.5), p99: pct(0.99) };
}

async function measure(database: Database, name: PayRun['database']): Promise<PayRun> {
  await database.migrate();
  const pay = service(database);
  const [bank] = await members(database, 1, 'bank');
  const payers = await members(database, PAYERS, 'payer');
  const payees = await members(database, PAYERS, 'payee');
  console.log(`Payments on ${name}: funding ${PAYERS} payers…`);
  await fund(pay, bank!, payers);
  console.log(`Payments on ${name}: ${PAYERS} payers for ${SECONDS} s…`);
  const transfersPerSecond = await transferRate(database, pay, payers, payees);
  console.log(`Payments on ${name}: ${OVERVIEW_PAYMENTS} payments to one member, then the overview…`);
  const [star] = await members(database, 1, 'star');
  const overview = await overviewLatency(database, pay, star!, payers);
  const books = await checkBooks(database.db);
  return {
    database: name,
    payers: PAYERS,
    transfersPerSecond,
    overviewPayments: OVERVIEW_PAYMENTS,
    overviewP50: overview.p50,
    overviewP99: overview.p99,
    balanced: books.every(
      (b) => b.postedSum === 0 && b.pendingSum === 0 && b.driftedAccounts === 0 && b.inconsistentPayments === 0,
    ),
  };
}

/** BENCH_PAY_DATABASES=postgres (or pglite) measures one database only. */
const databases = (process.env.BENCH_PAY_DATABASES ?? 'pglite,postgres').split(',');

export async function measurePayments(): Promise<PayRun[]> {
  const runs: PayRun[] = [];
  if (databases.includes('pglite')) await measurePglite(runs);
  if (databases.includes('postgres')) await measurePostgres(runs);
  return runs;
}

async function measurePglite(runs: PayRun[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wh-pay-bench-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      runs.push(await measure(database, 'PGlite'));
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(runs: PayRun[]) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log('Payments: no PostgreSQL reachable, measured on PGlite only');
    return;
  }
  const name = `wh_pay_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.href });
    try {
      runs.push(await measure(database, 'PostgreSQL'));
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function paymentsSection(runs: PayRun[]): string[] {
  return [
    '## Payments',
    '',
    `The payment service in process (idempotency keys, row-checked balances, the ledger), ${PAYERS} payers at once, each paying from their Wordhive balance and releasing at once: three transfers a payment. The overview: balances, income by month, by client and by currency for a member with ${OVERVIEW_PAYMENTS.toLocaleString('en')} released payments. Targets: ≥ 1,000 transfers/s on PostgreSQL, overview p99 ≤ 50 ms. After every run the books are recomputed from the transfers.`,
    '',
    '| database | transfers/s | overview p50 | overview p99 | books balance |',
    '|---|---:|---:|---:|---|',
    ...runs.map(
      (r) =>
        `| ${r.database} | ${Math.round(r.transfersPerSecond).toLocaleString('en')} | ${r.overviewP50.toFixed(1)} ms | ${r.overviewP99.toFixed(1)} ms | ${r.balanced ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
}
