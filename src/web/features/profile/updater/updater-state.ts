/**
 * Which Profile Updater drawer is open (spec §3 "UI content state": the
 * drawers' open flags): one at a time, named in the address (`?updater=faq`),
 * so a notification, the completeness meter or a section's edit button can
 * link straight to one, and Back closes it.
 */
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const DRAWERS = [
  'missed-calls',
  'review',
  'portfolio',
  'samples',
  'careers',
  'faq',
  'faq-categories',
  'projects',
  'pool',
  'mentor',
  'favorites',
] as const;
export type DrawerId = (typeof DRAWERS)[number];

export const UPDATER_PARAM = 'updater';

/** The address of this page with a drawer open: for links and section buttons. */
export function drawerHref(id: DrawerId): string {
  return `?${UPDATER_PARAM}=${id}`;
}

export function useUpdaterDrawer(id: DrawerId): { open: boolean; setOpen: (open: boolean) => Promise<void> } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  return {
    open: params.get(UPDATER_PARAM) === id,
    // Resolves once the address changed: a save closes its drawer, then reloads the page's data.
    async setOpen(open) {
      const next = new URLSearchParams(location.search);
      if (open) next.set(UPDATER_PARAM, id);
      else next.delete(UPDATER_PARAM);
      await navigate({ search: `?${next}`, hash: location.hash }, { preventScrollReset: true, replace: !open });
    },
  };
}
