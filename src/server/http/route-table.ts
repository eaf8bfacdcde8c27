/**
 * The route table: every route the server answers is declared here once, with
 * its inputs (zod schemas from src/contract), its answers, who may call it and
 * which access-token scopes open it. The same declarations register the routes
 * with Fastify, generate the OpenAPI document (http/openapi.ts), and drive the
 * permission matrix and the fuzz tests, so a route cannot exist without its
 * schema, its document entry and its row in the matrix (docs/decisions/015).
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HTTP_MESSAGES } from '../../contract/http-messages.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from '../../contract/idempotency.ts';
import { TOKEN_SCOPES, type TokenScope } from '../../contract/tokens.ts';
import { badRequest, forbidden, HttpError, unauthorized } from './errors.ts';
import { ANONYMOUS_VIEWER } from './session.ts';

/**
 * Who may call a route. 'member' routes that act on one member's data say so
 * with `owner: true`; their service lets only the owner, an admin or a pseudo
 * session through (spec §6 canEdit). Admins count as link editors and staff.
 */
export const ACCESS_LEVELS = ['public', 'member', 'linkEditor', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
export type RouteInput<P extends Schema, Q extends Schema, B extends Schema> = {
  params: Out<P>;
  query: Out<Q>;
  /** Without a body schema: an upload's Buffer, or a raw form's fields, for the handler to check. */
  body: B extends z.ZodType ? z.output<B> : unknown;
  /** The Idempotency-Key header of an `idempotent` route (validated); '' elsewhere. */
  idempotencyKey: string;
};

/** A request as a documented example: what the docs show and the permission matrix sends. */
export interface RouteExample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The body's media type when it is not JSON (an upload's example file). */
  contentType?: string;
}

export interface RouteDefinition<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema> {
  method: HttpMethod;
  /** Fastify path syntax (`/next/api/profile/:entityId`). */
  url: string;
  /** Group in the reference (the feature's name). */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Acts on the member named in its input: the owner, an admin or a pseudo session may call it. */
  owner?: boolean;
  /** Personal access tokens with one of these scopes may call it; without, tokens are refused. */
  scopes?: readonly TokenScope[];
  /** Used by our own pages, not meant for scripts: documented, marked `x-internal`. */
  internal?: boolean;
  /**
   * Takes an Idempotency-Key header, required and checked before the handler runs: the handler
   * answers a repeated key with its first answer (Wordhive Pay, docs/decisions/033).
   */
  idempotent?: boolean;
  /** A success changes what anonymous visitors see: every process drops its cached pages (http/ssr.ts). */
  changesPages?: boolean;
  /**
   * A POST that is no act of the caller's (a read sent as POST, a click counted): called in a pseudo
   * session it leaves no audit row, where every other write does (features/audit/pseudo-writes.ts).
   */
  notAnAct?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Refuse query parameters the schema does not name, by name (a typo must not widen a search). */
  strictQuery?: boolean;
  /** Body media types besides JSON (the sign-in forms also accept plain HTML form posts). */
  form?: boolean;
  /**
   * The handler validates the body itself with the declared schema: a plain HTML form answers bad
   * input with a redirect back to the form, not with 400. The handler gets the body as sent.
   */
  rawBody?: boolean;
  /**
   * The body is a file of one of these media types, at most maxBytes, handed to the handler as a
   * Buffer (a profile photo). Anything else is refused before the handler runs.
   */
  upload?: { types: readonly string[]; maxBytes: number; message: string };
  /**
   * Also takes its JSON body sent as text/plain: what `navigator.sendBeacon` sends with a
   * string, since a beacon cannot send application/json without a CORS preflight.
   */
  beacon?: boolean;
  /** The success answer: status and schema (a redirect or an upgrade has no schema). */
  response: { status?: number; schema?: z.ZodType; description?: string; contentType?: string };
  /** Error statuses the route can answer beyond those its inputs and access imply (400, 401, 403). */
  errors?: readonly number[];
  example?: RouteExample;
  handler(input: RouteInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply): unknown;
  /** For the WebSocket route: what runs once the connection is upgraded. */
  websocket?: (socket: WebSocket, request: FastifyRequest) => void | Promise<void>;
}

/** Declares one route; the generics carry the schemas' types into the handler. */
export function defineRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  route: RouteDefinition<P, Q, B>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'url'>) => `${route.method} ${route.url}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry of the route answering this request (absent for pages and static files). */
    route?: RouteDefinition;
  }
}

const NO_TOKEN_MESSAGE = 'This access token cannot call this endpoint';

/**
 * Role check before anything else, so someone who may not call a route learns
 * nothing from its validation messages. A personal access token lends its
 * member's identity only where one of its scopes opens the route; on a public
 * route without such a scope it counts as an anonymous call.
 */
export function authorize(route: RouteDefinition, request: FastifyRequest): void {
  const token = request.apiToken;
  if (token && !route.scopes?.some((scope) => token.scopes.includes(scope))) {
    if (route.access !== 'public') throw forbidden(NO_TOKEN_MESSAGE);
    request.viewer = ANONYMOUS_VIEWER;
  }
  const viewer = request.viewer;
  switch (route.access) {
    case 'public':
      return;
    case 'member':
      if (!viewer.loggedIn) throw unauthorized();
      return;
    case 'linkEditor':
      if (!viewer.loggedIn) throw unauthorized();
      if (!viewer.isAllowedLinkEditors) throw forbidden(HTTP_MESSAGES.linkEditorsOnly);
      return;
    case 'staff':
      if (!viewer.loggedIn) throw unauthorized();
      if (!viewer.isStaff && !viewer.isAdmin) throw forbidden(HTTP_MESSAGES.staffOnly);
      return;
    case 'admin':
      if (!viewer.loggedIn) throw unauthorized();
      if (!viewer.isAdmin) throw forbidden(HTTP_MESSAGES.adminsOnly);
      return;
  }
}

/** Parameters a query schema does not name. */
export function unknownParameters(schema: z.ZodType, query: object): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.keys(query).filter((key) => !(key in schema.shape));
}

/** C0 control characters other than tab, line feed and carriage return: no text of ours contains them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Refuses text no field accepts, whatever its schema: control characters (a NUL
 * byte cannot even be stored) and broken UTF-16 (a lone surrogate), anywhere in
 * the params, query or body, keys included. One check for every route, before
 * its schema, so no handler ever sees such text.
 */
function assertCleanText(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value) || !value.isWellFormed()) {
      const field = path || 'body';
      throw badRequest(`${field}: Use text without control characters or broken Unicode`, {
        [field]: 'Use text without control characters or broken Unicode',
      });
    }
    return;
  }
  if (typeof value !== 'object' || value === null || depth > 20) return;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    assertCleanText(key, at, depth + 1);
    assertCleanText(item, at, depth + 1);
  }
}

function parseInput(route: RouteDefinition, request: FastifyRequest): RouteInput<Schema, Schema, Schema> {
  const query = (request.query ?? {}) as object;
  assertCleanText(request.params, '');
  assertCleanText(query, '');
  if (request.body !== undefined) assertCleanText(request.body, '');
  if (route.query && route.strictQuery) {
    const unknown = unknownParameters(route.query, query);
    if (unknown.length) {
      throw badRequest(
        unknown.map((key) => `${key}: Unknown parameter`).join('; '),
        Object.fromEntries(unknown.map((key) => [key, 'Unknown parameter'])),
      );
    }
  }
  const input = {
    params: route.params?.parse(request.params ?? {}),
    query: route.query?.parse(query),
    body: route.upload
      ? uploadedFile(route.upload, request)
      : route.rawBody
        ? request.body
        : route.body?.parse(request.body ?? {}),
    idempotencyKey: '',
  };
  if (route.idempotent) {
    const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
    if (!key.success) throw badRequest(IDEMPOTENCY_KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_MESSAGE });
    input.idempotencyKey = key.data;
  }
  return input;
}

/** An upload's bytes, when the request sent a file of an accepted type (415 otherwise, 400 when empty). */
function uploadedFile(upload: NonNullable<RouteDefinition['upload']>, request: FastifyRequest): Buffer {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (!type || !upload.types.includes(type) || !Buffer.isBuffer(request.body)) {
    throw new HttpError(415, upload.message, { fields: { body: upload.message } });
  }
  if (request.body.length === 0) throw badRequest('Choose a file to upload', { body: 'Choose a file to upload' });
  return request.body;
}

/** Registers the table's routes on one Fastify context. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDefinition[]): void {
  if (routes.some((r) => r.beacon)) {
    // Fastify's own text/plain parser hands over a string; a beacon's text is JSON, and only beacons take
    // it, besides uploads that accept plain-text files (a job's sample), which get the bytes.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
      const route = request.routeOptions.config.route;
      if (route?.upload?.types.includes('text/plain')) return done(null, body);
      if (!route?.beacon) return done(new HttpError(415, 'Unsupported content type'), undefined);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(badRequest('body: Invalid JSON'), undefined);
      }
    });
  }
  for (const type of new Set(routes.flatMap((r) => r.upload?.types ?? []))) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    }
  }
  for (const route of routes) {
    const needsInput = route.params || route.query || route.body;
    app.route({
      method: route.method,
      url: route.url,
      config: { route },
      ...(route.upload ? { bodyLimit: route.upload.maxBytes } : {}),
      handler:
        // Probes and other public routes without input skip the checks: they would change nothing.
        route.access === 'public' && !needsInput && !route.scopes
          ? (request, reply) => route.handler(EMPTY_INPUT, request, reply)
          : (request, reply) => {
              authorize(route, request);
              return route.handler(parseInput(route, request), request, reply);
            },
      ...(route.websocket ? { wsHandler: route.websocket } : {}),
    });
  }
}

const EMPTY_INPUT = { params: undefined, query: undefined, body: undefined, idempotencyKey: '' };

/** Every token scope, checked here so a typo in a route's scopes fails at start. */
export function assertValidTable(routes: readonly RouteDefinition[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = routeKey(route);
    if (seen.has(key)) throw new Error(`Route declared twice: ${key}`);
    seen.add(key);
    for (const scope of route.scopes ?? []) {
      if (!(TOKEN_SCOPES as readonly string[]).includes(scope)) throw new Error(`${key}: unknown scope ${scope}`);
    }
    if (route.scopes?.length && route.access !== 'public' && route.access !== 'member') {
      throw new Error(`${key}: tokens never reach ${route.access} routes`);
    }
  }
}
