/** /payments/settings: invoice details, default currency and payout methods (shown masked). */
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  PAY_CURRENCIES,
  type PayoutKind,
  type PayoutMethod,
  payoutMethodInputSchema,
  settingsInputSchema,
} from '../../../contract/payments.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { issueErrors, payFailure, serverFieldErrors } from './pay-messages.ts';
import { usePayAction } from './pay-shared.tsx';
import { usePayLayout } from './payments-pages.tsx';

type Errors = Record<string, string>;

export function PaySettingsPage() {
  const t = useT();
  const s = t.pay.settings;
  const { settings } = usePayLayout();
  const revalidator = useRevalidator();
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <InvoiceForm />
      <section aria-labelledby="payout-methods">
        <h2 id="payout-methods" className="text-lg font-semibold">
          {s.methods}
        </h2>
        {settings.payoutMethods.length === 0 ? (
          <p className="mt-2 text-muted">{s.methodsEmpty}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-surface">
            {settings.payoutMethods.map((m) => (
              <MethodRow key={m.id} method={m} onRemoved={() => revalidator.revalidate()} />
            ))}
          </ul>
        )}
        <MethodForm onAdded={() => revalidator.revalidate()} />
      </section>
    </div>
  );
}

function InvoiceForm() {
  const t = useT();
  const s = t.pay.settings;
  const { settings } = usePayLayout();
  const send = usePayAction();
  const [values, setValues] = useState({
    defaultCurrency: settings.defaultCurrency as string,
    invoiceName: settings.invoiceName,
    invoiceAddress: settings.invoiceAddress,
    taxId: settings.taxId,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = settingsInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(issueErrors(parsed.error.issues, t));
    setErrors({});
    setBusy(true);
    try {
      await send('PUT', '/settings', parsed.data);
      toast.success(s.saved);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(serverFieldErrors(err.fields, t));
      toast.error(payFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h2 className="text-lg font-semibold">{s.invoice}</h2>
      <p className="text-sm text-muted">{s.invoiceHint}</p>
      <TextField label={s.invoiceName} maxLength={120} {...field('invoiceName')} />
      <TextAreaField label={s.invoiceAddress} maxLength={300} rows={3} {...field('invoiceAddress')} />
      <TextField label={s.taxId} maxLength={40} {...field('taxId')} />
      <SelectField
        label={s.defaultCurrency}
        options={PAY_CURRENCIES.map((c) => ({ value: c, label: c }))}
        {...field('defaultCurrency')}
      />
      <Button type="submit" busy={busy}>
        {s.save}
      </Button>
    </form>
  );
}

function MethodRow({ method, onRemoved }: { method: PayoutMethod; onRemoved: () => void }) {
  const t = useT();
  const s = t.pay.settings;
  const send = usePayAction();
  const remove = async () => {
    try {
      await send('DELETE', `/payout-methods/${method.id}`);
      toast.success(s.removed);
      onRemoved();
    } catch (err) {
      toast.error(payFailure(err, t));
    }
  };
  return (
    <li className="flex items-center justify-between gap-3 p-3 text-sm">
      <span>
        <span className="text-muted">{s[method.kind]}</span> · <span dir="ltr">{method.label}</span>
      </span>
      <Button variant="ghost" onClick={remove}>
        {fmt(s.remove, { label: method.label })}
      </Button>
    </li>
  );
}

function MethodForm({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const s = t.pay.settings;
  const send = usePayAction();
  const [kind, setKind] = useState<PayoutKind>('bank_transfer');
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const input = kind === 'paypal' ? { kind, email } : { kind, holder, iban };
    const parsed = payoutMethodInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(issueErrors(parsed.error.issues, t));
    setErrors({});
    try {
      await send('POST', '/payout-methods', input);
      toast.success(s.added);
      setHolder('');
      setIban('');
      setEmail('');
      onAdded();
    } catch (err) {
      setFormError(payFailure(err, t));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-3 rounded-card border border-line bg-surface p-4">
      <h3 className="font-semibold">{s.addMethod}</h3>
      <FormError message={formError} />
      <SelectField
        label={s.kind}
        value={kind}
        onChange={(e) => setKind(e.target.value as PayoutKind)}
        options={[
          { value: 'bank_transfer', label: s.bank_transfer },
          { value: 'paypal', label: s.paypal },
        ]}
      />
      {kind === 'paypal' ? (
        <TextField
          label={s.email}
          type="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
      ) : (
        <>
          <TextField
            label={s.holder}
            value={holder}
            maxLength={120}
            onChange={(e) => setHolder(e.target.value)}
            error={errors.holder}
          />
          <TextField
            label={s.iban}
            dir="ltr"
            value={iban}
            onChange={(e) => setIban(e.target.value)}
            error={errors.iban}
          />
        </>
      )}
      <Button type="submit">{s.add}</Button>
    </form>
  );
}
