/**
 * Wordhive Pay demo data, made through the payment service itself (so the
 * books balance exactly as they do for members): Priya Raman paid Sofia
 * Almeida for the completed lease job, has a payment funded and one promised;
 * Sofia has a year of income from generated clients, a bank account and a
 * past withdrawal; LinguaBridge disputes half of a booking of Jonas's, which
 * waits for staff. Sofia, Jonas and LinguaBridge bought their memberships. Each member was notified
 * of each step at the time (past-notifications.ts).
 */

import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PLATFORM_ENTITY } from '../../../contract/invoicing.ts';
import type { SettingsInput } from '../../../contract/payments.ts';
import type { AuditService } from '../../features/audit/service.ts';
import { createDisputeService } from '../../features/payments/disputes.ts';
import { createDisputeRepository } from '../../features/payments/disputes-repository.ts';
import { createDocuments } from '../../features/payments/documents.ts';
import { createDocumentRepository } from '../../features/payments/documents-repository.ts';
import { paymentDocuments } from '../../features/payments/invoice-lines.ts';
import { createLedger } from '../../features/payments/ledger.ts';
import { createProvider } from '../../features/payments/provider.ts';
import { createPayRepository } from '../../features/payments/repository.ts';
import { createPayService, type PayService } from '../../features/payments/service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import type { PastNotifications } from './past-notifications.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const SOFIA = 6;
const JONAS = 7;
const LINGUABRIDGE = 8;
const PRIYA = 9;
/** The completed lease job of jobs.ts: 5,200 words at 0.110 EUR, finished 40 days ago. */
const COMPLETED_JOB = 2;

const as = (entityId: number) =>
  ({ viewer: { entityId, isAdmin: false, isPseudo: false } }) as unknown as FastifyRequest;

export async function seedPayments(
  db: Db,
  { now, rnd, told }: { now: number; rnd: Random; told: PastNotifications },
): Promise<void> {
  let clock = now;
  // The members' own past steps, on the demo's clock: no staff acted, so nothing goes to the audit log.
  const deps = {
    repo: createPayRepository(db),
    ledger: createLedger(db),
    provider: createProvider(undefined),
    notifications: told.service(() => clock),
    audit: { record: async () => {} } as unknown as AuditService,
    now: () => clock,
  };
  const pay = createPayService({ ...deps, holdDays: 3 });
  let keys = 0;
  // Zero-padded, never right-padded: 'seed-1' and 'seed-10' padded to 'seed-100' were one key.
  const key = () => `seed-${String(++keys).padStart(4, '0')}`;
  const card = { method: 'card', cardId: 'pm_card_visa' } as const;

  async function paid(
    payer: number,
    payee: number,
    at: number,
    amount: number,
    description: string,
    jobId: number | null = null,
  ) {
    clock = at;
    const { body } = await pay.create(
      as(payer),
      { payeeEid: payee, amount, currency: 'EUR', description, jobId, fundNow: true, funding: card },
      key(),
    );
    clock = at + 2 * DAY;
    await pay.release(as(payer), body.payment.id, key());
  }

  // The legal details their invoices show (Sofia and Jonas charge VAT; business clients abroad account for it).
  clock = now - 400 * DAY;
  const legal = (
    entityId: number,
    details: Pick<SettingsInput, 'invoiceName' | 'invoiceAddress' | 'taxId' | 'country'> & Partial<SettingsInput>,
  ) =>
    pay.saveSettings(
      as(entityId),
      { defaultCurrency: 'EUR', vatRegistered: false, vatRateBp: 0, reverseCharge: false, ...details },
      key(),
    );
  await legal(SOFIA, {
    invoiceName: 'Sofia Almeida',
    invoiceAddress: 'Rua Garrett 74, 3.º Esq.\n1200-204 Lisboa',
    country: 'PT',
    taxId: 'PT215437689',
    vatRegistered: true,
    vatRateBp: 2300,
    reverseCharge: true,
  });
  await legal(JONAS, {
    invoiceName: 'Jonas Weber Konferenzdolmetschen',
    invoiceAddress: 'Lindenallee 18\n10115 Berlin',
    country: 'DE',
    taxId: 'DE281947360',
    vatRegistered: true,
    vatRateBp: 1900,
    reverseCharge: true,
  });
  await legal(LINGUABRIDGE, {
    invoiceName: 'LinguaBridge Translations Ltd',
    invoiceAddress: '41 Clerkenwell Road\nLondon EC1M 5RS',
    country: 'GB',
    taxId: 'GB293447156',
  });
  await legal(PRIYA, {
    // Her company and address as her profile gives them (demo-profiles.ts): one Priya on every page.
    invoiceName: 'Nimbus Health Ltd',
    invoiceAddress: '12 Station Road\nManchester M1 4BT',
    country: 'GB',
    taxId: 'GB123456789',
  });

  // Their memberships, bought by card as members buy them, so each has its payment, receipt and notice:
  // Sofia's second professional year after one that lapsed, Jonas's first, LinguaBridge's renewed business plan.
  const membership = async (entityId: number, plan: 'professional' | 'business', daysAgo: number) => {
    clock = now - daysAgo * DAY;
    await pay.buyMembership(as(entityId), { plan, currency: 'EUR', funding: card }, key());
  };
  await membership(SOFIA, 'professional', 600);
  await membership(SOFIA, 'professional', 165);
  await membership(JONAS, 'professional', 12);
  await membership(LINGUABRIDGE, 'business', 900);
  await membership(LINGUABRIDGE, 'business', 420);
  await membership(LINGUABRIDGE, 'business', 60);

  // 1: the distribution agreement, paid when it was completed.
  await paid(PRIYA, SOFIA, now - 40 * DAY, 57_200, 'Distribution agreement and annexes, 5,200 words', COMPLETED_JOB);
  // 2: a glossary review Priya will fund by its due date.
  clock = now - 3 * DAY;
  await pay.create(
    as(PRIYA),
    {
      payeeEid: SOFIA,
      amount: 18_000,
      currency: 'EUR',
      description: 'Legal glossary review, 600 entries',
      fundNow: false,
      dueDate: new Date(now + 12 * DAY).toISOString().slice(0, 10),
    },
    key(),
  );
  // 3: funded for a proofreading Sofia is doing now.
  clock = now - 2 * DAY;
  await pay.create(
    as(PRIYA),
    {
      payeeEid: SOFIA,
      amount: 9_500,
      currency: 'EUR',
      description: 'Proofreading of the tenant’s letter',
      fundNow: true,
      funding: card,
    },
    key(),
  );
  // LinguaBridge pays Jonas for a day of conference interpreting.
  await paid(LINGUABRIDGE, JONAS, now - 18 * DAY, 65_000, 'Conference interpreting, Berlin, one day');

  // A year of Sofia's income from generated clients.
  const clients = (
    await db
      .select({ entityId: users.entityId })
      .from(users)
      // Members for more than the year they paid her in.
      .where(
        and(
          inArray(users.accountType, ['outsourcer', 'company']),
          sql`${users.entityId} >= 100`,
          sql`${users.createdAt} < ${new Date(now - 365 * DAY)}`,
        ),
      )
      .orderBy(users.entityId)
      .limit(6)
  ).map((c) => c.entityId);
  const works = [
    'Contract translation',
    'Court judgment translation',
    'Website terms and privacy policy',
    'Power of attorney',
    'Company statutes',
  ];
  for (let month = 11; month >= 2 && clients.length; month--) {
    for (let n = rnd.int(1, 3); n > 0; n--) {
      const at = now - month * 30 * DAY - rnd.int(0, 25) * DAY;
      await paid(rnd.pick(clients), SOFIA, at, rnd.int(120, 900) * 100, rnd.pick(works));
    }
  }

  // Sofia's bank account, and what she withdrew last month.
  clock = now - 200 * DAY;
  const { body } = await pay.addPayoutMethod(
    as(SOFIA),
    { kind: 'bank_transfer', holder: 'Sofia Almeida', iban: 'PT50000201231234567890154' },
    key(),
  );
  clock = now - 30 * DAY;
  await withdrawHalf(pay, body.payoutMethod.id, key());

  // LinguaBridge disputes half of a two-day booking of Jonas's; he answered, and it waits for staff.
  const disputes = createDisputeService({ ...deps, disputes: createDisputeRepository(db) });
  clock = now - 6 * DAY;
  const fair = await pay.create(
    as(LINGUABRIDGE),
    {
      payeeEid: JONAS,
      amount: 130_000,
      currency: 'EUR',
      description: 'Conference interpreting, Hamburg trade fair, two days',
      fundNow: true,
      funding: card,
    },
    key(),
  );
  const fairId = fair.body.payment.id;
  clock = now - 4 * DAY;
  await disputes.open(
    as(LINGUABRIDGE),
    fairId,
    {
      claimed: 65_000,
      reason:
        'The second day was cancelled by the organiser the evening before, and we told Jonas at once. We ask back the fee for that day.',
    },
    key(),
  );
  clock = now - 3 * DAY;
  await disputes.answer(
    as(JONAS),
    fairId,
    'The booking confirmation says a day cancelled less than 48 hours ahead is paid in full. The cancellation reached me at 21:40 the evening before.',
    key(),
  );
  await issueMemberInvoices(db);
}

/**
 * The invoices the payees issued, in the order they happened and dated that day, as they would have
 * been. Wordhive's own receipts carry the site's legal details (PAY_ISSUER_*), which the seed does
 * not know: the server issues them when it starts (documents.ts sweep) or when they are first asked for.
 */
async function issueMemberInvoices(db: Db) {
  const repo = createDocumentRepository(db);
  const documents = createDocuments({
    repo,
    platform: { name: 'Wordhive', address: '', country: '', taxId: '', vatRateBp: null },
  });
  const { payments } = await repo.missing(1_000_000);
  const plans = (await Promise.all(payments.map((id) => repo.payment(id))))
    .flatMap((facts) => (facts ? paymentDocuments(facts) : []))
    .filter((plan) => plan.issuerEntityId !== PLATFORM_ENTITY)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  await documents.issuePlans(plans, 'when-it-happened');
}

async function withdrawHalf(pay: PayService, payoutMethodId: number, key: string) {
  const [eur] = (await pay.overview(SOFIA)).balances.filter((b) => b.currency === 'EUR');
  if (!eur || eur.withdrawable < 200) return;
  await pay.withdraw(
    as(SOFIA),
    { amount: Math.floor(eur.withdrawable / 200) * 100, currency: 'EUR', payoutMethodId },
    key,
  );
}
