/**
 * The pages a mailed link leads to, and the ones that send such links: "check
 * your email", activate an account, forgot password, choose a new password,
 * confirm a new email address.
 * Each form works as a plain HTML post too, before the page's script runs.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHECK_EMAIL_REASONS } from '../../../contract/auth.ts';
import {
  confirmEmailChangeSchema,
  confirmSignupSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '../../../contract/auth-schemas.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useZodForm } from '../../ui/use-form.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessage, formErrorFromQuery, postAuthForm, submitAuthForm } from './messages.ts';

/** Each page's title, read with the pages' code (their words are the `auth` section's, decision 062). */
export const accountLinkTitles = {
  checkEmail: (d: Dictionary) => d.auth.checkEmailTitle,
  confirm: (d: Dictionary) => d.auth.confirmTitle,
  forgot: (d: Dictionary) => d.auth.forgotTitle,
  reset: (d: Dictionary) => d.auth.resetTitle,
  changeEmail: (d: Dictionary) => d.auth.changeEmailTitle,
};

/** After sign-up or a reset request: the same words whatever the address. */
export function CheckEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const reason = params.get('for') === 'reset' ? 'reset' : 'signup';
  return (
    <AuthCard
      title={t.auth.checkEmailTitle}
      intro={reason === 'reset' ? t.auth.checkEmailReset : t.auth.checkEmailSignup}
      formError={null}
    >
      <p className="text-sm text-muted">{t.auth.checkEmailSpam}</p>
      <p className="mt-6 text-sm">
        <Link className="font-medium underline" to={reason === 'reset' ? '/session/forgot' : '/session/signup'}>
          {reason === 'reset' ? t.auth.askAgain : t.common.signUp}
        </Link>
        {' · '}
        <Link className="font-medium underline" to="/session/signin">
          {t.common.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}

/** What a "check your email" URL may say: its reason, or nothing. */
export const checkEmailCacheQuery = (url: URL) => {
  const reason = url.searchParams.get('for');
  return reason && (CHECK_EMAIL_REASONS as readonly string[]).includes(reason) ? `for=${reason}` : '';
};

/**
 * The link in a sign-up's email opens this page; the click on its button, not
 * the opening, activates the account (mail scanners open links on their own).
 */
export function ConfirmPage() {
  const t = useT();
  const [params] = useSearchParams();
  const form = useZodForm(confirmSignupSchema, { token: params.get('token') ?? '' }, (m) => authMessage(m, t));
  const submit = form.onSubmit((data) => submitAuthForm('/next/api/auth/confirm', data, '/welcome', form, t));
  const error = form.formError ?? formErrorFromQuery(params.get('error'), t);
  return (
    <AuthCard title={t.auth.confirmTitle} intro={t.auth.confirmIntro} formError={error}>
      <form method="post" action="/session/confirm" noValidate onSubmit={submit} aria-label={t.auth.confirmTitle}>
        <input type="hidden" name="token" value={form.values.token} />
        <Button type="submit" className="w-full" busy={form.submitting} disabled={!form.values.token}>
          {form.submitting ? t.auth.submitting : t.auth.confirmSubmit}
        </Button>
      </form>
      {error && (
        <p className="mt-6 text-sm">
          <Link className="font-medium underline" to="/session/signup">
            {t.common.signUp}
          </Link>
          {' · '}
          <Link className="font-medium underline" to="/session/signin">
            {t.common.signIn}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const form = useZodForm(passwordResetRequestSchema, { email: params.get('email') ?? '' }, (m) => authMessage(m, t));
  const submit = form.onSubmit((data) =>
    submitAuthForm('/next/api/auth/password-reset', data, '/session/check-email?for=reset', form, t),
  );
  return (
    <AuthCard
      title={t.auth.forgotTitle}
      intro={t.auth.forgotIntro}
      formError={form.formError ?? formErrorFromQuery(params.get('error'), t)}
    >
      <form
        method="post"
        action="/session/password-reset"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t.auth.forgotTitle}
      >
        <TextField label={t.auth.email} type="email" autoComplete="email" required {...form.field('email')} />
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? t.auth.submitting : t.auth.forgotSubmit}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link className="font-medium underline" to="/session/signin">
          {t.common.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const form = useZodForm(passwordResetSchema, { token: params.get('token') ?? '', password: '' }, (m) =>
    authMessage(m, t),
  );
  const submit = form.onSubmit((data) =>
    submitAuthForm('/next/api/auth/password-reset/confirm', data, '/account', form, t),
  );
  const error = form.formError ?? formErrorFromQuery(params.get('error'), t);
  return (
    <AuthCard title={t.auth.resetTitle} intro={t.auth.resetIntro} formError={error}>
      <form
        method="post"
        action="/session/password-reset/confirm"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t.auth.resetTitle}
      >
        <input type="hidden" name="token" value={form.values.token} />
        <TextField
          label={t.auth.newPassword}
          type="password"
          autoComplete="new-password"
          hint={t.auth.passwordHint}
          required
          {...form.field('password')}
        />
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? t.auth.submitting : t.auth.resetSubmit}
        </Button>
      </form>
      {error && (
        <p className="mt-6 text-sm">
          <Link className="font-medium underline" to="/session/forgot">
            {t.auth.askAgain}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

/**
 * The link mailed to a new address opens this page; as with sign-up, the click
 * on its button (not the opening) moves the account to the new address.
 */
export function ChangeEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const form = useZodForm(confirmEmailChangeSchema, { token: params.get('token') ?? '' }, (m) => authMessage(m, t));
  const submit = form.onSubmit(async (data) => {
    const res = await postAuthForm<{ email: string }>('/next/api/auth/change-email/confirm', data, form, t);
    if (res) setChangedTo(res.email);
  });
  const error = form.formError ?? formErrorFromQuery(params.get('error'), t);
  if (changedTo || params.get('done') === '1') {
    return (
      <AuthCard
        title={t.auth.changeEmailTitle}
        intro={changedTo ? fmt(t.auth.changeEmailDone, { email: changedTo }) : t.auth.changeEmailDoneShort}
        formError={null}
      >
        {/* A full load: the page's shell still holds the session user with the old address. */}
        <Link reloadDocument className="text-sm font-medium underline" to="/account">
          {t.auth.toAccount}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.auth.changeEmailTitle} intro={t.auth.changeEmailIntro} formError={error}>
      <form
        method="post"
        action="/session/change-email/confirm"
        noValidate
        onSubmit={submit}
        aria-label={t.auth.changeEmailTitle}
      >
        <input type="hidden" name="token" value={form.values.token} />
        <Button type="submit" className="w-full" busy={form.submitting} disabled={!form.values.token}>
          {form.submitting ? t.auth.submitting : t.auth.changeEmailSubmit}
        </Button>
      </form>
      {error && (
        <p className="mt-6 text-sm">
          <Link className="font-medium underline" to="/account">
            {t.auth.toAccount}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
