import { useEffect } from 'react';
import { type LoaderFunctionArgs, Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { useT } from './i18n.tsx';
import { pageMeta, type RouteHandle } from './meta.ts';
import { Footer } from './shell/footer.tsx';
import { Header } from './shell/header.tsx';
import { footerKind, headerKind } from './shell/shell-rules.ts';
import { type ViewerState, viewerContext } from './viewer.ts';

export function rootLoader({ context }: LoaderFunctionArgs): ViewerState {
  return context.get(viewerContext);
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
        <Outlet />
      </main>
      <Footer kind={footerKind(pathname, minimal)} />
    </div>
  );
}

/** On client-side navigation the server is not asked, so the browser sets the new title itself. */
function useDocumentTitle() {
  const matches = useMatches();
  const dict = useT();
  const location = useLocation();
  useEffect(() => {
    document.title = pageMeta(matches, dict, new URL(location.pathname, window.location.origin)).title;
  }, [matches, dict, location.pathname]);
}
