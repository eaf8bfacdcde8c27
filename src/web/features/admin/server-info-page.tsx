/** /admin/server-info: in full what the "Admin Peek Into System!" popover sums up (spec §2.13). */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { ServerStatus } from '../../../contract/admin.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { adminHandle } from './admin-layout.tsx';

export async function serverInfoLoader(args: LoaderFunctionArgs): Promise<ServerStatus> {
  requireAdmin(args);
  return args.context.get(apiContext).get<ServerStatus>('/next/api/admin/server-status');
}

export const serverInfoHandle = adminHandle((d) => d.admin.pages.serverInfo.title);

const MB = 1024 * 1024;

export function ServerInfoPage() {
  const t = useT();
  const locale = useLocale();
  const s = t.admin.server;
  const status = useLoaderData() as ServerStatus;
  const hours = Math.floor(status.uptimeSeconds / 3600);
  const minutes = Math.floor((status.uptimeSeconds % 3600) / 60);
  const rows: [string, string][] = [
    [s.ip, status.ip],
    [s.serverName, status.serverName],
    [s.containerName, status.containerName],
    [s.version, status.version],
    [s.node, status.node],
    [s.pid, String(status.pid)],
    [s.started, formatDate(status.startedAt, locale)],
    [s.uptime, fmt(s.uptimeValue, { hours: formatNumber(hours, locale), minutes: formatNumber(minutes, locale) })],
    [
      s.memory,
      fmt(s.memoryValue, {
        rss: formatNumber(Math.round(status.memory.rssBytes / MB), locale),
        heap: formatNumber(Math.round(status.memory.heapUsedBytes / MB), locale),
      }),
    ],
    [s.database, s.databases[status.database]],
    [s.bus, s.buses[status.bus]],
    [s.fileStore, s.fileStores[status.fileStore]],
    [s.mail, s.mails[status.mail]],
    [s.classicSite, status.classicSite ? s.yes : s.no],
    [s.members, formatNumber(status.members, locale)],
    [s.sessions, formatNumber(status.activeSessions, locale)],
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.serverInfo.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.serverInfo.intro}</p>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
