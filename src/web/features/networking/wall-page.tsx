/**
 * A networking wall (/networking/:wall, by slug or id): its profiles with
 * filters by language pair, service and what members look for, and the
 * signed-in member's own profile to post, update or withdraw. The same list,
 * without header and footer, is the embedded view (/networking/embed/:wall)
 * that the sites an admin allows may frame.
 */
import { useMemo, useState } from 'react';
import {
  data,
  Form,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import { sortByText } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import {
  LOOKING_FOR,
  mayPostOn,
  WALL_HEADLINE_MAX,
  WALL_PITCH_MAX,
  type WallMember,
  type WallResponse,
} from '../../../contract/networking.ts';
import { wallProfileInputSchema } from '../../../contract/networking-schemas.ts';
import { rolesOf } from '../../../contract/session.ts';
import { SERVICES } from '../../../contract/taxonomy.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useZodForm } from '../../ui/use-form.ts';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { MessageButton } from '../chat/message-button.tsx';
import { WALLS_API, WallFacts, WallMemberCard, wallApiPath, wallMessage } from './wall-shared.tsx';

interface WallData extends WallResponse {
  options: DirectoryOptions;
}

/** Profiles shown at first, and added by each "Show more". */
const PAGE = 24;
const FILTERS = ['source', 'target', 'service', 'looking_for'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

export async function wallLoader({ params, context }: LoaderFunctionArgs): Promise<WallData> {
  const api = context.get(apiContext);
  const [wall, options] = await Promise.all([
    api.getResult(wallApiPath(params.wall ?? '', rolesOf(context.get(viewerContext).user).isAdmin)),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
  ]);
  if (wall.status !== 200) throw data(null, { status: 404 });
  return { ...(wall.body as WallResponse), options };
}

/** Filtering happens in the page: a new filter needs no new data. */
export function wallShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

function filtersOf(url: URL | URLSearchParams): Filters {
  const search = url instanceof URL ? url.searchParams : url;
  const out: Filters = {};
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value && /^[a-z0-9_]{1,20}$/.test(value)) out[name] = value;
  }
  return out;
}

/** The filters in canonical order: the cache keeps one copy per filter set, whatever else the address holds. */
const filterQuery = (url: URL) => new URLSearchParams(Object.entries(filtersOf(url)) as [string, string][]).toString();

export const wallHandle: RouteHandle = {
  meta: ({ dict, data: loaded }) => {
    const wall = (loaded as WallData | undefined)?.data.wall;
    return {
      title: wall ? `${wall.title} · ${dict.networking.metaTitle}` : dict.networking.metaTitle,
      description: wall?.description || dict.networking.metaDescription,
      ...(wall ? { canonicalPath: `/networking/${wall.slug}` } : {}),
      ...(wall && !wall.active ? { noindex: true } : {}),
    };
  },
  cacheQuery: filterQuery,
};

export const wallEmbedHandle: RouteHandle = {
  meta: ({ dict, data: loaded }) => {
    const wall = (loaded as WallData | undefined)?.data.wall;
    return {
      title: wall ? fmt(dict.networking.embed.title, { title: wall.title }) : dict.networking.metaTitle,
      noindex: true,
    };
  },
  cacheQuery: filterQuery,
  frameAncestors: (loaded) => (loaded as WallData | undefined)?.data.wall?.embed_origins ?? [],
};

function matches(member: WallMember, f: Filters): boolean {
  if (f.source && !member.pairs.some((p) => p.source === f.source)) return false;
  if (f.target && !member.pairs.some((p) => p.target === f.target && (!f.source || p.source === f.source)))
    return false;
  if (f.service && !member.services.includes(Number(f.service))) return false;
  if (f.looking_for && member.looking_for !== f.looking_for) return false;
  return true;
}

export function WallPage() {
  const loaded = useLoaderData() as WallData;
  const { wall, members } = loaded.data;
  const n = useT().networking;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link to="/networking" className="text-sm">
        {n.wall.back}
      </Link>
      <header className="mt-2 max-w-3xl space-y-2">
        <UserText as="h1" className="text-2xl font-bold sm:text-3xl" text={wall!.title} />
        <WallFacts wall={wall!} />
        {wall!.description && <UserText as="p" className="text-lg text-muted" text={wall!.description} />}
      </header>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WallProfiles members={members} options={loaded.options} />
        <aside className="lg:order-last">
          <MyWallProfile data={loaded} />
        </aside>
      </div>
    </div>
  );
}

export function WallEmbedPage() {
  const loaded = useLoaderData() as WallData;
  const { wall, members } = loaded.data;
  const n = useT().networking;
  return (
    <div className="px-4 py-4">
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <UserText as="h1" className="text-xl font-bold" text={wall!.title} />
        <a href={`/networking/${wall!.slug}`} target="_blank" rel="noopener" className="text-sm">
          {n.embed.onWordhive}
        </a>
      </header>
      <WallProfiles members={members} options={loaded.options} embedded />
    </div>
  );
}

function WallProfiles({
  members,
  options,
  embedded = false,
}: {
  members: WallMember[];
  options: DirectoryOptions;
  embedded?: boolean;
}) {
  const t = useT();
  const n = t.networking;
  const locale = useLocale();
  const { user } = useViewer();
  const names = useMemo(() => directoryNames(options), [options]);
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const [shown, setShown] = useState(PAGE);
  const listed = members.filter((m) => matches(m, filters));
  const filtered = Object.keys(filters).length > 0;
  return (
    <section aria-labelledby="wall-profiles">
      <WallFilters members={members} names={names} filters={filters} />
      <h2 id="wall-profiles" className="mt-6 text-lg font-semibold tabular" aria-live="polite">
        {fmt(n.wall.count, {
          count: formatNumber(listed.length, locale),
          total: formatNumber(members.length, locale),
        })}
      </h2>
      {listed.length ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {listed.slice(0, shown).map((member) => (
            <li key={member.entity_id}>
              <WallMemberCard
                member={member}
                names={names}
                newTab={embedded}
                action={
                  !embedded && member.entity_id !== user?.entity_id ? (
                    <MessageButton entityId={member.entity_id} name={member.card.name} />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-card border border-dashed border-line bg-surface p-6 text-center">
          {filtered ? n.wall.noMatch : n.wall.none}
        </p>
      )}
      {listed.length > shown && (
        <Button variant="secondary" className="mt-4" onClick={() => setShown((s) => s + PAGE)}>
          {n.wall.showMore}
        </Button>
      )}
    </section>
  );
}

/** Selects that filter at once (a GET form, so they also work before the page's script has loaded). */
function WallFilters({ members, names, filters }: { members: WallMember[]; names: DirectoryNames; filters: Filters }) {
  const t = useT();
  const n = t.networking;
  const submit = useSubmit();
  const location = useLocation();
  const sources = [...new Set(members.flatMap((m) => m.pairs.map((p) => p.source)))];
  const targets = [...new Set(members.flatMap((m) => m.pairs.map((p) => p.target)))];
  const services = new Set(members.flatMap((m) => m.services));
  const language = (code: string) => ({ value: code, label: names.language(code).name });
  const locale = useLocale();
  const byLabel = <T extends { label: string }>(items: T[]) =>
    sortByText(items, (o) => o.label, LOCALE_INFO[locale].bcp47);
  const any = { value: '', label: n.wall.any };
  return (
    <Form
      method="get"
      preventScrollReset
      replace
      aria-label={n.wall.filters}
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
      className="grid grid-cols-1 gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label={n.wall.source}
        name="source"
        defaultValue={filters.source ?? ''}
        options={[any, ...byLabel(sources.map(language))]}
      />
      <SelectField
        label={n.wall.target}
        name="target"
        defaultValue={filters.target ?? ''}
        options={[any, ...byLabel(targets.map(language))]}
      />
      <SelectField
        label={n.wall.service}
        name="service"
        defaultValue={filters.service ?? ''}
        options={[
          any,
          ...byLabel(
            SERVICES.filter((s) => services.has(s.id)).map((s) => ({
              value: String(s.id),
              label: entry(t.taxonomy.services, s.key) ?? s.name,
            })),
          ),
        ]}
      />
      <SelectField
        label={n.wall.lookingFor}
        name="looking_for"
        defaultValue={filters.looking_for ?? ''}
        options={[any, ...LOOKING_FOR.map((k) => ({ value: k, label: n.lookingFor[k] }))]}
      />
      <noscript>
        <Button type="submit" variant="secondary">
          {n.wall.filters}
        </Button>
      </noscript>
      {Object.keys(filters).length > 0 && (
        <Link to={location.pathname} replace preventScrollReset className="text-sm sm:col-span-2 lg:col-span-4">
          {n.wall.clear}
        </Link>
      )}
    </Form>
  );
}

/** The signed-in member's own profile on the wall: post it, change it, or withdraw it. */
function MyWallProfile({ data: loaded }: { data: WallData }) {
  const t = useT();
  const n = t.networking;
  const location = useLocation();
  const locale = useLocale();
  const { user } = useViewer();
  const wall = loaded.data.wall!;
  const own = user ? loaded.data.members.find((m) => m.entity_id === user.entity_id && m.active) : undefined;
  const box = 'space-y-3 rounded-card border border-line bg-surface p-4';
  const title = <h2 className="text-lg font-semibold">{n.mine.title}</h2>;
  if (!user) {
    return (
      <section className={box}>
        {title}
        <ButtonLink to={authPath('/session/signin', location.pathname)}>{n.mine.signIn}</ButtonLink>
      </section>
    );
  }
  if (!wall.active || !mayPostOn(wall.audience, user.account_type)) {
    return (
      <section className={box}>
        {title}
        <p className="text-sm text-muted">{wall.active ? n.mine.notForYou : n.mine.closed}</p>
      </section>
    );
  }
  return (
    <section className={box}>
      {title}
      <p className="text-sm text-muted">{n.mine.intro}</p>
      {own && <p className="text-sm">{fmt(n.mine.since, { date: formatDate(own.created_at, locale) })}</p>}
      <WallProfileForm key={own?.updated_at ?? 'new'} wallId={wall.wall_id} own={own} />
    </section>
  );
}

function WallProfileForm({ wallId, own }: { wallId: number; own: WallMember | undefined }) {
  const t = useT();
  const n = t.networking;
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(
    wallProfileInputSchema,
    { headline: own?.headline ?? '', pitch: own?.pitch ?? '', looking_for: own?.looking_for ?? '' },
    (m) => wallMessage(m, t),
  );
  const path = `${WALLS_API}/${wallId}/profiles`;
  const save = form.onSubmit(async (body) => {
    try {
      await sendJson(own ? 'PATCH' : 'POST', path, body);
      toast.success(own ? n.mine.updated : n.mine.posted);
      await revalidator.revalidate();
    } catch (err) {
      form.setFormError(wallMessage(errorText(err, t), t));
    }
  });
  const withdraw = async () => {
    setConfirming(false);
    try {
      await sendJson('DELETE', path);
      toast.success(n.mine.withdrawn);
      await revalidator.revalidate();
    } catch (err) {
      toast.error(wallMessage(errorText(err, t), t));
    }
  };
  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <TextField
        label={n.mine.headline}
        hint={n.mine.headlineHint}
        maxLength={WALL_HEADLINE_MAX}
        {...form.field('headline')}
      />
      <TextAreaField label={n.mine.pitch} rows={4} maxLength={WALL_PITCH_MAX} {...form.field('pitch')} />
      <SelectField
        label={n.mine.lookingFor}
        options={[{ value: '', label: '—' }, ...LOOKING_FOR.map((k) => ({ value: k, label: n.lookingFor[k] }))]}
        {...form.field('looking_for')}
      />
      {form.formError && (
        <p role="alert" className="text-sm text-danger">
          {form.formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.submitting}>
          {own ? n.mine.update : n.mine.post}
        </Button>
        {own && (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            {n.mine.withdraw}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={n.mine.withdrawConfirm}
        description={n.mine.withdrawHint}
        confirm={n.mine.withdraw}
        danger
        onConfirm={withdraw}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
