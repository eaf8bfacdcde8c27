/**
 * Privacy settings (spec §2.8): the modal that lists each field with its three
 * audiences, the confirmation before a change, and the "Access Denied" dialog
 * for viewers who may not edit them. Opened by `?privacy=open` on a profile.
 * The server decides and enforces; this only asks it.
 */
import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import {
  PRIVACY_FIELDS,
  PRIVACY_VALUES,
  type PreferenceUpdateResponse,
  type PrivacyCheckResponse,
  type PrivacyField,
  type PrivacyValue,
} from '../../../contract/privacy.ts';
import { canManageEntity } from '../../../contract/session.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet, sendJson, serverErrorText } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer } from '../../viewer.ts';

type Settings = PrivacyCheckResponse['privacySettings'];
type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: Settings };

const dialogBox =
  'fixed inset-x-4 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-xl overflow-y-auto rounded-card border border-line bg-surface p-6 text-fg shadow-lg focus:outline-none';

/** The modal, or "Access Denied" for a viewer who may not manage the member: loads when opened. */
export function PrivacyModal({
  entityId,
  onClose,
  onSaved,
}: {
  entityId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { user } = useViewer();
  return canManageEntity(user, entityId) ? (
    <PrivacySettingsModal entityId={entityId} onClose={onClose} onSaved={onSaved} />
  ) : (
    <AccessDenied entityId={entityId} onClose={onClose} />
  );
}

function DialogFrame({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-canvas/80 backdrop-blur-sm" />
        <Dialog.Content className={dialogBox} aria-describedby={undefined}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t.privacy.close}
              className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-card text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AccessDenied({ entityId, onClose }: { entityId: number; onClose: () => void }) {
  const t = useT();
  const { user } = useViewer();
  return (
    <DialogFrame title={t.privacy.accessDeniedTitle} onClose={onClose}>
      <p className="mt-3">{t.privacy.accessDeniedText}</p>
      <h3 className="mt-4 text-sm font-semibold text-muted">{t.privacy.debugTitle}</h3>
      <dl className="tabular mt-1 grid grid-cols-[auto_1fr] gap-x-4 font-mono text-sm text-muted" dir="ltr">
        <dt>entityId</dt>
        <dd>{entityId}</dd>
        <dt>entity_id</dt>
        <dd>{user?.entity_id ?? 0}</dd>
        <dt>is_admin</dt>
        <dd>{String(user?.is_admin ?? false)}</dd>
        <dt>is_pseudo</dt>
        <dd>{String(user?.is_pseudo ?? false)}</dd>
      </dl>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t.privacy.close}
        </Button>
      </div>
    </DialogFrame>
  );
}

function PrivacySettingsModal({
  entityId,
  onClose,
  onSaved,
}: {
  entityId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pending, setPending] = useState<{ field: PrivacyField; value: PrivacyValue } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    browserGet(`/next/api/user/privacy-check?entityId=${entityId}`)
      .then((res) => {
        if (!live) return;
        const body = res.body as Partial<PrivacyCheckResponse> & { error?: string };
        if (res.status >= 400 || !body?.privacySettings) {
          setLoad({ state: 'failed', message: body?.error || t.privacy.fetchFailed });
        } else {
          setLoad({ state: 'ready', settings: body.privacySettings });
        }
      })
      .catch(() => live && setLoad({ state: 'failed', message: t.privacy.fetchFailed }));
    return () => {
      live = false;
    };
  }, [entityId, t.privacy.fetchFailed]);

  async function confirm() {
    if (!pending || load.state !== 'ready') return;
    const label = load.settings[pending.field].label;
    setSaving(true);
    try {
      const res = await sendJson<PreferenceUpdateResponse>('POST', `/next/api/user/preferences?entityId=${entityId}`, {
        category: 'privacy',
        prefName: pending.field,
        value: pending.value,
      });
      setLoad({ state: 'ready', settings: { ...load.settings, [pending.field]: res.setting } });
      toast.success(fmt(t.privacy.updated, { label }));
      onSaved();
    } catch (error) {
      toast.error(fmt(t.privacy.updateFailed, { label, message: serverErrorText(error, t) ?? t.privacy.unknownError }));
    } finally {
      setSaving(false);
      setPending(null);
    }
  }

  const fields = load.state === 'ready' ? PRIVACY_FIELDS.filter((f) => load.settings[f]) : [];
  return (
    <DialogFrame title={t.privacy.title} onClose={onClose}>
      <p className="mt-1 text-sm text-muted">{t.privacy.intro}</p>
      {load.state === 'loading' && (
        <p className="mt-4 text-sm text-muted" role="status">
          {t.privacy.loading}
        </p>
      )}
      {load.state === 'failed' && (
        <p className="mt-4 text-sm text-danger" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && fields.length === 0 && <p className="mt-4">{t.privacy.noSettings}</p>}
      {load.state === 'ready' && fields.length > 0 && (
        <div className="mt-4 flex flex-col divide-y divide-line">
          {fields.map((field) => {
            const setting = load.settings[field];
            return (
              <fieldset key={field} className="py-3" data-field={field}>
                <legend className="font-semibold">{setting.label}</legend>
                <p className="text-sm text-muted">{setting.description}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {PRIVACY_VALUES.map((value) => (
                    <label
                      key={value}
                      className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1 text-sm has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-focus"
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={field}
                        value={value}
                        checked={setting.value === value}
                        aria-disabled={saving || undefined}
                        onChange={() => {
                          if (!saving) setPending({ field, value });
                        }}
                      />
                      {t.privacy.audiences[value]}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      <ConfirmChange
        pending={pending}
        settings={load.state === 'ready' ? load.settings : null}
        saving={saving}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </DialogFrame>
  );
}

function ConfirmChange({
  pending,
  settings,
  saving,
  onConfirm,
  onCancel,
}: {
  pending: { field: PrivacyField; value: PrivacyValue } | null;
  settings: Settings | null;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const setting = pending && settings?.[pending.field];
  return (
    <AlertDialog.Root open={!!pending} onOpenChange={(o) => !o && !saving && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-canvas/60" />
        <AlertDialog.Content className="fixed inset-x-4 top-[25vh] z-50 mx-auto max-w-md rounded-card border border-line bg-surface p-6 text-fg shadow-lg focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{t.privacy.confirmTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2">
            {pending && setting
              ? fmt(t.privacy.confirmText, {
                  label: setting.label,
                  from: t.privacy.audiences[setting.value],
                  to: t.privacy.audiences[pending.value],
                })
              : ''}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" busy={saving}>
                {t.privacy.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={onConfirm} busy={saving}>
              {saving ? t.privacy.saving : t.privacy.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
