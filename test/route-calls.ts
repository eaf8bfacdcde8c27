/**
 * Calling routes of the table as test roles: shared by the permission matrix
 * and the fuzz tests, so both send requests the way a browser or a script would.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteDefinition, RouteExample } from '../src/server/http/route-table.ts';
import type { TestApp } from './api-helper.ts';

/** Who calls: a session cookie, a bearer token, or nothing. */
export interface Caller {
  cookie?: string;
  authorization?: string;
}

/**
 * Percent-encodes a value as a URL would carry it. A lone surrogate (which
 * encodeURIComponent refuses) goes as its three WTF-8 bytes: the invalid UTF-8
 * a hostile client can put in a URL.
 */
export function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

export function urlFor(route: RouteDefinition, input: RouteExample): string {
  let path = route.url;
  for (const [name, value] of Object.entries(input.params ?? {})) {
    path = path.replace(`:${name}`, encodeComponent(String(value)));
  }
  const search = Object.entries(input.query ?? {})
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

export function callRoute(
  t: TestApp,
  route: RouteDefinition,
  input: RouteExample,
  caller: Caller = {},
): Promise<LightMyRequestResponse> {
  return t.request({
    method: route.method,
    url: urlFor(route, input),
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
    headers: {
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
      ...(input.contentType ? { 'content-type': input.contentType } : {}),
      // As a client of an idempotent route does: a fresh key for each new action.
      ...(route.idempotent ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
}
