/**
 * The shared zod schemas speak English (they also guard the API); on screen
 * every message comes from the visitor's dictionary. This maps one to the other.
 */
import {
  ACCOUNT_SUSPENDED,
  type AuthFormError,
  EMAIL_TAKEN,
  MONEY_IN_MOTION,
  WRONG_CURRENT_PASSWORD,
} from '../../../contract/auth.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { ApiError, sendJson } from '../../api-client.ts';

export function authMessage(message: string, t: Dictionary): string {
  const e = t.auth.errors;
  const known: Record<string, string> = {
    'Enter your email address': e.emailRequired,
    'Enter a valid email address': e.emailInvalid,
    'Email address is too long': e.emailInvalid,
    'Enter your password': e.passwordRequired,
    'Enter a password': e.passwordRequired,
    'Use at least 10 characters': e.passwordShort,
    'Use at most 200 characters': e.passwordLong,
    'Enter your name': e.nameRequired,
    'Enter your name (at least 2 characters)': e.nameRequired,
    'Use at most 100 characters': e.nameLong,
    'Wrong email or password': e.wrongCredentials,
    'This link is invalid, used or expired: ask for a new one': e.linkInvalid,
    'This link is incomplete: open it from the email again': e.linkInvalid,
    'Enter your current password': e.currentPasswordRequired,
    [WRONG_CURRENT_PASSWORD]: e.wrongCurrentPassword,
    'Choose a password different from the current one': e.samePassword,
    [EMAIL_TAKEN]: e.emailTaken,
    'This is already your address': e.sameEmail,
    [MONEY_IN_MOTION]: e.moneyInMotion,
  };
  if (message.startsWith(`${ACCOUNT_SUSPENDED}: `)) {
    // The reason is the admin's own words, shown as written.
    return `${e.suspended} ${message.slice(ACCOUNT_SUSPENDED.length + 2)}`.trim();
  }
  return known[message] ?? t.common.unexpectedError;
}

/** What to show for a failed sign-in or sign-up call: field errors, or one message for the form. */
function describeAuthFailure(err: unknown, t: Dictionary): { fields: Record<string, string>; form: string | null } {
  if (!(err instanceof ApiError)) return { fields: {}, form: t.common.unexpectedError };
  if (err.status === 429) {
    return { fields: {}, form: t.auth.errors.tooMany.replace('{seconds}', String(err.retryAfter ?? 60)) };
  }
  if (err.fields?.token) return { fields: {}, form: t.auth.errors.linkInvalid };
  if (err.fields) {
    const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, authMessage(v, t)]));
    return { fields, form: null };
  }
  return { fields: {}, form: authMessage(err.message, t) };
}

/** The message for a form that came back from a plain-HTML post (`?error=` set by the server). */
export function formErrorFromQuery(code: string | null, t: Dictionary): string | null {
  switch (code as AuthFormError | null) {
    case 'credentials':
      return t.auth.errors.wrongCredentials;
    case 'link':
      return t.auth.errors.linkInvalid;
    case 'suspended':
      return t.auth.errors.suspended;
    case 'rate':
      return t.auth.errors.tooManyLater;
    case 'invalid':
      return t.auth.errors.checkForm;
    default:
      return null;
  }
}

type AccountFormPath =
  | '/next/api/auth/signin'
  | '/next/api/auth/signup'
  | '/next/api/auth/confirm'
  | '/next/api/auth/password-reset'
  | '/next/api/auth/password-reset/confirm'
  | '/next/api/auth/change-email/confirm'
  | '/next/api/account/password'
  | '/next/api/account/email'
  | '/next/api/account/delete';

type FormMessages = { setErrors(fields: Record<string, string>): void; setFormError(message: string | null): void };

/**
 * Posts a validated account form to the API and returns its answer; on failure
 * the messages land next to their fields or above the form, and it returns null.
 */
export async function postAuthForm<T>(
  apiPath: AccountFormPath,
  data: unknown,
  form: FormMessages,
  t: Dictionary,
): Promise<T | null> {
  try {
    return await sendJson<T>('POST', apiPath, data);
  } catch (err) {
    const failure = describeAuthFailure(err, t);
    form.setErrors(failure.fields);
    form.setFormError(failure.form);
    return null;
  }
}

/**
 * Posts an account form, then loads the next page in full (so the server
 * renders it for the new session, if any).
 */
export async function submitAuthForm(
  apiPath: AccountFormPath,
  data: unknown,
  next: string,
  form: FormMessages,
  t: Dictionary,
): Promise<void> {
  if ((await postAuthForm(apiPath, data, form, t)) !== null) window.location.assign(next);
}
