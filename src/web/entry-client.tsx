/**
 * Hydrates the server-rendered page: loads the visitor's dictionary, then picks up the router state.
 * The page's HTML loads this script only once the browser has painted (entry-server.tsx scriptLoader).
 */
import './styles.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '../contract/locales.ts';
import { loadDictionary } from '../i18n/index.ts';
import { apiContext, browserGet, createApi } from './api-client.ts';
import { I18nProvider } from './i18n.tsx';
import { resolvePage, routes } from './routes.tsx';
import { type ViewerState, viewerContext } from './viewer.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData: Record<string, unknown> };
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
  const [dict] = await Promise.all([loadDictionary(locale), loadLazyMatches()]);
  const viewer = window.__staticRouterHydrationData?.loaderData.root as ViewerState;
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
}

// A task of its own: the browser may paint or answer a tap between running the page's modules and
// creating the router, instead of one long task for both.
setTimeout(start);
