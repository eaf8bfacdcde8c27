/**
 * Resolves the session cookie into `request.viewer` before any route runs,
 * and refuses state-changing calls from other origins (CSRF).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../contract/http-messages.ts';
import { type Roles, rolesOf, type SessionUser } from '../../contract/session.ts';
import type { TokenScope } from '../../contract/tokens.ts';
import type { Config } from '../config.ts';
import { type AuthService, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../features/auth/service.ts';
import { forbidden, unauthorized } from './errors.ts';

export interface Viewer extends Roles {
  /** 0 for an anonymous visitor; the acting member in a pseudo session. */
  entityId: number;
  user: SessionUser | null;
  /** The token hash of the current session, for sign-out and identity changes. */
  sessionTokenHash: string | null;
}

/** A personal access token that authenticated this request (see features/tokens). */
export interface ApiTokenIdentity {
  id: number;
  entityId: number;
  scopes: readonly TokenScope[];
}

/** Resolves `Authorization: Bearer …` into the token's member, or null when the token is not live. */
export type TokenResolver = (
  secret: string,
  request: FastifyRequest,
) => Promise<{ identity: ApiTokenIdentity; user: SessionUser } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
    apiToken: ApiTokenIdentity | null;
  }
}

export const ANONYMOUS_VIEWER: Viewer = { ...rolesOf(null), entityId: 0, user: null, sessionTokenHash: null };
const ANONYMOUS = ANONYMOUS_VIEWER;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer +(\S+)$/i;

export function registerSession(
  app: FastifyInstance,
  config: Config,
  auth: AuthService,
  resolveToken: TokenResolver,
): void {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.decorateRequest('apiToken', null);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade !== undefined) {
      // An upgrade request's socket has left Node's HTTP handling, and @fastify/websocket closes it only
      // for requests that reach its own hooks: once a refusal from here is written, close it ourselves.
      reply.raw.once('finish', () => request.raw.socket?.destroy());
    }
    if (request.headers.authorization !== undefined) {
      authenticateToken(request, resolveToken).then(() => done(), done);
      return;
    }
    if (!SAFE_METHODS.has(request.method)) checkOrigin(request, config);
    // A WebSocket carries the session cookie, so only our own pages may open one (no cookie-less exemption).
    else if (request.headers.upgrade !== undefined && request.headers.origin !== config.publicOrigin) {
      throw forbidden('Cross-site WebSocket refused: the Origin header does not match this site');
    }
    const token = request.cookies[SESSION_COOKIE];
    // Most requests carry no session: answer them without a promise.
    if (!token) {
      request.viewer = ANONYMOUS;
      return done();
    }
    auth.resolve(token).then((resolved) => {
      request.viewer = resolved
        ? {
            ...rolesOf(resolved.user),
            entityId: resolved.user.entity_id,
            user: resolved.user,
            sessionTokenHash: resolved.tokenHash,
          }
        : ANONYMOUS;
      done();
    }, done);
  });
}

/**
 * A personal access token stands for its member, with a plain member's roles
 * (never admin or staff powers), on the API only: pages, the WebSocket and
 * routes its scopes do not open refuse it (http/route-table.ts). Cookies are
 * ignored, so a token call needs no CSRF check.
 */
async function authenticateToken(request: FastifyRequest, resolveToken: TokenResolver): Promise<void> {
  const route = request.routeOptions.config.route;
  if (!route || route.websocket) throw forbidden('Access tokens work on the API only, not on pages');
  const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!secret) throw unauthorized('Send the access token as Authorization: Bearer <token>');
  const resolved = await resolveToken(secret, request);
  if (!resolved) throw unauthorized('This access token is invalid, expired or revoked');
  const member = { ...resolved.user, is_admin: false, is_staff: false, is_pseudo: false, pseudo_id: 0 };
  request.viewer = { ...rolesOf(member), entityId: member.entity_id, user: member, sessionTokenHash: null };
  request.apiToken = resolved.identity;
}

/**
 * A state-changing call must come from our own pages: Origin (or Referer) must
 * match PUBLIC_URL. Calls with neither header are allowed only without a session
 * cookie (scripts and API clients that hold no ambient credentials).
 */
function checkOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin === config.publicOrigin) return;
  if (origin === undefined && !request.cookies[SESSION_COOKIE]) return;
  throw forbidden(HTTP_MESSAGES.crossSite);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
  });
}

/** Route guard: the viewer must be signed in. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.viewer.user) throw unauthorized();
  return request.viewer.user;
}

/** Route guard: the viewer must be an admin. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!request.viewer.isAdmin) throw forbidden(HTTP_MESSAGES.adminsOnly);
  return user;
}
