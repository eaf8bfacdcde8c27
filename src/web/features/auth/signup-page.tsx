import { useSearchParams } from 'react-router';
import { authPath, safeCallbackPath } from '../../../contract/auth.ts';
import { signupSchema } from '../../../contract/auth-schemas.ts';
import { ACCOUNT_TYPES } from '../../../contract/taxonomy.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useZodForm } from '../../ui/use-form.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessage, formErrorFromQuery, submitAuthForm } from './messages.ts';

/** The page's title and description, read with its code (its words are the `auth` section's, decision 062). */
export const signupMeta: NonNullable<RouteHandle['meta']> = ({ dict }) => ({
  title: dict.auth.signupTitle,
  description: dict.auth.signupIntro,
  canonicalPath: '/session/signup',
});

export function SignupPage() {
  const t = useT();
  const [params] = useSearchParams();
  const callback = safeCallbackPath(params.get('callback_url'));
  const form = useZodForm(
    signupSchema,
    { name: params.get('name') ?? '', email: params.get('email') ?? '', password: '', accountType: 'outsourcer' },
    (m) => authMessage(m, t),
  );

  // The answer is the same for every address: "check your email" (the link comes back here, signed in).
  const submit = form.onSubmit((data) =>
    submitAuthForm('/next/api/auth/signup', data, '/session/check-email?for=signup', form, t),
  );

  const accountType = form.field('accountType');
  return (
    <AuthCard
      title={t.auth.signupTitle}
      intro={t.auth.signupIntro}
      formError={form.formError ?? formErrorFromQuery(params.get('error'), t)}
    >
      <form
        method="post"
        action={authPath('/session/signup', callback)}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t.auth.signupTitle}
      >
        <TextField label={t.auth.name} autoComplete="name" required {...form.field('name')} />
        <TextField label={t.auth.email} type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label={t.auth.password}
          type="password"
          autoComplete="new-password"
          hint={t.auth.passwordHint}
          required
          {...form.field('password')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t.auth.accountType}</legend>
          {ACCOUNT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={accountType.value === type}
                onChange={accountType.onChange}
              />
              {t.auth.accountTypes[type]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? t.auth.submitting : t.auth.submitSignup}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">
        {t.auth.haveAccount}{' '}
        <Link className="font-medium underline" to={authPath('/session/signin', callback)}>
          {t.common.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}
