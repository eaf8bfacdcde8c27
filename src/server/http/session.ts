/**
 * Resolves the session cookie into `request.viewer` before any route runs,
 * and refuses state-changing calls from other origins (CSRF).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Roles, rolesOf, type SessionUser } from '../../contract/session.ts';
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

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

const ANONYMOUS: Viewer = { ...rolesOf(null), entityId: 0, user: null, sessionTokenHash: null };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSession(app: FastifyInstance, config: Config, auth: AuthService): void {
  app.decorateRequest('viewer', null as unknown as Viewer);

  app.addHook('onRequest', (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method)) checkOrigin(request, config);
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
 * A state-changing call must come from our own pages: Origin (or Referer) must
 * match PUBLIC_URL. Calls with neither header are allowed only without a session
 * cookie (scripts and API clients that hold no ambient credentials).
 */
function checkOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin === config.publicOrigin) return;
  if (origin === undefined && !request.cookies[SESSION_COOKIE]) return;
  throw forbidden('Cross-site request refused: the Origin header does not match this site');
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
  if (!request.viewer.isAdmin) throw forbidden('Admins only');
  return user;
}
