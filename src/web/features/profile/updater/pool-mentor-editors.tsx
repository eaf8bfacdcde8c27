/**
 * The Profile Updater's drawers for being found: the interpreter pools (with
 * the bio and video drafts spec §3 keeps while editing) and mentoring.
 */
import { useEffect, useState } from 'react';
import type { PoolsData } from '../../../../contract/profile.ts';
import {
  POOL_AVAILABILITY,
  POOL_BIO_MAX,
  POOL_MODES,
  POOL_REGION_MAX,
  type PoolInput,
  WEBSITE_URL_MAX,
} from '../../../../contract/profile-input.ts';
import { MENTOR_TOPICS } from '../../../../contract/taxonomy.ts';
import { useT } from '../../../i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Link } from '../../../ui/link.tsx';
import { TextAreaField, TextField } from '../../../ui/text-field.tsx';
import { EditDialog, useProfileEditor } from '../edit-dialog.tsx';
import { numberOrNull } from '../entry-editors.tsx';
import { ErrorLine } from '../entry-list.tsx';
import { useUpdaterDrawer } from './updater-state.ts';

/** Checkboxes for a set of choices; the group is named for screen readers. */
function ChoiceGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={(ev) =>
                onChange(ev.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))
              }
            />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorLine text={error} />
    </fieldset>
  );
}

/** Spec §3 interpreterPoolBioDraft and interpreterPoolVideoDraft: kept on this device until saved. */
const draftKey = (name: 'interpreterPoolBioDraft' | 'interpreterPoolVideoDraft', entityId: number) =>
  `wordhive:${name}:${entityId}`;
function readDraft(name: Parameters<typeof draftKey>[0], entityId: number): string | null {
  try {
    return localStorage.getItem(draftKey(name, entityId));
  } catch {
    return null;
  }
}
function writeDraft(name: Parameters<typeof draftKey>[0], entityId: number, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(draftKey(name, entityId));
    else localStorage.setItem(draftKey(name, entityId), value);
  } catch {
    // Private browsing without storage: the draft lives as long as the drawer.
  }
}

type PoolForm = Omit<NonNullable<PoolInput['pool']>, 'travelRadiusKm'> & { travelRadiusKm: string };

export function PoolEditor({ entityId, current }: { entityId: number; current: PoolsData | null }) {
  const t = useT();
  const p = t.profileUpdater.pool;
  const labels = t.profile.pools;
  const drawer = useUpdaterDrawer('pool');
  const editor = useProfileEditor({
    schema: (s) => s.poolInputSchema,
    method: 'PUT',
    url: `/next/api/user/pools-data?entityId=${entityId}`,
    saved: (value) => (value.pool ? p.saved : p.left),
    failed: p.failed,
    drawer,
  });
  const saved: PoolForm = {
    region: current?.region ?? '',
    travelRadiusKm: String(current?.travelRadiusKm ?? 50),
    availability: (current?.availability ?? ['weekdays']) as PoolForm['availability'],
    modes: (current?.modes ?? ['on_site']) as PoolForm['modes'],
    shortNotice: current?.shortNotice ?? false,
    bio: current?.bio ?? '',
    videoUrl: current?.videoUrl ?? '',
  };
  const [joined, setJoined] = useState(current !== null);
  const [form, setForm] = useState(saved);
  const [hasDraft, setHasDraft] = useState(false);
  // Drafts live in this browser only: read once the drawer opens (never during server rendering).
  useEffect(() => {
    if (!drawer.open) return;
    const bio = readDraft('interpreterPoolBioDraft', entityId);
    const videoUrl = readDraft('interpreterPoolVideoDraft', entityId);
    if (bio === null && videoUrl === null) return;
    setHasDraft(true);
    setForm((f) => ({ ...f, bio: bio ?? f.bio, videoUrl: videoUrl ?? f.videoUrl }));
  }, [drawer.open, entityId]);
  const change = (patch: Partial<PoolForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (patch.bio !== undefined) writeDraft('interpreterPoolBioDraft', entityId, patch.bio);
    if (patch.videoUrl !== undefined) writeDraft('interpreterPoolVideoDraft', entityId, patch.videoUrl);
    if (patch.bio !== undefined || patch.videoUrl !== undefined) setHasDraft(true);
  };
  const discardDraft = () => {
    writeDraft('interpreterPoolBioDraft', entityId, null);
    writeDraft('interpreterPoolVideoDraft', entityId, null);
    setHasDraft(false);
    setForm((f) => ({ ...f, bio: saved.bio, videoUrl: saved.videoUrl }));
  };
  const err = (f: string) => editor.errors[`pool.${f}`];
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.pool}
      description={p.intro}
      saving={editor.saving}
      onSubmit={async () => {
        const pool = joined ? { ...form, travelRadiusKm: numberOrNull(form.travelRadiusKm) ?? Number.NaN } : null;
        if (await editor.save({ pool })) discardDraft();
      }}
    >
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" checked={joined} onChange={(ev) => setJoined(ev.target.checked)} />
        {p.join}
      </label>
      {joined && (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField
              label={p.region}
              value={form.region}
              maxLength={POOL_REGION_MAX}
              dir="auto"
              error={err('region')}
              onChange={(ev) => change({ region: ev.target.value })}
            />
            <TextField
              label={p.radius}
              value={form.travelRadiusKm}
              inputMode="numeric"
              error={err('travelRadiusKm')}
              onChange={(ev) => change({ travelRadiusKm: ev.target.value })}
            />
          </div>
          <ChoiceGroup
            legend={p.availability}
            options={POOL_AVAILABILITY.map((v) => ({ value: v, label: labels.availability[v] }))}
            chosen={form.availability}
            error={err('availability')}
            onChange={(availability) => change({ availability })}
          />
          <ChoiceGroup
            legend={p.modes}
            options={POOL_MODES.map((v) => ({ value: v, label: labels.modes[v] }))}
            chosen={form.modes}
            error={err('modes')}
            onChange={(modes) => change({ modes })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.shortNotice}
              onChange={(ev) => change({ shortNotice: ev.target.checked })}
            />
            {p.shortNotice}
          </label>
          <TextAreaField
            label={p.bio}
            value={form.bio}
            maxLength={POOL_BIO_MAX}
            rows={4}
            dir="auto"
            error={err('bio')}
            onChange={(ev) => change({ bio: ev.target.value })}
          />
          <TextField
            label={p.video}
            type="url"
            dir="ltr"
            value={form.videoUrl}
            maxLength={WEBSITE_URL_MAX}
            error={err('videoUrl')}
            onChange={(ev) => change({ videoUrl: ev.target.value })}
          />
          {hasDraft && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted" role="status">
              {p.draftKept}
              <Button variant="ghost" size="sm" onClick={discardDraft}>
                {p.discardDraft}
              </Button>
            </p>
          )}
        </>
      )}
    </EditDialog>
  );
}

export function MentorEditor({
  entityId,
  current,
}: {
  entityId: number;
  current: { isMentor: boolean; topics: string[] };
}) {
  const t = useT();
  const m = t.profileUpdater.mentor;
  const editor = useProfileEditor({
    schema: (s) => s.mentorInputSchema,
    method: 'PUT',
    url: `/next/api/user/mentor?entityId=${entityId}`,
    saved: (value) => (value.isMentor ? m.saved : m.stopped),
    failed: m.failed,
    drawer: useUpdaterDrawer('mentor'),
  });
  type Topic = (typeof MENTOR_TOPICS)[number];
  const [isMentor, setIsMentor] = useState(current.isMentor);
  const [topics, setTopics] = useState<Topic[]>(
    current.topics.filter((x): x is Topic => (MENTOR_TOPICS as readonly string[]).includes(x)),
  );
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.mentor}
      description={m.intro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ isMentor, topics: isMentor ? topics : [] })}
    >
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" checked={isMentor} onChange={(ev) => setIsMentor(ev.target.checked)} />
        {m.on}
      </label>
      {isMentor && (
        <ChoiceGroup
          legend={m.topics}
          options={MENTOR_TOPICS.map((v) => ({ value: v, label: t.membership.mentorTopics[v] }))}
          chosen={topics}
          error={editor.errors.topics}
          onChange={setTopics}
        />
      )}
      <Link to="/mentors" className="self-start text-sm">
        {m.seeList}
      </Link>
    </EditDialog>
  );
}
