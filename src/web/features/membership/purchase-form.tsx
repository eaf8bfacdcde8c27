/**
 * Buying (or renewing) a year of membership through Wordhive Pay, by card or
 * from the balance. One Idempotency-Key per intended purchase: a retry never
 * pays twice.
 */
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { MEMBERSHIP_API, PAID_AHEAD, PLAN_NOT_FOR_YOU, type PlanId } from '../../../contract/membership.ts';
import { formatMoney } from '../../../contract/money.ts';
import { MESSAGES, SANDBOX_CARDS } from '../../../contract/payments.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { errorText, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.tsx';

const newKey = () => crypto.randomUUID();

/** A refusal of the purchase in the member's language. */
function purchaseMessage(message: string, t: Dictionary): string {
  const e = t.membership.plans.errors;
  const known: Record<string, string> = {
    [MESSAGES.insufficient]: e.insufficient,
    [MESSAGES.cardDeclined]: e.declined,
    [PAID_AHEAD]: e.paidAhead,
    [PLAN_NOT_FOR_YOU]: e.notForYou,
  };
  return known[message] ?? message;
}

export function PurchaseForm(props: { plan: PlanId; currency: string; price: number; onClose: () => void }) {
  const t = useT();
  const p = t.membership.plans;
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [method, setMethod] = useState<'card' | 'balance'>('card');
  const [cardId, setCardId] = useState<string>(SANDBOX_CARDS[0]);
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(props.price, props.currency, locale);
  const pay = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await sendJson<{ membership: { until: string } }>(
        'POST',
        `${MEMBERSHIP_API}/purchase`,
        {
          plan: props.plan,
          currency: props.currency,
          funding: method === 'card' ? { method, cardId } : { method },
        },
        { 'idempotency-key': key },
      );
      setKey(newKey());
      toast.success(fmt(p.done, { date: formatDate(answer.membership.until, locale) }));
      props.onClose();
      revalidator.revalidate();
    } catch (err) {
      setError(purchaseMessage(errorText(err, t), t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={fmt(p.formTitle, { plan: p.names[props.plan] })}
    >
      <form onSubmit={pay} noValidate className="grid gap-3">
        <p>{fmt(p.perYear, { price: amount })}</p>
        <SelectField
          label={t.pay.form.method}
          value={method}
          onChange={(e) => setMethod(e.target.value as 'card' | 'balance')}
          options={[
            { value: 'card', label: t.pay.form.card },
            { value: 'balance', label: p.balance },
          ]}
        />
        {method === 'card' && (
          <SelectField
            label={t.pay.form.testCard}
            value={cardId}
            onChange={(e) => setCardId(e.target.value)}
            options={SANDBOX_CARDS.map((c) => ({ value: c, label: t.pay.form.cards[c] }))}
          />
        )}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {fmt(t.pay.form.submit, { amount })}
        </Button>
      </form>
    </Modal>
  );
}
