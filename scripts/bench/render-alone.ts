/**
 * Rendering alone (run by npm run bench as a child process, with NODE_ENV=production so the
 * bundled React is its production build): the built server entry renders a signed-in page in
 * this process, over and over, with the API answers its loaders asked the running app for
 * recorded once and parsed again for every render (as ssr.ts's in-process calls parse theirs).
 * No HTTP, session, database or compression: what is left is the router's loaders, React's
 * render to a string and the hydration data. Its time per page bounds what one core can serve
 * of that page however fast everything else becomes.
 *
 * Usage: node scripts/bench/render-alone.ts <origin> (the session cookie in BENCH_COOKIE);
 * prints one JSON line per page.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SessionResponse } from '../../src/contract/session.ts';
import { loadConfig, publicConfig } from '../../src/server/config.ts';
import type { ApiGet } from '../../src/web/api-client.ts';
import type { RenderPage } from '../../src/web/entry-server.tsx';
import { renderAlonePages } from './scenarios.ts';

export interface RenderAloneResult {
  /** The throughput scenario that serves this page over HTTP. */
  name: string;
  path: string;
  htmlKb: number;
  /** Median of the rounds, ms per page, one thread. */
  msPerPage: number;
}

const WARM_UP = 300;
const ROUNDS = 5;
/** Renders per round: half a second to a second of work on a 2-core machine. */
const PER_ROUND = 200;

const [origin] = process.argv.slice(2);
const cookie = process.env.BENCH_COOKIE ?? '';
if (!origin || !cookie) throw new Error('Usage: BENCH_COOKIE=<cookie> node scripts/bench/render-alone.ts <origin>');

const { renderPage } = (await import(pathToFileURL(resolve('dist/server/entry-server.js')).href)) as {
  renderPage: RenderPage;
};
const { user } = (await (
  await fetch(`${origin}/next/api/auth/session`, { headers: { cookie } })
).json()) as SessionResponse;
const config = publicConfig(loadConfig());

const answers = new Map<string, { status: number; text: string }>();
const recordedGet: ApiGet = async (path) => {
  let answer = answers.get(path);
  if (!answer) {
    const res = await fetch(`${origin}${path}`, { headers: { cookie } });
    answer = { status: res.status, text: await res.text() };
    answers.set(path, answer);
  }
  return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as unknown) : null };
};

const render = (path: string) =>
  renderPage({
    request: new Request(`${origin}${path}`, { headers: { cookie } }),
    api: recordedGet,
    viewer: { user, locale: 'eng', theme: 'system' },
    // The page's chunk list is left out: a few hundred bytes of the inline loader.
    assets: {
      scripts: [],
      modulePreloads: [],
      styles: [],
      chunksOf: () => ({ scripts: [], styles: [] }),
      devPreamble: false,
    },
    publicConfig: config,
  });

for (const page of renderAlonePages) {
  let html = '';
  for (let i = 0; i < WARM_UP; i++) {
    const out = await render(page.path);
    if (out.kind !== 'html' || out.status !== 200) throw new Error(`${page.path}: rendered ${out.kind} ${out.status}`);
    html = out.html;
  }
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    for (let i = 0; i < PER_ROUND; i++) await render(page.path);
    rounds.push((performance.now() - started) / PER_ROUND);
  }
  rounds.sort((a, b) => a - b);
  const result: RenderAloneResult = {
    name: page.name,
    path: page.path,
    htmlKb: Buffer.byteLength(html) / 1024,
    msPerPage: rounds[Math.floor(ROUNDS / 2)]!,
  };
  console.log(JSON.stringify(result));
}
