/**
 * The account page's sign-in and security: change the password (the current
 * one proves it is the member), move the account to a new email address (a
 * link to that address confirms it), and end every session but this one.
 * None of it is offered in a pseudo session: the server refuses it there too.
 */
import { useState } from 'react';
import { changeEmailSchema, changePasswordSchema, type SignedOutOthers } from '../../../contract/auth-schemas.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useZodForm } from '../../ui/use-form.ts';
import { authMessage, postAuthForm } from '../auth/messages.ts';

export function SecuritySection({ className, impersonating }: { className: string; impersonating: boolean }) {
  const t = useT();
  const s = t.account.security;
  return (
    <section className={className} aria-labelledby="security-title">
      <h2 id="security-title" className="text-lg font-semibold">
        {s.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{s.intro}</p>
      {impersonating ? (
        <p className="mt-4 text-sm">{t.account.notWhileImpersonating}</p>
      ) : (
        <>
          <PasswordForm />
          <EmailForm />
          <OtherDevices />
        </>
      )}
    </section>
  );
}

function PasswordForm() {
  const t = useT();
  const s = t.account.security;
  const form = useZodForm(changePasswordSchema, { currentPassword: '', newPassword: '' }, (m) => authMessage(m, t));
  // Off by default: a new password also ends the access tokens, in case a thief made one.
  const [keepTokens, setKeepTokens] = useState(false);
  const submit = form.onSubmit(async (data) => {
    if (await postAuthForm('/next/api/account/password', { ...data, keepTokens }, form, t)) {
      form.reset();
      setKeepTokens(false);
      toast.success(s.passwordChanged);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-labelledby="password-title">
      <h3 id="password-title" className="font-semibold">
        {s.passwordTitle}
      </h3>
      <FormError message={form.formError} />
      <TextField
        label={s.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <TextField
        label={s.newPassword}
        type="password"
        autoComplete="new-password"
        hint={t.auth.passwordHint}
        required
        {...form.field('newPassword')}
      />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="keepTokens"
          className="mt-1"
          checked={keepTokens}
          onChange={(e) => setKeepTokens(e.target.checked)}
        />
        <span>{s.keepTokens}</span>
      </label>
      <Button type="submit" className="self-start" busy={form.submitting}>
        {form.submitting ? t.auth.submitting : s.changePassword}
      </Button>
    </form>
  );
}

function EmailForm() {
  const t = useT();
  const s = t.account.security;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(changeEmailSchema, { email: '', currentPassword: '' }, (m) => authMessage(m, t));
  const submit = form.onSubmit(async (data) => {
    if (await postAuthForm('/next/api/account/email', data, form, t)) {
      form.reset();
      setSentTo(data.email);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-4" aria-labelledby="email-title">
      <h3 id="email-title" className="font-semibold">
        {s.emailTitle}
      </h3>
      {sentTo && (
        <p role="status" className="rounded-card border border-accent px-3 py-2 text-sm">
          {fmt(s.emailSent, { email: sentTo })}
        </p>
      )}
      <FormError message={form.formError} />
      <TextField label={s.newEmail} type="email" autoComplete="email" required {...form.field('email')} />
      <TextField
        label={s.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <Button type="submit" className="self-start" busy={form.submitting}>
        {form.submitting ? t.auth.submitting : s.changeEmail}
      </Button>
    </form>
  );
}

function OtherDevices() {
  const t = useT();
  const s = t.account.security;
  const [busy, setBusy] = useState(false);
  const signOutOthers = async () => {
    setBusy(true);
    try {
      const { ended } = await sendJson<SignedOutOthers>('POST', '/next/api/account/sign-out-others');
      toast.success(fmt(s.signedOutOthers, { n: ended }));
    } catch {
      toast.error(t.common.unexpectedError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-8">
      <h3 className="font-semibold">{s.devicesTitle}</h3>
      <p className="mt-1 text-sm text-muted">{s.devicesIntro}</p>
      <Button className="mt-3" variant="secondary" onClick={signOutOthers} busy={busy}>
        {s.signOutOthers}
      </Button>
    </div>
  );
}
