/** Where a member lands once their account is deleted: signed out, told it is done and what comes next. */

import type { Dictionary } from '../../../i18n/index.ts';
import { useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { AuthCard } from '../auth/auth-card.tsx';

/** The page's title, for its route's handle (routes.tsx): it reads a section the shell does not load. */
export const accountDeletedTitle = (t: Dictionary) => t.account.deletion.doneTitle;

export function AccountDeletedPage() {
  const t = useT();
  const d = t.account.deletion;
  return (
    <AuthCard title={d.doneTitle} intro={d.doneIntro} formError={null}>
      <p className="text-sm">
        <Link className="font-medium underline" to="/">
          {t.common.home}
        </Link>
        {' · '}
        <Link className="font-medium underline" to="/session/signup">
          {t.common.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
