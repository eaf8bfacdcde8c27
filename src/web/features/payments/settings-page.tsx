/** /payments/settings: the legal details invoices show, VAT, the default currency and payout methods (shown masked). */
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { numberFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { parseAmount } from '../../../contract/money.ts';
import {
  PAY_CURRENCIES,
  type PayoutKind,
  type PayoutMethod,
  payoutMethodInputSchema,
  settingsInputSchema,
} from '../../../contract/payments.ts';
import { euVatPrefix, isEuCountry, taxIdLabelText } from '../../../contract/tax-ids.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { useCountryOptions } from '../../ui/country-options.ts';
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

/** The legal details every invoice and receipt shows, and how VAT applies to what the member invoices. */
function InvoiceForm() {
  const t = useT();
  const locale = useLocale();
  const s = t.pay.settings;
  const { settings } = usePayLayout();
  const countries = useCountryOptions();
  const send = usePayAction();
  const [values, setValues] = useState({
    defaultCurrency: settings.defaultCurrency as string,
    invoiceName: settings.invoiceName,
    invoiceAddress: settings.invoiceAddress,
    taxId: settings.taxId,
    country: settings.country,
  });
  const [vatRegistered, setVatRegistered] = useState(settings.vatRegistered);
  const [vatRate, setVatRate] = useState(
    settings.vatRateBp
      ? numberFormat(LOCALE_INFO[locale].bcp47, { maximumFractionDigits: 2 }).format(settings.vatRateBp / 100)
      : '',
  );
  const [reverseCharge, setReverseCharge] = useState(settings.reverseCharge);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  const eu = isEuCountry(values.country);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      ...values,
      vatRegistered,
      // A percentage with up to two decimals is that many basis points: "23" → 2300, "8,1" → 810.
      vatRateBp: vatRegistered ? parseAmount(vatRate, locale) : 0,
      reverseCharge: vatRegistered && eu && reverseCharge,
    };
    const parsed = settingsInputSchema.safeParse(input);
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
      <TextField label={s.invoiceName} maxLength={120} autoComplete="organization" {...field('invoiceName')} />
      <TextAreaField label={s.invoiceAddress} maxLength={300} rows={3} {...field('invoiceAddress')} />
      <SelectField
        label={s.country}
        options={[{ value: '', label: s.countryNone }, ...countries]}
        autoComplete="country"
        {...field('country')}
      />
      <TextField
        label={taxIdLabelText(values.country, s.taxIds)}
        hint={eu ? fmt(s.euVatHint, { prefix: euVatPrefix(values.country) }) : undefined}
        maxLength={40}
        dir="ltr"
        {...field('taxId')}
      />
      <fieldset className="space-y-3 rounded-card border border-line p-3">
        <legend className="px-1 text-sm font-semibold">{s.vat}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={vatRegistered}
            onChange={(e) => setVatRegistered(e.target.checked)}
            className="mt-0.5 size-4 accent-accent"
          />
          {s.vatRegistered}
        </label>
        {vatRegistered && (
          <>
            <TextField
              label={s.vatRate}
              hint={s.vatRateHint}
              inputMode="decimal"
              value={vatRate}
              onChange={(e) => setVatRate(e.target.value)}
              error={errors.vatRateBp}
              className="max-w-40"
            />
            {eu && (
              <div>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={reverseCharge}
                    onChange={(e) => setReverseCharge(e.target.checked)}
                    aria-describedby="reverse-charge-hint"
                    className="mt-0.5 size-4 accent-accent"
                  />
                  {s.reverseCharge}
                </label>
                <p id="reverse-charge-hint" className="ms-6 mt-1 text-xs text-muted">
                  {s.reverseChargeHint}
                </p>
                {errors.reverseCharge && <p className="ms-6 mt-1 text-sm text-danger">{errors.reverseCharge}</p>}
              </div>
            )}
          </>
        )}
      </fieldset>
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
