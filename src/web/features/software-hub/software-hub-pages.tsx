/**
 * The software hub (/software-hub), a tool's page (/software-hub/:slug) with its
 * facts, published reviews, the members who use it and the viewer's own
 * review, and the OmegaT page (/omegat): the same, with what OmegaT is.
 */
import { ExternalLink } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { data, Form, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import {
  REVIEW_NOT_A_USER,
  REVIEW_TEXT_MAX,
  SOFTWARE_BY_SLUG,
  type SoftwareReview,
  type SoftwareSummary,
  softwarePagePath,
} from '../../../contract/software-hub.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StarInput } from '../../ui/star-input.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { Stars } from '../testimonials/testimonial-card.tsx';

const HUB_API = '/next/api/software-hub';

interface ToolData {
  tool: SoftwareSummary;
  reviews: SoftwareReview[];
  users: { items: { entityId: number; name: string; photoUrl: string | null }[]; total: number };
  mine: { review: SoftwareReview | null; canReview: boolean } | null;
}

// ---- the hub ------------------------------------------------------------------------------------

export async function hubLoader({ context }: LoaderFunctionArgs): Promise<SoftwareSummary[]> {
  return (await context.get(apiContext).get<{ items: SoftwareSummary[] }>(HUB_API)).items;
}

/** The search box and kind the address holds, valid ones only. */
function hubQuery(url: URL | URLSearchParams) {
  const search = url instanceof URL ? url.searchParams : url;
  const kind = search.get('kind');
  return {
    search: (search.get('search') ?? '').trim().slice(0, 60),
    kind: kind && ['cat', 'subtitle', 'qa', 'other'].includes(kind) ? kind : '',
  };
}

export const hubHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.softwareHub.metaTitle,
    description: dict.softwareHub.metaDescription,
    canonicalPath: '/software-hub',
  }),
  cacheQuery: (url) => {
    const q = hubQuery(url);
    return new URLSearchParams(Object.entries(q).filter(([, v]) => v)).toString();
  },
};

export function SoftwareHubPage() {
  const tools = useLoaderData() as SoftwareSummary[];
  const t = useT();
  const h = t.softwareHub;
  const locale = useLocale();
  const [params] = useSearchParams();
  const { search, kind } = hubQuery(params);
  const words = search.toLowerCase();
  const shown = tools.filter(
    (tool) => (!kind || tool.kind === kind) && (!words || `${tool.name} ${tool.vendor}`.toLowerCase().includes(words)),
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{h.title}</h1>
        <p className="mt-2 text-lg text-muted">{h.intro}</p>
      </header>
      <Form
        method="get"
        preventScrollReset
        className="mt-6 grid grid-cols-1 items-end gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
      >
        <TextField label={h.search} name="search" type="search" defaultValue={search} />
        <SelectField
          label={h.kind}
          name="kind"
          defaultValue={kind}
          options={[
            { value: '', label: h.any },
            ...(['cat', 'subtitle', 'qa', 'other'] as const).map((k) => ({ value: k, label: h.kinds[k] })),
          ]}
        />
        <Button type="submit" variant="secondary">
          {h.apply}
        </Button>
      </Form>
      {shown.length ? (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tool) => (
            <li key={tool.id} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
              <h2 className="text-lg font-semibold">{tool.name}</h2>
              <p className="text-sm text-muted">
                {h.kinds[tool.kind]} · {h.prices[tool.priceModel]}
              </p>
              <ToolRating tool={tool} />
              <p className="text-sm">
                {fmtCount(tool.users, h.usersOne, h.users, { count: formatNumber(tool.users, locale) })}
              </p>
              <ButtonLink to={softwarePagePath(tool)} variant="secondary" className="mt-auto self-start">
                {h.open}
                <span className="sr-only">: {tool.name}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-card border border-dashed border-line bg-surface p-6 text-center">{h.none}</p>
      )}
    </div>
  );
}

function ToolRating({ tool }: { tool: SoftwareSummary }) {
  const t = useT();
  const locale = useLocale();
  if (!tool.rating) return <p className="text-sm text-muted">{t.softwareHub.noRating}</p>;
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars rating={Math.round(tool.rating.average)} />
      {fmt(tool.rating.count === 1 ? t.softwareHub.ratingOne : t.softwareHub.rating, {
        average: formatNumber(tool.rating.average, locale),
        count: formatNumber(tool.rating.count, locale),
      })}
    </p>
  );
}

// ---- a tool --------------------------------------------------------------------------------------

async function toolData({ context }: LoaderFunctionArgs, slug: string): Promise<ToolData> {
  const facts = SOFTWARE_BY_SLUG.get(slug);
  if (!facts) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const signedIn = !!context.get(viewerContext).user;
  const [list, reviews, users, mine] = await Promise.all([
    api.get<{ items: SoftwareSummary[] }>(HUB_API),
    api.get<SoftwareReview[]>(`${HUB_API}/reviews?softwareId=${facts.id}`),
    api.get<ToolData['users']>(`${HUB_API}/users?softwareId=${facts.id}`),
    signedIn ? api.get<NonNullable<ToolData['mine']>>(`${HUB_API}/reviews/mine?softwareId=${facts.id}`) : null,
  ]);
  return { tool: list.items.find((s) => s.id === facts.id)!, reviews, users, mine };
}

export const toolLoader = (args: LoaderFunctionArgs) => {
  // OmegaT has its own page.
  if (args.params.slug === 'omegat') throw data(null, { status: 404 });
  return toolData(args, args.params.slug ?? '');
};
export const omegatLoader = (args: LoaderFunctionArgs) => toolData(args, 'omegat');

export const toolHandle: RouteHandle = {
  meta: ({ dict, data: loaded }) => {
    const tool = (loaded as ToolData | undefined)?.tool;
    return {
      title: tool ? `${tool.name} · ${dict.softwareHub.metaTitle}` : dict.softwareHub.metaTitle,
      description: dict.softwareHub.metaDescription,
      ...(tool ? { canonicalPath: `/software-hub/${tool.slug}` } : {}),
    };
  },
};

export const omegatHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.softwareHub.omegat.metaTitle,
    description: dict.softwareHub.omegat.metaDescription,
    canonicalPath: '/omegat',
  }),
  // The site search sends ?search=; the page is the same for any.
};

export function ToolPage() {
  const loaded = useLoaderData() as ToolData;
  return (
    <ToolLayout data={loaded}>
      <ToolFacts tool={loaded.tool} />
    </ToolLayout>
  );
}

export function OmegatPage() {
  const loaded = useLoaderData() as ToolData;
  const o = useT().softwareHub.omegat;
  return (
    <ToolLayout data={loaded} lead={o.lead}>
      <ToolFacts tool={loaded.tool} />
      <section aria-labelledby="omegat-features" className="mt-6">
        <h2 id="omegat-features" className="text-xl font-semibold">
          {o.featuresTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-1 ps-6">
          {o.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="omegat-who" className="mt-6">
        <h2 id="omegat-who" className="text-xl font-semibold">
          {o.whoTitle}
        </h2>
        <p className="mt-2">{o.who}</p>
      </section>
    </ToolLayout>
  );
}

function ToolLayout({ data: loaded, lead, children }: { data: ToolData; lead?: string; children: ReactNode }) {
  const t = useT();
  const h = t.softwareHub;
  const { tool } = loaded;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/software-hub" className="text-sm">
        {h.tool.back}
      </Link>
      <header className="mt-2 max-w-3xl space-y-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{tool.name}</h1>
        {lead && <p className="text-lg text-muted">{lead}</p>}
        <ToolRating tool={tool} />
      </header>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {children}
          <ToolReviews reviews={loaded.reviews} />
        </div>
        <aside className="space-y-6">
          <MyReview data={loaded} />
          <ToolUsers users={loaded.users} />
        </aside>
      </div>
    </div>
  );
}

function ToolFacts({ tool }: { tool: SoftwareSummary }) {
  const h = useT().softwareHub;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-medium">{h.kind}</dt>
      <dd>{h.kinds[tool.kind]}</dd>
      <dt className="font-medium">{h.tool.runsOn}</dt>
      <dd>{tool.platforms.map((p) => h.platforms[p]).join(', ')}</dd>
      <dt className="font-medium">{h.tool.price}</dt>
      <dd>{h.prices[tool.priceModel]}</dd>
      <dt className="font-medium">{h.tool.website}</dt>
      <dd>
        <a href={tool.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1">
          {fmt(h.tool.by, { vendor: tool.vendor })}
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </a>
      </dd>
    </dl>
  );
}

function ToolReviews({ reviews }: { reviews: SoftwareReview[] }) {
  const h = useT().softwareHub;
  return (
    <section aria-labelledby="tool-reviews" className="mt-8">
      <h2 id="tool-reviews" className="text-xl font-semibold">
        {h.tool.reviews}
      </h2>
      {reviews.length ? (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">{h.tool.noReviews}</p>
      )}
    </section>
  );
}

export function ReviewCard({ review, footer }: { review: SoftwareReview; footer?: ReactNode }) {
  const h = useT().softwareHub;
  const locale = useLocale();
  return (
    <article className="space-y-2 rounded-card border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        <Avatar name={review.author.name} photoUrl={review.author.photoUrl} size="list" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <Link to={`/profile/${review.author.entityId}`}>{review.author.name}</Link>
          </p>
          <p className="text-sm text-muted">{formatDate(review.updatedAt, locale)}</p>
        </div>
        <Stars rating={review.rating} />
      </div>
      {review.pros && (
        <div>
          <h3 className="text-sm font-semibold">{h.tool.pros}</h3>
          <UserText as="p" className="whitespace-pre-line" text={review.pros} />
        </div>
      )}
      {review.cons && (
        <div>
          <h3 className="text-sm font-semibold">{h.tool.cons}</h3>
          <UserText as="p" className="whitespace-pre-line" text={review.cons} />
        </div>
      )}
      {footer}
    </article>
  );
}

function ToolUsers({ users }: { users: ToolData['users'] }) {
  const t = useT();
  const h = t.softwareHub;
  const locale = useLocale();
  return (
    <section aria-labelledby="tool-users" className="space-y-3">
      <h2 id="tool-users" className="text-lg font-semibold">
        {h.tool.usersTitle}
      </h2>
      {users.items.length ? (
        <>
          <ul className="flex flex-wrap gap-2">
            {users.items.map((u) => (
              <li key={u.entityId}>
                <Link
                  to={`/profile/${u.entityId}`}
                  className="flex items-center gap-2 rounded-full border border-line py-1 pe-3 ps-1 text-sm no-underline"
                >
                  <Avatar name={u.name} photoUrl={u.photoUrl} size="list" />
                  {u.name}
                </Link>
              </li>
            ))}
          </ul>
          {users.total > users.items.length && (
            <p className="text-sm text-muted">
              {fmt(h.tool.moreUsers, { count: formatNumber(users.total - users.items.length, locale) })}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted">{h.tool.noUsers}</p>
      )}
    </section>
  );
}

/** A contract message in the visitor's language. */
export function reviewMessage(message: string, t: Dictionary): string {
  const e = t.softwareHub.errors;
  if (message.startsWith('Say in at least 20')) return e.tooShort;
  if (message.startsWith('Use at most 1000') || message.startsWith('Use at most 1,000')) return e.tooLong;
  if (message.startsWith('Give 1 to 5')) return e.rating;
  if (message === REVIEW_NOT_A_USER) return e.notAUser;
  return message;
}

function MyReview({ data: loaded }: { data: ToolData }) {
  const t = useT();
  const m = t.softwareHub.mine;
  const { user } = useViewer();
  const revalidator = useRevalidator();
  const own = loaded.mine?.review ?? null;
  // The author goes on from their waiting edit, if any: the published text stays live meanwhile (decision 127).
  const draft = own?.edit ?? own;
  const [values, setValues] = useState({
    rating: draft?.rating ?? 0,
    pros: draft?.pros ?? '',
    cons: draft?.cons ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const box = 'space-y-3 rounded-card border border-line bg-surface p-4';
  const title = <h2 className="text-lg font-semibold">{m.title}</h2>;
  const path = softwarePagePath(loaded.tool);
  if (!user) {
    return (
      <section className={box}>
        {title}
        <ButtonLink to={authPath('/session/signin', path)}>{m.signIn}</ButtonLink>
      </section>
    );
  }
  if (!loaded.mine?.canReview) {
    return (
      <section className={box}>
        {title}
        <p className="text-sm text-muted">{m.notAUser}</p>
      </section>
    );
  }
  const save = async (e: FormEvent) => {
    e.preventDefault();
    // The schema loads when a review is sent: a visitor who only reads loads no zod (decision 040).
    // Offline, its code may not arrive: say so where the sending error would show.
    const schema = await import('../../../contract/software-hub-schemas.ts').then(
      (m) => m.reviewInputSchema,
      () => null,
    );
    if (!schema) return setErrors({ form: t.common.unexpectedError });
    const parsed = schema.safeParse({ softwareId: loaded.tool.id, ...values });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= reviewMessage(issue.message, t);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendJson('PUT', `${HUB_API}/reviews`, parsed.data);
      toast.success(m.saved);
      await revalidator.revalidate();
    } catch (err) {
      setErrors({ form: reviewMessage(errorText(err, t), t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={box} aria-labelledby="my-review">
      <h2 id="my-review" className="text-lg font-semibold">
        {m.title}
      </h2>
      {own && (
        <div className="text-sm">
          <p className="font-medium">{m.statuses[own.status ?? 'pending']}</p>
          {own.edit && <p className="font-medium">{m.editWaiting}</p>}
          {own.reason && <p className="text-muted">{fmt(m.reason, { reason: own.reason })}</p>}
          <p className="text-muted">{m.editHint}</p>
        </div>
      )}
      <form onSubmit={save} noValidate className="space-y-3">
        <StarInput
          legend={m.rating}
          name="rating"
          value={values.rating}
          onChange={(rating) => setValues((v) => ({ ...v, rating }))}
          starLabel={(n) => fmtCount(n, t.testimonials.starLabelOne, t.testimonials.starLabel, { n })}
          error={errors.rating}
        />
        <TextAreaField
          label={m.pros}
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          value={values.pros}
          onChange={(e) => setValues((v) => ({ ...v, pros: e.target.value }))}
          error={errors.pros}
        />
        <TextAreaField
          label={m.cons}
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          value={values.cons}
          onChange={(e) => setValues((v) => ({ ...v, cons: e.target.value }))}
          error={errors.cons}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {m.save}
        </Button>
      </form>
    </section>
  );
}
