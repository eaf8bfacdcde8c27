import { useEffect } from 'react';
import { type LoaderFunctionArgs, Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { Toaster } from 'sonner';
import { LOCALE_INFO } from '../contract/locales.ts';
import { apiContext } from './api-client.ts';
import { useT } from './i18n.tsx';
import { pageMeta, type RouteHandle } from './meta.ts';
import { BackButton } from './shell/back-button.tsx';
import { Footer } from './shell/footer.tsx';
import { Header } from './shell/header.tsx';
import { loadNavigation, type NavigationLoad } from './shell/navigation-data.tsx';
import { footerKind, headerKind } from './shell/shell-rules.ts';
import { useViewer, type ViewerState, viewerContext } from './viewer.ts';

export async function rootLoader({
  context,
}: LoaderFunctionArgs): Promise<ViewerState & { navigation: NavigationLoad }> {
  return { ...context.get(viewerContext), ...(await loadNavigation(context.get(apiContext))) };
}

/** The viewer only changes through full page loads (sign-in, sign-out, language), so the root never re-fetches. */
export const rootShouldRevalidate = () => false;

export function RootLayout() {
  return <Shell isErrorPage={false} />;
}

export function RootErrorBoundary() {
  useRouteError();
  return <Shell isErrorPage />;
}

function Shell({ isErrorPage }: { isErrorPage: boolean }) {
  const { pathname } = useLocation();
  const t = useT();
  const matches = useMatches();
  // Error pages and routes marked minimalShell (sign-in, sign-up, not found) get the minimal header.
  const minimal = isErrorPage || matches.some((m) => (m.handle as RouteHandle | undefined)?.minimalShell);
  useDocumentTitle();
  useHydratedMarker();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-card focus:bg-surface focus:p-2"
      >
        {t.common.skipToContent}
      </a>
      <Header kind={headerKind(pathname, minimal)} />
      <main id="main" className="flex-1">
        <BackButton />
        <Outlet />
      </main>
      <Footer kind={footerKind(pathname, minimal)} />
      <SiteToaster />
    </div>
  );
}

/** Toasts (sonner) for every page, in the page's direction and theme. */
function SiteToaster() {
  const { locale, theme } = useViewer();
  return <Toaster position="top-center" dir={LOCALE_INFO[locale].dir} theme={theme} closeButton />;
}

/** On client-side navigation the server is not asked, so the browser sets the new title itself. */
/**
 * Marks <html data-hydrated> once React has taken over the server's HTML, so
 * browser tests (and anything else) can wait for the page to be interactive.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

function useDocumentTitle() {
  const matches = useMatches();
  const dict = useT();
  const location = useLocation();
  useEffect(() => {
    document.title = pageMeta(matches, dict, new URL(location.pathname, window.location.origin)).title;
  }, [matches, dict, location.pathname]);
}
