/** Sign-up and sign-in forms: the same schemas validate the form in the browser and the body on the server. */
import { z } from 'zod';
import { ID_MAX } from './ids.ts';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE } from './taxonomy.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Email address is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

const newPassword = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const signupSchema = z.object({
  email,
  password: newPassword,
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(2, 'Enter your name (at least 2 characters)')
    .max(100, 'Use at most 100 characters'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose an account type' }).default(DEFAULT_ACCOUNT_TYPE),
});
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * What sign-up and a password-reset request answer, whatever the address: the
 * same words for a new address and a registered one, so neither tells anybody
 * who is a member (the mail says the rest).
 */
export const checkEmailSchema = z.object({ status: z.literal('check-email') });
/** Which "check your email" page to show after a form. */
export const CHECK_EMAIL_REASONS = ['signup', 'reset'] as const;
export type CheckEmailReason = (typeof CHECK_EMAIL_REASONS)[number];

/** A single-use link's token, as mailed: base64url, nothing else. */
const linkToken = z
  .string({ error: 'This link is incomplete: open it from the email again' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is incomplete: open it from the email again');

export const confirmSignupSchema = z.object({ token: linkToken });
export const passwordResetRequestSchema = z.object({ email });
export const passwordResetSchema = z.object({ token: linkToken, password: newPassword });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/* ---------------- the signed-in member's own account ---------------- */

const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX);
export const WRONG_CURRENT_PASSWORD = 'This is not your current password';
export const EMAIL_TAKEN = 'This address already belongs to another account';

/** Change the password: the current one proves it is the member; every other session ends. */
export const changePasswordSchema = z
  .object({ currentPassword, newPassword })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    error: 'Choose a password different from the current one',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Change the email: a link goes to the new address, which takes over once it is opened. */
export const changeEmailSchema = z.object({ email, currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export const confirmEmailChangeSchema = z.object({ token: linkToken });

/** Delete the account: the current password proves it is the member. */
export const deleteAccountSchema = z.object({ currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const signedOutOthersSchema = z.object({ ended: z.number().int() });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;

/** Native sign-in with email and password. */
export const signinSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX),
});

/** Sign-in through the classic site's session (only when CLASSIC_SITE_URL is set). */
export const classicSigninSchema = z.object({
  email: z.literal('').optional(),
  password: z.literal('').optional(),
  phpSessionId: z.string().trim().min(1, 'Missing classic session id').max(256),
  isPseudo: z.coerce.boolean().default(false),
  pseudoId: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  adminEntityId: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});
export type ClassicSigninInput = z.infer<typeof classicSigninSchema>;
export type SigninInput = z.infer<typeof signinSchema>;

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
