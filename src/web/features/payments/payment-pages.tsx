/**
 * One payment (/payments/:paymentId) with what its payer or payee may do next,
 * and the form to pay a member (/payments/new?payee=…&job=…&amount=…); without a payee, finding
 * the member to pay by name (?find=…) or among those paid before.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import {
  type BusinessDirectoryResponse,
  DIRECTORY_SEARCH_MAX,
  type UserDirectoryResponse,
} from '../../../contract/directory.ts';
import type { Dispute, DisputeAnswer, DisputeCase } from '../../../contract/disputes.ts';
import type { DocumentSummary } from '../../../contract/invoicing.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { amountText, formatMoney, parseAmount } from '../../../contract/money.ts';
import { type JobSummary, type MyJobs, POSTING_ACCOUNT_TYPES } from '../../../contract/opportunities.ts';
import {
  type Businesses,
  DESCRIPTION_MAX,
  type FundingMethod,
  feeOf,
  METHOD_FEES,
  type Overview,
  PAY_CURRENCIES,
  type Payment,
  paymentCreateSchema,
  REASON_MAX,
  SANDBOX_CARDS,
  type ServiceFees,
} from '../../../contract/payments.ts';
import { rolesOf } from '../../../contract/session.ts';
import type { AccountType } from '../../../contract/taxonomy.ts';
import { fmt } from '../../../i18n/types.ts';
import { type Api, ApiError, apiContext } from '../../api-client.ts';
import { fmtNodes, formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Link } from '../../ui/link.tsx';
import { MemberLink } from '../../ui/member-link.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer } from '../../viewer.ts';
import { JobToPay } from '../opportunities/job-to-pay.tsx';
import { AmountAndWordsForm, DisputePanel, type PayStep } from './dispute-panel.tsx';
import { issueErrors, payFailure, serverFieldErrors } from './pay-messages.ts';
import { Money, PAY_API, percentText, StatusBadge, usePayAction } from './pay-shared.tsx';
import { PaymentDocuments } from './payment-documents.tsx';
import { usePayLayout } from './payments-pages.tsx';

// ---- one payment ------------------------------------------------------------------------------

export async function paymentLoader(args: LoaderFunctionArgs): Promise<{
  payment: Payment;
  documents: DocumentSummary[];
  dispute: Dispute | null;
  caseFile: DisputeCase | null;
}> {
  requireSignedIn(args);
  const id = Number(args.params.paymentId);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  const api = args.context.get(apiContext);
  const result = await api.getResult(`${PAY_API}/payments/${id}`);
  // An id past the API's range (2147483648) is refused as bad input: no such payment either.
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  const [{ payment }, { documents }, { dispute }] = await Promise.all([
    api.get<{ payment: Payment }>(`${PAY_API}/payments/${id}`),
    api.get<{ documents: DocumentSummary[] }>(`${PAY_API}/payments/${id}/documents`),
    api.get<DisputeAnswer>(`${PAY_API}/payments/${id}/dispute`),
  ]);
  // Staff decide from the case file: the job, its quote and what the two members wrote each other.
  const caseFile =
    dispute && rolesOf(requireSignedIn(args)).isAdmin
      ? await api.get<DisputeCase>(`${PAY_API}/admin/disputes/${id}`)
      : null;
  return { payment, documents, dispute, caseFile };
}

export function PaymentPage() {
  const t = useT();
  const locale = useLocale();
  const { payment, documents, dispute, caseFile } = useLoaderData() as Awaited<ReturnType<typeof paymentLoader>>;
  const { entityId, settings } = usePayLayout();
  const { roles } = useViewer();
  const p = t.pay.payment;
  const send = usePayAction();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<'cancel' | 'report' | 'dispute' | 'refund' | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [cardId, setCardId] = useState<string>(SANDBOX_CARDS[0]);
  const isPayer = payment.payer.entityId === entityId;
  const isPayee = payment.payee.entityId === entityId;
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : null);

  const act: PayStep = async (path, body, done) => {
    setBusy(true);
    try {
      await send('POST', `/payments/${payment.id}/${path}`, body);
      toast.success(done);
      setOpen(null);
      setText('');
      revalidator.revalidate();
      return true;
    } catch (err) {
      toast.error(payFailure(err, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const held = payment.status === 'funded' || payment.status === 'disputed';
  const toggle = (form: NonNullable<typeof open>) => () => setOpen(open === form ? null : form);

  const rows: [string, ReactNode][] = [
    [p.payer, <MemberLink entityId={payment.payer.entityId} name={payment.payer.name} className="" />],
    [p.payee, <MemberLink entityId={payment.payee.entityId} name={payment.payee.name} className="" />],
    [p.amount, <Money cents={payment.amount} currency={payment.currency} className="font-semibold" />],
  ];
  if (payment.methodFee && isPayer)
    rows.push([p.methodFee, <Money cents={payment.methodFee} currency={payment.currency} />]);
  if (payment.serviceFee && isPayee)
    rows.push([p.serviceFee, <Money cents={payment.serviceFee} currency={payment.currency} />]);
  if (payment.debited) rows.push([p.debited, <Money cents={payment.debited} currency={payment.currency} />]);
  // What went back to the payer: for them with the card fee's share, for the payee of the amount they had held.
  const refunded = isPayee ? payment.refundedAmount : payment.refunded;
  if (refunded) rows.push([p.refunded, <Money cents={refunded} currency={payment.currency} />]);
  if (payment.jobId) rows.push([p.job, <Link to={`/opportunities/${payment.jobId}`}>#{payment.jobId}</Link>]);
  if (payment.dueDate) rows.push([t.pay.form.dueDate, date(payment.dueDate)]);
  rows.push([p.created, date(payment.createdAt)]);
  if (payment.fundedAt) rows.push([p.funded, date(payment.fundedAt)]);
  if (payment.releasedAt) rows.push([p.released, date(payment.releasedAt)]);
  if (payment.cancelledAt)
    rows.push([p.cancelled, `${date(payment.cancelledAt)}${payment.cancelReason ? ` · ${payment.cancelReason}` : ''}`]);

  const canAct = !settings.frozen;
  return (
    <article className="max-w-2xl">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{fmt(p.title, { id: payment.id })}</h2>
        <StatusBadge status={payment.status} t={t} />
        {payment.overdue && <span className="text-sm font-semibold text-danger">{t.pay.list.overdue}</span>}
      </div>
      <p className="mt-2">{payment.description}</p>
      {payment.status === 'awaiting_funding' && isPayee && (
        <p className="mt-2 text-sm text-muted">{fmt(p.waitingForPayer, { name: payment.payer.name })}</p>
      )}
      {held && isPayee && (
        <p className="mt-2 text-sm text-muted">{fmt(p.waitingForRelease, { name: payment.payer.name })}</p>
      )}
      {payment.nonPaymentReportedAt && (
        <p className="mt-2 text-sm text-danger">
          {fmt(p.reportedOn, { date: date(payment.nonPaymentReportedAt) ?? '' })}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <PaymentDocuments payment={payment} documents={documents} />
        {canAct && isPayer && payment.status === 'awaiting_funding' && (
          <>
            <SelectField
              label={t.pay.form.testCard}
              value={cardId}
              onChange={(e) => setCardId(e.target.value)}
              options={SANDBOX_CARDS.map((c) => ({ value: c, label: t.pay.form.cards[c] }))}
            />
            <Button busy={busy} onClick={() => act('fund', { method: 'card', cardId }, p.funded_done)}>
              {p.fund}
            </Button>
          </>
        )}
        {canAct && isPayer && held && (
          <Button
            busy={busy}
            onClick={() => {
              const amount = formatMoney(payment.amount - payment.refundedAmount, payment.currency, locale);
              const question = payment.status === 'disputed' ? t.pay.dispute.releaseConfirm : p.releaseConfirm;
              if (window.confirm(fmt(question, { amount, name: payment.payee.name }))) {
                void act('release', undefined, p.released_done);
              }
            }}
          >
            {p.release}
          </Button>
        )}
        {canAct && isPayer && payment.status === 'funded' && !dispute && (
          <Button variant="secondary" onClick={toggle('dispute')} aria-expanded={open === 'dispute'}>
            {t.pay.dispute.open}
          </Button>
        )}
        {canAct && isPayee && held && (
          <Button variant="secondary" onClick={toggle('refund')} aria-expanded={open === 'refund'}>
            {t.pay.dispute.refundOpen}
          </Button>
        )}
        {canAct && ((isPayer && payment.status === 'awaiting_funding') || (isPayee && held)) && (
          <Button variant="danger" onClick={toggle('cancel')} aria-expanded={open === 'cancel'}>
            {isPayee ? p.giveBack : p.cancel}
          </Button>
        )}
        {canAct && isPayee && payment.overdue && !payment.nonPaymentReportedAt && (
          <Button variant="secondary" onClick={toggle('report')} aria-expanded={open === 'report'}>
            {p.reportNonPayment}
          </Button>
        )}
      </div>
      {(open === 'dispute' || open === 'refund') && <AmountAndWordsForm kind={open} payment={payment} act={act} />}
      {(open === 'cancel' || open === 'report') && (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void (open === 'cancel'
              ? act('cancel', { reason: text }, p.cancelled_done)
              : act('report-nonpayment', { details: text }, p.reported));
          }}
        >
          <TextAreaField
            label={open === 'cancel' ? p.cancelReason : p.reportDetails}
            value={text}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant={open === 'cancel' ? 'danger' : 'primary'} busy={busy}>
            {open === 'cancel' ? (isPayee ? p.giveBack : p.cancel) : p.reportNonPayment}
          </Button>
        </form>
      )}
      {dispute && (
        <DisputePanel
          payment={payment}
          dispute={dispute}
          caseFile={caseFile}
          viewer={{ entityId, isAdmin: roles.isAdmin }}
          act={act}
        />
      )}
    </article>
  );
}

// ---- paying a member --------------------------------------------------------------------------

/** The form to pay one member. */
interface PaymentFormData {
  payee: { entityId: number; name: string };
  fees: ServiceFees;
  overview: Overview;
  jobId: number | null;
  amount: string;
  currency: string | null;
  description: string;
}

/** Whom to pay, before a payee is chosen: members found by name, and those paid before. */
interface PayeeChoice {
  /** The name looked for (`?find=`), as typed. */
  find: string;
  /** What the directories found for it, the viewer aside (null before a search). */
  found: { members: PayeeCandidate[]; more: boolean } | null;
  /** Members the viewer has paid before, the most paid first. */
  paidBefore: PayeeCandidate[];
  /** A client's awarded jobs with something left to pay (MyJobs' toPay), with the jobs themselves. */
  jobsToPay: { job: JobSummary; pay: MyJobs['toPay'][number] }[];
}

interface PayeeCandidate {
  entityId: number;
  name: string;
  photoUrl: string | null;
  accountType: AccountType | null;
  city: string | null;
}

type NewPaymentData = { form: PaymentFormData; choice?: never } | { choice: PayeeChoice; form?: never };

/** Names shorter than this find too many members to choose from. */
const FIND_MIN = 2;
/** Members listed for a name: more means the name should be typed in full. */
const FOUND_MAX = 10;

export async function newPaymentLoader(args: LoaderFunctionArgs): Promise<NewPaymentData> {
  const user = requireSignedIn(args);
  const url = new URL(args.request.url);
  const payeeId = Number(url.searchParams.get('payee'));
  const api = args.context.get(apiContext);
  if (Number.isInteger(payeeId) && payeeId > 0 && payeeId !== user.entity_id) {
    const [fees, overview] = await Promise.all([
      api.getResult(`${PAY_API}/service-fees?payerEid=${user.entity_id}&payeeEid=${payeeId}`),
      api.get<Overview>(`${PAY_API}/overview?payeeEid=${user.entity_id}`),
    ]);
    // A member who cannot be paid (unknown, suspended) leaves the payer choosing someone else.
    if (fees.status === 200) {
      const body = fees.body as ServiceFees;
      return {
        form: {
          payee: body.payee,
          fees: body,
          overview,
          jobId: Number(url.searchParams.get('job')) || null,
          amount: url.searchParams.get('amount') ?? '',
          currency: url.searchParams.get('currency'),
          description: url.searchParams.get('description') ?? '',
        },
      };
    }
  }
  const posts = POSTING_ACCOUNT_TYPES.has(user.account_type);
  return { choice: await payeeChoice(api, url.searchParams.get('find') ?? '', user.entity_id, posts) };
}

/**
 * Members to choose from: those the viewer paid before, and for a name, the profiles both directories
 * find for it (freelancers; companies and clients), so a member hidden from the directories is not
 * found here either.
 */
async function payeeChoice(api: Api, typed: string, me: number, posts: boolean): Promise<PayeeChoice> {
  const find = typed.trim().slice(0, DIRECTORY_SEARCH_MAX);
  const search = `search=${encodeURIComponent(find)}`;
  const [mine, paid, found] = await Promise.all([
    posts ? api.get<MyJobs>('/next/api/jobs/mine') : null,
    api.get<Businesses>(`${PAY_API}/businesses?entityId=${me}`),
    find.length < FIND_MIN
      ? null
      : Promise.all([
          api.get<UserDirectoryResponse>(`/next/api/users?${search}`),
          api.get<BusinessDirectoryResponse>(`/next/api/businesses?${search}`),
        ]).then(([people, businesses]) => {
          const cards = [...people.results, ...businesses.businesses].filter((c) => c.entity_id !== me);
          const unique = [...new Map(cards.map((c) => [c.entity_id, c])).values()];
          return {
            members: unique.slice(0, FOUND_MAX).map((c) => ({
              entityId: c.entity_id,
              name: c.name,
              photoUrl: c.photo_url,
              accountType: c.account_type,
              city: c.location.city,
            })),
            more: unique.length > FOUND_MAX || people.totalPages > 1 || businesses.totalPages > 1,
          };
        }),
  ]);
  const paidBefore = [...new Map(paid.payees.map(({ party: p }) => [p.entityId, p])).values()].map((p) => ({
    entityId: p.entityId,
    name: p.name,
    photoUrl: p.imageUrl,
    accountType: p.accountType,
    city: null,
  }));
  const jobs = new Map(mine?.posted.map((job) => [job.id, job]));
  const jobsToPay = (mine?.toPay ?? []).flatMap((pay) => {
    const job = jobs.get(pay.jobId);
    return job ? [{ job, pay }] : [];
  });
  return { find, found, paidBefore, jobsToPay };
}

export function NewPaymentPage() {
  const data = useLoaderData() as NewPaymentData;
  return data.form ? <PaymentForm data={data.form} /> : <PayeeChooser choice={data.choice} />;
}

function PaymentForm({ data }: { data: PaymentFormData }) {
  const t = useT();
  const locale = useLocale();
  const f = t.pay.form;
  const { settings } = usePayLayout();
  const send = usePayAction();
  const navigate = useNavigate();
  const { user } = useViewer();
  // The address carries an amount as "285.00" (the job page's link); the field shows it in the reader's way.
  const [amount, setAmount] = useState(() => {
    const cents = parseAmount(data.amount, 'eng');
    return Number.isFinite(cents) ? amountText(cents, locale) : data.amount;
  });
  const [currency, setCurrency] = useState<string>(
    PAY_CURRENCIES.find((c) => c === data.currency) ?? settings.defaultCurrency,
  );
  const [description, setDescription] = useState(data.description);
  const [fundNow, setFundNow] = useState(true);
  const [method, setMethod] = useState<FundingMethod>('card');
  const [cardId, setCardId] = useState<string>(SANDBOX_CARDS[0]);
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const payee = data.payee;
  const cents = parseAmount(amount, locale);
  const balance = data.overview.balances.find((b) => b.currency === currency)?.available ?? 0;
  const methodFee = Number.isFinite(cents) ? feeOf(cents, METHOD_FEES[method]) : 0;
  const bcp47 = LOCALE_INFO[locale].bcp47;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const input = {
      payeeEid: payee.entityId,
      amount: cents,
      currency,
      description,
      jobId: data.jobId,
      fundNow,
      ...(fundNow ? { funding: method === 'card' ? { method, cardId } : { method } } : { dueDate: dueDate || null }),
    };
    const parsed = paymentCreateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, t));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { payment } = await send<{ payment: Payment }>('POST', '/payments', parsed.data);
      toast.success(f.done);
      navigate(`/payments/${payment.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(serverFieldErrors(err.fields, t));
      setFormError(payFailure(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <h2 className="text-xl font-semibold">
        {fmtNodes(f.payee, { name: <Link to={`/profile/${payee.entityId}`}>{payee.name}</Link> })}
      </h2>
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <TextField
          label={f.amount}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <SelectField
          label={f.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          options={PAY_CURRENCIES.map((c) => ({ value: c, label: c }))}
          // A job is paid in its quote's currency (the server holds to it too), so what is left adds up.
          disabled={data.jobId !== null && data.currency !== null}
          error={errors.currency}
        />
      </div>
      <TextAreaField
        label={f.description}
        value={description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      {data.jobId && (
        <p className="text-sm">
          {f.job}: <Link to={`/opportunities/${data.jobId}`}>#{data.jobId}</Link>
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{f.when}</legend>
        {[true, false].map((now) => (
          <label key={String(now)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="when"
              checked={fundNow === now}
              onChange={() => setFundNow(now)}
              className="accent-accent"
            />
            {now ? f.now : f.later}
          </label>
        ))}
      </fieldset>
      {fundNow ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{f.method}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="method"
              checked={method === 'card'}
              onChange={() => setMethod('card')}
              className="accent-accent"
            />
            {f.card}
          </label>
          {method === 'card' && (
            <SelectField
              label={f.testCard}
              value={cardId}
              onChange={(e) => setCardId(e.target.value)}
              options={SANDBOX_CARDS.map((c) => ({ value: c, label: f.cards[c] }))}
              className="ms-6"
            />
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="method"
              checked={method === 'balance'}
              onChange={() => setMethod('balance')}
              className="accent-accent"
            />
            {fmt(f.balanceMethod, { amount: formatMoney(balance, currency, locale) })}
          </label>
        </fieldset>
      ) : (
        <TextField
          label={f.dueDate}
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          error={errors.dueDate}
        />
      )}
      <p className="text-sm text-muted">
        {fmt(f.fees, {
          fee: formatMoney(fundNow ? methodFee : 0, currency, locale),
          name: payee.name,
          percent: percentText(data.fees.serviceFeeBp, bcp47),
        })}
      </p>
      {Number.isFinite(cents) && fundNow && (
        <p className="font-semibold">{fmt(f.total, { total: formatMoney(cents + methodFee, currency, locale) })}</p>
      )}
      <Button type="submit" busy={busy} disabled={user?.entity_id === payee.entityId}>
        {!fundNow
          ? f.submitLater
          : Number.isFinite(cents)
            ? fmt(f.submit, { amount: formatMoney(cents + methodFee, currency, locale) })
            : t.pay.payButton}
      </Button>
    </form>
  );
}

/** Before the form: find the member to pay by name, or pay again someone paid before. */
function PayeeChooser({ choice }: { choice: PayeeChoice }) {
  const t = useT();
  const f = t.pay.form;
  const { found, paidBefore, jobsToPay } = choice;
  return (
    <div className="max-w-xl space-y-8">
      {jobsToPay.length > 0 && (
        <section aria-labelledby="jobs-to-pay-title">
          <h2 id="jobs-to-pay-title" className="text-lg font-semibold">
            {f.jobsToPay}
          </h2>
          <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-surface">
            {jobsToPay.map(({ job, pay }) => (
              <li key={job.id} className="p-3">
                <Link to={`/opportunities/${job.id}`} className="font-medium">
                  {job.title}
                </Link>
                <JobToPay job={job} pay={pay} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="find-payee-title">
        <h2 id="find-payee-title" className="text-xl font-semibold">
          {f.title}
        </h2>
        <p className="mt-2 text-muted">{f.chooseIntro}</p>
        <Form method="get" role="search" aria-label={f.title} className="mt-4 flex items-end gap-2">
          <TextField
            label={f.findLabel}
            name="find"
            type="search"
            defaultValue={choice.find}
            minLength={FIND_MIN}
            maxLength={DIRECTORY_SEARCH_MAX}
            required
            autoComplete="off"
            className="min-w-0 flex-1"
          />
          <Button type="submit">{f.findSubmit}</Button>
        </Form>
        {found && (
          <div className="mt-4">
            {found.members.length ? (
              <PayeeList label={fmt(f.foundFor, { text: choice.find })} members={found.members} />
            ) : (
              <p role="status">{fmt(f.noMatch, { text: choice.find })}</p>
            )}
            {found.more && <p className="mt-2 text-sm text-muted">{fmt(f.more, { n: FOUND_MAX })}</p>}
          </div>
        )}
      </section>
      {paidBefore.length > 0 && (
        <section aria-labelledby="paid-before-title">
          <h2 id="paid-before-title" className="text-lg font-semibold">
            {f.paidBefore}
          </h2>
          <PayeeList label={f.paidBefore} members={paidBefore} />
        </section>
      )}
    </div>
  );
}

function PayeeList({ label, members }: { label: string; members: PayeeCandidate[] }) {
  const t = useT();
  return (
    <ul aria-label={label} className="mt-3 divide-y divide-line rounded-card border border-line bg-surface">
      {members.map((m) => (
        <li key={m.entityId} className="flex items-center gap-3 p-3">
          <Avatar name={m.name} photoUrl={m.photoUrl} size="list" />
          <div className="min-w-0 flex-1">
            <Link to={`/profile/${m.entityId}`} className="font-semibold">
              {m.name}
            </Link>
            {(m.accountType || m.city) && (
              <p className="text-sm text-muted">
                {[m.accountType && t.taxonomy.accountTypes[m.accountType], m.city].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
          <ButtonLink
            to={`/payments/new?payee=${m.entityId}`}
            variant="secondary"
            aria-label={fmt(t.pay.form.payee, { name: m.name })}
          >
            {t.pay.payButton}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
