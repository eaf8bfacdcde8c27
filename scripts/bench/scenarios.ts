/** What `npm run bench` measures. Throughput: autocannon, 50 connections. Latency: sequential, server time. */

export interface ThroughputScenario {
  name: string;
  path: string;
  signedIn?: boolean;
  /** A figure from an issue, shown next to the result. */
  target?: string;
}

export const throughputScenarios: ThroughputScenario[] = [
  { name: 'Fastify JSON route (GET /livez)', path: '/livez', target: '≥ 0.9 × raw' },
  { name: 'GET /next/api/auth/session (signed in)', path: '/next/api/auth/session', signedIn: true },
  { name: 'Home page, server-rendered (GET /)', path: '/', target: '≥ 3,000 req/s' },
];

export interface LatencyScenario {
  name: string;
  /** The i-th request's path, so queries vary and caches do not hide the work. */
  path: (i: number) => string;
  requests: number;
  target?: string;
}

export const latencyScenarios: LatencyScenario[] = [];
