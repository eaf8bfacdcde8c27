import { type LoaderFunctionArgs, redirect } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button } from '../../ui/button.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';

/** Pages for members only send an anonymous visitor to sign in, and back here afterwards. */
export function requireSignedIn({ request, context }: LoaderFunctionArgs) {
  if (context.get(viewerContext).user) return null;
  const url = new URL(request.url);
  throw redirect(authPath('/auth/signin', url.pathname + url.search));
}

export const accountHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.account.title} · ${dict.common.siteName}`, noindex: true }),
};

export function AccountPage() {
  const t = useT();
  const { user } = useViewer();
  if (!user) return null;
  const signOut = async () => {
    await sendJson('POST', '/next/api/session/logout');
    window.location.assign('/');
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t.account.title}</h1>
      <p className="mt-2 text-muted">{fmt(t.account.intro, { name: user.name, email: user.contact_email })}</p>
      <dl className="mt-6 rounded-card border border-line bg-surface p-4">
        <dt className="text-sm text-muted">{t.account.accountType}</dt>
        <dd className="font-medium">{t.auth.accountTypes[user.account_type]}</dd>
      </dl>
      <Button className="mt-6" variant="secondary" onClick={signOut}>
        {t.account.signOutEverywhere}
      </Button>
    </div>
  );
}
