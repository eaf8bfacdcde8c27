/**
 * /payments: the member's Wordhive Pay section. The layout (tabs, the frozen and
 * test-mode notices) and the pages that read: the overview with balances,
 * charts and a withdrawal form; pending items; the lists of received, sent,
 * withdrawn and debited money with CSV; businesses; the activity feed.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type LoaderFunctionArgs,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';
import { numberFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import type { Plans, PurchaseRecord } from '../../../contract/membership.ts';
import { formatMoney, parseAmount } from '../../../contract/money.ts';
import {
  type Businesses,
  type DebitItem,
  type Feed,
  type Overview,
  PAY_PAGE_SIZE,
  type Payment,
  type PaySettings,
  type Pending,
  type Withdrawal,
  withdrawalCreateSchema,
} from '../../../contract/payments.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, formatMonth, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { MemberLink } from '../../ui/member-link.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { PurchaseHistory } from '../membership/purchase-history.tsx';
import { payFailure, payMessage } from './pay-messages.ts';
import { holdSentence, Money, PAY_API, StatusBadge, usePayAction } from './pay-shared.tsx';

/** uPlot and the chart: drawn in the browser only, their code loaded with the first chart shown. */
const IncomeChart = onDemand(() => import('./income-chart.tsx').then((m) => m.default), <div className="h-56" />);

export interface PayLayoutData {
  entityId: number;
  settings: PaySettings;
}

export async function payLayoutLoader(args: LoaderFunctionArgs): Promise<PayLayoutData> {
  const user = requireSignedIn(args);
  const settings = await args.context
    .get(apiContext)
    .get<PaySettings>(`${PAY_API}/settings?payeeEid=${user.entity_id}`);
  return { entityId: user.entity_id, settings };
}

export const payHandle = (title: (pay: Dictionary['pay']) => string): RouteHandle => ({
  meta: ({ dict }) => ({ title: `${title(dict.pay)} · ${dict.pay.brand} · ${dict.common.siteName}`, noindex: true }),
  cacheQuery: () => null,
});

export const usePayLayout = () => useRouteLoaderData('payments') as PayLayoutData;

const TABS = [
  ['', 'overview'],
  ['pending', 'pending'],
  ['received', 'received'],
  ['sent', 'sent'],
  ['withdrawn', 'withdrawn'],
  ['debits', 'debits'],
  ['businesses', 'businesses'],
  ['activity', 'feed'],
  ['settings', 'settings'],
] as const;

export function PaymentsLayout() {
  const t = useT();
  const { settings } = useLoaderData() as PayLayoutData;
  // Not on the page it leads to, where choosing whom to pay is the page itself.
  const paying = useLocation().pathname === '/payments/new';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t.pay.title}</h1>
          <p className="mt-1 text-muted">{t.pay.intro}</p>
        </div>
        {!settings.frozen && !paying && <ButtonLink to="/payments/new">{t.pay.newPayment}</ButtonLink>}
      </div>
      {settings.provider === 'sandbox' && <p className="mt-3 text-sm text-muted">{t.pay.sandbox}</p>}
      {settings.frozen && (
        <p role="status" className="mt-3 rounded-card border border-danger px-3 py-2 text-sm text-danger">
          {t.pay.frozen}
        </p>
      )}
      <nav aria-label={t.pay.title} className="mt-6 overflow-x-auto border-b border-line">
        <ul className="flex gap-1">
          {TABS.map(([path, key]) => (
            <li key={key}>
              <NavLink
                to={path ? `/payments/${path}` : '/payments'}
                end
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-3 py-2 text-sm no-underline ${
                    isActive ? 'border-accent font-semibold text-fg' : 'border-transparent text-muted hover:text-fg'
                  }`
                }
              >
                {t.pay.tabs[key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

// ---- overview ---------------------------------------------------------------------------------

export async function overviewLoader(args: LoaderFunctionArgs): Promise<Overview> {
  const user = requireSignedIn(args);
  return args.context.get(apiContext).get<Overview>(`${PAY_API}/overview?payeeEid=${user.entity_id}`);
}

/** Figures per currency, a card each: the balances, and what the member paid. */
function CurrencyCards({ children }: { children: ReactNode }) {
  return <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

function CurrencyCard({ currency, children }: { currency: string; children: ReactNode }) {
  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <p className="text-sm text-muted">{currency}</p>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </li>
  );
}

export function OverviewPage() {
  const t = useT();
  const locale = useLocale();
  const overview = useLoaderData() as Overview;
  const b = t.pay.balance;
  const c = t.pay.charts;
  // The currency most income came in: the month chart shows it.
  const main = [...overview.byCurrency].sort((x, y) => y.amount - x.amount)[0]?.currency;
  // Every month of the year, one with no income at 0: a gap is not left out of the chart.
  const months = overview.months.map((month) => ({
    month,
    amount: overview.byMonth.find((m) => m.month === month && m.currency === main)?.amount ?? 0,
  }));
  const clients = overview.byClient.filter((m) => m.currency === main);
  return (
    <div className="space-y-8">
      <section aria-labelledby="balances">
        <h2 id="balances" className="text-lg font-semibold">
          {b.title}
        </h2>
        {overview.balances.length === 0 ? (
          <p className="mt-2 text-muted">{b.none}</p>
        ) : (
          <CurrencyCards>
            {overview.balances.map((bal) => (
              <CurrencyCard key={bal.currency} currency={bal.currency}>
                <dt>{b.available}</dt>
                <dd className="text-end font-semibold" data-testid={`available-${bal.currency}`}>
                  <Money cents={bal.available} currency={bal.currency} />
                </dd>
                <dt>{b.pending}</dt>
                <dd className="text-end" data-testid={`pending-${bal.currency}`}>
                  <Money cents={bal.pending} currency={bal.currency} />
                </dd>
                <dt>{b.withdrawable}</dt>
                <dd className="text-end">
                  <Money cents={bal.withdrawable} currency={bal.currency} />
                </dd>
              </CurrencyCard>
            ))}
          </CurrencyCards>
        )}
        <p className="mt-2 text-xs text-muted">
          {holdSentence(overview.holdDays, { none: b.holdNone, one: b.holdOne, many: b.hold })}
        </p>
      </section>

      {!overview.frozen && overview.balances.some((bal) => bal.withdrawable > 0) && (
        <WithdrawForm overview={overview} />
      )}

      {overview.spent.length > 0 && (
        <section aria-labelledby="spent">
          <h2 id="spent" className="text-lg font-semibold">
            {t.pay.spent.title}
          </h2>
          <CurrencyCards>
            {overview.spent.map((sum) => (
              <CurrencyCard key={sum.currency} currency={sum.currency}>
                <dt>{t.pay.spent.released}</dt>
                <dd className="text-end font-semibold">
                  <Money cents={sum.released} currency={sum.currency} />
                </dd>
                {sum.held > 0 && (
                  <>
                    <dt>{t.pay.spent.held}</dt>
                    <dd className="text-end">
                      <Money cents={sum.held} currency={sum.currency} />
                    </dd>
                  </>
                )}
                <dt>{t.pay.spent.count}</dt>
                <dd className="text-end tabular">{formatNumber(sum.count, locale)}</dd>
              </CurrencyCard>
            ))}
          </CurrencyCards>
          <p className="mt-2 text-sm">
            <Link to="/payments/sent">{t.pay.spent.all}</Link>
          </p>
        </section>
      )}

      {main ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ChartSection
            title={c.byMonth}
            head={[c.month, c.amount]}
            rows={months.map((m) => ({
              label: formatMonth(`${m.month}-01`, locale),
              amount: m.amount,
              currency: main,
            }))}
            wide
          />
          <ChartSection
            title={c.byClient}
            head={[c.client, c.amount]}
            rows={clients.map((m) => ({ label: shownName(m.payer.name, t), amount: m.amount, currency: m.currency }))}
          />
          <ChartSection
            title={c.byCurrency}
            head={[c.currency, c.amount]}
            rows={overview.byCurrency.map((m) => ({ label: m.currency, amount: m.amount, currency: m.currency }))}
            note={(row) => {
              const n = overview.byCurrency.find((x) => x.currency === row.label)?.count ?? 0;
              return fmtCount(n, t.pay.businesses.countOne, t.pay.businesses.count, { n });
            }}
          />
        </div>
      ) : (
        <p className="text-muted">{c.empty}</p>
      )}
    </div>
  );
}

/** An axis value: whole units of the currency ("€2,500"). */
function formatWhole(value: number, currency: string, locale: Locale): string {
  return numberFormat(LOCALE_INFO[locale].bcp47, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    value,
  );
}

interface ChartRow {
  label: string;
  amount: number;
  currency: string;
}

/** A chart drawn in the browser (its own chunk), with the same figures in a table for everyone. */
function ChartSection({
  title,
  head,
  rows,
  wide = false,
  note,
}: {
  title: string;
  head: [string, string];
  rows: ChartRow[];
  wide?: boolean;
  note?: (row: ChartRow) => string;
}) {
  const locale = useLocale();
  return (
    <section className={`rounded-card border border-line bg-surface p-4 ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 className="font-semibold">{title}</h2>
      {rows.length > 1 && (
        <IncomeChart
          labels={rows.map((r) => r.label)}
          values={rows.map((r) => r.amount / 100)}
          format={(v) => formatWhole(v, rows[0]!.currency, locale)}
        />
      )}
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="text-start text-muted">
            <th scope="col" className="py-1 text-start font-medium">
              {head[0]}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-line">
              <td className="py-1">
                <UserText text={r.label} />
                {/* Isolated: beside "EUR" in a Hebrew page, "24 תשלומים" read as "EUR 24". */}
                {note && <bdi className="ms-2 text-xs text-muted">{note(r)}</bdi>}
              </td>
              <td className="py-1 text-end">
                <Money cents={r.amount} currency={r.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function WithdrawForm({ overview }: { overview: Overview }) {
  const t = useT();
  const locale = useLocale();
  const w = t.pay.withdraw;
  const { settings } = usePayLayout();
  const send = usePayAction();
  const revalidator = useRevalidator();
  const withdrawable = overview.balances.filter((b) => b.withdrawable > 0);
  const [currency, setCurrency] = useState(withdrawable[0]!.currency);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState(String(settings.payoutMethods[0]?.id ?? ''));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!settings.payoutMethods.length) {
    return (
      <p className="text-sm">
        <Link to="/payments/settings">{w.noMethod}</Link>
      </p>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = withdrawalCreateSchema.safeParse({
      amount: parseAmount(amount, locale),
      currency,
      payoutMethodId: Number(method),
    });
    if (!parsed.success) return setError(payMessage(parsed.error.issues[0]!.message, t));
    setError(undefined);
    setBusy(true);
    try {
      await send('POST', '/withdrawals', parsed.data);
      toast.success(fmt(w.done, { amount: formatMoney(parsed.data.amount, currency, locale) }));
      setAmount('');
      revalidator.revalidate();
    } catch (err) {
      setError(payFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="rounded-card border border-line bg-surface p-4" noValidate>
      <h2 className="font-semibold">{w.title}</h2>
      <div className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_auto]">
        <TextField
          label={w.amount}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={error}
        />
        <SelectField
          label={w.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as typeof currency)}
          options={withdrawable.map((b) => ({ value: b.currency, label: b.currency }))}
        />
        <SelectField
          label={w.method}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          options={settings.payoutMethods.map((m) => ({ value: String(m.id), label: m.label }))}
        />
        <Button type="submit" busy={busy}>
          {w.submit}
        </Button>
      </div>
    </form>
  );
}

// ---- pending ----------------------------------------------------------------------------------

export async function pendingLoader(args: LoaderFunctionArgs): Promise<Pending> {
  const user = requireSignedIn(args);
  return args.context.get(apiContext).get<Pending>(`${PAY_API}/pending?entityId=${user.entity_id}`);
}

export function PendingPage() {
  const t = useT();
  const pending = useLoaderData() as Pending;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <PaymentCards
        title={t.pay.pending.toPay}
        empty={t.pay.pending.emptyToPay}
        payments={pending.toPay}
        side="payee"
      />
      <PaymentCards
        title={t.pay.pending.toReceive}
        empty={t.pay.pending.emptyToReceive}
        payments={pending.toReceive}
        side="payer"
      />
    </div>
  );
}

function PaymentCards({
  title,
  empty,
  payments,
  side,
}: {
  title: string;
  empty: string;
  payments: Payment[];
  side: 'payer' | 'payee';
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section>
      <h2 className="text-lg font-semibold">{title}</h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {payments.map((p) => (
            <li key={p.id} className="rounded-card border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/payments/${p.id}`} className="font-semibold">
                  {p[side].name}
                </Link>
                <Money cents={p.amount} currency={p.currency} className="font-semibold" />
              </div>
              <p className="mt-1 text-sm">{p.description}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
                <StatusBadge status={p.status} t={t} />
                {p.dueDate && <span>{fmt(t.pay.list.due, { date: formatDate(p.dueDate, locale) })}</span>}
                {p.overdue && <span className="font-semibold text-danger">{t.pay.list.overdue}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// ---- lists ------------------------------------------------------------------------------------

type ListKind = 'received' | 'sent' | 'withdrawn' | 'debits';
interface ListData {
  kind: ListKind;
  page: number;
  total: number;
  entityId: number;
  items: (Payment | Withdrawal | DebitItem)[];
  /** Sent also lists what the member paid Wordhive itself (memberships). */
  toWordhive: PurchaseRecord[];
}

const LIST_PATH: Record<ListKind, (eid: number) => string> = {
  received: (eid) => `/payments-received?payeeEid=${eid}`,
  sent: (eid) => `/payments-sent?payerEid=${eid}`,
  withdrawn: (eid) => `/payments-withdrawn?payeeEid=${eid}`,
  debits: (eid) => `/customer-debits?payeeEid=${eid}`,
};

export const listLoader =
  (kind: ListKind) =>
  async (args: LoaderFunctionArgs): Promise<ListData> => {
    const user = requireSignedIn(args);
    const page = Math.max(1, Number(new URL(args.request.url).searchParams.get('page')) || 1);
    const api = args.context.get(apiContext);
    const [list, plans] = await Promise.all([
      api.get<{ items: ListData['items']; total: number }>(`${PAY_API}${LIST_PATH[kind](user.entity_id)}&page=${page}`),
      kind === 'sent' && page === 1 ? api.get<Plans>('/next/api/membership/plans') : null,
    ]);
    const toWordhive = plans?.mine?.purchases ?? [];
    return { kind, page, total: list.total, entityId: user.entity_id, items: list.items, toWordhive };
  };

export function ListPage() {
  const t = useT();
  const locale = useLocale();
  const data = useLoaderData() as ListData;
  const l = t.pay.list;
  const pages = Math.max(1, Math.ceil(data.total / PAY_PAGE_SIZE));
  const date = (iso: string) => formatDate(iso, locale);
  const head: string[] =
    data.kind === 'withdrawn'
      ? [l.date, l.method, l.status, l.amount]
      : data.kind === 'debits'
        ? [l.date, l.from, l.reason, l.amount]
        : [l.date, data.kind === 'received' ? l.from : l.to, l.description, l.status, l.amount];
  return (
    <div>
      <div className="flex justify-end">
        <a href={`${PAY_API}/export?list=${data.kind}&entityId=${data.entityId}`} download className="text-sm">
          {l.export}
        </a>
      </div>
      {data.items.length === 0 && data.toWordhive.length === 0 ? (
        <p className="mt-4 text-muted">{l.empty}</p>
      ) : data.items.length === 0 ? null : (
        <TableScroll label={t.pay.tabs[data.kind]} className="mt-2">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.pay.tabs[data.kind]}</caption>
            <thead>
              <tr className="text-muted">
                {head.map((h, i) => (
                  <th
                    key={h}
                    scope="col"
                    className={`py-2 pe-3 font-medium ${i === head.length - 1 ? 'text-end' : 'text-start'}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className="border-t border-line align-top">
                  {data.kind === 'withdrawn' ? (
                    <>
                      <td className="py-2 pe-3 whitespace-nowrap">{date(item.createdAt)}</td>
                      <td className="py-2 pe-3">{(item as Withdrawal).method}</td>
                      <td className="py-2 pe-3">
                        <StatusBadge status={(item as Withdrawal).status} t={t} />
                      </td>
                    </>
                  ) : data.kind === 'debits' ? (
                    <>
                      <td className="py-2 pe-3 whitespace-nowrap">{date(item.createdAt)}</td>
                      <td className="py-2 pe-3">
                        <Link to={`/payments/${(item as DebitItem).paymentId}`}>
                          {shownName((item as DebitItem).payer.name, t)}
                        </Link>
                      </td>
                      <td className="py-2 pe-3">{(item as DebitItem).reason}</td>
                    </>
                  ) : (
                    <>
                      <td className="py-2 pe-3 whitespace-nowrap">
                        {date((item as Payment).releasedAt ?? item.createdAt)}
                      </td>
                      <td className="py-2 pe-3">
                        <Link to={`/payments/${item.id}`}>
                          {shownName(
                            data.kind === 'received' ? (item as Payment).payer.name : (item as Payment).payee.name,
                            t,
                          )}
                        </Link>
                      </td>
                      <td className="py-2 pe-3">{(item as Payment).description}</td>
                      <td className="py-2 pe-3">
                        <StatusBadge status={(item as Payment).status} t={t} />
                      </td>
                    </>
                  )}
                  <td className="py-2 text-end">
                    <Money cents={item.amount} currency={item.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {data.toWordhive.length > 0 && (
        <section aria-labelledby="paid-to-wordhive" className="mt-6">
          <h2 id="paid-to-wordhive" className="font-semibold">
            {l.toWordhive}
          </h2>
          <PurchaseHistory purchases={data.toWordhive} />
        </section>
      )}
      {pages > 1 && (
        <nav
          aria-label={fmt(l.page, { page: data.page, pages })}
          className="mt-4 flex items-center justify-between text-sm"
        >
          {data.page > 1 ? <Link to={`?page=${data.page - 1}`}>{l.previous}</Link> : <span />}
          <span className="text-muted">{fmt(l.page, { page: data.page, pages })}</span>
          {data.page < pages ? <Link to={`?page=${data.page + 1}`}>{l.next}</Link> : <span />}
        </nav>
      )}
    </div>
  );
}

// ---- businesses and activity ------------------------------------------------------------------

export async function businessesLoader(args: LoaderFunctionArgs): Promise<Businesses> {
  const user = requireSignedIn(args);
  return args.context.get(apiContext).get<Businesses>(`${PAY_API}/businesses?entityId=${user.entity_id}`);
}

export function BusinessesPage() {
  const t = useT();
  const data = useLoaderData() as Businesses;
  const b = t.pay.businesses;
  const list = (title: string, rows: Businesses['payers']) => (
    <section>
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">{b.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-surface">
          {rows.map((r) => (
            <li
              key={`${r.party.entityId}-${r.currency}`}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Avatar name={shownName(r.party.name, t)} photoUrl={r.party.imageUrl} size="list" />
                <MemberLink entityId={r.party.entityId} name={r.party.name} className="" />
              </span>
              <span className="text-sm">
                <Money cents={r.amount} currency={r.currency} className="font-semibold" />{' '}
                <span className="text-muted">· {fmtCount(r.count, b.countOne, b.count, { n: r.count })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      {list(b.payers, data.payers)}
      {list(b.payees, data.payees)}
    </div>
  );
}

export async function feedLoader(args: LoaderFunctionArgs): Promise<Feed> {
  requireSignedIn(args);
  return args.context.get(apiContext).get<Feed>(`${PAY_API}/payment-feed`);
}

export function FeedPage() {
  const t = useT();
  const locale = useLocale();
  const feed = useLoaderData() as Feed;
  if (feed.items.length === 0) return <p className="text-muted">{t.pay.feed.empty}</p>;
  return (
    <>
      <p className="mb-3 text-sm text-muted">{t.pay.feed.legend}</p>
      <ol className="divide-y divide-line rounded-card border border-line bg-surface">
        {feed.items.map((item) => (
          <li
            key={`${item.kind}-${item.paymentId ?? ''}-${item.at}`}
            className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
          >
            <span>
              <span className="font-medium">{t.pay.feed[item.kind]}</span>
              {item.other && (
                <span className="text-muted">
                  {' · '}
                  <UserText text={shownName(item.other.name, t)} />
                </span>
              )}
              <span className="ms-2 text-xs text-muted">{formatDate(item.at, locale)}</span>
            </span>
            {item.paymentId ? (
              <Link to={`/payments/${item.paymentId}`} className="no-underline">
                <Signed item={item} />
              </Link>
            ) : item.purchaseId ? (
              <a
                href={`/next/api/membership/purchases/${item.purchaseId}/receipt`}
                download
                className="no-underline"
                aria-label={`${t.pay.feed.membership}, ${t.membership.plans.receipt}`}
              >
                <Signed item={item} />
              </a>
            ) : (
              <Signed item={item} />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The amount, signed where the member's own money moved; a step that moved none of it is shown plain. */
function Signed({ item }: { item: Feed['items'][number] }) {
  const locale = useLocale();
  const look = { in: 'font-semibold text-success', out: 'font-semibold', none: 'text-muted' }[item.direction];
  return (
    <span className={`whitespace-nowrap tabular ${look}`}>
      {{ in: '+', out: '−', none: '' }[item.direction]}
      {formatMoney(item.amount, item.currency, locale)}
    </span>
  );
}
