/**
 * Components whose code loads the first time they are shown (dialogs, editors, chat windows,
 * charts), so a page's first load carries none of it.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates, true after. A component loaded on demand renders
 * in the browser only: rendered on the server, React would stream an inline script to swap it in,
 * which the page's Content-Security-Policy refuses (decision 039).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The component `load` resolves to, fetched when first rendered. Render it only when it is to be
 * seen (an open dialog, a chart), or its code loads with every page after all. `fallback` holds
 * its place until then, on the server too: the same size, so nothing moves when it arrives.
 * `preload()` fetches the code ahead, when a visitor shows the intent to open it.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> & { preload: () => void } {
  const Lazy = lazy(async () => ({ default: await load() }));
  function OnDemand(props: P) {
    if (!useHydrated()) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // The module system fetches and runs a module once: the lazy component finds it loaded.
  return Object.assign(OnDemand, { preload: () => void load().catch(() => {}) });
}
