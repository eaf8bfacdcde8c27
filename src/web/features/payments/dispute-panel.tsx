/**
 * A payment's dispute on its page (docs/decisions/101): the payer's claim and the payee's answer, the
 * deadline, staff's decision and its reason; the payee's answer form, and for staff the case file
 * and the decision form. The forms that open a dispute or give money back are here too. What members
 * wrote keeps its own direction (dir="auto"): an English claim reads left to right on a Hebrew page.
 */
import { type FormEvent, useState } from 'react';
import {
  DISPUTE_ANSWER_DAYS,
  DISPUTE_OUTCOMES,
  type Dispute,
  type DisputeCase,
  type DisputeOutcome,
  decidable,
  disputeAnswerSchema,
  disputeDecisionSchema,
  disputeOpenSchema,
  refundSchema,
  STATEMENT_MAX,
} from '../../../contract/disputes.ts';
import { amountText, formatMoney, parseAmount } from '../../../contract/money.ts';
import { type Payment, REASON_MAX } from '../../../contract/payments.ts';
import { fmt } from '../../../i18n/types.ts';
import { fmtNodes, formatDate, useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { issueErrors } from './pay-messages.ts';
import { Money } from './pay-shared.tsx';

/** Sends one step of the payment (its path under /payments/:id) and says `done`; true when it went through. */
export type PayStep = (path: string, body: unknown, done: string) => Promise<boolean>;

const held = (p: Payment) => p.amount - p.refundedAmount;

/**
 * An amount and words about it: the payer's claim when disputing, the payee's refund. The amount is
 * typed as the reader writes money and checked with the schema the server checks it with.
 */
export function AmountAndWordsForm({
  kind,
  payment,
  act,
}: {
  kind: 'dispute' | 'refund';
  payment: Payment;
  act: PayStep;
}) {
  const t = useT();
  const locale = useLocale();
  const d = t.pay.dispute;
  const [amount, setAmount] = useState(amountText(held(payment), locale));
  const [words, setWords] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(amount, locale);
    const parsed =
      kind === 'dispute'
        ? disputeOpenSchema.safeParse({ claimed: cents, reason: words })
        : refundSchema.safeParse({ amount: cents, reason: words });
    if (!parsed.success) return setErrors(issueErrors(parsed.error.issues, t));
    setErrors({});
    setBusy(true);
    await act(kind, parsed.data, kind === 'dispute' ? d.opened : d.refundDone);
    setBusy(false);
  };
  const amountField = kind === 'dispute' ? 'claimed' : 'amount';
  const heldText = formatMoney(held(payment), payment.currency, locale);
  return (
    <form className="mt-4 space-y-3 rounded-card border border-line bg-surface p-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">
        {kind === 'dispute'
          ? fmt(d.openIntro, { name: payment.payee.name, days: DISPUTE_ANSWER_DAYS })
          : fmt(d.refundIntro, { amount: heldText, name: payment.payer.name })}
      </p>
      <TextField
        label={fmt(kind === 'dispute' ? d.claimed : d.refundAmount, { currency: payment.currency })}
        value={amount}
        inputMode="decimal"
        onChange={(e) => setAmount(e.target.value)}
        error={errors[amountField]}
        className="max-w-xs"
      />
      <TextAreaField
        label={kind === 'dispute' ? d.reason : d.refundReason}
        value={words}
        maxLength={kind === 'dispute' ? STATEMENT_MAX : REASON_MAX}
        rows={kind === 'dispute' ? 5 : 2}
        onChange={(e) => setWords(e.target.value)}
        error={errors.reason}
      />
      <Button type="submit" variant={kind === 'dispute' ? 'danger' : 'primary'} busy={busy}>
        {kind === 'dispute' ? d.submit : d.refundSubmit}
      </Button>
    </form>
  );
}

export function DisputePanel({
  payment,
  dispute,
  caseFile,
  viewer,
  act,
}: {
  payment: Payment;
  dispute: Dispute;
  /** Staff's: the job, its quote and the two members' messages. */
  caseFile: DisputeCase | null;
  viewer: { entityId: number; isAdmin: boolean };
  act: PayStep;
}) {
  const t = useT();
  const locale = useLocale();
  const d = t.pay.dispute;
  const date = (iso: string) => formatDate(iso, locale);
  const money = (cents: number) => <Money cents={cents} currency={payment.currency} />;
  const isPayee = viewer.entityId === payment.payee.entityId;
  const status =
    dispute.status === 'open'
      ? fmt(d.waiting, { name: payment.payee.name, date: date(dispute.answerDueAt) })
      : d.statuses[dispute.status];
  return (
    <section aria-labelledby="dispute-title" className="mt-6 rounded-card border border-danger/40 bg-surface p-4">
      <h3 id="dispute-title" className="text-lg font-semibold">
        {d.title}
      </h3>
      <p className="mt-1 text-sm font-medium">{status}</p>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-medium">
            {fmtNodes(d.claimLine, { name: payment.payer.name, amount: money(dispute.claimed) })}
          </dt>
          <dd className="mt-1 whitespace-pre-line" dir="auto">
            {dispute.reason}
          </dd>
          <dd className="text-xs text-muted">{date(dispute.openedAt)}</dd>
        </div>
        <div>
          <dt className="font-medium">{fmt(d.payeeSide, { name: payment.payee.name })}</dt>
          <dd className="mt-1 whitespace-pre-line" dir={dispute.answer ? 'auto' : undefined}>
            {dispute.answer ?? d.noAnswer}
          </dd>
          {dispute.answeredAt && <dd className="text-xs text-muted">{date(dispute.answeredAt)}</dd>}
        </div>
        {dispute.outcome && (
          <div>
            <dt className="font-medium">{d.decision}</dt>
            <dd className="mt-1">
              {dispute.outcome === 'split'
                ? fmt(d.outcomes.split, { amount: formatMoney(dispute.refunded, payment.currency, locale) })
                : d.outcomes[dispute.outcome]}
            </dd>
            <dd className="mt-1 whitespace-pre-line" dir="auto">
              {dispute.decisionReason}
            </dd>
            {dispute.decidedAt && <dd className="text-xs text-muted">{date(dispute.decidedAt)}</dd>}
          </div>
        )}
      </dl>
      {isPayee && dispute.status === 'open' && <AnswerForm act={act} />}
      {viewer.isAdmin && caseFile && <CaseFile file={caseFile} />}
      {viewer.isAdmin && (dispute.status === 'open' || dispute.status === 'answered') && (
        <DecisionForm payment={payment} dispute={dispute} act={act} />
      )}
    </section>
  );
}

function AnswerForm({ act }: { act: PayStep }) {
  const t = useT();
  const d = t.pay.dispute;
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = disputeAnswerSchema.safeParse({ statement });
    if (!parsed.success) return setError(issueErrors(parsed.error.issues, t).statement);
    setError(undefined);
    setBusy(true);
    await act('dispute/answer', parsed.data, d.answered);
    setBusy(false);
  };
  return (
    <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
      <TextAreaField
        label={d.answerLabel}
        value={statement}
        maxLength={STATEMENT_MAX}
        rows={5}
        onChange={(e) => setStatement(e.target.value)}
        error={error}
      />
      <Button type="submit" busy={busy}>
        {d.answerSubmit}
      </Button>
    </form>
  );
}

function DecisionForm({ payment, dispute, act }: { payment: Payment; dispute: Dispute; act: PayStep }) {
  const t = useT();
  const locale = useLocale();
  const d = t.pay.dispute;
  const [outcome, setOutcome] = useState<DisputeOutcome>('split');
  const [refund, setRefund] = useState(amountText(Math.min(dispute.claimed, held(payment)), locale));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The page was rendered at some moment: the deadline is read again when staff look.
  if (!decidable(dispute, Date.now()))
    return (
      <p className="mt-4 text-sm text-muted">
        {fmt(d.notYet, { name: payment.payee.name, date: formatDate(dispute.answerDueAt, locale) })}
      </p>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = disputeDecisionSchema.safeParse({
      outcome,
      reason,
      ...(outcome === 'split' ? { refund: parseAmount(refund, locale) } : {}),
    });
    if (!parsed.success) return setErrors(issueErrors(parsed.error.issues, t));
    setErrors({});
    setBusy(true);
    await act('dispute/decision', parsed.data, d.decided);
    setBusy(false);
  };
  return (
    <form className="mt-4 space-y-3 border-t border-line pt-4" onSubmit={submit} noValidate>
      <h4 className="font-semibold">{d.decide}</h4>
      <SelectField
        label={d.outcomeLabel}
        value={outcome}
        onChange={(e) => setOutcome(e.target.value as DisputeOutcome)}
        options={DISPUTE_OUTCOMES.map((o) => ({ value: o, label: d.outcomeChoices[o] }))}
        className="max-w-sm"
      />
      {outcome === 'split' && (
        <TextField
          label={fmt(d.refundToPayer, { currency: payment.currency })}
          value={refund}
          inputMode="decimal"
          onChange={(e) => setRefund(e.target.value)}
          error={errors.refund}
          className="max-w-xs"
        />
      )}
      <TextAreaField
        label={d.decisionReason}
        value={reason}
        maxLength={STATEMENT_MAX}
        rows={4}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
      <Button type="submit" busy={busy}>
        {d.decideSubmit}
      </Button>
    </form>
  );
}

/** What staff read before deciding. */
function CaseFile({ file }: { file: DisputeCase }) {
  const t = useT();
  const locale = useLocale();
  const d = t.pay.dispute;
  const name = (entityId: number) =>
    entityId === file.payment.payer.entityId ? file.payment.payer.name : file.payment.payee.name;
  return (
    <details className="mt-4 border-t border-line pt-4" open>
      <summary className="cursor-pointer font-semibold">{d.caseFile}</summary>
      {file.job ? (
        <div className="mt-2 text-sm">
          <p className="font-medium">{fmt(d.job, { title: file.job.title })}</p>
          <p className="mt-1 whitespace-pre-line text-muted" dir="auto">
            {file.job.description}
          </p>
          {file.quote && (
            <p className="mt-1">
              {fmt(d.quote, {
                amount: formatMoney(file.quote.totalCents, file.quote.currency, locale),
                date: formatDate(file.quote.deliveryDate, locale),
              })}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">{d.noJob}</p>
      )}
      <h4 className="mt-3 text-sm font-medium">{d.messages}</h4>
      {file.messages.length === 0 ? (
        <p className="text-sm text-muted">{d.noMessages}</p>
      ) : (
        <ol className="mt-1 max-h-80 space-y-2 overflow-y-auto text-sm">
          {file.messages.map((m, i) => (
            <li key={`${m.at}-${i}`}>
              <span className="font-medium">{name(m.senderId)}</span>{' '}
              <span className="text-xs text-muted">{formatDate(m.at, locale)}</span>
              <p className="whitespace-pre-line" dir="auto">
                {m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
