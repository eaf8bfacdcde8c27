/**
 * Server rendering: runs the matched routes' loaders, writes <head> from the
 * route metadata, and renders the whole React tree (crawlers and the first
 * paint get complete HTML, and the status is final) with the hydration data
 * the browser needs to pick up where the server stopped.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { type FormatTable, recordFormats } from '../contract/intl.ts';
import { LOCALE_INFO, LOCALES, type Locale } from '../contract/locales.ts';
import type { PublicConfig } from '../contract/public-config.ts';
import { dictionaries } from '../i18n/all.ts';
import { type ApiGet, apiContext, createApi } from './api-client.ts';
import { loadMemberLive, MEMBER_LIVE_MODULE } from './features/chat/member-live-code.ts';
import { I18nProvider } from './i18n.tsx';
import { type PageMeta, pageMeta, type RouteHandle } from './meta.ts';
import { PAGE_MODULES, resolvePage, routes } from './routes.tsx';
import { type ViewerState, viewerContext } from './viewer.ts';

export interface PageAssets {
  scripts: string[];
  modulePreloads: string[];
  styles: string[];
  /**
   * The files a page's own modules need beyond the main script's (their chunks, shared chunks,
   * styles, and the dictionary sections they wait for in the reader's language), by source file;
   * none in development, where Vite serves the sources.
   */
  chunksOf: (moduleIds: readonly string[], locale: Locale) => { scripts: string[]; styles: string[] };
  /** Vite's React refresh preamble, in development only. */
  devPreamble: boolean;
}

export interface RenderInput {
  request: Request;
  api: ApiGet;
  viewer: Omit<ViewerState, 'publicConfig'>;
  assets: PageAssets;
  publicConfig: PublicConfig;
}

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      html: string;
      /**
       * The inline scripts this page runs, exactly as written: the server allows them
       * by hash in its Content-Security-Policy. Any other inline script is refused.
       */
      inlineScripts: string[];
      /** Sites allowed to frame this page (RouteHandle.frameAncestors); absent: none. */
      frameAncestors?: readonly string[];
    };

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;

/** The source files of each page component, for the chunks its HTML links (pageChunks). */
const modulesOfPage = new WeakMap<ComponentType, readonly string[]>();

/**
 * Every page's code is resolved before the first request: the page cache reads each page's
 * handle without rendering it, and the server has no reason to load a page on demand.
 */
async function resolvePages(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      const modules = await resolvePage(route);
      if (route.Component && modules.length)
        modulesOfPage.set(
          route.Component,
          modules.map((m) => m.id),
        );
      if (route.children) await resolvePages(route.children);
    }),
  );
}
await Promise.all([resolvePages(routes), loadMemberLive()]);

/** The source files whose chunks pages link: the server checks the build has each. */
export const linkedModules = [
  ...PAGE_MODULES.map((m) => m.id),
  MEMBER_LIVE_MODULE.id,
  ...LOCALES.map((l) => `src/i18n/${l}/shell.ts`),
];
const handler = createStaticHandler(routes);

/** What decides a path's cache key: its deepest `cacheQuery`. */
interface CacheRule {
  cacheQuery: RouteHandle['cacheQuery'];
}

/**
 * Rules by path, remembered: matching a path against the route table flattens and compiles every
 * route again (react-router's matchRoutes), the largest cost of a cached page's answer. Bounded,
 * since paths come from visitors.
 */
const cacheRules = new Map<string, CacheRule>();
const CACHE_RULES_MAX = 5_000;

function cacheRuleOf(pathname: string): CacheRule {
  const known = cacheRules.get(pathname);
  if (known) return known;
  const matches = matchRoutes(routes, pathname) ?? [];
  const handled = matches.findLast((m) => (m.route.handle as RouteHandle | undefined)?.cacheQuery);
  const rule = {
    cacheQuery: (handled?.route.handle as RouteHandle | undefined)?.cacheQuery,
  };
  if (cacheRules.size >= CACHE_RULES_MAX) cacheRules.clear();
  cacheRules.set(pathname, rule);
  return rule;
}

/**
 * The anonymous page cache's key for a URL: its path, plus the query parameters
 * the matched page declares it depends on (RouteHandle.cacheQuery), in canonical
 * form. Null when the page must not be cached for this URL.
 */
export async function pageCacheKey(url: URL): Promise<string | null> {
  const rule = cacheRuleOf(url.pathname);
  if (!rule.cacheQuery) return url.pathname;
  const query = await rule.cacheQuery(url);
  if (query === null) return null;
  return query ? `${url.pathname}?${query}` : url.pathname;
}
export type PageCacheKey = typeof pageCacheKey;

export const renderPage: RenderPage = async (input) => {
  const viewer: ViewerState = { ...input.viewer, publicConfig: input.publicConfig };
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, createApi(input.api));
  requestContext.set(viewerContext, viewer);
  const context = await handler.query(input.request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  const dict = dictionaries[viewer.locale];
  const url = new URL(input.request.url);
  const meta = pageMeta(context.matches.map(toUiMatch(context)), dict, url);
  const router = createStaticRouter(handler.dataRoutes, context);
  const chunks = pageChunks(context, viewer, input.assets);
  const head = documentHead(meta, input, url, chunks.styles);

  // Every loader has finished and nothing suspends on the server (what loads on demand renders in
  // the browser only, ui/on-demand.tsx), so the synchronous renderer: it builds the string at once,
  // a quarter less CPU per signed-in page than streaming into a buffer (decision 039).
  const { result: body, formats } = recordFormats(() =>
    renderToString(
      <I18nProvider locale={viewer.locale} dict={dict}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>,
    ),
  );
  const inlineScript =
    hydrationData(context, formats) +
    scriptLoader([...input.assets.modulePreloads, ...chunks.scripts], input.assets.scripts);
  const tail = `</div><script>${inlineScript}</script></body></html>`;
  const framed = context.matches.findLast((m) => (m.route.handle as RouteHandle | undefined)?.frameAncestors);
  const frameAncestors = framed
    ? (framed.route.handle as RouteHandle).frameAncestors!(context.loaderData[framed.route.id])
    : undefined;
  return {
    kind: 'html',
    status: context.statusCode,
    html: head + body + tail,
    inlineScripts: [inlineScript],
    ...(frameAncestors ? { frameAncestors } : {}),
  };
};

function toUiMatch(context: StaticHandlerContext) {
  return (m: StaticHandlerContext['matches'][number]) => ({
    handle: m.route.handle,
    params: m.params,
    loaderData: context.loaderData[m.route.id],
  });
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeScript = (s: string) =>
  s
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The chunks of the rendered page's modules and of the visitor's dictionary (the shell's sections and
 * those the page's modules read): preloaded with the main script, the browser fetches them alongside
 * it instead of discovering them one import at a time.
 */
function pageChunks(context: StaticHandlerContext, viewer: ViewerState, assets: PageAssets) {
  const ids = context.matches.flatMap((m) => (m.route.Component ? (modulesOfPage.get(m.route.Component) ?? []) : []));
  if (viewer.user) ids.push(MEMBER_LIVE_MODULE.id);
  return assets.chunksOf([...ids, `src/i18n/${viewer.locale}/shell.ts`], viewer.locale);
}

function documentHead(meta: PageMeta, input: RenderInput, url: URL, pageStyles: readonly string[]): string {
  const { locale, theme } = input.viewer;
  const info = LOCALE_INFO[locale];
  const themeAttr = theme === 'system' ? '' : ` data-theme="${theme}"`;
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, input.publicConfig.publicUrl).href : null;
  const parts = [
    `<!doctype html><html lang="${info.bcp47}" dir="${info.dir}" data-locale="${locale}"${themeAttr}><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttr(meta.title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeAttr(meta.description)}">` : '',
    canonical ? `<link rel="canonical" href="${escapeAttr(canonical)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    // What a link to the page shows where it is shared (LinkedIn, a chat): title, text, and a member's photo.
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeAttr(dictionaries[locale].common.siteName)}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    meta.description ? `<meta property="og:description" content="${escapeAttr(meta.description)}">` : '',
    `<meta property="og:url" content="${escapeAttr(canonical ?? new URL(url.pathname, input.publicConfig.publicUrl).href)}">`,
    meta.image
      ? `<meta property="og:image" content="${escapeAttr(new URL(meta.image, input.publicConfig.publicUrl).href)}">`
      : '',
    '<meta name="twitter:card" content="summary">',
    meta.jsonLd
      ? // A data block, never executed: the CSP does not need to allow it.
        `<script type="application/ld+json">${escapeScript(JSON.stringify(meta.jsonLd))}</script>`
      : '',
    '<meta name="color-scheme" content="light dark">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...[...input.assets.styles, ...pageStyles].map((href) => `<link rel="stylesheet" href="${href}">`),
    input.assets.devPreamble
      ? `<script type="module">import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true;</script>`
      : '',
    '</head><body><div id="root">',
  ];
  return parts.join('');
}

/**
 * The same format react-router's own StaticRouterProvider writes, read back by createBrowserRouter,
 * and the text the render formatted (contract/intl.ts), read back before hydrating.
 */
function hydrationData(context: StaticHandlerContext, formats: FormatTable): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, e]) => [
          id,
          isRouteErrorResponse(e)
            ? { ...e, __type: 'RouteErrorResponse' }
            : e instanceof Error
              ? { message: e.message, __type: 'Error' }
              : e,
        ]),
      )
    : null;
  const payload = { loaderData: context.loaderData, actionData: context.actionData, errors };
  // zod compiles its object parsers with `new Function` unless told not to, and probes for that when
  // a schema is made: under our CSP the probe is a reported violation (Lighthouse's "issues"). Its
  // shared config is read when zod first loads, which is after this script (module scripts run
  // once the document is parsed); the server, with no such CSP, keeps the compiled parsers.
  return `globalThis.__zod_globalConfig={jitless:true};window.__staticRouterHydrationData=${parsed(payload)};window.__wordhiveFormats=${parsed(formats)};`;
}

/** A value as a script expression: JSON.parse of a string literal, which browsers read faster than an object literal. */
const parsed = (value: unknown) => `JSON.parse(${escapeScript(JSON.stringify(JSON.stringify(value)))})`;

/** How many preloads the loader starts in one task. */
const PRELOADS_PER_TASK = 6;

/**
 * The page's scripts are asked for only once the browser has painted its HTML (issue 18). Linked
 * in the document, they compete with the stylesheet for a phone's bandwidth, and a browser that has
 * them at hand (a fast network, its cache) runs them, hydration included, before its first paint:
 * the page shows later than its HTML allows. The page works without them (links are links, forms
 * post), so nothing waits on them but the interactions they add. A hidden tab paints no frame:
 * there they load at once. Module scripts added this way would run in any order; `async = false`
 * keeps the order given (Vite's client before the entry, in development). Starting a preload costs
 * a phone's main thread a few milliseconds: they are added a few at a time, in tasks of their own.
 */
const LOAD_SCRIPTS = `function(preloads, entries) {
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    document.head.append(element);
  }
  function preload(from) {
    preloads.slice(from, from + ${PRELOADS_PER_TASK}).forEach(function(href) { add('link', { rel: 'modulepreload', href: href }); });
    if (from + ${PRELOADS_PER_TASK} < preloads.length) setTimeout(preload, 0, from + ${PRELOADS_PER_TASK});
  }
  function load() {
    entries.forEach(function(src) { add('script', { type: 'module', async: false, src: src }); });
    preload(0);
  }
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function() { setTimeout(load); });
}`.replace(/\s*\n\s*/g, '');

function scriptLoader(preloads: readonly string[], entries: readonly string[]): string {
  return `(${LOAD_SCRIPTS})(${escapeScript(JSON.stringify(preloads))},${escapeScript(JSON.stringify(entries))});`;
}
