/**
 * The navigation items of the viewer, loaded once by the root route. The server
 * waits for them, so crawlers and the first paint get real links and the
 * hydration data (plain JSON) carries the list; in the browser the loader hands
 * over a promise and the menus show placeholders until it settles.
 */
import { type ReactNode, Suspense } from 'react';
import { Await, useRouteLoaderData } from 'react-router';
import type { NavItem } from '../../contract/navigation.ts';
import type { Api } from '../api-client.ts';
import { useT } from '../i18n.tsx';

export const NAV_LINKS_PATH = '/next/api/nav-links';

export type NavigationLoad = NavItem[] | Promise<NavItem[]>;

/** Part of the root loader's data. A failed load leaves the menus empty rather than failing every page. */
export async function loadNavigation(api: Api): Promise<{ navigation: NavigationLoad }> {
  const items = api.get<NavItem[]>(NAV_LINKS_PATH).catch((error: unknown) => {
    console.error('Navigation failed to load', error);
    return [];
  });
  return { navigation: import.meta.env.SSR ? await items : items };
}

function useNavigationLoad(): NavigationLoad {
  const data = useRouteLoaderData('root') as { navigation?: NavigationLoad } | undefined;
  return data?.navigation ?? [];
}

/** Renders `children` with the items once they are there, and four placeholder blocks until then. */
export function WithNavItems({
  children,
  placeholder,
}: {
  children: (items: NavItem[]) => ReactNode;
  placeholder: ReactNode;
}) {
  return <NavItemsBoundary load={useNavigationLoad()} placeholder={placeholder} render={children} />;
}

export function NavItemsBoundary({
  load,
  placeholder,
  render,
}: {
  load: NavigationLoad;
  placeholder: ReactNode;
  render: (items: NavItem[]) => ReactNode;
}) {
  // Already here (always on the server): no boundary, or React may stream a large menu as a
  // separate chunk behind the placeholders, leaving crawlers without JavaScript the placeholders.
  if (Array.isArray(load)) return render(load);
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={load}>{(items: NavItem[]) => render(items)}</Await>
    </Suspense>
  );
}

export const PLACEHOLDER_COUNT = 4;

/** Four grey blocks in the shape of menu entries (spec §2.2), announced once to screen readers. */
export function NavPlaceholders({ layout }: { layout: 'row' | 'column' }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t.header.loadingNavigation}
      className={layout === 'row' ? 'flex items-center gap-3' : 'flex flex-col gap-3 p-2'}
    >
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <span
          key={i}
          data-testid="nav-placeholder"
          className={`block animate-pulse rounded-card bg-surface-2 ${layout === 'row' ? 'h-5 w-24' : 'h-10 w-full'}`}
        />
      ))}
    </div>
  );
}
