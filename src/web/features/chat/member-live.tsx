/**
 * What a signed-in member's pages carry around them and an anonymous visitor's do not: the live
 * connection, the chat's popups and what an incoming message does (spec §2.11, §4). A chunk of its
 * own, fetched with a member's page (member-live-code.ts); a visitor's pages read the contexts'
 * defaults (realtime-context.ts, chat-context.ts): a connection that never opens, no popups.
 */
import type { ReactNode } from 'react';
import { RealtimeProvider } from '../realtime/realtime.tsx';
import { ChatPopups } from './chat-popups.tsx';
import { ChatProvider } from './chat-provider.tsx';

export function MemberLive({ me, children }: { me: number; children: ReactNode }) {
  return (
    <RealtimeProvider entityId={me}>
      <ChatProvider me={me}>
        {children}
        <ChatPopups me={me} />
      </ChatProvider>
    </RealtimeProvider>
  );
}
