/**
 * The route table is the whole API: every route Fastify answers is declared in
 * it (pages and static files aside), and the OpenAPI document generated from it
 * is valid OpenAPI 3.1 and names every declared route.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/api-helper.ts';
import { routeKey } from './route-table.ts';

let t: TestApp;
const registered: Pick<RouteOptions, 'method' | 'url'>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seedMembers: 0,
    // Pages too ('prod' needs a build; 'dev' renders through Vite), so the catch-all and static routes exist.
    ssr: 'none',
    onRoute: (route) => registered.push({ method: route.method, url: route.url }),
  });
});
afterAll(() => t.close());

/** Routes that are not the API: the page catch-all and static files (registered only with pages on). */
const NOT_API = /^(\/\*|\/assets\/\*|\/\*\*)$/;

describe('the route table', () => {
  it('declares every route the server answers, and nothing it does not', () => {
    const declared = new Set(t.app.routeTable.map(routeKey));
    const answered = new Set<string>();
    for (const route of registered) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || NOT_API.test(route.url ?? '')) continue;
        answered.add(`${method} ${route.url}`);
      }
    }
    expect([...answered].filter((key) => !declared.has(key))).toEqual([]);
    expect([...declared].filter((key) => !answered.has(key))).toEqual([]);
  });

  it('gives every route a summary, a tag and an answer', () => {
    for (const route of t.app.routeTable) {
      expect(route.summary, routeKey(route)).toBeTruthy();
      expect(route.tag, routeKey(route)).toBeTruthy();
      expect(route.response, routeKey(route)).toBeTruthy();
    }
  });
});

/** Lint findings the document keeps on purpose. `at` matches the finding's JSON pointer (decoded). */
const LINT_WAIVERS: { rule: string; at: RegExp; reason: string }[] = [
  {
    rule: 'no-server-example.com',
    at: /^#\/servers\/0\/url$/,
    reason: 'The test app’s public address is localhost; a deployment sets its own (PUBLIC_URL).',
  },
  {
    rule: 'no-ambiguous-paths',
    at: /~1(courses|networking~1walls)~1\{\w+\}/,
    reason:
      '`…/slug/{slug}` beside `…/{id}/…` is the spec’s contract; the router matches the literal `slug` first, and ids are numbers.',
  },
  {
    rule: 'operation-4xx-response',
    at: /^#\/paths\/~1(livez|healthz|robots\.txt|sitemap\.xml|next~1api~1(auth~1session|session~1(logout|bootstrap)|site~1home|nav-links|membership~1plans|wordhivepay~1payment-method-fees|software-hub|news~1rss|language-assessments~1pairs|softwares|ip|openapi\.json|docs))\/\w+\/responses$/,
    reason: 'Public operations that take no input: there is nothing they refuse.',
  },
  {
    rule: 'operation-2xx-response',
    at: /^#\/paths\/~1(next~1ws|session~1[\w~-]+)\/\w+\/responses$/,
    reason: 'The WebSocket answers 101 Switching protocols, and the pages’ HTML forms 303 See other, by design.',
  },
  {
    rule: 'no-required-schema-properties-undefined',
    at: /\/(privacySettings|privacy\/anyOf\/0)\/required\/\d+$/,
    reason:
      'An exhaustive record (every privacy field present) is written by Zod as propertyNames plus required: valid JSON Schema the rule does not follow.',
  },
];

describe('GET /next/api/openapi.json', () => {
  let document: Record<string, unknown>;
  beforeAll(async () => {
    const res = await t.request({ url: '/next/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    document = res.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('passes Redocly’s recommended rules, but for the waivers below, each with its reason', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => ({
      rule: p.ruleId,
      at: decodeURIComponent(p.location[0]?.pointer ?? ''),
      message: p.message,
    }));
    const unwaived = found.filter((p) => !LINT_WAIVERS.some((w) => w.rule === p.rule && w.at.test(p.at)));
    expect(unwaived).toEqual([]);
    // A waiver nothing needs any more goes.
    for (const waiver of LINT_WAIVERS) {
      expect(
        found.some((p) => p.rule === waiver.rule && waiver.at.test(p.at)),
        waiver.reason,
      ).toBe(true);
    }
  });

  it('documents every declared route with its access, errors and scopes', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const route of t.app.routeTable) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = paths[path]?.[route.method.toLowerCase()];
      expect(op, routeKey(route)).toBeDefined();
      expect(op?.['x-access']).toBe(route.access);
      const responses = op?.responses as Record<string, unknown>;
      expect(responses[String(route.response.status ?? 200)], routeKey(route)).toBeDefined();
      if (route.access !== 'public') expect(responses['401'], routeKey(route)).toBeDefined();
      // A token without the scope is refused (403), and an answer that is not JSON still names its type.
      if (route.scopes?.length) expect(responses['403'], routeKey(route)).toBeDefined();
      const answer = responses[String(route.response.status ?? 200)] as { content?: Record<string, unknown> };
      if (route.response.contentType) expect(Object.keys(answer.content ?? {})).toEqual([route.response.contentType]);
      if (route.body || route.query || route.params) expect(responses['400'], routeKey(route)).toBeDefined();
      const security = JSON.stringify(op?.security);
      if (route.scopes?.length) expect(security).toContain('accessToken');
      else expect(security).not.toContain('accessToken');
    }
  });

  it('shows a member endpoint’s inputs: the directory’s filters, the privacy body', () => {
    const paths = document.paths as Record<string, Record<string, { parameters: { name: string }[] }>>;
    const users = paths['/next/api/users']?.get;
    expect(users?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['service', 'source', 'target', 'field', 'page', 'pageSize']),
    );
    const preferences = JSON.stringify(paths['/next/api/user/preferences']?.post);
    expect(preferences).toContain('contact_email_visible');
    expect(preferences).toContain('"in":"query"');
  });
});

describe('GET /next/api/docs', () => {
  it('serves the reference with scripts from this origin only and no inline code', async () => {
    const res = await t.request({ url: '/next/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of res.body.match(/(?<=src=")[^"]+/g) ?? []) {
      const asset = await t.request({ url: src });
      expect(asset.statusCode, src).toBe(200);
    }
  });

  it('answers 400 for a file it does not serve', async () => {
    const res = await t.request({ url: '/next/api/docs/..%2Fpackage.json' });
    expect(res.statusCode).toBe(400);
  });
});
