/**
 * What goes through a mailed, single-use link: confirming a sign-up, choosing
 * a new password and moving the account to a new email address (docs/decisions/018);
 * and the signed-in member's own password change. Sign-up and the reset
 * request answer the same for every address, so neither tells anybody who is
 * a member; the mail tells the owner of the address the rest.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { EMAIL_TAKEN, MONEY_IN_MOTION } from '../../../contract/auth.ts';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  PasswordResetInput,
  SignupInput,
} from '../../../contract/auth-schemas.ts';
import { isLocale, type Locale } from '../../../contract/locales.ts';
import { ACCOUNT_TYPES, type AccountType } from '../../../contract/taxonomy.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { fmt } from '../../../i18n/types.ts';
import type { BackgroundTasks } from '../../background.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limiter.ts';
import type { Mailer } from '../mail/service.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import type { AuthService, RequestMeta } from './service.ts';

export const LINK_PURPOSES = { confirm: 'confirm-signup', reset: 'reset-password', email: 'change-email' } as const;
const HOUR_MS = 3_600_000;
export const LINK_LIFETIME_MS = {
  [LINK_PURPOSES.confirm]: 24 * HOUR_MS,
  [LINK_PURPOSES.reset]: HOUR_MS,
  [LINK_PURPOSES.email]: 24 * HOUR_MS,
};

const LIMITS = {
  perIp: { limit: 10, windowMs: 10 * 60_000 },
  perAddress: { limit: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * A sign-up nobody confirmed is deleted this long after its last link was sent (a link lives a day):
 * an address typed by mistake, or by someone else, does not stay on file (decision 103).
 */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * HOUR_MS;

export const LINK_INVALID = 'This link is invalid, used or expired: ask for a new one';

/** What a sign-up link applies when it is opened: the details of the sign-up that sent it. */
interface SignupData {
  passwordHash: string;
  name: string;
  accountType: AccountType;
}

interface Deps {
  config: Config;
  repo: AuthRepository;
  auth: AuthService;
  mailer: Mailer;
  limiter: RateLimiter;
  background: BackgroundTasks;
  now?: () => number;
}

const splitName = (name: string) => {
  const [firstName = '', ...rest] = name.split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

export function createAccountLinks({ config, repo, auth, mailer, limiter, background, now = Date.now }: Deps) {
  const limit = (key: string, rule: RateLimitRule) => enforceRateLimit(limiter, key, rule, config.rateLimitScale);
  const link = (path: string, token?: string) =>
    `${config.publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  /** A member's own language when they chose one, else the language of the page that asked. */
  const languageOf = (user: UserRow | undefined, fallback: Locale) =>
    user && isLocale(user.siteLang) ? user.siteLang : fallback;

  async function mint(purpose: string, entityId: number, data: unknown = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repo.insertAccountToken({
      tokenHash: auth.hashToken(token),
      purpose,
      entityId,
      data,
      expiresAt: new Date(now() + LINK_LIFETIME_MS[purpose as keyof typeof LINK_LIFETIME_MS]),
    });
    return token;
  }

  async function consume(token: string, purpose: string) {
    const row = await repo.consumeAccountToken(auth.hashToken(token), purpose, new Date(now()));
    if (!row) throw badRequest(`token: ${LINK_INVALID}`, { token: LINK_INVALID });
    return row;
  }

  async function limitRequest(kind: string, email: string, meta: RequestMeta) {
    await limit(`${kind}:ip:${meta.ip}`, LIMITS.perIp);
    await limit(`${kind}:address:${email.toLowerCase()}`, LIMITS.perAddress);
  }

  return {
    /**
     * A new address gets an unconfirmed account and a confirmation link; a
     * registered one gets a note that it already has an account. Both after the
     * answer, which is the same either way and waits for neither (decision 104).
     */
    async signup(input: SignupInput, meta: RequestMeta, locale: Locale): Promise<void> {
      await limitRequest('signup', input.email, meta);
      background.run('signup', () => signUpAddress(input, locale));
    },

    /** Opens a confirmation link: the account is active and signed in, with the details of that sign-up. */
    async confirmSignup(token: string, meta: RequestMeta) {
      const row = await consume(token, LINK_PURPOSES.confirm);
      const data = row.data as SignupData;
      const t = new Date(now());
      const user = await repo.confirmAccount(
        row.entityId,
        {
          passwordHash: data.passwordHash,
          name: data.name,
          ...splitName(data.name),
          accountType: (ACCOUNT_TYPES as readonly string[]).includes(data.accountType)
            ? data.accountType
            : 'outsourcer',
        },
        t,
      );
      if (!user) throw badRequest(`token: ${LINK_INVALID}`, { token: LINK_INVALID });
      await repo.retireAccountTokens(user.entityId, LINK_PURPOSES.confirm, t);
      await auth.memberChanged(user.entityId);
      return auth.openSession(user, meta);
    },

    /** Mails a reset link if the address has an account; answers the same either way. */
    async requestReset(email: string, meta: RequestMeta, locale: Locale): Promise<void> {
      await limitRequest('reset', email, meta);
      // After the answer: its time must not tell a registered address from an unknown one (decision 104).
      background.run('password-reset', async () => {
        const user = await repo.findUserByEmail(email);
        if (user) await mailReset(user, locale);
      });
    },

    /**
     * An admin sends a member a reset link (a member who cannot sign in writes to support first); the
     * mail says staff sent it. The member's name and address, for the audit row, or null for no member.
     */
    async sendResetTo(entityId: number, locale: Locale): Promise<{ name: string; email: string } | null> {
      const user = await repo.findUserById(entityId);
      if (!user) return null;
      await mailReset(user, locale, 'resetPasswordByStaff');
      return { name: user.name, email: user.email };
    },

    /** Opens a reset link: the new password replaces the old, every other session ends, this one begins. */
    async resetPassword(input: PasswordResetInput, meta: RequestMeta) {
      const row = await consume(input.token, LINK_PURPOSES.reset);
      const t = new Date(now());
      const user = await repo.setPassword(row.entityId, await hash(input.password), t);
      if (!user) throw badRequest(`token: ${LINK_INVALID}`, { token: LINK_INVALID });
      await auth.endCredentialsOf(user.entityId);
      return auth.openSession(user, meta);
    },

    /** The member's current password proves it is them; the new one replaces it and every other session ends. */
    async changePassword(entityId: number, keepSession: string, input: ChangePasswordInput, locale: Locale) {
      const user = await auth.checkPassword(entityId, input.currentPassword, 'currentPassword');
      await repo.setPassword(entityId, await hash(input.newPassword), new Date(now()));
      await auth.endCredentialsOf(entityId, { session: keepSession, apiTokens: input.keepTokens });
      const text = mailTexts[languageOf(user, locale)];
      await mailer.send({
        to: user.email,
        kind: 'password-changed',
        entityId,
        subject: text.passwordChanged.subject,
        text: `${fmt(text.passwordChanged.body, { name: user.name, reset: link('/session/forgot') })}\n\n${text.signature}`,
      });
    },

    /** Mails a link to the new address; the account moves there once it is opened (the old address is told). */
    async requestEmailChange(entityId: number, input: ChangeEmailInput, meta: RequestMeta, locale: Locale) {
      await limitRequest('email', input.email, meta);
      const user = await auth.checkPassword(entityId, input.currentPassword, 'currentPassword');
      if (input.email.toLowerCase() === user.email.toLowerCase()) {
        throw badRequest('email: This is already your address', { email: 'This is already your address' });
      }
      // An address another account has is refused now; the link checks again when it is opened.
      if (await repo.findUserByEmail(input.email)) throw badRequest(`email: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
      const token = await mint(LINK_PURPOSES.email, entityId, { email: input.email });
      const text = mailTexts[languageOf(user, locale)];
      await mailer.send({
        to: input.email,
        kind: 'change-email',
        entityId,
        subject: text.changeEmail.subject,
        text: `${fmt(text.changeEmail.body, { name: user.name, link: link('/session/change-email', token) })}\n\n${text.signature}`,
      });
    },

    /**
     * Opens an email-change link: the account's address becomes the new one. Links mailed to the old
     * address, tokens and other sessions end with it; the session that opened the link, if it is the
     * member's own, stays.
     */
    async confirmEmailChange(
      token: string,
      locale: Locale,
      opener: { entityId: number; sessionTokenHash?: string | null },
    ): Promise<{ email: string; entityId: number }> {
      const row = await consume(token, LINK_PURPOSES.email);
      const { email } = row.data as { email: string };
      const before = await repo.findUserById(row.entityId);
      if (!before) throw badRequest(`token: ${LINK_INVALID}`, { token: LINK_INVALID });
      if (!(await repo.setEmail(row.entityId, email)))
        throw badRequest(`token: ${EMAIL_TAKEN}`, { token: EMAIL_TAKEN });
      const own = opener.entityId === row.entityId ? (opener.sessionTokenHash ?? undefined) : undefined;
      await auth.endCredentialsOf(row.entityId, { session: own });
      await auth.memberChanged(row.entityId);
      const text = mailTexts[languageOf(before, locale)];
      await mailer.send({
        to: before.email,
        kind: 'email-changed',
        entityId: row.entityId,
        subject: text.emailChanged.subject,
        text: `${fmt(text.emailChanged.body, { name: before.name, email, reset: link('/session/forgot') })}\n\n${text.signature}`,
      });
      return { email, entityId: row.entityId };
    },

    deleteAccount,

    /** Deletes the sign-ups nobody confirmed within UNCONFIRMED_KEPT_MS of their last link. */
    purgeUnconfirmed: () => repo.purgeUnconfirmed(new Date(now() - UNCONFIRMED_KEPT_MS)),
  };

  /** What a sign-up does for its address (signup above), after the answer. */
  async function signUpAddress(input: SignupInput, locale: Locale): Promise<void> {
    const passwordHash = await hash(input.password);
    let user = await repo.findUserByEmail(input.email);
    if (user?.emailConfirmedAt) {
      const text = mailTexts[languageOf(user, locale)];
      await mailer.send({
        to: user.email,
        kind: 'already-registered',
        entityId: user.entityId,
        subject: text.alreadyRegistered.subject,
        text: `${fmt(text.alreadyRegistered.body, {
          name: user.name,
          signin: link('/session/signin'),
          reset: link('/session/forgot'),
        })}\n\n${text.signature}`,
      });
      return;
    }
    // The account row waits unconfirmed (no password, not listed anywhere) until a link is opened;
    // each sign-up's own details travel in its link, so whoever opens one gets what they typed.
    user ??=
      (await repo.insertUser({
        email: input.email,
        passwordHash: null,
        accountType: input.accountType,
        name: input.name,
        ...splitName(input.name),
        username: '',
      })) ?? (await repo.findUserByEmail(input.email));
    if (!user) throw new Error('sign-up: the account vanished between insert and read');
    if (!user.username) {
      const username = `${
        splitName(input.name)
          .firstName.toLowerCase()
          .replace(/[^a-z0-9]/g, '') || 'member'
      }${user.entityId}`;
      await repo.setUsername(user.entityId, username);
    }
    const data: SignupData = { passwordHash, name: input.name, accountType: input.accountType };
    const token = await mint(LINK_PURPOSES.confirm, user.entityId, data);
    const text = mailTexts[locale];
    await mailer.send({
      to: user.email,
      kind: 'confirm-signup',
      entityId: user.entityId,
      subject: text.confirmSignup.subject,
      text: `${fmt(text.confirmSignup.body, { name: input.name, link: link('/session/confirm', token) })}\n\n${text.signature}`,
    });
  }

  async function mailReset(
    user: UserRow,
    locale: Locale,
    words: 'resetPassword' | 'resetPasswordByStaff' = 'resetPassword',
  ) {
    const token = await mint(LINK_PURPOSES.reset, user.entityId);
    const text = mailTexts[languageOf(user, locale)];
    await mailer.send({
      to: user.email,
      kind: 'reset-password',
      entityId: user.entityId,
      subject: text[words].subject,
      text: `${fmt(text[words].body, { name: user.name, link: link('/session/reset', token) })}\n\n${text.signature}`,
    });
  }

  /**
   * Deletes the account once the password is proven and no money moves for it: every session ends
   * (open sockets close), what was the member's alone goes with it, what they shared with others
   * stays naming a deleted member (decision 102), and the address is told.
   */
  async function deleteAccount(entityId: number, input: DeleteAccountInput, locale: Locale): Promise<void> {
    const user = await auth.checkPassword(entityId, input.currentPassword, 'currentPassword');
    // Leaving must not strand money: theirs, or another member's held in a payment with them.
    if (await repo.hasMoneyInMotion(entityId)) throw conflict(MONEY_IN_MOTION);
    await auth.endSessionsOf(entityId);
    await repo.deleteUser(entityId);
    const text = mailTexts[languageOf(user, locale)];
    await mailer.send({
      to: user.email,
      kind: 'account-deleted',
      subject: text.accountDeleted.subject,
      text: `${fmt(text.accountDeleted.body, { name: user.name })}

${text.signature}`,
    });
  }
}
export type AccountLinks = ReturnType<typeof createAccountLinks>;
