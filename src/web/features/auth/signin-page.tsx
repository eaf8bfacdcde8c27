import { useSearchParams } from 'react-router';
import { authPath, safeCallbackPath } from '../../../contract/auth.ts';
import { signinSchema } from '../../../contract/auth-schemas.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useZodForm } from '../../ui/use-form.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessage, formErrorFromQuery, submitAuthForm } from './messages.ts';

/** The page's title and description, read with its code (its words are the `auth` section's, decision 062). */
export const signinMeta: NonNullable<RouteHandle['meta']> = ({ dict }) => ({
  title: dict.auth.signinTitle,
  description: dict.auth.signinIntro,
  canonicalPath: '/session/signin',
});

export function SigninPage() {
  const t = useT();
  const [params] = useSearchParams();
  const callback = safeCallbackPath(params.get('callback_url'));
  const form = useZodForm(signinSchema, { email: params.get('email') ?? '', password: '' }, (m) => authMessage(m, t));

  const submit = form.onSubmit((data) => submitAuthForm('/next/api/auth/signin', data, callback, form, t));

  return (
    <AuthCard
      title={t.auth.signinTitle}
      intro={t.auth.signinIntro}
      formError={form.formError ?? formErrorFromQuery(params.get('error'), t)}
    >
      <form
        method="post"
        action={authPath('/session/signin', callback)}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t.auth.signinTitle}
      >
        <TextField label={t.auth.email} type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label={t.auth.password}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? t.auth.submitting : t.auth.submitSignin}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        <Link className="font-medium underline" to="/session/forgot">
          {t.auth.forgotLink}
        </Link>
      </p>
      <p className="mt-6 text-sm text-muted">
        {t.auth.noAccount}{' '}
        <Link className="font-medium underline" to={authPath('/session/signup', callback)}>
          {t.common.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
