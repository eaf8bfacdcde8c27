/**
 * "Message" on a profile: opens the conversation's popup. A signed-out visitor
 * is sent to sign in and comes back to the profile; a member's own profile has
 * no button.
 */
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer } from '../../viewer.ts';
import { openChatPopup } from './chat-context.ts';

export function MessageButton({ entityId, name }: { entityId: number; name: string }) {
  const t = useT();
  const { user } = useViewer();
  const location = useLocation();
  const { busy, start } = useStartChat('/next/api/chat/create-channel', { recipientId: entityId });
  const label = fmt(t.chat.messageMember, { name });
  const content = (
    <>
      <MessageCircle aria-hidden className="size-4" />
      {t.chat.message}
    </>
  );
  if (!user) {
    return (
      <ButtonLink
        to={authPath('/session/signin', location.pathname + location.search)}
        variant="secondary"
        aria-label={label}
      >
        {content}
      </ButtonLink>
    );
  }
  if (user.entity_id === entityId) return null;

  return (
    <Button variant="secondary" onClick={start} busy={busy} aria-label={label}>
      {content}
    </Button>
  );
}

/** Opens a conversation through one of the chat's "start" calls, and its popup; §8's message on failure. */
export function useStartChat(path: string, body?: unknown) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function start() {
    // The button, before being busy takes the focus from it: the popup gives it back when it closes.
    const opener = document.activeElement;
    setBusy(true);
    try {
      const { channelId } = await sendJson<{ channelId: string }>('POST', path, body);
      openChatPopup(channelId, opener);
    } catch {
      toast.error(t.chat.channelFailed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, start };
}
