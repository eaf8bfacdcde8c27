/** Sign-up and sign-in forms: the same schemas validate the form in the browser and the body on the server. */
import { z } from 'zod';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE } from './taxonomy.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Email address is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const signupSchema = z.object({
  email,
  password: z
    .string({ error: 'Enter a password' })
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(2, 'Enter your name (at least 2 characters)')
    .max(100, 'Use at most 100 characters'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose an account type' }).default(DEFAULT_ACCOUNT_TYPE),
});
export type SignupInput = z.infer<typeof signupSchema>;

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
  pseudoId: z.coerce.number().int().min(0).default(0),
  adminEntityId: z.coerce.number().int().min(0).default(0),
});
export type ClassicSigninInput = z.infer<typeof classicSigninSchema>;
export type SigninInput = z.infer<typeof signinSchema>;

/** Only same-site paths are honoured as a return target after sign-in. */
export function safeCallbackPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\r\n]/.test(value)) return fallback;
  return value;
}

/** The sign-in or sign-up page (or form target) that returns to `callback` afterwards. */
export function authPath(page: '/auth/signin' | '/auth/signup', callback: string): string {
  return callback === '/' ? page : `${page}?callback_url=${encodeURIComponent(callback)}`;
}

/** Why a sign-in or sign-up form posted without JavaScript came back (the `error` query parameter). */
export const AUTH_FORM_ERRORS = ['credentials', 'taken', 'rate', 'invalid'] as const;
export type AuthFormError = (typeof AUTH_FORM_ERRORS)[number];
