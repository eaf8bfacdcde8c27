/**
 * /opportunities/new and /opportunities/:jobId/edit: a client's job, in
 * structured terms (pairs, volume in a unit, a rate range in a currency), so
 * quotes can be compared and filters never miss it. Validated with the same
 * schema as the server; the server's answer names any field it refuses.
 */
import { X } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import {
  CURRENCIES,
  decimalToMilli,
  JOB_DESCRIPTION_MAX,
  JOB_PAIRS_MAX,
  JOB_SAMPLE_TYPES,
  JOB_TITLE_MAX,
  JOB_UNITS,
  type JobDetail,
  type JobUnit,
  milliToDecimal,
  POSTING_ACCOUNT_TYPES,
  QUOTE_AUDIENCES,
} from '../../../contract/opportunities.ts';
import { jobInputSchema } from '../../../contract/opportunities-schemas.ts';
import { SOFTWARES } from '../../../contract/taxonomy.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, apiContext, sendFile, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { FormError } from '../../ui/form-error.tsx';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { FieldSelect, ServiceSelect } from '../../ui/taxonomy-selects.tsx';
import { FileField, TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { viewerContext } from '../../viewer.ts';
import { jobFailure, jobFieldErrors, jobMessage } from './job-messages.ts';
import { MarketRateNote } from './market-rate-note.tsx';

interface JobFormData {
  job: JobDetail | null;
  canPost: boolean;
  options: DirectoryOptions;
}

export async function jobFormLoader(args: LoaderFunctionArgs): Promise<JobFormData> {
  const user = requireSignedIn(args);
  const api = args.context.get(apiContext);
  const options = await api.get<DirectoryOptions>(directoryOptionsPath(args.context.get(viewerContext).locale));
  const id = args.params.jobId;
  if (id === undefined) return { job: null, canPost: POSTING_ACCOUNT_TYPES.has(user.account_type), options };
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 404 });
  const res = await api.getResult(`/next/api/jobs/${id}`);
  const job = res.body as JobDetail;
  // Only its poster edits a job: for anyone else there is nothing to edit here.
  if (res.status >= 400 || !job.viewer.isPoster) throw data(null, { status: 404 });
  return { job, canPost: true, options };
}

export const jobFormHandle: RouteHandle = {
  meta: ({ dict, data: loaded }) => ({
    title: `${(loaded as JobFormData | undefined)?.job ? dict.opportunities.form.editTitle : dict.opportunities.form.newTitle} · ${dict.common.siteName}`,
    noindex: true,
  }),
};

const section = 'rounded-card border border-line bg-surface p-4 sm:p-6';

export function JobFormPage() {
  const { job, canPost, options } = useLoaderData() as JobFormData;
  const t = useT();
  const f = t.opportunities.form;
  const o = t.opportunities;
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(job?.title ?? '');
  const [description, setDescription] = useState(job?.description ?? '');
  const [pairs, setPairs] = useState(() =>
    (job?.pairs ?? [{ source: '', target: '' }]).map((p, i) => ({ key: i, ...p })),
  );
  const setPairSide = (key: number, side: 'source' | 'target', value: string) =>
    setPairs((list) =>
      list.some((x) => x.key === key && x[side] !== value)
        ? list.map((x) => (x.key === key ? { ...x, [side]: value } : x))
        : list,
    );
  // What the note on professionals' rates is about; the rest of the form is read when it is sent.
  const [terms, setTerms] = useState({
    serviceId: job?.serviceId ?? 1,
    unit: (job?.unit ?? 'words') as JobUnit,
    currency: (job?.currency ?? 'EUR') as string,
  });
  const onTermChange = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLSelectElement;
    if (name === 'serviceId') setTerms((x) => ({ ...x, serviceId: Number(value) }));
    else if (name === 'unit') setTerms((x) => ({ ...x, unit: value as JobUnit }));
    else if (name === 'currency') setTerms((x) => ({ ...x, currency: value }));
  };
  const names = useMemo(() => directoryNames(options), [options]);
  const [audience, setAudience] = useState<string>(job?.audience ?? 'everyone');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const languages = useMemo(
    () => options.languages.map((l) => ({ value: l.iso3, label: l.name, keywords: `${l.short} ${l.iso3}` })),
    [options.languages],
  );

  if (!canPost) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold">{f.newTitle}</h1>
        <p className="mt-4 text-muted">{f.onlyClients}</p>
        <ButtonLink to="/opportunities" className="mt-6">
          {t.opportunities.mine.browse}
        </ButtonLink>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>, publish: boolean) => {
    event.preventDefault();
    const values = new FormData(form.current!);
    const text = (name: string) => String(values.get(name) ?? '').trim();
    const amount = (name: string) => (text(name) ? decimalToMilli(text(name)) : null);
    const numberOrNull = (name: string) => (text(name) ? Number(text(name)) : null);
    const rateErrors: Record<string, string> = {};
    for (const name of ['budgetMinMilli', 'budgetMaxMilli']) {
      if (text(name) && amount(name) === null) rateErrors[name] = f.amountInvalid;
    }
    const input = {
      title,
      description,
      pairs: pairs.map((p) => ({ source: text(`source-${p.key}`), target: text(`target-${p.key}`) })),
      serviceId: Number(text('serviceId')) || 0,
      disciplineId: numberOrNull('disciplineId'),
      volume: Number(text('volume')),
      unit: text('unit'),
      deadline: text('deadline'),
      currency: text('currency'),
      budgetMinMilli: amount('budgetMinMilli'),
      budgetMaxMilli: amount('budgetMaxMilli'),
      catToolId: numberOrNull('catToolId'),
      audience,
      minRating: audience === 'rated' ? numberOrNull('minRating') : null,
      quotesVisible: values.get('quotesVisible') === '1',
    };
    const parsed = jobInputSchema.safeParse(input);
    if (!parsed.success || Object.keys(rateErrors).length) {
      const found: Record<string, string> = { ...rateErrors };
      for (const issue of parsed.error?.issues ?? []) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= jobMessage(issue.message, t);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = job
        ? await sendJson<JobDetail>('PUT', `/next/api/jobs/${job.id}`, parsed.data)
        : await sendJson<JobDetail>('POST', '/next/api/jobs', { job: parsed.data, publish });
      const file = values.get('sample');
      if (file instanceof File && file.size > 0) {
        const typed = file.type ? file : new Blob([file], { type: 'text/plain' });
        await sendFile('PUT', `/next/api/jobs/${saved.id}/sample?name=${encodeURIComponent(file.name)}`, typed);
      }
      toast.success(job ? f.saved : publish ? f.published : f.saved);
      navigate(`/opportunities/${saved.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(jobFieldErrors(err.fields, t));
      setFormError(jobFailure(err, t));
    } finally {
      setBusy(false);
    }
  };

  const pairError = errors.pairs;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{job ? f.editTitle : f.newTitle}</h1>
      <p className="mt-2 text-muted">{f.intro}</p>
      <form ref={form} noValidate onSubmit={(e) => submit(e, true)} onChange={onTermChange} className="mt-6 space-y-6">
        <section className={`${section} space-y-4`}>
          <TextField
            label={f.jobTitle}
            name="title"
            value={title}
            maxLength={JOB_TITLE_MAX}
            error={errors.title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextAreaField
            label={f.description}
            hint={f.descriptionHint}
            name="description"
            rows={8}
            value={description}
            maxLength={JOB_DESCRIPTION_MAX}
            error={errors.description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </section>

        <fieldset className={`${section} space-y-4`}>
          <legend className="px-1 text-lg font-semibold">{f.pairs}</legend>
          {pairs.map((p, i) => (
            <div
              key={p.key}
              className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <SearchableSelect
                name={`source-${p.key}`}
                label={f.source}
                options={languages}
                value={p.source || undefined}
                onValueChange={(value) => setPairSide(p.key, 'source', value)}
                emptyLabel={o.filters.anyLanguage}
                placeholder={o.filters.languagePlaceholder}
                noMatch={o.filters.noLanguage}
                clearLabel={o.filters.clearField}
              />
              <SearchableSelect
                name={`target-${p.key}`}
                label={f.target}
                options={languages}
                value={p.target || undefined}
                onValueChange={(value) => setPairSide(p.key, 'target', value)}
                emptyLabel={o.filters.anyLanguage}
                placeholder={o.filters.languagePlaceholder}
                noMatch={o.filters.noLanguage}
                clearLabel={o.filters.clearField}
              />
              {pairs.length > 1 && (
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={fmt(f.removePair, { n: i + 1 })}
                  onClick={() => setPairs((list) => list.filter((x) => x.key !== p.key))}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
          ))}
          {pairError && (
            <p className="text-sm text-danger" role="alert">
              {pairError}
            </p>
          )}
          {pairs.length < JOB_PAIRS_MAX && (
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                setPairs((list) => [...list, { key: Math.max(...list.map((x) => x.key)) + 1, source: '', target: '' }])
              }
            >
              {f.addPair}
            </Button>
          )}
        </fieldset>

        <section className={`${section} grid grid-cols-1 gap-4 sm:grid-cols-2`}>
          <div>
            <ServiceSelect
              name="serviceId"
              label={f.service}
              value={job?.serviceId ?? 1}
              emptyLabel={f.service}
              pairOnly
            />
            {errors.serviceId && <p className="mt-1 text-sm text-danger">{errors.serviceId}</p>}
          </div>
          <FieldSelect name="disciplineId" label={f.field} value={job?.disciplineId} emptyLabel={f.noField} />
          <TextField
            label={f.volume}
            name="volume"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={job?.volume ?? ''}
            error={errors.volume}
          />
          <SelectField
            label={f.unit}
            name="unit"
            defaultValue={job?.unit ?? 'words'}
            options={JOB_UNITS.map((u) => ({ value: u, label: t.taxonomy.units.names[u] }))}
            error={errors.unit}
          />
          <TextField
            label={f.deadline}
            name="deadline"
            type="date"
            defaultValue={job?.deadline ?? ''}
            error={errors.deadline}
          />
          <SelectField
            label={f.currency}
            name="currency"
            defaultValue={job?.currency ?? 'EUR'}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={errors.currency}
          />
          <TextField
            label={f.budgetMin}
            name="budgetMinMilli"
            inputMode="decimal"
            defaultValue={job?.budgetMinMilli ? milliToDecimal(job.budgetMinMilli) : ''}
            hint={f.budgetHint}
            error={errors.budgetMinMilli}
          />
          <TextField
            label={f.budgetMax}
            name="budgetMaxMilli"
            inputMode="decimal"
            defaultValue={job?.budgetMaxMilli ? milliToDecimal(job.budgetMaxMilli) : ''}
            error={errors.budgetMaxMilli}
          />
          <MarketRateNote
            className="sm:col-span-2"
            question={{ source: pairs[0]?.source, target: pairs[0]?.target, serviceId: terms.serviceId }}
            languageName={(code) => names.language(code).name}
            unit={terms.unit}
            currency={terms.currency}
          />
          <SelectField
            label={f.catTool}
            name="catToolId"
            defaultValue={job?.catToolId ?? ''}
            options={[
              { value: '', label: f.anyTool },
              ...SOFTWARES.filter((s) => s.kind !== 'other').map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
        </section>

        <section className={`${section} space-y-4`}>
          <SelectField
            label={f.audience}
            name="audience"
            value={audience}
            onChange={(e) => setAudience(e.target.value)}
            options={QUOTE_AUDIENCES.map((a) => ({ value: a, label: f.audiences[a] }))}
          />
          {audience === 'rated' && (
            <SelectField
              label={f.minRating}
              name="minRating"
              defaultValue={job?.minRating ?? 4}
              options={['3', '3.5', '4', '4.5', '5'].map((v) => ({ value: v, label: `★ ${v}` }))}
              error={errors.minRating}
            />
          )}
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="quotesVisible"
              value="1"
              defaultChecked={job?.quotesVisible ?? false}
              className="size-4 accent-accent"
            />
            {f.quotesVisible}
          </label>
          <FileField
            label={job?.sample ? f.sampleReplace : f.sample}
            name="sample"
            accept={[...JOB_SAMPLE_TYPES, '.docx', '.pdf', '.txt'].join(',')}
          />
        </section>

        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy}>
            {job ? f.save : f.publish}
          </Button>
          {!job && (
            <Button
              type="button"
              variant="secondary"
              busy={busy}
              onClick={(e) => submit(e as unknown as FormEvent<HTMLFormElement>, false)}
            >
              {f.saveDraft}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
