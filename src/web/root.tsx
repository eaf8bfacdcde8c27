import { useEffect } from 'react';
import {
  type LoaderFunctionArgs,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import type { SessionResponse } from '../contract/session.ts';
import { apiContext } from './api-client.ts';
import { memberLive } from './features/chat/member-live-code.ts';
import { FeedbackDialog } from './features/feedback/feedback-dialog.tsx';
import { ImpersonationDialog } from './features/impersonation/impersonation-dialog.tsx';
import { useLegacySessionSync } from './features/impersonation/legacy-session-sync.ts';
import { PseudoBanner } from './features/impersonation/pseudo-banner.tsx';
import { NavEditorProvider } from './features/nav-editor/nav-editor.tsx';
import { usePageVisits } from './features/page-visits/use-page-visits.ts';
import { useT } from './i18n.tsx';
import { pageMeta, type RouteHandle } from './meta.ts';
import { BackButton } from './shell/back-button.tsx';
import { ConsentBanner } from './shell/consent-banner.tsx';
import { Footer } from './shell/footer.tsx';
import { Header } from './shell/header.tsx';
import { loadNavigation, type NavigationLoad } from './shell/navigation-data.tsx';
import { footerKind, headerKind } from './shell/shell-rules.ts';
import { SiteToaster } from './ui/toast.tsx';
import { useViewer, type ViewerState, viewerContext } from './viewer.ts';

export async function rootLoader({
  context,
}: LoaderFunctionArgs): Promise<ViewerState & { navigation: NavigationLoad }> {
  const viewer = context.get(viewerContext);
  const api = context.get(apiContext);
  // In the browser the root loads again only when a page asks for it after a change to the member
  // (a new photo, another account type): the session user is read again then.
  const user =
    typeof document === 'undefined' ? viewer.user : (await api.get<SessionResponse>('/next/api/auth/session')).user;
  return { ...viewer, user, ...(await loadNavigation(api)) };
}

/**
 * Who is signed in, and in which language, changes through full page loads (sign-in, sign-out,
 * language), so navigating never re-fetches the root; a page revalidating in place does.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  !formMethod && currentUrl.href === nextUrl.href;

export function RootLayout() {
  return <Shell isErrorPage={false} />;
}

export function RootErrorBoundary() {
  useRouteError();
  return <Shell isErrorPage />;
}

function Shell({ isErrorPage }: { isErrorPage: boolean }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  // Error pages and routes marked minimalShell (sign-in, sign-up, not found) get the minimal header.
  const minimal = isErrorPage || matches.some((m) => (m.handle as RouteHandle | undefined)?.minimalShell);
  const { user, publicConfig } = useViewer();
  useLegacySessionSync(user, publicConfig.classicSiteUrl);
  useDocumentTitle();
  useHydratedMarker();
  usePageVisits(user);
  const MemberLive = user ? memberLive() : undefined;
  const page = <Page minimal={minimal} pathname={pathname} />;
  return (
    <>
      {/* A new page opens at its top, back and forward return where they were; links and forms that only
          change part of a page say preventScrollReset. (Without framework mode it renders no inline script.) */}
      <ScrollRestoration />
      {MemberLive && user ? <MemberLive me={user.entity_id}>{page}</MemberLive> : page}
    </>
  );
}

function Page({ minimal, pathname }: { minimal: boolean; pathname: string }) {
  const t = useT();
  return (
    <NavEditorProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-card focus:bg-surface focus:p-2"
        >
          {t.common.skipToContent}
        </a>
        <PseudoBanner />
        <Header kind={headerKind(pathname, minimal)} />
        <main id="main" className="flex-1">
          <BackButton />
          <Outlet />
        </main>
        <Footer kind={footerKind(pathname, minimal)} />
        <SiteToaster />
        <FeedbackDialog />
        <ImpersonationDialog />
        <ConsentBanner />
      </div>
    </NavEditorProvider>
  );
}

/**
 * Marks <html data-hydrated> once React has taken over the server's HTML, so
 * browser tests (and anything else) can wait for the page to be interactive.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
