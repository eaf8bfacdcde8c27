/**
 * Property-based fuzzing of every route in the table: inputs built from each
 * route's own schemas (right names, plausible and wrong types) mixed with
 * hostile strings and values. Whatever arrives, the answer is never a 5xx,
 * and a 4xx never leaves a write behind. A fixed number of runs per route
 * keeps it bounded (FUZZ_RUNS raises it for a longer hunt); fast-check prints
 * the seed of any failure so it can be replayed.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/api-helper.ts';
import { fingerprintWatch } from '../../../test/db-fingerprint.ts';
import { type Caller, callRoute } from '../../../test/route-calls.ts';
import { type RouteDefinition, type RouteExample, routeKey } from './route-table.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Strings that have broken servers: control characters, broken UTF-16, direction marks, prototype keys, huge and odd numbers. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '\u200F\u200E',
  'שלום',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '1.5',
  '0000-01',
  '9999-12',
  '2026-13',
  '../../etc/passwd',
  '%00',
  '%',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '/\t/evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '😀'.repeat(20),
  'a'.repeat(5000),
] as const;

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, -0, 1.5, 1e308, -(2 ** 31) - 1);
const anyScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.string(), fc.integer());
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyScalar,
  fc.array(anyScalar, { maxLength: 3 }),
  fc.dictionary(hostileString, anyScalar, { maxKeys: 3 }),
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** A value the schema would accept more often than not, so the fuzz gets past the first check. */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => plausible(o, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), hostileString);
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 300 }), hostileNumber);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(plausible(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1);
    default:
      return anyScalar;
  }
}

/** An object with some of the schema's keys (plausible or hostile values), sometimes an unknown or prototype key. */
function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).map(
    ([key, property]) =>
      [key, fc.oneof({ weight: 3, arbitrary: plausible(property, depth) }, { weight: 1, arbitrary: anyJson })] as const,
  );
  const known = fc.record(Object.fromEntries(entries), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'unknown', 'entityId'), anyScalar, {
    maxKeys: 1,
  });
  return fc.tuple(known, fc.option(extra, { freq: 4 })).map(([a, b]) => {
    // defineProperty, so a generated "__proto__" key is an own key as it would be in parsed JSON.
    const out: Record<string, unknown> = {};
    for (const [k, v] of [...Object.entries(a), ...Object.entries(b ?? {})]) {
      Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    }
    return out;
  });
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Query and path values are text: anything generated is sent as its string form. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

function textRecord(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string>> {
  if (!schema) return fc.constant({});
  return objectOf(jsonSchemaOf(schema)).map((o) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, asText(v)])),
  );
}

function inputFor(route: RouteDefinition): fc.Arbitrary<RouteExample> {
  const body: fc.Arbitrary<unknown> = route.body
    ? fc.oneof({ weight: 4, arbitrary: objectOf(jsonSchemaOf(route.body)) }, { weight: 1, arbitrary: anyJson })
    : fc.constant(undefined);
  const params = route.params
    ? textRecord(route.params).chain((p) =>
        // Path parameters are always present: fill any the generator left out.
        fc.record(
          Object.fromEntries(
            Object.keys(jsonSchemaOf(route.params!).properties ?? {}).map((k) => [
              k,
              p[k] !== undefined && p[k] !== '' ? fc.constant(p[k]) : hostileString.filter((s) => s !== ''),
            ]),
          ),
        ),
      )
    : fc.constant({});
  return fc.record({ params, query: textRecord(route.query), body }).map(({ params, query, body }) => ({
    params,
    query,
    ...(body === undefined ? {} : { body }),
  }));
}

// Built before the tests are collected: each route of its table is a test of its own.
const t: TestApp = await createTestApp({ seedMembers: 5, env: { RATE_LIMIT_SCALE: '1000' } });
const ACCOUNTS = ['admin@demo.wordhive.test', 'translator@demo.wordhive.test', null] as const;
const shared = new Map<string, Caller>();
const database = fingerprintWatch(t.database.db);
afterAll(() => t.close());

/** Routes that replace the caller's session when they succeed: they get a fresh one each run. */
const ROTATES_SESSION = new Set([
  'POST /next/api/session/logout',
  'POST /next/api/auth/impersonate',
  'POST /next/api/auth/impersonate/stop',
  'POST /next/api/auth/signin',
  'POST /next/api/auth/signup',
  'POST /session/signin',
  'POST /session/signup',
]);

async function callerFor(key: string, who: number): Promise<Caller> {
  const email = ACCOUNTS[who];
  if (!email) return {};
  if (ROTATES_SESSION.has(key)) return { cookie: await t.signIn(email) };
  if (!shared.has(email)) shared.set(email, { cookie: await t.signIn(email) });
  return shared.get(email)!;
}

describe('fuzzing every route of the table', () => {
  it('covers every route', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(40);
  });

  it('sees a write between two fingerprints, and one undone as no change', async () => {
    const watch = fingerprintWatch(t.database.db);
    const first = await watch.current();
    await t.database.db.execute(
      sql`update users set name = name || '.' where entity_id = (select min(entity_id) from users)`,
    );
    const second = await watch.current();
    expect(second.users).not.toBe(first.users);
    await t.database.db.execute(
      sql`update users set name = left(name, -1) where entity_id = (select min(entity_id) from users)`,
    );
    expect(await watch.current()).toEqual(first);
  });

  it.each(t.app.routeTable.map((route) => [routeKey(route), route] as const))(
    '%s: never 5xx, and no write on a 4xx',
    async (key, route) => {
      const writes = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(inputFor(route), fc.nat({ max: ACCOUNTS.length - 1 }), async (input, who) => {
          const caller = await callerFor(key, who);
          const before = writes ? await database.current() : null;
          const res = await callRoute(t, route, input, caller);
          expect(
            res.statusCode,
            `${key} ${JSON.stringify(input).slice(0, 300)} → ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json().error, `${key}: an error answer says what went wrong`).toBeTypeOf('string');
            if (before)
              expect(await database.current(), `${key}: a ${res.statusCode} changed the database`).toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
