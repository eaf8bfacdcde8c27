/**
 * /review?token=…: where a member's past client answers, without an account
 * (issue 21). A review ("would you work with them again?", stars, a comment)
 * or a project confirmation, once per link. A link that is not ours, used or
 * expired gets a page that says so (404 or 410), in the visitor's language.
 */
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  CLIENT_NAME_MAX,
  type ClientRequestView,
  LINK_EXPIRED,
  LINK_NOT_VALID,
  LINK_USED,
  OWN_REQUEST,
  PROJECT_GONE,
  REVIEW_COMMENT_MAX,
} from '../../../contract/reviews.ts';
import { projectAnswerSchema, reviewAnswerSchema } from '../../../contract/reviews-schemas.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { ApiError, apiContext, sendJson } from '../../api-client.ts';
import { formatDate, formatMonth, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { StarInput } from '../../ui/star-input.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { profileMessage } from '../profile/profile-messages.ts';
import { PairChip, useTaxonomyNames } from '../profile/profile-ui.tsx';
import { volumeText } from '../profile/volume-text.ts';

type Problem = 'invalid' | 'used' | 'expired' | 'projectGone' | 'memberGone' | 'own';
type Load = { view: ClientRequestView; problem: null } | { view: null; problem: Problem };

const PROBLEMS: Record<string, Problem> = {
  [LINK_NOT_VALID]: 'invalid',
  [LINK_USED]: 'used',
  [LINK_EXPIRED]: 'expired',
  [PROJECT_GONE]: 'projectGone',
  [OWN_REQUEST]: 'own',
};

export async function reviewLoader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const res = await context.get(apiContext).getResult(`/next/api/client-requests/${encodeURIComponent(token)}`);
  if (res.status === 200) return { view: res.body as ClientRequestView, problem: null } satisfies Load;
  const error = (res.body as { error?: string } | null)?.error ?? '';
  const problem: Problem = PROBLEMS[error] ?? (res.status === 410 ? 'memberGone' : 'invalid');
  return data({ view: null, problem } satisfies Load, {
    status: res.status === 410 || res.status === 403 ? res.status : 404,
  });
}

export const reviewHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.clientReview.pageTitle} · ${dict.common.siteName}`, noindex: true }),
  cacheQuery: () => null,
};

export function ReviewPage() {
  const load = useLoaderData() as Load;
  const t = useT();
  const c = t.clientReview;
  const [answered, setAnswered] = useState(false);
  if (!load.view) {
    const p = c.problems[load.problem];
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-12">
        <h1 className="text-2xl font-bold">{p.title}</h1>
        <p className="text-muted">{p.text}</p>
      </div>
    );
  }
  const { view } = load;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      {answered ? (
        <div className="flex flex-col gap-3" role="status">
          <CircleCheck aria-hidden="true" className="size-10 text-success" />
          <h1 className="text-2xl font-bold">{c.thanks}</h1>
          <p>{fmt(c.thanksText, { member: view.memberName })}</p>
          <ButtonLink to={`/profile/${view.memberEntityId}`} variant="secondary" className="self-start">
            {fmt(c.viewProfile, { member: view.memberName })}
          </ButtonLink>
        </div>
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">
              {fmt(view.kind === 'review' ? c.reviewTitle : c.projectTitle, { member: view.memberName })}
            </h1>
            <p className="mt-2 text-muted">
              {fmt(view.kind === 'review' ? c.reviewIntro : c.projectIntro, {
                client: view.clientName,
                member: view.memberName,
              })}
            </p>
            {view.message && (
              <blockquote className="mt-3 border-s-2 border-accent ps-3" dir="auto">
                {view.message}
              </blockquote>
            )}
          </div>
          {view.kind === 'review' ? (
            <ReviewForm view={view} onDone={() => setAnswered(true)} />
          ) : (
            <ProjectForm view={view} onDone={() => setAnswered(true)} />
          )}
        </>
      )}
    </div>
  );
}

/** Where this link's answer goes. */
function useAnswerPath(): string {
  const [params] = useSearchParams();
  return `/next/api/client-requests/${encodeURIComponent(params.get('token') ?? '')}`;
}

function useAnswer(path: string, onDone: () => void) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function send(schema: z.ZodType, value: unknown) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), profileMessage(i.message, t)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendJson('POST', path, parsed.data);
      onDone();
    } catch (err) {
      const problem = err instanceof ApiError ? PROBLEMS[err.message] : undefined;
      setErrors({ form: problem ? t.clientReview.problems[problem].title : t.clientReview.failed });
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, send };
}

function FormError({ text }: { text: string | undefined }) {
  return text ? (
    <p className="text-sm text-danger" role="alert">
      {text}
    </p>
  ) : null;
}

function YesNo({
  legend,
  name,
  value,
  labels,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: boolean | null;
  labels: [string, string];
  onChange: (value: boolean) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {[true, false].map((v, i) => (
          <label key={String(v)} className="flex items-center gap-2">
            <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />
            {labels[i]}
          </label>
        ))}
      </div>
      <FormError text={error} />
    </fieldset>
  );
}

function ReviewForm({ view, onDone }: { view: ClientRequestView; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const c = t.clientReview;
  const { errors, busy, send } = useAnswer(`${useAnswerPath()}/review`, onDone);
  const [form, setForm] = useState({
    name: view.clientName,
    company: '',
    willingAgain: null as boolean | null,
    rating: 0,
    comment: '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(reviewAnswerSchema, {
      ...form,
      willingAgain: form.willingAgain ?? undefined,
      rating: form.rating || undefined,
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <YesNo
        legend={fmt(c.willingAgain, { member: view.memberName })}
        name="willingAgain"
        value={form.willingAgain}
        labels={[c.yes, c.no]}
        error={errors.willingAgain}
        onChange={(willingAgain) => setForm((f) => ({ ...f, willingAgain }))}
      />
      <StarInput
        legend={c.rating}
        name="rating"
        value={form.rating}
        onChange={(rating) => setForm((f) => ({ ...f, rating }))}
        starLabel={(n) => fmtCount(n, c.starsOne, c.stars, { n: formatNumber(n, locale) })}
        error={errors.rating}
      />
      <TextAreaField
        label={c.comment}
        value={form.comment}
        maxLength={REVIEW_COMMENT_MAX}
        rows={5}
        dir="auto"
        error={errors.comment}
        onChange={(ev) => setForm((f) => ({ ...f, comment: ev.target.value }))}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={c.name}
          value={form.name}
          maxLength={CLIENT_NAME_MAX}
          autoComplete="name"
          dir="auto"
          error={errors.name}
          onChange={(ev) => setForm((f) => ({ ...f, name: ev.target.value }))}
        />
        <TextField
          label={c.company}
          value={form.company}
          maxLength={CLIENT_NAME_MAX}
          autoComplete="organization"
          dir="auto"
          error={errors.company}
          onChange={(ev) => setForm((f) => ({ ...f, company: ev.target.value }))}
        />
      </div>
      <FormError text={errors.form} />
      <p className="text-sm text-muted">{fmt(c.expires, { date: formatDate(view.expiresAt, locale) })}</p>
      <Button type="submit" busy={busy} className="self-start">
        {busy ? c.sending : c.submit}
      </Button>
    </form>
  );
}

function ProjectForm({ view, onDone }: { view: ClientRequestView; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const c = t.clientReview;
  const names = useTaxonomyNames();
  const { errors, busy, send } = useAnswer(`${useAnswerPath()}/project`, onDone);
  const [form, setForm] = useState({ name: view.clientName, confirmed: null as boolean | null });
  const project = view.project!;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(projectAnswerSchema, { ...form, confirmed: form.confirmed ?? undefined });
      }}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div className="rounded-card bg-surface-2 p-3">
        <p className="font-semibold" dir="auto">
          {project.title}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          {names.service(project.serviceId, project.serviceName)}
          {project.pair && <PairChip pair={project.pair} />}
          <span className="tabular">{volumeText(t, project.volume, project.volumeUnit, locale)}</span>
          <span>{formatMonth(project.completedOn, locale)}</span>
        </p>
      </div>
      <YesNo
        legend={c.confirmQuestion}
        name="confirmed"
        value={form.confirmed}
        labels={[c.confirmYes, c.confirmNo]}
        error={errors.confirmed}
        onChange={(confirmed) => setForm((f) => ({ ...f, confirmed }))}
      />
      <TextField
        label={c.name}
        value={form.name}
        maxLength={CLIENT_NAME_MAX}
        autoComplete="name"
        dir="auto"
        error={errors.name}
        onChange={(ev) => setForm((f) => ({ ...f, name: ev.target.value }))}
      />
      <FormError text={errors.form} />
      <p className="text-sm text-muted">{fmt(c.expires, { date: formatDate(view.expiresAt, locale) })}</p>
      <Button type="submit" busy={busy} className="self-start">
        {busy ? c.sending : c.submit}
      </Button>
    </form>
  );
}
