/**
 * Deleting one's own account, at the foot of the account page: what goes and
 * what stays said plainly first, then the current password to confirm. Admin
 * and staff accounts, and pseudo sessions, are refused by the server too.
 */
import { useId } from 'react';
import { deleteAccountSchema } from '../../../contract/auth-schemas.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useZodForm } from '../../ui/use-form.ts';
import { authMessage, submitAuthForm } from '../auth/messages.ts';

/** Where a deleted member lands: signed out, told it is done. */
export const AFTER_DELETE = '/session/account-deleted';

export function DeleteAccountSection({ className, user }: { className: string; user: SessionUser }) {
  const t = useT();
  const d = t.account.deletion;
  const titleId = useId();
  const form = useZodForm(deleteAccountSchema, { currentPassword: '' }, (m) => authMessage(m, t));
  const submit = form.onSubmit((data) => submitAuthForm('/next/api/account/delete', data, AFTER_DELETE, form, t));
  const refusal = user.is_pseudo
    ? t.account.notWhileImpersonating
    : user.is_admin || user.is_staff
      ? d.notForStaff
      : null;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {d.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{d.intro}</p>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm">
        {Object.values(d.consequences).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {refusal ? (
        <p className="mt-4 text-sm">{refusal}</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-label={d.title}>
          <FormError message={form.formError} />
          <TextField
            label={d.confirmWithPassword}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
          <Button type="submit" variant="danger" className="self-start" busy={form.submitting}>
            {form.submitting ? t.auth.submitting : d.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
