/**
 * /admin/networking-walls: the wall manager. Admins open walls, tie them to an
 * event, choose the sites that may embed them, close (soft delete) or delete
 * them for good, and moderate every profile: withdraw, put back, delete, or
 * post one for a member found by the member search. The server audits each.
 */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import {
  type EntitySearchResult,
  LOOKING_FOR,
  WALL_AUDIENCES,
  WALL_HEADLINE_MAX,
  WALL_PITCH_MAX,
  type Wall,
  type WallEvent,
  type WallMember,
  type WallResponse,
} from '../../../contract/networking.ts';
import { wallInputSchema } from '../../../contract/networking-schemas.ts';
import { dayIn } from '../../../contract/time-zones.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, browserGet, createApi, errorText, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Link } from '../../ui/link.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer } from '../../viewer.ts';
import { adminHandle } from '../admin/admin-layout.tsx';
import { WALLS_API, wallMessage } from './wall-shared.tsx';

const browserApi = createApi(browserGet);

interface AdminWallsData {
  walls: Wall[];
  events: WallEvent[];
}

export const adminWallsHandle = adminHandle((d) => d.networking.admin.title);

export async function adminWallsLoader(args: LoaderFunctionArgs): Promise<AdminWallsData> {
  requireAdmin(args);
  const api = args.context.get(apiContext);
  const [walls, events] = await Promise.all([
    api.get<{ data: Wall[] }>(`${WALLS_API}?include_inactive=1`),
    api.get<{ data: WallEvent[] }>('/next/api/events'),
  ]);
  return { walls: walls.data, events: events.data };
}

/** Runs an admin call: a toast either way, the page's data again on success. */
function useAdminCall() {
  const t = useT();
  const revalidator = useRevalidator();
  return async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<boolean> => {
    try {
      await sendJson(method, path, body);
      toast.success(t.networking.admin.saved);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      toast.error(wallMessage(errorText(err, t), t));
      return false;
    }
  };
}

export function AdminWallsPage() {
  const t = useT();
  const a = t.networking.admin;
  const { walls, events } = useLoaderData() as AdminWallsData;
  const [editing, setEditing] = useState<Wall | 'new' | null>(null);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{a.title}</h1>
          <p className="mt-1 text-muted">{a.intro}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{a.newWall}</Button>
      </header>
      <ul className="space-y-4">
        {walls.map((wall) => (
          <AdminWall key={wall.wall_id} wall={wall} onEdit={() => setEditing(wall)} />
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing && editing !== 'new' ? fmt(a.editWall, { title: editing.title }) : a.newWall}
        keepOnOutsideClick
        wide
      >
        {editing !== null && (
          <WallForm wall={editing === 'new' ? null : editing} events={events} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </div>
  );
}

function AdminWall({ wall, onEdit }: { wall: Wall; onEdit: () => void }) {
  const t = useT();
  const a = t.networking.admin;
  const call = useAdminCall();
  const { publicConfig } = useViewer();
  const [asking, setAsking] = useState<'close' | 'remove' | null>(null);
  const [open, setOpen] = useState(false);
  const embed = `<iframe src="${publicConfig.publicUrl}/networking/embed/${wall.slug}" title="${wall.title.replace(/"/g, '&quot;')}" width="100%" height="800" loading="lazy"></iframe>`;
  return (
    <li className="space-y-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <UserText text={wall.title} />{' '}
          {!wall.active && (
            <span className="ms-1 rounded-full border border-line px-2 py-0.5 text-xs text-muted">
              {t.networking.closed}
            </span>
          )}
        </h2>
        <span className="text-sm text-muted">
          /networking/{wall.slug} ·{' '}
          {fmtCount(wall.member_count, t.networking.profilesOne, t.networking.profiles, { count: wall.member_count })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {a.edit}
        </Button>
        <Link to={`/networking/${wall.slug}`} className="inline-flex items-center px-2 text-sm">
          {a.view}
        </Link>
        <Button variant="secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {a.profiles}
        </Button>
        {wall.active ? (
          <Button variant="secondary" onClick={() => setAsking('close')}>
            {a.close}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => call('PATCH', `${WALLS_API}/${wall.wall_id}`, { active: true })}>
            {a.reopen}
          </Button>
        )}
        <Button variant="danger" onClick={() => setAsking('remove')}>
          {a.remove}
        </Button>
      </div>
      {wall.embed_origins.length > 0 && (
        <TextAreaField label={a.embedCode} readOnly rows={2} value={embed} className="font-mono text-xs" />
      )}
      {open && <WallProfilesAdmin wall={wall} />}
      <ConfirmDialog
        open={asking !== null}
        title={fmt(asking === 'remove' ? a.removeConfirm : a.closeConfirm, { title: wall.title })}
        confirm={asking === 'remove' ? a.remove : a.close}
        danger={asking === 'remove'}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          const mode = asking;
          setAsking(null);
          await call('DELETE', `${WALLS_API}/${wall.wall_id}${mode === 'remove' ? '?mode=hard' : ''}`);
        }}
      />
    </li>
  );
}

const blank = {
  title: '',
  slug: '',
  description: '',
  audience: 'everyone',
  starts_on: '',
  ends_on: '',
  event_id: '',
  active: true,
  embed_origins: '',
};

function WallForm({ wall, events, onDone }: { wall: Wall | null; events: WallEvent[]; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const a = t.networking.admin;
  const f = a.fields;
  const call = useAdminCall();
  const [values, setValues] = useState(
    wall
      ? {
          title: wall.title,
          slug: wall.slug,
          description: wall.description,
          audience: wall.audience as string,
          starts_on: wall.starts_on ?? '',
          ends_on: wall.ends_on ?? '',
          event_id: wall.event ? String(wall.event.id) : '',
          active: wall.active,
          embed_origins: wall.embed_origins.join('\n'),
        }
      : blank,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof blank) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...values,
      starts_on: values.starts_on || null,
      ends_on: values.ends_on || null,
      event_id: values.event_id ? Number(values.event_id) : null,
      embed_origins: values.embed_origins
        .split(/\s+/)
        .map((o) => o.trim())
        .filter(Boolean),
    };
    const parsed = wallInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, t));
      return;
    }
    setErrors({});
    setBusy(true);
    const done = await call(wall ? 'PATCH' : 'POST', wall ? `${WALLS_API}/${wall.wall_id}` : WALLS_API, body);
    setBusy(false);
    if (done) onDone();
  };
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <TextField label={f.title} value={values.title} onChange={set('title')} error={errors.title} maxLength={120} />
      <TextField label={f.slug} hint={f.slugHint} value={values.slug} onChange={set('slug')} error={errors.slug} />
      <TextAreaField
        label={f.description}
        value={values.description}
        onChange={set('description')}
        rows={3}
        maxLength={2000}
        className="sm:col-span-2"
      />
      <SelectField
        label={f.audience}
        value={values.audience}
        onChange={set('audience')}
        options={WALL_AUDIENCES.map((k) => ({ value: k, label: t.networking.audience[k] }))}
      />
      <SelectField
        label={f.event}
        value={values.event_id}
        onChange={set('event_id')}
        options={[
          { value: '', label: f.noEvent },
          ...events.map((ev) => ({
            value: String(ev.id),
            label: `${ev.title} · ${formatDate(dayIn(ev.starts_at, ev.time_zone), locale)}`,
          })),
        ]}
      />
      <TextField type="date" label={f.startsOn} value={values.starts_on} onChange={set('starts_on')} />
      <TextField type="date" label={f.endsOn} value={values.ends_on} onChange={set('ends_on')} error={errors.ends_on} />
      <TextAreaField
        label={f.embedOrigins}
        hint={f.embedHint}
        value={values.embed_origins}
        onChange={set('embed_origins')}
        error={errors.embed_origins}
        rows={2}
        className="sm:col-span-2"
      />
      <label className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
          className="size-4"
        />
        {f.active}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" busy={busy}>
          {wall ? a.save : a.create}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {a.cancel}
        </Button>
      </div>
    </form>
  );
}

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[], t: Dictionary) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= wallMessage(issue.message, t);
  return out;
}

/** Every profile on the wall, withdrawn ones too, and a member search to post one for someone. */
function WallProfilesAdmin({ wall }: { wall: Wall }) {
  const t = useT();
  const a = t.networking.admin;
  const call = useAdminCall();
  const [members, setMembers] = useState<WallMember[] | null>(null);
  const [deleting, setDeleting] = useState<WallMember | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const base = `${WALLS_API}/${wall.wall_id}`;
  const load = useCallback(
    async () => setMembers((await browserApi.get<WallResponse>(`${base}?include_inactive=1`)).data.members),
    [base],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (members === null) return <p className="text-sm text-muted">{t.common.loading}</p>;
  const act = async (method: 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    if (await call(method, path, body)) await load();
  };
  return (
    <div className="space-y-3 border-t border-line pt-3">
      {members.length ? (
        <ul className="divide-y divide-line">
          {members.map((m) => (
            <li key={m.entity_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link to={`/profile/${m.entity_id}`}>{m.card.name}</Link>
                {!m.active && <span className="ms-2 text-xs text-muted">{t.networking.wall.withdrawn}</span>}
                <span className="block text-sm text-muted">
                  <UserText text={m.headline} />
                </span>
              </span>
              <span className="flex gap-2">
                {m.active ? (
                  <Button variant="secondary" onClick={() => act('DELETE', `${base}/profiles/${m.entity_id}`)}>
                    {a.withdraw}
                    <span className="sr-only">: {m.card.name}</span>
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      act('PATCH', `${base}/profiles/${m.entity_id}`, { entity_id: m.entity_id, active: true })
                    }
                  >
                    {a.restore}
                    <span className="sr-only">: {m.card.name}</span>
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setEditing(m.entity_id)}>
                  {a.edit}
                  <span className="sr-only">: {m.card.name}</span>
                </Button>
                <Button variant="danger" onClick={() => setDeleting(m)}>
                  {a.deleteProfile}
                  <span className="sr-only">: {m.card.name}</span>
                </Button>
              </span>
              {editing === m.entity_id && (
                <AdminProfileForm
                  title={fmt(a.editProfile, { name: m.card.name })}
                  initial={m}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (profile) => {
                    if (
                      await call('PATCH', `${base}/profiles/${m.entity_id}`, { entity_id: m.entity_id, ...profile })
                    ) {
                      setEditing(null);
                      await load();
                    }
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{a.noProfiles}</p>
      )}
      <PostForMember wallId={wall.wall_id} onPosted={load} />
      <ConfirmDialog
        open={deleting !== null}
        title={fmt(a.deleteProfileConfirm, { name: deleting?.card.name ?? '' })}
        confirm={a.deleteProfile}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const member = deleting!;
          setDeleting(null);
          await act('DELETE', `/api/networking/walls/${wall.wall_id}/profiles/${member.entity_id}`);
        }}
      />
    </div>
  );
}

function PostForMember({ wallId, onPosted }: { wallId: number; onPosted: () => Promise<void> }) {
  const t = useT();
  const a = t.networking.admin;
  const call = useAdminCall();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<EntitySearchResult[] | null>(null);
  const [chosen, setChosen] = useState<EntitySearchResult | null>(null);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await browserApi.get<{ data: EntitySearchResult[] }>(
        `/next/api/wordhivepay/get-user?searchQuery=${encodeURIComponent(query)}`,
      );
      setFound(res.data);
    } catch (err) {
      toast.error(errorText(err, t));
    }
  };
  const post = async (chosen: EntitySearchResult, profile: ProfileFields) => {
    const body = { entity_id: chosen.entity_id, ...profile, active: true };
    if (await call('PATCH', `${WALLS_API}/${wallId}/profiles/${chosen.entity_id}`, body)) {
      setChosen(null);
      setFound(null);
      setQuery('');
      await onPosted();
    }
  };
  return (
    <details className="rounded-card border border-line p-3">
      <summary className="cursor-pointer font-medium">{a.postFor}</summary>
      <form onSubmit={search} className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label={a.search}
          hint={a.searchHint}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary">
          {a.searchButton}
        </Button>
      </form>
      {found && !found.length && <p className="mt-2 text-sm text-muted">{a.noResults}</p>}
      {found && found.length > 0 && !chosen && (
        <ul className="mt-2 space-y-1">
          {found.map((m) => (
            <li key={m.entity_id}>
              <Button variant="secondary" onClick={() => setChosen(m)}>
                {fmt(a.choose, { name: `${m.name} (${m.entity_id}, ${m.email})` })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <AdminProfileForm
          title={fmt(a.chosen, { name: chosen.name })}
          submit={t.networking.mine.post}
          onCancel={() => setChosen(null)}
          onSubmit={(profile) => post(chosen, profile)}
        />
      )}
    </details>
  );
}

type ProfileFields = Pick<WallMember, 'headline' | 'pitch' | 'looking_for'>;

/** A member's profile on a wall as an admin writes it: posted for them, or edited in their place. */
function AdminProfileForm({
  title,
  initial = { headline: '', pitch: '', looking_for: 'partners' },
  submit,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial?: ProfileFields;
  submit?: string;
  onSubmit: (profile: ProfileFields) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const m = t.networking.mine;
  const [profile, setProfile] = useState<ProfileFields>({
    headline: initial.headline,
    pitch: initial.pitch,
    looking_for: initial.looking_for,
  });
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(profile);
      }}
      className="mt-3 grid w-full grid-cols-1 gap-2 sm:grid-cols-2"
    >
      <p className="font-medium sm:col-span-2">{title}</p>
      <TextField
        label={m.headline}
        value={profile.headline}
        maxLength={WALL_HEADLINE_MAX}
        onChange={(e) => setProfile((p) => ({ ...p, headline: e.target.value }))}
      />
      <SelectField
        label={m.lookingFor}
        value={profile.looking_for}
        onChange={(e) => setProfile((p) => ({ ...p, looking_for: e.target.value as ProfileFields['looking_for'] }))}
        options={LOOKING_FOR.map((k) => ({ value: k, label: t.networking.lookingFor[k] }))}
      />
      <TextAreaField
        label={m.pitch}
        value={profile.pitch}
        maxLength={WALL_PITCH_MAX}
        rows={3}
        onChange={(e) => setProfile((p) => ({ ...p, pitch: e.target.value }))}
        className="sm:col-span-2"
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">{submit ?? t.networking.admin.saveProfile}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.networking.admin.cancel}
        </Button>
      </div>
    </form>
  );
}
