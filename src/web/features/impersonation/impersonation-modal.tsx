/**
 * The impersonation popup (spec §2.9): opened by the site-wide flag
 * `?impersonate=open` (the profile menu's "Impersonate User"), for admins and
 * pseudo sessions. Pick a demo account or type an entity id; "Stop Pseudo"
 * when already acting as someone. A click outside does not close it.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { browserGet } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import {
  type ImpersonationResult,
  impersonationMessage,
  startImpersonating,
  stopImpersonating,
} from './impersonation.ts';

interface Candidate {
  entityId: number;
  name: string;
  accountType: string;
}

/** The popup itself: its code loads when the flag opens it (impersonation-dialog.tsx). */
export function ImpersonationModal({
  onClose,
  adminEntityId,
  pseudo,
}: {
  onClose: () => void;
  adminEntityId: number;
  pseudo: boolean;
}) {
  const t = useT();
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t.impersonation.title} keepOnOutsideClick>
      <ImpersonationForm adminEntityId={adminEntityId} pseudo={pseudo} />
    </Modal>
  );
}

function ImpersonationForm({ adminEntityId, pseudo }: { adminEntityId: number; pseudo: boolean }) {
  const t = useT();
  const i = t.impersonation;
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [entityId, setEntityId] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const inputId = useId();

  useEffect(() => {
    browserGet('/next/api/auth/impersonation-candidates').then(
      (res) => res.status === 200 && setCandidates((res.body as { users: Candidate[] }).users),
      // The list is a convenience: typing an id works without it.
      () => {},
    );
  }, []);

  async function run(action: () => Promise<ImpersonationResult>) {
    setBusy(true);
    setMessage('');
    const result = await action();
    if (!result.ok) {
      setMessage(impersonationMessage(result, t));
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec §5: a positive whole number, else this alert.
    if (!/^\d+$/.test(entityId.trim()) || Number(entityId) <= 0) return setMessage(i.invalidId);
    void run(() => startImpersonating(Number(entityId), adminEntityId));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {pseudo && (
        <Button variant="danger" className="self-start" busy={busy} onClick={() => void run(stopImpersonating)}>
          {i.stop}
        </Button>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {i.selectUser}
        </label>
        <select
          id={selectId}
          value={candidates.some((c) => String(c.entityId) === entityId) ? entityId : ''}
          onChange={(ev) => setEntityId(ev.target.value)}
          className="rounded-card border border-line-strong bg-surface px-3 py-2 text-base"
        >
          <option value="">{i.chooseUser}</option>
          {candidates.map((c) => (
            <option key={c.entityId} value={c.entityId}>
              {c.name} (
              {t.taxonomy.accountTypes[c.accountType as keyof typeof t.taxonomy.accountTypes] ?? c.accountType}, #
              {c.entityId})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {i.enterId}
        </label>
        <input
          id={inputId}
          type="number"
          min={1}
          inputMode="numeric"
          value={entityId}
          onChange={(ev) => setEntityId(ev.target.value)}
          className="rounded-card border border-line-strong bg-surface px-3 py-2 text-base"
        />
      </div>
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {busy ? i.working : i.submit}
        </Button>
      </div>
    </form>
  );
}
