/**
 * The navigation item form (spec §2.10, §5, §8): name (in the editor's
 * interface language), link, target, tags, access, parents, location and
 * style marker. Save is enabled only when something changed and the name is
 * valid; in floating mode (from a menu) it asks before saving; closing with
 * unsaved changes (Cancel, Escape, the modal's X) asks 'Discard unsaved
 * changes?'. Used by the floating editor and by the admin navigation page.
 */
import { type Ref, useId, useImperativeHandle, useState } from 'react';
import { NAV_LOCATIONS, NAV_TAGS, type NavItem, type NavLocation } from '../../../contract/navigation.ts';
import { navItemInputSchema } from '../../../contract/navigation-schemas.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';

export type NavDraft = Omit<NavItem, 'nav_item_id' | 'translated_name'> & {
  nav_item_id: number | null;
  shownName: string;
};

export function draftOf(item: NavItem): NavDraft {
  return { ...item, shownName: item.translated_name };
}

export function newDraft(location: NavLocation, parent: number | null): NavDraft {
  return {
    nav_item_id: null,
    name: '',
    shownName: '',
    sid: '',
    link: '',
    target: '',
    tags: '',
    access_type: '',
    parent_ids: parent === null ? '' : String(parent),
    location,
    tailwind: '',
  };
}

/** What the floating modal around the form asks of it. */
export interface NavItemFormHandle {
  /** The modal's X or Escape: close as Cancel does (asking first when something changed), or close the question open. */
  requestClose: () => void;
}

const ACCESS_TYPES = ['', 'liv_free'] as const;
const TARGETS = ['', '_blank', '_self'] as const;

/** The server's (and the schema's) English messages, as the editor shows them. */
function navMessage(message: string, t: ReturnType<typeof useT>): string {
  const e = t.navEditor.errors;
  if (message === 'Please provide a valid name') return e.name;
  if (message.startsWith('Use a path')) return e.link;
  if (message.startsWith('Use comma-separated item ids') || message.startsWith('No navigation item has id'))
    return e.parents;
  if (message === 'An item cannot be its own parent') return e.ownParent;
  if (message.startsWith('Use lowercase letters')) return e.identifier;
  if (message.startsWith('Use at most')) return fmt(e.tooLong, { n: /\d+/.exec(message)?.[0] ?? '' });
  return message;
}

export function NavItemForm({
  initial,
  floating,
  onDone,
  onCancel,
  ref,
}: {
  initial: NavDraft;
  /** Opened from a menu: asks before saving (spec §2.10). */
  floating: boolean;
  /** After a save or a delete; the caller fetches the links again. */
  onDone: () => void;
  onCancel: () => void;
  ref?: Ref<NavItemFormHandle>;
}) {
  const t = useT();
  const n = t.navEditor;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<'save' | 'discard' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  // Save stays disabled while the name is blank (spec §2.10), so the name's message (§5) shows as it is typed.
  const [nameTyped, setNameTyped] = useState(false);
  const tagsId = useId();
  const set = (patch: Partial<NavDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const tags = new Set(draft.tags.split(',').filter(Boolean));
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  const nameValid = draft.shownName.trim().length > 0;
  const label = draft.shownName.trim() || initial.shownName || n.untitled;

  function check(): boolean {
    const parsed = navItemInputSchema.safeParse({
      ...draft,
      name: draft.nav_item_id === null ? draft.shownName : draft.name,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), navMessage(i.message, t)])));
      return false;
    }
    setErrors({});
    return true;
  }

  async function save() {
    setAsking(null);
    setBusy(true);
    const { shownName, nav_item_id, ...fields } = draft;
    try {
      if (nav_item_id === null) {
        await sendJson('POST', '/next/api/nav-links', { ...fields, name: shownName.trim() });
        toast.success(fmt(n.added, { name: shownName.trim() }));
      } else {
        const res = await sendJson<{ success: boolean }>('PUT', '/next/api/nav-links', {
          ...fields,
          nav_item_id,
          translated_name: shownName.trim(),
        });
        if (!res.success) {
          toast.error(fmt(n.failed, { name: label }));
          return;
        }
        toast.success(fmt(n.updated, { name: shownName.trim() }));
      }
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [k, navMessage(m, t)])));
      }
      toast.error(fmt(n.error, { message: errorText(err, t) }));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setAsking(null);
    setBusy(true);
    try {
      await sendJson('DELETE', '/next/api/nav-links', { id: draft.nav_item_id });
      toast.success(fmt(n.deleted, { name: label }));
      onDone();
    } catch (err) {
      toast.error(fmt(n.error, { message: errorText(err, t) }));
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => (changed ? setAsking('discard') : onCancel());
  // A close that reaches the form while a question is open (an Escape just before the question listens) is the question's.
  const requestClose = () => (asking ? setAsking(null) : cancel());
  useImperativeHandle(ref, () => ({ requestClose }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // What disables the Save button.
        if (!changed || !nameValid || !check()) return;
        if (floating) setAsking('save');
        else void save();
      }}
      onKeyDown={(event) => {
        // In the modal, Radix hears Escape first, on the document, and prevents its default when it closes
        // the modal or a question; this hears it on the admin page, and in the moment after a dialog shows
        // and before Radix listens for it (an effect later). A question's own Escape bubbles here too.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          event.stopPropagation();
          requestClose();
        }
      }}
    >
      <TextField
        label={n.fields.name}
        hint={draft.nav_item_id !== null && draft.sid ? fmt(n.nameHint, { sid: draft.sid }) : undefined}
        value={draft.shownName}
        maxLength={120}
        error={errors.name ?? errors.translated_name ?? (nameTyped && !nameValid ? n.errors.name : undefined)}
        onChange={(ev) => {
          setNameTyped(true);
          set({ shownName: ev.target.value });
        }}
      />
      <TextField
        label={n.fields.link}
        hint={n.linkHint}
        value={draft.link}
        dir="ltr"
        error={errors.link}
        onChange={(ev) => set({ link: ev.target.value })}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={n.fields.target}
          value={draft.target}
          options={TARGETS.map((v) => ({ value: v, label: n.targets[v || 'same'] }))}
          error={errors.target}
          onChange={(ev) => set({ target: ev.target.value })}
        />
        <SelectField
          label={n.fields.location}
          value={draft.location}
          options={NAV_LOCATIONS.map((v) => ({ value: v, label: n.locations[v] }))}
          error={errors.location}
          onChange={(ev) => set({ location: ev.target.value as NavLocation })}
        />
        <SelectField
          label={n.fields.access}
          value={draft.access_type}
          options={[
            ...ACCESS_TYPES.map((v) => ({ value: v, label: n.access[v || 'everyone'] })),
            ...(ACCESS_TYPES.includes(draft.access_type as (typeof ACCESS_TYPES)[number])
              ? []
              : [{ value: draft.access_type, label: draft.access_type }]),
          ]}
          error={errors.access_type}
          onChange={(ev) => set({ access_type: ev.target.value })}
        />
        <TextField
          label={n.fields.parents}
          hint={n.parentsHint}
          value={draft.parent_ids}
          dir="ltr"
          inputMode="numeric"
          error={errors.parent_ids}
          onChange={(ev) => set({ parent_ids: ev.target.value })}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend id={tagsId} className="mb-1 text-sm font-medium">
          {n.fields.tags}
        </legend>
        {NAV_TAGS.map((tag) => (
          <label key={tag} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={tags.has(tag)}
              onChange={(ev) => {
                const next = new Set(tags);
                if (ev.target.checked) next.add(tag);
                else next.delete(tag);
                set({ tags: [...next].join(',') });
              }}
            />
            {n.tags[tag]}
          </label>
        ))}
      </fieldset>
      <TextField
        label={n.fields.style}
        hint={n.styleHint}
        value={draft.tailwind}
        dir="ltr"
        error={errors.tailwind}
        onChange={(ev) => set({ tailwind: ev.target.value })}
      />
      <div className="flex flex-wrap justify-between gap-2">
        {draft.nav_item_id !== null ? (
          <Button variant="danger" busy={busy} onClick={() => setAsking('delete')}>
            {n.delete}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={cancel}>
            {t.privacy.cancel}
          </Button>
          <Button type="submit" busy={busy} disabled={!changed || !nameValid}>
            {busy ? t.privacy.saving : n.save}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking === 'save'}
        title={fmt(n.confirmSave, { name: label })}
        description={n.confirmSaveText}
        confirm={n.save}
        onCancel={() => setAsking(null)}
        onConfirm={() => void save()}
      />
      <ConfirmDialog
        open={asking === 'discard'}
        title={n.discard}
        confirm={n.discardButton}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onCancel();
        }}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={fmt(n.confirmDelete, { name: label })}
        description={n.deleteText}
        confirm={n.delete}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
