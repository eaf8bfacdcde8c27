import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { Dictionary } from '../../../i18n/index.ts';
import { ApiError, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.tsx';
import { loadInputSchemas, type ProfileInputSchemas } from './load-schemas.ts';
import { profileMessage } from './profile-messages.ts';

/**
 * The dialog every profile editor opens from its "Edit …" button, or the
 * Profile Updater's drawer: title, intro, the editor's fields, Cancel and
 * Save. The editor owns its state and its save; this owns the look, focus and closing.
 */
export function EditDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  saving,
  onSubmit,
  children,
  wide = false,
  placement = 'center',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Edit …" button's text; a drawer opened from the Profile Updater has none. */
  trigger?: string;
  title: string;
  description: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** For editors whose entries have several fields side by side. */
  wide?: boolean;
  placement?: 'center' | 'side';
}) {
  const t = useT();
  return (
    <>
      {trigger && (
        <Button variant="secondary" size="sm" onClick={() => onOpenChange(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {trigger}
        </Button>
      )}
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={description}
        wide={wide}
        placement={placement}
        keepOnOutsideClick={placement === 'side'}
      >
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
          className="flex flex-col gap-4"
        >
          {children}
          {/* A drawer's list can be long: its buttons stay in sight at the bottom. */}
          <div
            className={`flex justify-end gap-2 ${placement === 'side' ? 'sticky -bottom-6 -mx-6 border-t border-line bg-surface px-6 py-3' : ''}`}
          >
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t.privacy.cancel}
            </Button>
            <Button type="submit" busy={saving}>
              {saving ? t.privacy.saving : t.profile.save}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/** Zod issues as the form's field messages in the visitor's language, keyed by the path ("pairs.1.target"). */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], t: Dictionary) {
  return Object.fromEntries(issues.map((i) => [i.path.map(String).join('.'), profileMessage(i.message, t)]));
}

/**
 * An editor's open state, field messages and save: checked with the same zod
 * schema as the server (loaded at the first save), sent, then the page reloads
 * its data. The server's own field messages (a language it does not know) show
 * like the form's.
 */
export function useProfileEditor<S extends z.ZodType>({
  schema,
  method,
  url,
  saved,
  failed,
  drawer,
}: {
  /** The editor's schema among the profile write schemas. */
  schema: (schemas: ProfileInputSchemas) => S;
  method: 'POST' | 'PUT';
  url: string;
  /** The toast after a save; a function of what was saved when it depends on it (mentoring on or off). */
  saved: string | ((value: z.output<S>) => string);
  failed: string;
  /** A Profile Updater drawer: open while the address names it. */
  drawer?: { open: boolean; setOpen: (open: boolean) => void | Promise<void> };
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const [ownOpen, setOwnOpen] = useState(false);
  const { open, setOpen } = drawer ?? { open: ownOpen, setOpen: setOwnOpen };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  /** Whether it was saved. */
  async function save(value: z.input<S>): Promise<boolean> {
    const schemas = await loadInputSchemas();
    if (!schemas) {
      toast.error(failed);
      return false;
    }
    const parsed = schema(schemas).safeParse(value);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, t));
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      await sendJson(method, url, parsed.data);
      await setOpen(false);
      await revalidator.revalidate();
      // Said once the page shows what was saved: reopened at once, an editor starts from it.
      toast.success(typeof saved === 'function' ? saved(parsed.data) : saved);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        const fields = err.fields;
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, profileMessage(m, t)])));
      }
      toast.error(failed);
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { open, setOpen, errors, saving, save };
}
