/**
 * Server rendering of every page: builds a Fetch Request from the Fastify
 * request, hands it to the web's entry-server with an in-process API client
 * (inject, so pages read data through the same routes and permissions as the
 * browser), and sends the finished HTML, from the anonymous page cache when it
 * can. Dev mode loads the entry through Vite.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../contract/locales.ts';
import { SECTIONS_FILE } from '../../i18n/sections.ts';
import type { ApiResult } from '../../web/api-client.ts';
import type { PageAssets, PageCacheKey, RenderPage } from '../../web/entry-server.tsx';
import { type Config, publicConfig } from '../config.ts';
import { freePort } from '../free-port.ts';
import type { EventBus } from '../realtime/bus.ts';
import { isApiPath, notFound } from './errors.ts';
import { rememberSavedLocale, resolveLocale, resolveTheme } from './locale.ts';
import { type CachedPage, createPageCache, encodedBody, isCacheableStatus, type PageCache } from './page-cache.ts';
import { pageCsp } from './page-csp.ts';
import { encodeRenderedPage } from './page-encoding.ts';
import { documentHeaders } from './security-headers.ts';

export type SsrMode = 'none' | 'dev' | 'prod';

const ROOT = resolve(import.meta.dirname, '../../..');
const CLIENT_ENTRY = 'src/web/entry-client.tsx';

interface EntryServer {
  renderPage: RenderPage;
  pageCacheKey: PageCacheKey;
  linkedModules: readonly string[];
}

interface Renderer {
  load(): Promise<EntryServer>;
  assets: PageAssets;
  /** Extra CSP sources the dev server needs (HMR socket, inline preamble). */
  devCsp: boolean;
}

/** How long an anonymous page is served from memory before it is rendered again. */
export const PAGE_CACHE_MS = 10_000;
/** At most this much memory for cached pages, whatever URLs arrive. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const PAGES_CHANGED = 'cache:pages';

export async function registerSsr(
  app: FastifyInstance,
  { config, mode, bus }: { config: Config; mode: SsrMode; bus: EventBus },
) {
  if (mode === 'none') return;
  const renderer = mode === 'dev' ? await devRenderer(app) : await prodRenderer(app, config.distDir);
  // Dev renders every time, so edits show at once.
  const cache = mode === 'prod' ? createPageCache({ ttlMs: PAGE_CACHE_MS, maxBytes: PAGE_CACHE_BYTES }) : null;
  if (cache) await clearPagesOnChanges(app, bus, cache);

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) throw notFound('No such API endpoint');
    const locale = resolveLocale(request);
    const theme = resolveTheme(request);
    rememberSavedLocale(request, reply, config);
    reply
      .headers(documentHeaders)
      .header('content-type', 'text/html; charset=utf-8')
      // A signed-in member's page holds their own things: no copy is kept anywhere, not even in their
      // browser's back-forward or disk cache for the next person at a shared computer (issue 57).
      // A visitor's page may be kept and revalidated.
      .header('cache-control', request.viewer.user ? 'no-store' : 'private, no-cache');

    const entry = await renderer.load();
    const fetchRequest = toFetchRequest(request, config);
    // A page without a session is the same for every visitor with this language, theme and the
    // query parameters the page declares it reads (nothing else in the URL makes a new copy).
    const page = cache && !request.viewer.user ? await entry.pageCacheKey(new URL(fetchRequest.url)) : null;
    const cacheKey = page === null ? null : `${locale}|${theme}|${page}`;
    const cached = cacheKey ? cache?.get(cacheKey) : undefined;
    if (cached) return sendCached(reply, cached, request.headers['accept-encoding'], 'hit');

    const result = await entry.renderPage({
      request: fetchRequest,
      api: (path) => injectGet(app, request, path),
      viewer: { user: request.viewer.user, locale, theme },
      assets: renderer.assets,
      publicConfig: publicConfig(config),
    });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const csp = pageCsp(result.inlineScripts, config, renderer.devCsp, result.frameAncestors);
    if (cacheKey && cache && isCacheableStatus(result.status)) {
      const page = cache.set(cacheKey, { status: result.status, csp, body: Buffer.from(result.html) });
      return sendCached(reply, page, request.headers['accept-encoding'], 'miss');
    }
    allowFramingBy(reply, csp);
    // As bytes: a string would be encoded twice, once to count its length and once to write it, and
    // a page's text (·, ’, Hebrew) makes it a two-byte string, slow to encode (measured: about a
    // tenth of a signed-in page's CPU). zstd is made here in one call (page-encoding.ts);
    // @fastify/compress leaves an encoded body alone and compresses any other.
    const { body, encoding } = encodeRenderedPage(Buffer.from(result.html), request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(result.status)
      .header('content-security-policy', csp)
      .header('vary', 'accept-encoding')
      .send(body);
  });
}

/** A page its CSP lets some site frame must not also say DENY: browsers obey the stricter header. */
function allowFramingBy(reply: FastifyReply, csp: string) {
  if (!csp.includes("frame-ancestors 'none'")) reply.removeHeader('x-frame-options');
}

/** Cached bytes, compressed once per page and encoding; @fastify/compress leaves an encoded body alone. */
function sendCached(reply: FastifyReply, page: CachedPage, acceptEncoding: string | undefined, state: 'hit' | 'miss') {
  const { body, encoding } = encodedBody(page, acceptEncoding);
  allowFramingBy(reply, page.csp);
  reply
    .status(page.status)
    .header('content-security-policy', page.csp)
    .header('x-page-cache', state)
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * A successful change to what anonymous visitors see (a route the table marks
 * `changesPages`: a navigation item, a privacy setting, a profile) drops the
 * cached pages in every process. Other writes (a sign-out, a click) do not, so
 * nobody can empty the cache for everyone with a request anyone may send.
 */
async function clearPagesOnChanges(app: FastifyInstance, bus: EventBus, cache: PageCache) {
  await bus.subscribe(PAGES_CHANGED, () => cache.clear());
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.routeOptions.config.route?.changesPages || reply.statusCode >= 400) return done();
    cache.clear();
    bus.publish(PAGES_CHANGED, {}).then(() => done(), done);
  });
}

async function injectGet(app: FastifyInstance, request: FastifyRequest, path: string): Promise<ApiResult> {
  const res = await app.inject({
    method: 'GET',
    url: path,
    headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
    remoteAddress: request.ip,
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
}

function toFetchRequest(request: FastifyRequest, config: Config): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (typeof v === 'string') headers.set(k, v);
  }
  return new Request(new URL(request.url, config.publicUrl), { method: 'GET', headers });
}

async function prodRenderer(app: FastifyInstance, distDir: string): Promise<Renderer> {
  const clientDir = join(distDir, 'client');
  const manifestFile = join(clientDir, '.vite/manifest.json');
  const serverEntry = join(distDir, 'server/entry-server.js');
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) {
    throw new Error('The web bundle is missing: run `npm run build` first');
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sections = JSON.parse(readFileSync(join(clientDir, SECTIONS_FILE), 'utf8')) as DictionarySections;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the Vite manifest`);
  const main = chunkFiles(manifest, [CLIENT_ENTRY]);
  const assets: PageAssets = {
    scripts: [`/${entry.file}`],
    modulePreloads: main.scripts.filter((f) => f !== `/${entry.file}`),
    styles: main.styles,
    chunksOf: memoized((ids, locale) => chunkFiles(manifest, ids, [CLIENT_ENTRY], sectionsIn(sections, locale))),
    devPreamble: false,
  };
  // Hashed file names never change content, so browsers may keep them for a year.
  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    wildcard: false,
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: join(ROOT, 'public'),
    prefix: '/',
    maxAge: '1d',
    wildcard: false,
    decorateReply: false,
  });
  const mod = (await import(pathToFileURL(serverEntry).href)) as EntryServer;
  const unbuilt = mod.linkedModules.filter((id) => !manifest[id]);
  if (unbuilt.length)
    throw new Error(`Not in the Vite manifest (routes.tsx names another file?): ${unbuilt.join(', ')}`);
  return { load: async () => mod, assets, devCsp: false };
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
/** By chunk file, the dictionary section files its modules wait for (scripts/dictionary-sections-plugin.ts). */
type DictionarySections = Record<string, string[]>;

/** The source files of the sections a chunk waits for, in one language (`src/i18n/fra/pay.ts`). */
const sectionsIn =
  (sections: DictionarySections, locale: Locale) =>
  (file: string): string[] =>
    (sections[file] ?? []).map((section) => `src/i18n/${locale}/${section}.ts`);

type ChunkFiles = ReturnType<PageAssets['chunksOf']>;

/**
 * The files the given modules need, their static imports and the dictionary sections they wait for
 * followed through the manifest: what the browser would otherwise discover one import at a time. What
 * the modules in `skip` (the main entry, already linked) reach is left out.
 */
function chunkFiles(
  manifest: Manifest,
  ids: readonly string[],
  skip: readonly string[] = [],
  sectionsOf: (file: string) => string[] = () => [],
): ChunkFiles {
  const reach = (from: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (seen.has(id) || !chunk) return;
      seen.add(id);
      for (const child of [...(chunk.imports ?? []), ...sectionsOf(chunk.file)]) visit(child);
    };
    for (const id of from) visit(id);
    return seen;
  };
  const skipped = reach(skip);
  const wanted = [...reach(ids)].filter((id) => !skipped.has(id));
  const skippedStyles = new Set([...skipped].flatMap((id) => manifest[id]?.css ?? []));
  const styles = new Set(wanted.flatMap((id) => manifest[id]?.css ?? []).filter((f) => !skippedStyles.has(f)));
  return { scripts: wanted.map((id) => `/${manifest[id]?.file}`), styles: [...styles].map((f) => `/${f}`) };
}

/** One answer per set of modules and language: a page's chunks never change while the server runs. */
function memoized(find: PageAssets['chunksOf']): PageAssets['chunksOf'] {
  const known = new Map<string, ChunkFiles>();
  return (ids, locale) => {
    const key = `${locale}|${ids.join('|')}`;
    let files = known.get(key);
    if (!files) {
      files = find(ids, locale);
      known.set(key, files);
    }
    return files;
  };
}

async function devRenderer(app: FastifyInstance): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    // Hot reload on a port of its own: on the app's server, @fastify/websocket routes every upgrade
    // through Fastify, and Vite's socket got a page for an answer.
    server: { middlewareMode: true, hmr: { port: await freePort() } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  // Vite's own paths (modules, HMR client, source files) go to its middleware.
  app.addHook('onRequest', (request, reply, done) => {
    if (!/^\/(@vite|@fs|@id|@react-refresh|src\/|node_modules\/|public\/)/.test(request.url)) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  });
  await app.register(fastifyStatic, { root: join(ROOT, 'public'), prefix: '/', wildcard: false });
  return {
    load: async () => (await vite.ssrLoadModule('/src/web/entry-server.tsx')) as EntryServer,
    assets: {
      scripts: ['/@vite/client', `/${CLIENT_ENTRY}`],
      modulePreloads: [],
      styles: ['/src/web/styles.css'],
      chunksOf: () => ({ scripts: [], styles: [] }),
      devPreamble: true,
    },
    devCsp: true,
  };
}
