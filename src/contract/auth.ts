/**
 * Signing in and out: where a member returns after signing in, why a form came back, what an
 * impersonation is refused for, and the account's messages. The forms' schemas are in
 * auth-schemas.ts: the header links to sign-in on every page, zod is not (decision 040).
 */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Which "check your email" page to show after a form. */
export const CHECK_EMAIL_REASONS = ['signup', 'reset'] as const;
export type CheckEmailReason = (typeof CHECK_EMAIL_REASONS)[number];

/* ---------------- the signed-in member's own account ---------------- */

export const WRONG_CURRENT_PASSWORD = 'This is not your current password';
export const EMAIL_TAKEN = 'This address already belongs to another account';
/** Why an account cannot be deleted yet (decision 102). */
export const MONEY_IN_MOTION =
  'Money is still held or on your Wordhive Pay balance: settle your payments and withdraw your balance before deleting your account';

/** A base no real address has: whatever resolves against it and keeps its origin is a path on our site. */
const CALLBACK_BASE = 'https://callback.invalid';

/**
 * Only paths on our own site are honoured as a return target after sign-in.
 * The value is resolved as a browser would resolve it (tabs and newlines
 * dropped, backslashes read as slashes, percent-encoding decoded where the URL
 * standard decodes it), so "/<TAB>/evil.example" is seen for what it is: another
 * host. What comes back is the normalised path, percent-encoded, which is also
 * safe to put in a Location header whatever characters it started with.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.length > 2000 || !URL.canParse(value, CALLBACK_BASE)) return fallback;
  const url = new URL(value, CALLBACK_BASE);
  const path = url.pathname + url.search + url.hash;
  // A path that starts with two slashes (or a slash and a backslash) is a host to a browser.
  if (url.origin !== CALLBACK_BASE || /^[/\\]{2}/.test(path)) return fallback;
  return path;
}

/** The sign-in or sign-up page (or form target) that returns to `callback` afterwards. */
export function authPath(page: '/session/signin' | '/session/signup', callback: string): string {
  return callback === '/' ? page : `${page}?callback_url=${encodeURIComponent(callback)}`;
}

/** Why a sign-in or sign-up form posted without JavaScript came back (the `error` query parameter). */
export const AUTH_FORM_ERRORS = ['credentials', 'rate', 'invalid', 'link', 'suspended'] as const;
/** A suspended member who signs in is told so, followed by the reason the admin gave. */
export const ACCOUNT_SUSPENDED = 'This account is suspended';
export type AuthFormError = (typeof AUTH_FORM_ERRORS)[number];

/* ---------------- impersonation (spec §4, §8) ---------------- */

export type ImpersonationError = 'failed' | 'noSession' | 'starting' | 'stopFailed' | 'invalidId';

/** What the server says when it refuses, as the dictionary keys the popup shows them by. */
const IMPERSONATION_REASONS = {
  'Admins cannot be impersonated': 'adminTarget',
  'No member with this entity id': 'noMember',
  'You cannot impersonate yourself': 'yourself',
  'Only admins can impersonate members': 'onlyAdmins',
  'You are not impersonating anyone': 'notImpersonating',
} as const;
export type ImpersonationReason = (typeof IMPERSONATION_REASONS)[keyof typeof IMPERSONATION_REASONS] | 'unknown';

export function impersonationError(message: string): ImpersonationReason {
  const bare = message.replace(/^pseudoId: /, '');
  return Object.hasOwn(IMPERSONATION_REASONS, bare)
    ? IMPERSONATION_REASONS[bare as keyof typeof IMPERSONATION_REASONS]
    : 'unknown';
}
