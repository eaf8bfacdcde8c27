/**
 * Hydrates the server-rendered page: loads the visitor's dictionary, then picks up the router state.
 * The page's HTML loads this script only once the browser has painted (entry-server.tsx scriptLoader).
 */
import './styles.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router';
import { type FormatTable, replayFormats } from '../contract/intl.ts';
import { DEFAULT_LOCALE, isLocale } from '../contract/locales.ts';
import { loadDictionary } from '../i18n/index.ts';
import { apiContext, browserGet, createApi } from './api-client.ts';
import { loadMemberLive } from './features/chat/member-live-code.ts';
import { I18nProvider } from './i18n.tsx';
import { preloadPageCode, resolvePage, routes } from './routes.tsx';
import { focusFirstInvalidOnSubmit } from './ui/focus-invalid-on-submit.ts';
import { type ViewerState, viewerContext } from './viewer.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData: Record<string, unknown> };
    /** The numbers and dates the server formatted in this page (contract/intl.ts). */
    __wordhiveFormats?: FormatTable;
  }
}

/**
 * The code of a page that loads on its own (routes.tsx `page`) is fetched before hydrating, so
 * React takes over the very HTML the server rendered instead of a loading state.
 */
async function loadLazyMatches() {
  await Promise.all((matchRoutes(routes, window.location) ?? []).map(({ route }) => resolvePage(route)));
}

async function start() {
  const attr = document.documentElement.dataset.locale;
  const locale = isLocale(attr) ? attr : DEFAULT_LOCALE;
  const viewer = window.__staticRouterHydrationData?.loaderData.root as ViewerState;
  // A member's page was rendered with the chat around it: its code too before hydrating. The chat adds
  // no HTML until a popup opens, so if its code cannot load (offline) the page still hydrates, without it.
  const chat = viewer.user ? loadMemberLive().catch(() => {}) : undefined;
  const [dict] = await Promise.all([loadDictionary(locale), loadLazyMatches(), chat]);
  replayFormats(window.__wordhiveFormats);
  const api = createApi(browserGet);
  const router = createBrowserRouter(routes, {
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(viewerContext, viewer);
      return context;
    },
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered (React hydrates what was tapped first).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <I18nProvider locale={locale} dict={dict}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
  preloadLinkedPagesOnIntent();
  focusFirstInvalidOnSubmit(document);
}

/**
 * The code of the page an internal link leads to starts loading on the visitor's intent (a pointer
 * over the link, a focus, a touch), some hundred milliseconds before the click that needs it.
 */
function preloadLinkedPagesOnIntent() {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // A download (an event's calendar file) is no page: there is no code to fetch for it.
    if (
      !(link instanceof HTMLAnchorElement) ||
      link.origin !== window.location.origin ||
      link.hasAttribute('download') ||
      asked.has(link.pathname)
    ) {
      return;
    }
    asked.add(link.pathname);
    preloadPageCode(link.pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

// A task of its own: the browser may paint or answer a tap between running the page's modules and
// creating the router, instead of one long task for both.
setTimeout(start);
