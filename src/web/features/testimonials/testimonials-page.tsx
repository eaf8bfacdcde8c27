/**
 * /testimonials: published testimonials with the spec's filters (subject,
 * author's kind of account, language, order) and pages; for a signed-in
 * member, the form to write one and their own with its status and the
 * moderator's reason.
 */
import { type FormEvent, useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSubmit } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import { LOCALE_INFO, LOCALES } from '../../../contract/locales.ts';
import { ACCOUNT_TYPES } from '../../../contract/taxonomy.ts';
import {
  TESTIMONIAL_ORDERS,
  TESTIMONIAL_TEXT_MAX,
  TESTIMONIAL_TYPES,
  TESTIMONIAL_VISIBILITY,
  type Testimonial,
  type TestimonialList,
} from '../../../contract/testimonials.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useHydrated } from '../../ui/on-demand.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StarInput } from '../../ui/star-input.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { Pagination } from '../directory/pagination.tsx';
import { TESTIMONIALS_API, TestimonialCard, testimonialMessage } from './testimonial-card.tsx';

const FILTERS = ['type', 'accountType', 'language', 'order', 'page'] as const;

interface TestimonialsData {
  list: TestimonialList;
  /** The filters, canonical (a string: loader data travels to the browser as JSON). */
  query: string;
  mine: Testimonial[] | null;
}

/**
 * The schemas load when a loader first runs in the browser, or a testimonial is sent: a visitor who
 * only reads loads no zod (decisions 040, 041).
 */
const schemas = () => import('../../../contract/testimonials-schemas.ts');

/** The filters the address holds, valid ones only, in canonical order. */
async function queryOf(url: URL): Promise<URLSearchParams> {
  const { testimonialsQuerySchema } = await schemas();
  const out = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name);
    if (!value) continue;
    if (testimonialsQuerySchema.shape[name].safeParse(value).success) out.set(name, value);
  }
  return out;
}

export async function testimonialsLoader({ request, context }: LoaderFunctionArgs): Promise<TestimonialsData> {
  const api = context.get(apiContext);
  const query = await queryOf(new URL(request.url));
  const signedIn = !!context.get(viewerContext).user;
  const [list, mine] = await Promise.all([
    api.get<TestimonialList>(`${TESTIMONIALS_API}?${query}`),
    signedIn ? api.get<{ items: Testimonial[] }>(`${TESTIMONIALS_API}/mine`) : null,
  ]);
  return { list, query: query.toString(), mine: mine?.items ?? null };
}

export const testimonialsHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.testimonials.metaTitle,
    description: dict.testimonials.metaDescription,
    canonicalPath: '/testimonials',
  }),
  cacheQuery: async (url) => (await queryOf(url)).toString(),
};

export function TestimonialsPage() {
  const data = useLoaderData() as TestimonialsData;
  const { list, mine } = data;
  const query = new URLSearchParams(data.query);
  const t = useT();
  const x = t.testimonials;
  const locale = useLocale();
  const pageHref = (page: number) => {
    const next = new URLSearchParams(query);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `/testimonials${next.size ? `?${next}` : ''}`;
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{x.title}</h1>
        <p className="mt-2 text-lg text-muted">{x.intro}</p>
      </header>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="testimonials-count">
          <TestimonialFilters query={query} />
          <h2 id="testimonials-count" className="mt-6 text-lg font-semibold tabular">
            {fmtCount(list.total, x.countOne, x.count, { count: formatNumber(list.total, locale) })}
          </h2>
          {list.items.length ? (
            <ul className="mt-4 space-y-4">
              {list.items.map((item) => (
                <li key={item.id}>
                  <TestimonialCard item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-card border border-dashed border-line bg-surface p-6 text-center">{x.empty}</p>
          )}
          <Pagination page={list.page} totalPages={Math.ceil(list.total / list.pageSize)} href={pageHref} />
        </section>
        <aside className="space-y-6">
          <WriteTestimonial />
          {mine && mine.length > 0 && <MyTestimonials items={mine} />}
        </aside>
      </div>
    </div>
  );
}

function TestimonialFilters({ query }: { query: URLSearchParams }) {
  const t = useT();
  const x = t.testimonials;
  const f = x.filters;
  const submit = useSubmit();
  const hydrated = useHydrated();
  const any = { value: '', label: f.any };
  return (
    <Form
      method="get"
      aria-label={f.label}
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
      className="grid grid-cols-1 gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label={f.type}
        name="type"
        defaultValue={query.get('type') ?? ''}
        options={[any, ...TESTIMONIAL_TYPES.map((k) => ({ value: k, label: x.types[k] }))]}
      />
      <SelectField
        label={f.accountType}
        name="accountType"
        defaultValue={query.get('accountType') ?? ''}
        options={[any, ...ACCOUNT_TYPES.map((k) => ({ value: k, label: t.taxonomy.accountTypes[k] }))]}
      />
      <SelectField
        label={f.language}
        name="language"
        defaultValue={query.get('language') ?? ''}
        options={[any, ...LOCALES.map((k) => ({ value: k, label: LOCALE_INFO[k].name }))]}
      />
      <SelectField
        label={f.order}
        name="order"
        defaultValue={query.get('order') ?? 'newest'}
        options={TESTIMONIAL_ORDERS.map((k) => ({ value: k, label: f.orders[k] }))}
      />
      {/* Every form keeps its submit button (WCAG H32): without scripts it is how the filters apply; once
          the page runs, a change applies them at once, and the button shows only to the keyboard that reaches it. */}
      <Button type="submit" variant="secondary" className={hydrated ? 'sr-only focus:not-sr-only' : ''}>
        {f.apply}
      </Button>
    </Form>
  );
}

function WriteTestimonial() {
  const t = useT();
  const x = t.testimonials;
  const w = x.write;
  const locale = useLocale();
  const { user } = useViewer();
  const revalidator = useRevalidator();
  const blank = { type: '', text: '', rating: 0, language: locale, visibility: 'everyone' };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const box = 'space-y-3 rounded-card border border-line bg-surface p-4';
  if (!user) {
    return (
      <section className={box}>
        <h2 className="text-lg font-semibold">{w.title}</h2>
        <p className="text-sm text-muted">{w.intro}</p>
        <ButtonLink to={authPath('/session/signin', '/testimonials')}>{w.signIn}</ButtonLink>
      </section>
    );
  }
  const set = (name: keyof typeof blank) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const send = async (e: FormEvent) => {
    e.preventDefault();
    // Offline, the schema's code may not arrive: say so where the sending error would show.
    const schema = await schemas().then(
      (m) => m.testimonialInputSchema,
      () => null,
    );
    if (!schema) return setErrors({ form: t.common.unexpectedError });
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= testimonialMessage(issue.message, t);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendJson('POST', TESTIMONIALS_API, parsed.data);
      toast.success(w.sent);
      setValues(blank);
      await revalidator.revalidate();
    } catch (err) {
      setErrors({ form: testimonialMessage(errorText(err, t), t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={box} aria-labelledby="write-testimonial">
      <h2 id="write-testimonial" className="text-lg font-semibold">
        {w.title}
      </h2>
      <p className="text-sm text-muted">{w.intro}</p>
      <form onSubmit={send} noValidate className="space-y-3">
        <SelectField
          label={w.type}
          name="type"
          value={values.type}
          onChange={set('type')}
          error={errors.type}
          options={[{ value: '', label: '—' }, ...TESTIMONIAL_TYPES.map((k) => ({ value: k, label: x.types[k] }))]}
        />
        <TextAreaField
          label={w.text}
          name="text"
          rows={5}
          maxLength={TESTIMONIAL_TEXT_MAX}
          value={values.text}
          onChange={set('text')}
          error={errors.text}
        />
        <StarInput
          legend={w.rating}
          name="rating"
          value={values.rating}
          onChange={(rating) => setValues((v) => ({ ...v, rating }))}
          starLabel={(n) => fmtCount(n, x.starLabelOne, x.starLabel, { n })}
          error={errors.rating}
        />
        <SelectField
          label={w.language}
          name="language"
          value={values.language}
          onChange={set('language')}
          options={LOCALES.map((k) => ({ value: k, label: LOCALE_INFO[k].name }))}
        />
        <SelectField
          label={w.visibility}
          name="visibility"
          value={values.visibility}
          onChange={set('visibility')}
          options={TESTIMONIAL_VISIBILITY.map((k) => ({ value: k, label: w.visibilities[k] }))}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {w.submit}
        </Button>
      </form>
    </section>
  );
}

function MyTestimonials({ items }: { items: Testimonial[] }) {
  const t = useT();
  const m = t.testimonials.mine;
  const revalidator = useRevalidator();
  const [withdrawing, setWithdrawing] = useState<Testimonial | null>(null);
  return (
    <section id="mine" aria-labelledby="my-testimonials" className="space-y-3">
      <h2 id="my-testimonials" className="text-lg font-semibold">
        {m.title}
      </h2>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <TestimonialCard
              item={item}
              footer={
                <div className="space-y-2 border-t border-line pt-2 text-sm">
                  <p className="font-medium">{m.statuses[item.status ?? 'pending']}</p>
                  {item.reason && (
                    <p className="text-muted">
                      {fmt(item.status === 'rejected' ? m.reason : m.note, { reason: item.reason })}
                    </p>
                  )}
                  <Button variant="secondary" onClick={() => setWithdrawing(item)}>
                    {m.withdraw}
                  </Button>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={withdrawing !== null}
        title={m.withdrawConfirm}
        confirm={m.withdraw}
        danger
        onCancel={() => setWithdrawing(null)}
        onConfirm={async () => {
          const item = withdrawing!;
          setWithdrawing(null);
          try {
            await sendJson('DELETE', `${TESTIMONIALS_API}/${item.id}`);
            toast.success(m.withdrawn);
            await revalidator.revalidate();
          } catch (err) {
            toast.error(errorText(err, t));
          }
        }}
      />
    </section>
  );
}
