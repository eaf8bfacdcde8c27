/**
 * What the staff pages of the admin area share (news, courses, events, pro
 * bono projects, assessments): a call that tells how it went and reloads the
 * page's data, and the contract's validation messages in the viewer's language.
 */
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { EVENT_ENDS_BEFORE } from '../../../contract/events.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Link } from '../../ui/link.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';

/** A contract message (`Use at most 140 characters`…) in the viewer's language. */
export function fieldMessage(message: string, t: Dictionary): string {
  const e = t.contentAdmin.errors;
  const count = message.match(/\d+/)?.[0] ?? '';
  if (message.startsWith('Give the') || message.startsWith('Choose')) return e.required;
  if (message.startsWith('Use at least')) return fmt(e.min, { n: count });
  if (message.startsWith('Use at most')) return fmt(e.max, { n: count });
  if (message.startsWith('Use lower-case')) return e.address;
  if (message.includes('already has this address')) return e.taken;
  if (message === EVENT_ENDS_BEFORE) return e.endsBefore;
  return e.invalid;
}

/** The form's values checked with the route's own schema: the data, or a message per field. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  t: Dictionary,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= fieldMessage(issue.message, t);
  return { data: null, errors };
}

/**
 * Runs a staff call: a toast either way, the page's data again on success. Answers the field
 * errors the server gave (none: {}) or null on success.
 */
export function useStaffCall() {
  const t = useT();
  const revalidator = useRevalidator();
  return async (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    done: string = t.contentAdmin.saved,
  ): Promise<Record<string, string> | null> => {
    try {
      await sendJson(method, path, body);
      toast.success(done);
      revalidator.revalidate();
      return null;
    } catch (err) {
      const message = errorText(err, t);
      toast.error(err instanceof ApiError && err.status < 500 ? fieldMessage(message, t) : message);
      const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldMessage(v, t)]));
    }
  };
}

/** A list of items with an edit and a delete button each, and the add button above. */
export function ItemTable<T extends { id: number }>(props: {
  title: string;
  intro: string;
  addLabel: string;
  items: T[];
  name: (item: T) => string;
  details: (item: T) => ReactNode;
  view?: (item: T) => string;
  onAdd: () => void;
  onEdit?: (item: T) => void;
  deletePath: (item: T) => string;
}) {
  const t = useT();
  const a = t.contentAdmin;
  const call = useStaffCall();
  const [deleting, setDeleting] = useState<T | null>(null);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{props.title}</h1>
          <p className="mt-1 text-muted">{props.intro}</p>
        </div>
        <Button onClick={props.onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {props.addLabel}
        </Button>
      </div>
      {props.items.length === 0 ? (
        <p className="mt-6 text-muted">{a.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-card border border-line bg-surface">
          {props.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  <UserText text={props.name(item)} />
                </p>
                <div className="text-sm text-muted">{props.details(item)}</div>
              </div>
              <div className="flex flex-wrap gap-2">
                {props.view && (
                  <Link to={props.view(item)} className="self-center text-sm">
                    {a.view}
                  </Link>
                )}
                {props.onEdit && (
                  <Button
                    variant="secondary"
                    onClick={() => props.onEdit?.(item)}
                    aria-label={`${a.edit}: ${props.name(item)}`}
                  >
                    {a.edit}
                  </Button>
                )}
                <Button
                  variant="danger"
                  onClick={() => setDeleting(item)}
                  aria-label={`${a.delete}: ${props.name(item)}`}
                >
                  {a.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={a.delete}
        description={deleting ? fmt(a.confirmDelete, { title: props.name(deleting) }) : ''}
        confirm={a.delete}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const item = deleting;
          setDeleting(null);
          if (item) await call('DELETE', props.deletePath(item), undefined, a.deleted);
        }}
      />
    </>
  );
}

/** The modal form: its fields, and Save and Cancel. */
export function EditorModal(props: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const a = useT().contentAdmin;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      wide
      keepOnOutsideClick
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        {props.children}
        <div className="mt-2 flex gap-2">
          <Button type="submit" busy={props.busy}>
            {a.save}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            {a.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Form state: the values, their errors, and whether a call is on its way. */
export function useEditor<V extends Record<string, unknown>>(blank: V) {
  const [values, setValues] = useState<V>(blank);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  return {
    values,
    errors,
    busy,
    editing,
    set: (name: keyof V) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    setValues,
    open: (id: number | 'new', start: V) => {
      setValues(start);
      setErrors({});
      setEditing(id);
    },
    close: () => setEditing(null),
    /** Sends the checked values; closes the form on success, shows the server's field errors otherwise. */
    async run(
      check: () => { data: unknown; errors: Record<string, string> | null },
      send: (data: unknown) => Promise<Record<string, string> | null>,
    ) {
      const checked = check();
      if (checked.errors) {
        setErrors(checked.errors);
        return;
      }
      setBusy(true);
      const failed = await send(checked.data);
      setBusy(false);
      if (failed) setErrors(failed);
      else setEditing(null);
    },
  };
}
