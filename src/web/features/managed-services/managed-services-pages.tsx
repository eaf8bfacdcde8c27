/**
 * /managed-services: what Wordhive's member services do for a client, and the
 * request-a-quote form (signed in or not). Member services read the requests
 * on their desk (member-services-desk.tsx).
 */
import { X } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import { sortByText } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { QUOTE_DETAILS_MAX, QUOTE_UNITS, quoteRequestSchema } from '../../../contract/managed-services.ts';
import { SERVICES } from '../../../contract/taxonomy.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { ApiError, apiContext, errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';

export const REQUESTS_API = '/next/api/managed-services/requests';

// ---- the public page ------------------------------------------------------------------------------

export async function managedServicesLoader({ context }: LoaderFunctionArgs): Promise<DirectoryOptions> {
  return context.get(apiContext).get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale));
}

export const managedServicesHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.managedServices.metaTitle,
    description: dict.managedServices.metaDescription,
    canonicalPath: '/managed-services',
  }),
};

/** A contract message in the visitor's language. */
function quoteMessage(message: string, t: Dictionary): string {
  const e = t.managedServices.errors;
  if (message.startsWith('Enter your name')) return e.name;
  if (message.includes('email') || message.includes('Email')) return e.email;
  if (message.startsWith('Choose a language')) return e.language;
  if (message.includes('target language')) return e.targets;
  if (message.startsWith('Choose a service')) return e.service;
  if (message.startsWith('Give the volume')) return e.volume;
  if (message.startsWith('Choose a deadline') || message.startsWith('Use a date')) return e.deadline;
  if (message.startsWith('Describe the project')) return e.details;
  if (message.startsWith('Use at most 3')) return e.detailsLong;
  return message;
}

export function ManagedServicesPage() {
  const options = useLoaderData() as DirectoryOptions;
  const m = useT().managedServices;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{m.title}</h1>
          <p className="mt-2 text-lg text-muted">{m.intro}</p>
          <h2 className="mt-8 text-xl font-semibold">{m.stepsTitle}</h2>
          <ol className="mt-3 list-decimal space-y-2 ps-6">
            {m.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <QuoteForm options={options} />
      </div>
    </div>
  );
}

function QuoteForm({ options }: { options: DirectoryOptions }) {
  const t = useT();
  const m = t.managedServices;
  const f = m.form;
  const { user, locale } = useViewer();
  const names = useMemo(() => directoryNames(options), [options]);
  const languages = useMemo(
    () =>
      sortByText(options.languages, (l) => l.name, LOCALE_INFO[locale].bcp47).map((l) => ({
        value: l.iso3,
        label: l.name,
      })),
    [options, locale],
  );
  const blank = {
    name: user?.name ?? '',
    email: user?.contact_email ?? '',
    company: '',
    sourceLang: '',
    targetLangs: [] as string[],
    serviceId: '',
    volume: '',
    unit: 'words',
    deadline: '',
    details: '',
  };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof blank) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...values,
      volume: values.volume ? values.volume : null,
      deadline: values.deadline || null,
      serviceId: values.serviceId,
    };
    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= quoteMessage(issue.message, t);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendJson('POST', REQUESTS_API, parsed.data);
      setSentTo(parsed.data.email);
      setValues(blank);
      toast.success(fmt(f.sent, { email: parsed.data.email }));
    } catch (err) {
      const message = err instanceof ApiError && err.status === 429 ? m.errors.tooMany : errorText(err, t);
      setErrors({ form: quoteMessage(message, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="quote-form" className="rounded-card border border-line bg-surface p-5">
      <h2 id="quote-form" className="text-xl font-semibold">
        {f.title}
      </h2>
      {sentTo && (
        <p role="status" className="mt-3 rounded-card bg-surface-2 p-3">
          {fmt(f.sent, { email: sentTo })}
        </p>
      )}
      <form onSubmit={send} noValidate className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label={f.name} value={values.name} onChange={set('name')} error={errors.name} autoComplete="name" />
        <TextField
          label={f.email}
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
        />
        <TextField
          label={f.company}
          value={values.company}
          onChange={set('company')}
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <SelectField
          label={f.source}
          value={values.sourceLang}
          onChange={set('sourceLang')}
          error={errors.sourceLang}
          options={[{ value: '', label: f.choose }, ...languages]}
        />
        <div className="space-y-2">
          <SelectField
            label={f.targets}
            value=""
            error={errors.targetLangs}
            onChange={(e) => {
              const code = e.target.value;
              if (code && !values.targetLangs.includes(code))
                setValues((v) => ({ ...v, targetLangs: [...v.targetLangs, code] }));
            }}
            options={[
              { value: '', label: f.choose },
              ...languages.filter((l) => !values.targetLangs.includes(l.value)),
            ]}
          />
          {values.targetLangs.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {values.targetLangs.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    onClick={() => setValues((v) => ({ ...v, targetLangs: v.targetLangs.filter((c) => c !== code) }))}
                    aria-label={fmt(f.remove, { language: names.language(code).name })}
                    className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-sm"
                  >
                    {names.language(code).name}
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <SelectField
          label={f.service}
          value={values.serviceId}
          onChange={set('serviceId')}
          error={errors.serviceId}
          options={[
            { value: '', label: f.choose },
            ...SERVICES.map((s) => ({ value: String(s.id), label: entry(t.taxonomy.services, s.key) ?? s.name })),
          ]}
        />
        <TextField
          type="date"
          label={f.deadline}
          value={values.deadline}
          onChange={set('deadline')}
          error={errors.deadline}
        />
        <TextField
          label={f.volume}
          inputMode="numeric"
          value={values.volume}
          onChange={set('volume')}
          error={errors.volume}
        />
        <SelectField
          label={f.unit}
          value={values.unit}
          onChange={set('unit')}
          options={QUOTE_UNITS.map((u) => ({ value: u, label: f.units[u] }))}
        />
        <TextAreaField
          label={f.details}
          hint={f.detailsHint}
          rows={5}
          maxLength={QUOTE_DETAILS_MAX}
          value={values.details}
          onChange={set('details')}
          error={errors.details}
          className="sm:col-span-2"
        />
        {errors.form && (
          <p role="alert" className="text-sm text-danger sm:col-span-2">
            {errors.form}
          </p>
        )}
        <Button type="submit" busy={busy} className="sm:col-span-2 sm:justify-self-start">
          {f.send}
        </Button>
      </form>
    </section>
  );
}
