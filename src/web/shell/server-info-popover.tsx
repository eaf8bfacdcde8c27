/**
 * "Admin Peek Into System!" (spec §2.13): for admins, which server answered
 * (its address, host and container). Fetched when opened; a failure is only
 * logged to the console (§8).
 */
import { Server } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import type { ServerInfo } from '../../contract/admin.ts';
import { browserGet } from '../api-client.ts';
import { useT } from '../i18n.tsx';

export function ServerInfoPopover() {
  const t = useT();
  const s = t.admin.server;
  const [info, setInfo] = useState<ServerInfo | null>(null);
  const load = (open: boolean) => {
    if (!open) return;
    browserGet('/next/api/server-info').then(
      (res) => (res.status === 200 ? setInfo(res.body as ServerInfo) : console.error('Server info failed', res.status)),
      (error: unknown) => console.error('Server info failed', error),
    );
  };
  return (
    <Popover.Root onOpenChange={load}>
      <Popover.Trigger
        aria-label={s.peek}
        title={s.peek}
        className="hidden size-10 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg sm:inline-flex"
      >
        <Server aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-72 rounded-card border border-line bg-surface p-4 text-sm shadow-lg"
        >
          <h2 className="font-semibold">{s.peek}</h2>
          {info ? (
            <dl className="mt-2 flex flex-col gap-1">
              {(['ip', 'serverName', 'containerName'] as const).map((key) => (
                <div key={key} className="flex justify-between gap-3">
                  <dt className="text-muted">{s[key]}</dt>
                  <dd className="truncate font-medium" dir="ltr">
                    {info[key]}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-muted">{t.common.loading}</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
