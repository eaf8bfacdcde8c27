/** What `npm run bench` measures. Throughput: autocannon, 50 connections. Latency: sequential, server time. */
import { SERVICES, serviceType } from '../../src/contract/taxonomy.ts';

export interface ThroughputScenario {
  name: string;
  path: string;
  /** Which server answers: the app (the default), or the raw baseline sending the app's security headers. */
  server?: 'app' | 'raw-with-headers';
  signedIn?: boolean;
  /** Accept-Encoding to send: a browser's gets a compressed page, which costs the server more. */
  acceptEncoding?: string;
  /** A figure from an issue, shown next to the result. */
  target?: string;
  /**
   * Rounds for a ratio that is compared with a target near 1 (default 5; BENCH_ROUNDS wins). One paired
   * round's ratio varies by about ±0.05 on this machine, so the median of five lands anywhere
   * within ±0.03 of where many rounds put it; the page scenarios are far from any such line.
   */
  rounds?: number;
}

/** What Chromium asks for (a member's browser): the app answers a rendered page in zstd. */
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

/** The signed-in pages issue 18 sets a throughput target for. */
const SIGNED_IN_HOME: ThroughputScenario = {
  name: 'Home page, signed in (rendered every time)',
  path: '/',
  signedIn: true,
};
const SIGNED_IN_PROFILE: ThroughputScenario = {
  name: 'Profile page, signed in (rendered every time)',
  path: '/profile/6',
  signedIn: true,
};

/** Enough paired rounds that the median's own spread (about ±0.015) is small next to the gap it is read against. */
const RATIO_ROUNDS = 15;

export const throughputScenarios: ThroughputScenario[] = [
  // The raw server's answer with the security headers every answer of ours carries: what they cost by themselves.
  {
    name: 'raw node:http JSON with the security headers of ours',
    path: '/',
    server: 'raw-with-headers',
    rounds: RATIO_ROUNDS,
  },
  { name: 'Fastify JSON route (GET /livez)', path: '/livez', target: '≥ 0.9 × raw', rounds: RATIO_ROUNDS },
  // The same kind of answer through the site's hooks: cookies, session, compression, Server-Timing.
  { name: 'GET /next/api/auth/session (anonymous)', path: '/next/api/auth/session' },
  { name: 'GET /next/api/auth/session (signed in)', path: '/next/api/auth/session', signedIn: true },
  { name: 'Home page, server-rendered (GET /)', path: '/', target: '≥ 3,000 req/s' },
  SIGNED_IN_HOME,
  { name: 'Profile page (GET /profile/6)', path: '/profile/6', target: '≥ 1,500 req/s' },
  SIGNED_IN_PROFILE,
  {
    name: 'Home page, signed in, compressed as Chromium asks',
    path: '/',
    signedIn: true,
    acceptEncoding: CHROMIUM_ENCODINGS,
  },
  {
    name: 'Profile page, signed in, compressed as Chromium asks',
    path: '/profile/6',
    signedIn: true,
    acceptEncoding: CHROMIUM_ENCODINGS,
  },
  {
    name: 'Directory page, PT → EN legal (GET /directory?…)',
    path: '/directory?service=translators&source=por&target=eng&field=legal',
  },
];

/** The same pages rendered alone (render-alone.ts), reported beside their throughput rows. */
export const renderAlonePages = [SIGNED_IN_HOME, SIGNED_IN_PROFILE];

export interface LatencyScenario {
  name: string;
  /** The i-th request's path, so queries vary and caches do not hide the work. */
  path: (i: number) => string;
  requests: number;
  /** Requests sent first and not measured (other queries), so the figures are a running server's, not a cold start's. */
  warmUp?: { path: (i: number) => string; requests: number };
  target?: string;
}

const WORDS = [
  'legal',
  'contracts',
  'medical',
  'patents',
  'lisbon',
  'finance',
  'marketing',
  'software',
  'certified',
  'literary',
];
const WARM_UP_WORDS = ['technical', 'tourism', 'automotive', 'sworn', 'games', 'energy'];
const PAIRS = [
  ['por', 'eng'],
  ['eng', 'por'],
  ['deu', 'eng'],
  ['eng', 'deu'],
  ['fra', 'eng'],
  ['eng', 'fra'],
  ['spa', 'eng'],
  ['eng', 'spa'],
  ['ita', 'eng'],
  ['eng', 'ita'],
];

/** Categories and disciplines the job filter takes. */
const JOB_FIELDS = ['legal', 'medical', 'technical', 'business', '102', '201', '305', '503'];
/**
 * Words of the seeded jobs' texts (decision 049). Four also name a field ("patent", "trademark" and
 * "clinical" a category, "certificates" a discipline), so every job of that field is found too: those
 * lists are long, and counting them is most of their time.
 */
const JOB_WORDS = [
  'agreement',
  'patent',
  'clinical',
  'leaflets',
  'franchise',
  'trademark',
  'bakery',
  'dental',
  'annual',
  'certificates',
];
const JOB_WARM_UP_WORDS = ['supply', 'hearing', 'licence', 'consent'];

/** The services a job or a rate in a pair can name: with the pairs, the questions of "what professionals ask". */
const PAIR_SERVICES = SERVICES.filter((s) => serviceType(s.id) === 'pair').map((s) => s.id);
/** Pairs the measured questions do not ask about, for the warm-up. */
const WARM_UP_PAIRS = [
  ['por', 'spa'],
  ['spa', 'por'],
  ['fra', 'deu'],
  ['deu', 'fra'],
];

export const latencyScenarios: LatencyScenario[] = [
  {
    name: 'Directory search, text + language pair (GET /next/api/users)',
    // 10 words × 10 pairs × 3 pages: every request is a query the cache has not seen.
    path: (i) => {
      const [source, target] = PAIRS[Math.floor(i / 10) % 10]!;
      const page = 1 + Math.floor(i / 100);
      return `/next/api/users?service=translators&search=${WORDS[i % 10]}&source=${source}&target=${target}&page=${page}`;
    },
    requests: 300,
    // Other words over the same pairs: the database's pages and the JIT are warm, the measured queries are not cached.
    warmUp: {
      path: (i) => {
        const [source, target] = PAIRS[i % 10]!;
        return `/next/api/users?service=translators&search=${WARM_UP_WORDS[i % WARM_UP_WORDS.length]}&source=${source}&target=${target}`;
      },
      requests: 60,
    },
    target: 'p95 ≤ 20 ms',
  },
  {
    name: 'Directory, those taking new work in a pair and service (GET /next/api/users?available=1…)',
    // 10 pairs × 3 services × 3 pages × 2 orders: every list once, none in the directory's cache (decision 056).
    path: (i) => {
      const [source, target] = PAIRS[i % 10]!;
      const service = PAIR_SERVICES[Math.floor(i / 10) % 3];
      const page = 1 + (Math.floor(i / 30) % 3);
      const sort = Math.floor(i / 90) % 2 ? '&sort=rating' : '';
      return `/next/api/users?available=1&source=${source}&target=${target}&service_id=${service}&page=${page}${sort}`;
    },
    requests: 180,
    warmUp: {
      path: (i) => {
        const [source, target] = WARM_UP_PAIRS[i % WARM_UP_PAIRS.length]!;
        return `/next/api/users?available=1&source=${source}&target=${target}&page=${1 + (i % 3)}`;
      },
      requests: 30,
    },
    target: 'p95 ≤ 20 ms',
  },
  {
    name: 'Opportunities page, pair + field, 100,000 jobs (GET /opportunities?…)',
    // 10 pairs × 8 fields (categories and disciplines) × 2 sorts × 2 pages: a different filtered list each
    // time, which the lists' cache (decision 051) has not seen.
    path: (i) => {
      const [source, target] = PAIRS[i % 10]!;
      const field = JOB_FIELDS[Math.floor(i / 10) % JOB_FIELDS.length];
      const sort = Math.floor(i / 80) % 2 ? '&sort=deadline' : '';
      const page = Math.floor(i / 160) % 2 ? '&page=2' : '';
      return `/opportunities?source=${source}&target=${target}&field=${field}${sort}${page}`;
    },
    requests: 300,
    warmUp: {
      path: (i) => `/opportunities?source=${PAIRS[i % 10]![0]}&field=${JOB_FIELDS[i % 8]}&sort=budget`,
      requests: 40,
    },
    target: 'p95 ≤ 20 ms',
  },
  {
    name: 'Opportunities list, a word (some name a field), 100,000 jobs (GET /next/api/jobs?search=…)',
    // 10 words × 10 source languages × 3 pages: a different list each time, not in the lists' cache.
    path: (i) => {
      const source = PAIRS[Math.floor(i / 10) % 10]![0];
      const page = 1 + Math.floor(i / 100);
      return `/next/api/jobs?search=${JOB_WORDS[i % 10]}&source=${source}&page=${page}`;
    },
    requests: 300,
    warmUp: {
      path: (i) => `/next/api/jobs?search=${JOB_WARM_UP_WORDS[i % JOB_WARM_UP_WORDS.length]}&page=${1 + (i % 3)}`,
      requests: 40,
    },
  },
  {
    name: 'What professionals ask, a pair and a service, 100,000 members (GET /next/api/rates)',
    // 10 pairs × the services between two languages: each question once, so none is in the answers' cache.
    path: (i) => {
      const [source, target] = PAIRS[i % 10]!;
      return `/next/api/rates?source=${source}&target=${target}&service_id=${PAIR_SERVICES[Math.floor(i / 10)]}`;
    },
    requests: PAIRS.length * PAIR_SERVICES.length,
    warmUp: {
      path: (i) => {
        const [source, target] = WARM_UP_PAIRS[i % WARM_UP_PAIRS.length]!;
        return `/next/api/rates?source=${source}&target=${target}&service_id=${PAIR_SERVICES[i % PAIR_SERVICES.length]}`;
      },
      requests: 40,
    },
  },
];
