/**
 * "Invite to quote" (decision 057), on a professional's profile and on each card of the directory: a
 * client asks a professional she found to quote on one of her open jobs. Its own module, so the
 * directory loads the button and not the job page's parts; the dialog loads when it first opens.
 */
import { Send } from 'lucide-react';
import { useState } from 'react';
import { POSTING_ACCOUNT_TYPES, QUOTING_ACCOUNT_TYPES } from '../../../contract/opportunities.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { useViewer } from '../../viewer.ts';

const InviteDialog = onDemand(() => import('./invite-dialog.tsx').then((m) => m.InviteDialog));

/** On a professional's profile or card, for a client (or a company) who reads it: ask them to quote on a job of hers. */
export function InviteToQuoteButton({ member }: { member: { entityId: number; name: string; accountType: string } }) {
  const t = useT();
  const { user } = useViewer();
  const [open, setOpen] = useState(false);
  if (
    !user ||
    user.entity_id === member.entityId ||
    !POSTING_ACCOUNT_TYPES.has(user.account_type) ||
    !QUOTING_ACCOUNT_TYPES.has(member.accountType)
  )
    return null;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={InviteDialog.preload}
        onFocus={InviteDialog.preload}
      >
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t.directory.inviteToQuote}
        <span className="sr-only">: {member.name}</span>
      </Button>
      {open && <InviteDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
}
