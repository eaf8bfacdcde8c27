/** The server-info popover's content (server-info-popover.tsx): fetched each time it opens; a failure is only logged to the console (§8). */
import { useEffect, useState } from 'react';
import type { ServerInfo } from '../../contract/admin.ts';
import { browserGet } from '../api-client.ts';
import { useT } from '../i18n.tsx';
import { AnchoredPopover } from '../ui/anchored-popover.tsx';
import type { PopupProps } from '../ui/popup-trigger.ts';

export function ServerInfoPanel(popup: PopupProps) {
  const t = useT();
  const s = t.admin.server;
  const [info, setInfo] = useState<ServerInfo | null>(null);
  useEffect(() => {
    if (!popup.open) return;
    browserGet('/next/api/server-info').then(
      (res) => (res.status === 200 ? setInfo(res.body as ServerInfo) : console.error('Server info failed', res.status)),
      (error: unknown) => console.error('Server info failed', error),
    );
  }, [popup.open]);
  return (
    <AnchoredPopover
      {...popup}
      sideOffset={8}
      collisionPadding={8}
      className="z-50 w-72 rounded-card border border-line bg-surface p-4 text-sm shadow-lg"
    >
      <h2 className="font-semibold">{t.header.serverPeek}</h2>
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
    </AnchoredPopover>
  );
}
