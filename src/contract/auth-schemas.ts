/**
 * Sign-up, sign-in and the member's own account (password, email, deletion): the same schemas
 * validate the form in the browser and the body on the server.
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';
import { ID_MAX } from './ids.ts';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE } from './taxonomy.ts';

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
/** A single-use link's token, as mailed: base64url, nothing else. */
const linkToken = z
  .string({ error: 'This link is incomplete: open it from the email again' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is incomplete: open it from the email again');

export const confirmSignupSchema = z.object({ token: linkToken });
export const passwordResetRequestSchema = z.object({ email });
export const passwordResetSchema = z.object({ token: linkToken, password: newPassword });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The password asked again before a change only the member may make (the server checks it: WRONG_CURRENT_PASSWORD). */
export const currentPasswordSchema = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX);
/** Change the password: the current one proves it is the member; every other session ends. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword,
    /** Access tokens end with the old password unless the member keeps them (their own tools, not a thief's). */
    keepTokens: z.boolean().default(false),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    error: 'Choose a password different from the current one',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Change the email: a link goes to the new address, which takes over once it is opened. */
export const changeEmailSchema = z.object({ email, currentPassword: currentPasswordSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export const confirmEmailChangeSchema = z.object({ token: linkToken });

/** Delete the account: the current password proves it is the member. */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordSchema });
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
