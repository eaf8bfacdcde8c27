/**
 * Personal access tokens (docs/decisions/015): made on the account page, shown
 * once, stored as an HMAC, listed with their last use, revoked at once in every
 * process. A token stands for its member on the routes its scopes open.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../contract/session.ts';
import {
  type ApiToken,
  TOKEN_CALLS_PER_MINUTE,
  TOKEN_PREFIX,
  TOKEN_SCOPES,
  TOKENS_PER_MEMBER_MAX,
  type TokenCreate,
  type TokenScope,
} from '../../../contract/tokens.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limiter.ts';
import type { ApiTokenIdentity, Viewer } from '../../http/session.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { TokenRepository, TokenRow } from './repository.ts';

/** Bus channel: forget a cached token (revoked) or all of a member's. */
export const TOKENS_CHANGED = 'auth:tokens-changed';
export type TokensChanged = { tokenHash: string } | { entityId: number };

const DAY_MS = 86_400_000;
/** A resolved token is kept this long; revocation drops it at once in every process. */
const CACHE_MS = 10_000;
const CACHE_MAX = 10_000;
/** last_used_at is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
/** A script may call steadily, not flood: per token, across processes when Redis is set. */
const CALLS_PER_TOKEN = { limit: TOKEN_CALLS_PER_MINUTE, windowMs: 60_000 };

interface Deps {
  repo: TokenRepository;
  auth: AuthService;
  audit: AuditService;
  limiter: RateLimiter;
  rateLimitScale: number;
  publish: (change: TokensChanged) => Promise<void>;
  now?: () => number;
}

interface Resolved {
  identity: ApiTokenIdentity;
  user: SessionUser;
  tokenHash: string;
  lastTouched: number;
}

const scopesOf = (row: TokenRow) =>
  row.scopes.filter((s): s is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(s));

function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function createTokenService({ repo, auth, audit, limiter, rateLimitScale, publish, now = Date.now }: Deps) {
  const cached = new Map<string, { value: Resolved; until: number }>();

  /** Tokens are made and revoked by the member themself, in a browser session of their own. */
  function requireOwnSession(viewer: Viewer): number {
    if (viewer.user?.is_pseudo) throw forbidden('Access tokens cannot be managed while impersonating a member');
    return viewer.entityId;
  }

  return {
    async list(viewer: Viewer): Promise<ApiToken[]> {
      return (await repo.listFor(requireOwnSession(viewer))).map(toApiToken);
    },

    /** A new token, once the member has typed their password again: a session left open is not enough. */
    async create(request: FastifyRequest, input: TokenCreate): Promise<{ token: ApiToken; secret: string }> {
      const entityId = requireOwnSession(request.viewer);
      await auth.checkPassword(entityId, input.currentPassword, 'currentPassword');
      const t = new Date(now());
      if ((await repo.countLive(entityId, t)) >= TOKENS_PER_MEMBER_MAX) {
        throw new HttpError(409, `You have ${TOKENS_PER_MEMBER_MAX} live tokens: revoke one first`);
      }
      const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const row = await repo.insert({
        entityId,
        name: input.name,
        tokenHash: auth.hashToken(secret),
        preview: `${secret.slice(0, TOKEN_PREFIX.length + 4)}…`,
        scopes: input.scopes,
        expiresAt: new Date(t.getTime() + input.expiresInDays * DAY_MS),
      });
      await audit.record(request, 'token.create', row.id, { name: row.name, scopes: row.scopes });
      return { token: toApiToken(row), secret };
    },

    async revoke(request: FastifyRequest, id: number): Promise<void> {
      const entityId = requireOwnSession(request.viewer);
      const row = await repo.revoke(id, entityId, new Date(now()));
      if (!row) throw notFound('No such token of yours');
      await publish({ tokenHash: row.tokenHash });
      await audit.record(request, 'token.revoke', row.id, { name: row.name });
    },

    /** `Authorization: Bearer …` → the token's member, or null when it is not live. Rate-limited per token. */
    async resolve(secret: string): Promise<{ identity: ApiTokenIdentity; user: SessionUser } | null> {
      if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 100) return null;
      const tokenHash = auth.hashToken(secret);
      const t = now();
      const hit = cached.get(tokenHash);
      let entry = hit && hit.until > t ? hit.value : undefined;
      if (!entry) {
        const row = await repo.findLive(tokenHash, new Date(t));
        const user = row && (await auth.userFor(row.entityId));
        if (!row || !user) return null;
        entry = {
          identity: { id: row.id, entityId: row.entityId, scopes: scopesOf(row) },
          user,
          tokenHash,
          lastTouched: row.lastUsedAt?.getTime() ?? 0,
        };
        if (cached.size >= CACHE_MAX) cached.delete(cached.keys().next().value!);
        cached.set(tokenHash, { value: entry, until: Math.min(t + CACHE_MS, row.expiresAt.getTime()) });
      }
      await enforceRateLimit(limiter, `token:${entry.identity.id}`, CALLS_PER_TOKEN, rateLimitScale);
      if (t - entry.lastTouched > TOUCH_EVERY_MS) {
        entry.lastTouched = t;
        await repo.touch(entry.identity.id, new Date(t));
      }
      return { identity: entry.identity, user: entry.user };
    },

    /** Every call made with a token is on the record, with the token's id. */
    async recordCall(request: FastifyRequest, token: ApiTokenIdentity, status: number): Promise<void> {
      const route = request.routeOptions.config.route;
      await audit.insert({
        actorEntityId: token.entityId,
        action: 'token.call',
        target: route ? `${route.method} ${route.url}` : request.url.slice(0, 200),
        details: { tokenId: token.id, status },
        ip: request.ip,
      });
    },

    /** Applies a TOKENS_CHANGED (or a member's SESSIONS_CHANGED) message from any process. */
    forget(change: TokensChanged) {
      if ('tokenHash' in change) {
        cached.delete(change.tokenHash);
        return;
      }
      for (const [hash, entry] of cached) if (entry.value.identity.entityId === change.entityId) cached.delete(hash);
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
