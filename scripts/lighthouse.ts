/**
 * Lighthouse, mobile (its default throttling and phone emulation), on the
 * pages issue 18 names and the pages later issues added: performance,
 * accessibility, best practices and SEO, with LCP, TBT and CLS. Each page is
 * audited twice: for an anonymous visitor, and for a signed-in member (the demo
 * translator, whose own profile /profile/6 is: the owner's tools load there),
 * since members load more (their live connection, their menus). Audits the
 * built app on a fresh seeded embedded database (`npm run build` first), or
 * the site at the URL given as the first argument. Writes the "Lighthouse"
 * section of docs/PERFORMANCE.md; `npm run bench` runs it after its own report.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../src/server/db/seed/accounts.ts';
import { freePort } from '../src/server/free-port.ts';
import { findChromium } from './ensure-browser.ts';

const PAGES = [
  ['Home', '/'],
  ['Directory', '/directory?service=translators'],
  ['Profile', '/profile/6'],
  ['About', '/about'],
  ['Opportunities', '/opportunities'],
  ['A job', '/opportunities/1'],
  ['Networking walls', '/networking'],
  ['Testimonials', '/testimonials'],
  ['Software hub', '/software-hub'],
  ['News', '/news'],
  ['Learning', '/learn'],
  ['Events', '/events'],
  ['An event', '/events/1'],
  ['Language assessment', '/language-assessment'],
  ['Membership', '/membership'],
  ['Wordhive Pay', '/wordhivepay/about'],
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The demo member the signed-in audits are run as (the profile audited is theirs). */
const MEMBER = { email: `translator@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD };

interface Scores {
  name: string;
  path: string;
  visitor: 'anonymous' | 'signed in';
  categories: Record<(typeof CATEGORIES)[number], number>;
  lcp: string;
  tbt: string;
  cls: string;
  /** Lighthouse's measure of the host CPU's speed while it ran (higher is faster). */
  benchmarkIndex: number;
  /** The audits that keep accessibility, best practices or SEO under 100. */
  missed: string[];
}

async function startApp(): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), SEED_MEMBERS: '300' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, server };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The app never answered');
}

/** A session cookie for MEMBER, sent with every request of the signed-in audits. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/next/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(MEMBER),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing in as ${MEMBER.email} failed: HTTP ${response.status}`);
  return cookie;
}

interface Visit {
  name: string;
  path: string;
  /** The session cookie of a signed-in audit; none for an anonymous one. */
  cookie: string | null;
}

async function audit(base: string, { name, path, cookie }: Visit, chrome: string): Promise<Scores> {
  const dir = mkdtempSync(join(tmpdir(), 'wordhive-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        `${base}${path}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const categories = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as Scores['categories'];
    const value = (id: string) => String(report.audits[id]?.displayValue ?? '').replace(/\s/g, ' ');
    const missed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (report.categories[c]?.auditRefs ?? [])
        .filter((ref: { id: string; weight: number }) => ref.weight > 0)
        .map((ref: { id: string }) => ref.id)
        .filter((id: string) => report.audits[id]?.score !== null && report.audits[id]?.score < 1),
    );
    return {
      name,
      path,
      visitor: cookie ? 'signed in' : 'anonymous',
      categories,
      missed,
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is tried again. */
async function auditWithRetries(base: string, visit: Visit, chrome: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(base, visit, chrome);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(
        `Lighthouse: ${visit.name} failed (${(error as Error).message.split('\n')[1] ?? 'no reason'}), again…`,
      );
    }
  }
}

function writeSection(scores: Scores[]): void {
  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Measured by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)} (also run by \`npm run bench\`): Lighthouse's`,
    'default mobile emulation and throttling, Debian’s Chromium, the built app on a fresh seeded embedded',
    'database. Targets (issue 18): performance ≥ 95; accessibility, best practices and SEO 100.',
    'The phone is simulated by slowing the host’s CPU fourfold, so a faster host scores higher:',
    'the last column is Lighthouse’s benchmark index of the host during the audit (higher is faster).',
    `Each page is audited for an anonymous visitor and for a signed-in member (${MEMBER.email}, whose own`,
    'profile /profile/6 is, with its owner’s tools).',
    '',
    '| page | visitor | performance | accessibility | best practices | SEO | LCP | TBT | CLS | audits under 100 | host index |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...scores.map(
      (s) =>
        `| ${s.name} (\`${s.path}\`) | ${s.visitor} | ${s.categories.performance} | ${s.categories.accessibility} | ${s.categories['best-practices']} | ${s.categories.seo} | ${s.lcp} | ${s.tbt} | ${s.cls} | ${s.missed.join(', ')} | ${s.benchmarkIndex} |`,
    ),
    '',
  ];
  const report = readFileSync('docs/PERFORMANCE.md', 'utf8');
  const start = report.indexOf('## Lighthouse (mobile)\n');
  const next = start >= 0 ? report.indexOf('\n## ', start + 1) : -1;
  const text = lines.join('\n');
  const updated =
    start < 0
      ? `${report.trimEnd()}\n\n${text}`
      : report.slice(0, start) + text + (next >= 0 ? report.slice(next + 1) : '');
  writeFileSync('docs/PERFORMANCE.md', updated);
}

const chrome = findChromium();
if (!chrome) throw new Error('No Chromium found: run `node scripts/ensure-browser.ts` first');
const given = process.argv[2];
const started = given ? null : await startApp();
const base = given ?? started!.base;
try {
  const cookie = await signIn(base);
  const scores: Scores[] = [];
  for (const [name, path] of PAGES) {
    for (const visit of [
      { name, path, cookie: null },
      { name, path, cookie },
    ]) {
      console.log(`Lighthouse: ${name} (${path}), ${visit.cookie ? 'signed in' : 'anonymous'}…`);
      scores.push(await auditWithRetries(base, visit, chrome));
    }
  }
  console.table(
    scores.map((s) => ({
      page: s.name,
      visitor: s.visitor,
      ...s.categories,
      LCP: s.lcp,
      TBT: s.tbt,
      CLS: s.cls,
      host: s.benchmarkIndex,
      missed: s.missed.join(' '),
    })),
  );
  writeSection(scores);
  console.log('Wrote the Lighthouse section of docs/PERFORMANCE.md');
} finally {
  started?.server.kill('SIGTERM');
}
