/**
 * Page-visit logging (spec §3, §4, §7): for a signed-in member, each page
 * they open is recorded once it has loaded (never in its way), and how long
 * they stayed is sent as they leave, by beacon. Failures are only logged to
 * the console, and without an address from GET /next/api/ip nothing is sent.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../../contract/session.ts';
import { browserGet, sendJson } from '../../api-client.ts';

const ENDPOINT = '/next/api/page-visits';
let ip: Promise<string> | null = null;
let firstPage = true;

/** The address, asked once per tab; the first value of a comma-separated list is used (spec §7). */
function ipOnce(): Promise<string> {
  ip ??= browserGet('/next/api/ip').then((res) =>
    String((res.body as { ip?: string } | null)?.ip ?? '')
      .split(',')[0]!
      .trim(),
  );
  return ip;
}

/** Timings of the page the browser loaded itself; none for pages opened within the app. */
function timings(): { buildTimeMs: number | null; loadTimeMs: number | null } {
  if (!firstPage) return { buildTimeMs: null, loadTimeMs: null };
  firstPage = false;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const server = nav?.serverTiming?.find((s) => s.name === 'app')?.duration;
  const load = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd - nav.startTime : null;
  return {
    buildTimeMs: server === undefined ? null : Math.round(server),
    loadTimeMs: load === null ? null : Math.round(load),
  };
}

/** After the page's own work: once it has loaded and the browser is idle. */
function afterLoad(run: () => void): () => void {
  let cancelled = false;
  const go = () =>
    !cancelled && ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 0));
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
  };
}

export function usePageVisits(user: SessionUser | null) {
  const { pathname } = useLocation();
  const entityId = user && !user.is_pseudo ? user.entity_id : null;
  useEffect(() => {
    if (entityId === null) return;
    let visit: { sessionId: string; since: number } | null = null;
    let left = false;
    const cancel = afterLoad(() => {
      void (async () => {
        const address = await ipOnce();
        if (!address || left) return;
        const { sessionId } = await sendJson<{ sessionId: string }>('POST', ENDPOINT, {
          entityId,
          pagePath: pathname,
          browser: navigator.userAgent.slice(0, 500),
          ip: address,
          ...timings(),
        });
        visit = { sessionId, since: Date.now() };
      })().catch((error: unknown) => console.error('Page visit logging failed', error));
    });
    const leave = () => {
      left = true;
      if (!visit) return;
      const body = JSON.stringify({
        sessionId: visit.sessionId,
        timeSpentMs: Math.min(Date.now() - visit.since, 86_400_000),
      });
      visit = null;
      // A beacon survives the page closing; where it cannot be sent, a PUT that outlives the page does.
      if (!navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'text/plain' }))) {
        void fetch(ENDPOINT, {
          method: 'PUT',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        }).catch((error: unknown) => console.error('Page visit logging failed', error));
      }
    };
    window.addEventListener('pagehide', leave);
    return () => {
      cancel();
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [entityId, pathname]);
}
