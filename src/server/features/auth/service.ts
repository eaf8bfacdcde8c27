/**
 * Sessions: sign-in (native or through the classic site), impersonation,
 * sign-out and resolving a cookie into the session user. Sign-up and password
 * resets, which go through mailed links, are in account-links.ts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT_SUSPENDED, WRONG_CURRENT_PASSWORD } from '../../../contract/auth.ts';
import type { ClassicSigninInput, SigninInput } from '../../../contract/auth-schemas.ts';
import { MEMBER_ROLES, type MemberRole, type SessionUser } from '../../../contract/session.ts';
import { ACCOUNT_TYPES, type AccountType } from '../../../contract/taxonomy.ts';
import type { Config } from '../../config.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limiter.ts';
import type { AuthRepository, SessionExtras, SessionRow, UserRow } from './repository.ts';

export const SESSION_COOKIE = 'wh_session';
/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 3600_000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;
/**
 * A resolved session is kept in memory this long, so the page and the API calls
 * it makes do not each ask the database. Sign-out and changes to the member drop
 * it at once in every process (through the event bus).
 */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 20_000;
/**
 * Token hashes found dead (signed out, expired, idle) are remembered, oldest dropped first: a
 * browser keeps sending a dead cookie with every request, and a dead token never lives again
 * (every session gets a new random one), so it need not cost a query each time. The cookie
 * itself is left alone: clearing it from a page's response could erase a sign-in made meanwhile.
 */
const DEAD_TOKENS_MAX = 20_000;
/** Entity 1, the ids in STAFF_IDS and anyone with a staff title are staff (spec §6). */
export function isStaffEntity(config: Pick<Config, 'staffIds'>, entityId: number, staffTitle: string | null): boolean {
  return entityId === 1 || config.staffIds.has(entityId) || !!staffTitle;
}

/** Bus channel: forget cached sessions, by token hash or by member. */
export const SESSIONS_CHANGED = 'auth:sessions-changed';
export type SessionsChanged = { tokenHash: string } | { entityId: number };

const LIMITS = {
  signinPerIp: { limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * Wrong passwords a signed-in member may type where the password is asked again (the account page,
 * a new access token) before every check answers 429 until the window ends: a stolen session
 * guessing the password. A right password does not count (docs/decisions/122).
 */
export const PASSWORD_CHECKS = { limit: 5, windowMs: 15 * 60_000 } satisfies RateLimitRule;

/**
 * Wrong passwords for one account from one address (docs/decisions/017): the
 * first few are free; after that each failure makes that address wait longer
 * (1 s, 2 s, 4 s… up to 15 min) before its next try. Nobody can lock an owner
 * out, since the owner's own address keeps its own count.
 */
export const SIGNIN_THROTTLE = { freeFailures: 5, maxDelaySeconds: 15 * 60, windowMs: 60 * 60_000 };

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

export interface ResolvedSession {
  tokenHash: string;
  session: SessionRow;
  user: SessionUser;
}

interface Deps {
  config: Config;
  repo: AuthRepository;
  limiter: RateLimiter;
  /** Tells every process to drop cached sessions (see SESSIONS_CHANGED). */
  publish: (change: SessionsChanged) => Promise<void>;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export function createAuthService({ config, repo, limiter, publish, fetchImpl = fetch, now = Date.now }: Deps) {
  const cached = new Map<string, { value: ResolvedSession; until: number }>();
  const dead = new Set<string>();
  const markDead = (tokenHash: string) => {
    if (dead.size >= DEAD_TOKENS_MAX) dead.delete(dead.values().next().value!);
    dead.add(tokenHash);
  };
  // Verifying against a real hash when the email is unknown keeps timing from revealing which emails exist.
  const dummyHash = hash('not-a-real-password-for-timing');

  const hashToken = (token: string) => createHmac('sha256', config.sessionSecret).update(token).digest('hex');

  const limit = (key: string, rule: RateLimitRule) => enforceRateLimit(limiter, key, rule, config.rateLimitScale);
  const freeFailures = Math.ceil(SIGNIN_THROTTLE.freeFailures * config.rateLimitScale);

  /** Counts a failure of this account from this address and, past the free ones, sets the wait before the next. */
  async function signinFailed(pair: string) {
    const { count } = await limiter.hit(`signin:failures:${pair}`, Number.MAX_SAFE_INTEGER, SIGNIN_THROTTLE.windowMs);
    if (count < freeFailures) return;
    const delay = Math.min(2 ** (count - freeFailures), SIGNIN_THROTTLE.maxDelaySeconds);
    await limiter.hit(`signin:wait:${pair}`, 0, delay * 1000);
  }

  async function startSession(
    entityId: number,
    meta: RequestMeta,
    acting?: { actingEntityId: number; adminEntityId: number },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession({
      tokenHash: hashToken(token),
      entityId,
      actingEntityId: acting?.actingEntityId ?? null,
      adminEntityId: acting?.adminEntityId ?? null,
      expiresAt: new Date(now() + SESSION_ABSOLUTE_MS),
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      ip: meta.ip,
    });
    return token;
  }

  function isStaff(user: UserRow, staffTitle: string | null): boolean {
    return isStaffEntity(config, user.entityId, staffTitle);
  }

  function toSessionUser(
    user: UserRow,
    { staffTitle, roles }: SessionExtras,
    session?: Pick<SessionRow, 'actingEntityId' | 'adminEntityId'>,
  ): SessionUser {
    const pseudo = !!session?.actingEntityId;
    const accountType = (ACCOUNT_TYPES as readonly string[]).includes(user.accountType)
      ? (user.accountType as AccountType)
      : 'outsourcer';
    return {
      entity_id: user.entityId,
      is_admin: user.isAdmin,
      is_pseudo: pseudo,
      pseudo_id: pseudo ? user.entityId : 0,
      admin_entity_id: pseudo ? (session?.adminEntityId ?? 0) : 0,
      is_staff: isStaff(user, staffTitle),
      image_url: user.imageUrl,
      resource_image_url: user.resourceImageUrl,
      site_name: user.name,
      name: user.name,
      username: user.username,
      contact_email: user.email,
      contact_first: user.firstName,
      account_type: accountType,
      site_lang: user.siteLang,
      roles: roles.filter((r): r is MemberRole => (MEMBER_ROLES as readonly string[]).includes(r)),
    };
  }

  return {
    hashToken,

    /** A new session for a member who proved who they are (a mailed link), with their session user. */
    async openSession(user: UserRow, meta: RequestMeta) {
      const token = await startSession(user.entityId, meta);
      return { token, user: toSessionUser(user, await repo.sessionExtras(user.entityId)) };
    },

    /** Ends every session of a member but the one named (password changes); every process forgets them. */
    async endSessionsOf(entityId: number, keep?: string): Promise<number> {
      const ended = await repo.deleteSessionsOf(entityId, keep);
      for (const tokenHash of ended) await publish({ tokenHash });
      return ended.length;
    },

    /**
     * Everything that proved to be the member before their account was recovered or locked (a reset,
     * a password or email change, a suspension): every session but the one named ends and its sockets
     * close, every unopened mailed link is void, every access token revoked unless kept.
     */
    async endCredentialsOf(entityId: number, keep: { session?: string; apiTokens?: boolean } = {}) {
      await repo.retireCredentials(entityId, new Date(now()), { keepApiTokens: keep.apiTokens ?? false });
      // Every process drops what it cached of the member, their resolved access tokens included.
      await publish({ entityId });
      return this.endSessionsOf(entityId, keep.session);
    },

    /**
     * The member's row once their password is proven again; a wrong one is a 400 naming `field`.
     * Each check holds a place under PASSWORD_CHECKS while it runs, so guesses sent in parallel
     * cannot all pass before any counts, and a right password gives its place back: only wrong
     * ones use the allowance up, and once they have, a right one waits too (429).
     */
    async checkPassword(entityId: number, password: string, field: string): Promise<UserRow> {
      const key = `password-check:${entityId}`;
      await limit(key, PASSWORD_CHECKS);
      const user = await repo.findUserById(entityId);
      if (!user?.passwordHash || !(await verify(user.passwordHash, password))) {
        throw badRequest(`${field}: ${WRONG_CURRENT_PASSWORD}`, { [field]: WRONG_CURRENT_PASSWORD });
      }
      await limiter.giveBack(key);
      return user;
    },

    async signin(input: SigninInput, meta: RequestMeta) {
      await limit(`signin:ip:${meta.ip}`, LIMITS.signinPerIp);
      // Only failed attempts count per account and address: signing in normally never uses anything up.
      const pair = `${input.email.toLowerCase()}|${meta.ip}`;
      const wait = await limiter.peek(`signin:wait:${pair}`, 1);
      if (!wait.ok) throw tooManyRequests(wait.retryAfterSeconds);
      const user = await repo.findUserByEmail(input.email);
      const ok = await verify(user?.passwordHash ?? (await dummyHash), input.password);
      if (!ok || !user?.passwordHash) {
        await signinFailed(pair);
        throw unauthorized('Wrong email or password');
      }
      await Promise.all([limiter.reset(`signin:failures:${pair}`), limiter.reset(`signin:wait:${pair}`)]);
      // Said only to whoever knows the password: the owner learns why, nobody else learns anything.
      if (user.suspendedAt) throw forbidden(`${ACCOUNT_SUSPENDED}: ${user.suspensionReason}`);
      const token = await startSession(user.entityId, meta);
      return { token, user: toSessionUser(user, await repo.sessionExtras(user.entityId)) };
    },

    /** The optional legacy bridge: the classic site tells us whose session a PHPSESSID is. */
    async signinWithClassicSession(input: ClassicSigninInput, meta: RequestMeta) {
      if (!config.classicSiteUrl) throw new HttpError(400, 'email: Enter your email address');
      await limit(`signin:ip:${meta.ip}`, LIMITS.signinPerIp);
      const classicUser = await fetchClassicUser(input.phpSessionId);
      const user = classicUser && (await repo.findUserById(classicUser.entity_id));
      if (!user) throw unauthorized('The classic site did not recognise this session');
      if (!input.isPseudo) {
        const token = await startSession(user.entityId, meta);
        return { token, user: toSessionUser(user, await repo.sessionExtras(user.entityId)) };
      }
      if (!user.isAdmin || input.adminEntityId !== user.entityId || input.pseudoId <= 0) {
        throw new HttpError(403, 'Only an admin can impersonate a member');
      }
      const pseudo = await fetchClassicPseudo(input.phpSessionId, input.pseudoId);
      const target = pseudo && (await repo.findUserById(input.pseudoId));
      if (!target) throw new HttpError(404, 'No member with this entity id');
      const acting = { actingEntityId: target.entityId, adminEntityId: user.entityId };
      const token = await startSession(user.entityId, meta, acting);
      // The answer describes the session it opened: the admin acting as the member (is_pseudo).
      return { token, user: toSessionUser(target, await repo.sessionExtras(target.entityId), acting) };
    },

    classicLogout,

    /**
     * Staff impersonation (spec §4, docs/decisions/016): an admin, or a pseudo session switching
     * member, gets a new session acting as the target. Admins are never impersonated, and the
     * admin behind a pseudo session must still be an admin.
     */
    async impersonate(viewer: { user: SessionUser | null }, pseudoId: number, meta: RequestMeta) {
      const current = viewer.user;
      if (!current || !(current.is_admin || current.is_pseudo)) {
        throw forbidden('Only admins can impersonate members');
      }
      const adminId = current.is_pseudo ? current.admin_entity_id : current.entity_id;
      const admin = await repo.findUserById(adminId);
      if (!admin?.isAdmin) throw forbidden('Only admins can impersonate members');
      if (pseudoId === adminId)
        throw badRequest('pseudoId: You cannot impersonate yourself', { pseudoId: 'You cannot impersonate yourself' });
      const target = await repo.findUserById(pseudoId);
      if (!target) throw notFound('No member with this entity id');
      if (target.isAdmin) throw forbidden('Admins cannot be impersonated');
      const acting = { actingEntityId: target.entityId, adminEntityId: adminId };
      const token = await startSession(adminId, meta, acting);
      return { token, user: toSessionUser(target, await repo.sessionExtras(target.entityId), acting) };
    },

    /** Spec §2.9 'Select user:': the predefined test users, for admins and pseudo sessions only. */
    async impersonationCandidates(viewer: { user: SessionUser | null }) {
      if (!viewer.user?.is_admin && !viewer.user?.is_pseudo) throw forbidden('Only admins can impersonate members');
      return { users: await repo.demoAccounts() };
    },

    /** Ends impersonation: the admin gets a session of their own again. */
    async stopImpersonating(viewer: { user: SessionUser | null }, meta: RequestMeta) {
      if (!viewer.user?.is_pseudo) throw badRequest('You are not impersonating anyone');
      const admin = await repo.findUserById(viewer.user.admin_entity_id);
      if (!admin) throw unauthorized();
      const token = await startSession(admin.entityId, meta);
      return { token, user: toSessionUser(admin, await repo.sessionExtras(admin.entityId)) };
    },

    async signout(token: string | undefined) {
      if (!token) return;
      const tokenHash = hashToken(token);
      await repo.deleteSession(tokenHash);
      await publish({ tokenHash });
    },

    /** The session user of a member (an access token's), or null when there is no such member. */
    async userFor(entityId: number): Promise<SessionUser | null> {
      const user = await repo.findUserById(entityId);
      return user ? toSessionUser(user, await repo.sessionExtras(entityId)) : null;
    },

    /** Whether the session behind a token hash still exists and has not expired. */
    async sessionIsLive(tokenHash: string): Promise<boolean> {
      return !!(await repo.findLiveSession(tokenHash, new Date(now())));
    },

    /** Call after changing anything the session user shows (name, language, roles…). */
    async memberChanged(entityId: number) {
      await publish({ entityId });
    },

    /** Applies a SESSIONS_CHANGED message from any process, this one included. */
    forget(change: SessionsChanged) {
      if ('tokenHash' in change) {
        cached.delete(change.tokenHash);
        return;
      }
      for (const [hash, entry] of cached) {
        const { session } = entry.value;
        if (session.entityId === change.entityId || session.actingEntityId === change.entityId) cached.delete(hash);
      }
    },

    async resolve(token: string | undefined): Promise<ResolvedSession | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const t = now();
      const hit = cached.get(tokenHash);
      if (hit && hit.until > t) return hit.value;
      if (dead.has(tokenHash)) return null;
      const row = await repo.findLiveSessionWithUser(tokenHash, new Date(t));
      if (!row) {
        markDead(tokenHash);
        return null;
      }
      const idleFor = t - row.session.lastSeenAt.getTime();
      if (idleFor > SESSION_IDLE_MS) {
        await repo.deleteSession(tokenHash);
        markDead(tokenHash);
        return null;
      }
      if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(tokenHash, new Date(t));
      const value = { tokenHash, session: row.session, user: toSessionUser(row.user, row, row.session) };
      if (cached.size >= SESSION_CACHE_MAX) cached.delete(cached.keys().next().value!);
      cached.set(tokenHash, { value, until: Math.min(t + SESSION_CACHE_MS, row.session.expiresAt.getTime()) });
      return value;
    },
  };

  /**
   * Spec §7 `GET {host}/?logout=1`: signing out here signs out of the classic site too, when it is
   * configured. Best effort: a classic site that is down must not keep anyone signed in here.
   */
  async function classicLogout(phpSessionId: string | undefined): Promise<void> {
    if (!config.classicSiteUrl) return;
    try {
      await fetchImpl(`${config.classicSiteUrl}/?logout=1`, {
        headers: phpSessionId ? { cookie: `PHPSESSID=${encodeURIComponent(phpSessionId)}` } : {},
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      // Nothing to do: our own session has ended either way.
    }
  }

  async function fetchClassicUser(phpSessionId: string): Promise<{ entity_id: number } | null> {
    return classicGet('/fetch_user', phpSessionId);
  }

  async function fetchClassicPseudo(phpSessionId: string, pseudoId: number) {
    return classicGet(`/fetch_pseudo_user?pseudo_id=${pseudoId}&pseudo_action=start`, phpSessionId);
  }

  async function classicGet(path: string, phpSessionId: string): Promise<{ entity_id: number } | null> {
    try {
      const res = await fetchImpl(`${config.classicSiteUrl}${path}`, {
        headers: { cookie: `PHPSESSID=${encodeURIComponent(phpSessionId)}`, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { entity_id?: unknown; user?: { entity_id?: unknown } };
      const id = Number(body.user?.entity_id ?? body.entity_id);
      return Number.isInteger(id) && id > 0 ? { entity_id: id } : null;
    } catch {
      return null;
    }
  }
}
export type AuthService = ReturnType<typeof createAuthService>;
