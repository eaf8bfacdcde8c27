/**
 * How pages talk to the API. In the browser: fetch with the session cookie.
 * On the server: the same routes called in-process (see server/http/ssr.ts),
 * so a page never sees data its viewer could not fetch themselves.
 */
import { createContext, data } from 'react-router';
import { HTTP_MESSAGES } from '../contract/http-messages.ts';
import type { Dictionary } from '../i18n/index.ts';
import { namesByText } from './message-names.ts';

export interface ApiResult {
  status: number;
  body: unknown;
}

export type ApiGet = (path: string) => Promise<ApiResult>;

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Seconds to wait after a 429. */
  readonly retryAfter: number | undefined;
  /** Whether the answer said what went wrong (its {error}); the message of one that did not is 'HTTP {status}'. */
  readonly explained: boolean;
  constructor(status: number, message: string | undefined, fields?: Record<string, string>, retryAfter?: number) {
    super(message || `HTTP ${status}`);
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.explained = Boolean(message);
  }
}

function unwrap<T>(result: ApiResult, retryAfter?: number): T {
  if (result.status >= 400) {
    const body = (result.body ?? {}) as { error?: string; fields?: Record<string, string> };
    throw new ApiError(result.status, body.error, body.fields, retryAfter);
  }
  return result.body as T;
}

/** Given to every loader through the router context. */
export interface Api {
  get<T>(path: string): Promise<T>;
  /** The raw answer, for loaders that handle 403/404 themselves. */
  getResult(path: string): Promise<ApiResult>;
}

/**
 * A loader's call the API refused for the address's sake (an unknown slug, a search it cannot read) or
 * the caller's (too many searches from one address) makes the page answer the same 4xx (the not-found,
 * bad-address or wait-a-minute page), not a failure of ours: a route error response, which the error
 * boundary reads on the server and again in the browser after hydrating.
 */
const PAGE_STATUSES = new Set([400, 404, 410, 429]);

function unwrapForPage<T>(result: ApiResult): T {
  if (PAGE_STATUSES.has(result.status)) {
    throw data((result.body as { error?: string } | null)?.error ?? null, { status: result.status });
  }
  return unwrap<T>(result);
}

export function createApi(get: ApiGet): Api {
  return { get: async (path) => unwrapForPage(await get(path)), getResult: get };
}

export const apiContext = createContext<Api>();

export const browserGet: ApiGet = async (path) => {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
};

const HTTP_NAMES = namesByText(HTTP_MESSAGES);

/**
 * What a failed call tells the reader: an answer any call may get (not signed in, not allowed, too many
 * calls…) in the reader's language; a failure of the server or of the network as an unexpected error;
 * otherwise the feature's own message, which the page says in its words (wallMessage…) where it can.
 */
export function errorText(err: unknown, t: Dictionary): string {
  if (!(err instanceof ApiError) || err.status >= 500) return t.common.unexpectedError;
  if (err.status === 429) return t.errors.api.tooManyRequests;
  const name = HTTP_NAMES.get(err.message);
  return name ? t.errors.api[name] : err.message;
}

/**
 * What the server said of a failed call, in the reader's words (errorText), or null when it said nothing (an
 * answer without {error}, the network down): the spec's '{error or Unknown error}' (§8), where each feature
 * says 'Unknown error' in its own section, never 'HTTP 500'.
 */
export function serverErrorText(err: unknown, t: Dictionary): string | null {
  return err instanceof ApiError && err.explained ? errorText(err, t) : null;
}

/**
 * State-changing calls from the browser. The Origin header (sent by the browser) satisfies the CSRF check.
 * `headers` adds to the call's own (an Idempotency-Key).
 */
export function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return send<T>(method, path, {
    headers:
      body === undefined
        ? { accept: 'application/json', ...headers }
        : { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

/** Uploads a file as the request body, with its own media type (a profile photo). */
export function sendFile<T>(method: 'PUT' | 'POST', path: string, file: Blob): Promise<T> {
  return send<T>(method, path, { headers: { 'content-type': file.type, accept: 'application/json' }, body: file });
}

async function send<T>(method: string, path: string, init: { headers: Record<string, string>; body: BodyInit | null }) {
  const res = await fetch(path, { method, credentials: 'same-origin', ...init });
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as unknown) : null;
  const retryAfter = Number(res.headers.get('retry-after')) || undefined;
  return unwrap<T>({ status: res.status, body: parsed }, retryAfter);
}
