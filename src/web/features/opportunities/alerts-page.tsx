/**
 * /opportunities/alerts: a member's saved searches. Each notifies them of new
 * matching jobs at the moment they are published (everyone at once); a daily
 * email can be added per search. New ones are saved from the list's filters.
 */
import { BellPlus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import { parseFieldFilter } from '../../../contract/directory.ts';
import {
  JOB_ALERTS_MAX,
  type JobAlert,
  type JobAlertList,
  QUOTING_ACCOUNT_TYPES,
} from '../../../contract/opportunities.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { pairLabel } from '../../ui/pair-label.ts';
import { toast } from '../../ui/toast.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { disciplineName, serviceName } from './job-format.ts';
import { jobFailure } from './job-messages.ts';
import { jobsHref } from './jobs-page.tsx';

interface AlertsData {
  alerts: JobAlert[];
  options: DirectoryOptions;
}

export async function alertsLoader(args: LoaderFunctionArgs): Promise<AlertsData> {
  requireSignedIn(args);
  const api = args.context.get(apiContext);
  const [list, options] = await Promise.all([
    api.get<JobAlertList>('/next/api/job-alerts'),
    api.get<DirectoryOptions>(directoryOptionsPath(args.context.get(viewerContext).locale)),
  ]);
  return { alerts: list.alerts, options };
}

export const alertsHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.opportunities.alertsPage.title} · ${dict.common.siteName}`, noindex: true }),
};

/** "PT → EN · Translation · Law: Contracts · “lease”", in the viewer's language. */
function describe(alert: JobAlert, t: Dictionary, names: DirectoryNames): string {
  const a = t.opportunities.alertsPage;
  const parts: string[] = [];
  if (alert.myPairs) parts.push(a.inMyPairs);
  if (alert.source || alert.target) {
    const side = (code: string | null) => (code ? names.language(code).name : t.opportunities.filters.anyLanguage);
    parts.push(pairLabel(t, side(alert.source), side(alert.target)));
  }
  if (alert.serviceId) parts.push(serviceName(alert.serviceId, t));
  const field = alert.field ? parseFieldFilter(alert.field) : null;
  if (field?.kind === 'category') {
    parts.push(t.taxonomy.fieldCategories[field.key as keyof Dictionary['taxonomy']['fieldCategories']]);
  }
  if (field?.kind === 'discipline') parts.push(disciplineName(field.id, t));
  if (alert.search) parts.push(fmt(a.keywords, { text: alert.search }));
  return parts.join(' · ') || a.any;
}

export function AlertsPage() {
  const initial = useLoaderData() as AlertsData;
  const t = useT();
  const a = t.opportunities.alertsPage;
  const names = useMemo(() => directoryNames(initial.options), [initial.options]);
  const [alerts, setAlerts] = useState(initial.alerts);
  const { user } = useViewer();
  const act = async (method: 'POST' | 'PATCH' | 'DELETE', alert: JobAlert | null, body?: object, done?: string) => {
    try {
      const list = await sendJson<JobAlertList>(method, `/next/api/job-alerts${alert ? `/${alert.id}` : ''}`, body);
      setAlerts(list.alerts);
      if (done) toast.success(done);
    } catch (err) {
      toast.error(jobFailure(err, t));
    }
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{a.title}</h1>
      <p className="mt-2 text-muted">{a.intro}</p>
      <p className="mt-1 text-sm text-muted">{fmt(a.max, { n: JOB_ALERTS_MAX })}</p>
      {/* What most professionals want from saved searches, one click away until they have it. */}
      {user && QUOTING_ACCOUNT_TYPES.has(user.account_type) && !alerts.some((alert) => alert.myPairs) && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-4">
          <p>{a.minePrompt}</p>
          <Button
            type="button"
            disabled={alerts.length >= JOB_ALERTS_MAX}
            onClick={() => act('POST', null, { myPairs: true, digest: false }, t.opportunities.filters.saved)}
          >
            <BellPlus aria-hidden="true" className="size-4" />
            {a.saveMine}
          </Button>
        </div>
      )}
      {alerts.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-line bg-surface p-6 text-center">
          <p>{a.empty}</p>
          <ButtonLink to="/opportunities" className="mt-4">
            {t.opportunities.mine.browse}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {alerts.map((alert, i) => {
            const label = describe(alert, t, names);
            const href = jobsHref({
              search: alert.search ?? undefined,
              source: alert.source ?? undefined,
              target: alert.target ?? undefined,
              service_id: alert.serviceId ?? undefined,
              field: alert.field ?? undefined,
              pairs: alert.myPairs ? 'mine' : undefined,
            });
            return (
              <li
                key={alert.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-4"
              >
                <Link to={href} className="font-medium">
                  {label}
                </Link>
                <div className="flex items-center gap-4">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={alert.digest}
                      className="size-4 accent-accent"
                      onChange={(e) =>
                        act('PATCH', alert, { digest: e.target.checked }, e.target.checked ? a.digestOn : a.digestOff)
                      }
                    />
                    {a.digest}
                  </label>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={fmt(a.deleteLabel, { n: i + 1 })}
                    onClick={() => act('DELETE', alert, undefined, a.deleted)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {a.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
