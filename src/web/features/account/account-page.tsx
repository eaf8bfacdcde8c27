import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { NotificationSettings } from '../../../contract/notifications.ts';
import type { ContactViewsResponse } from '../../../contract/privacy.ts';
import type { ApiToken } from '../../../contract/tokens.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { useViewer } from '../../viewer.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { NotificationSettingsSection } from './notification-settings-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { TokensSection } from './tokens-section.tsx';

export interface AccountData {
  /** Null in a pseudo session: tokens belong to the member's own sessions. */
  tokens: ApiToken[] | null;
  contactViews: ContactViewsResponse['views'];
  notificationSettings: NotificationSettings;
}

export async function accountLoader(args: LoaderFunctionArgs): Promise<AccountData> {
  const user = requireSignedIn(args);
  const api = args.context.get(apiContext);
  const [tokens, views, notificationSettings] = await Promise.all([
    user.is_pseudo ? null : api.get<{ tokens: ApiToken[] }>('/next/api/tokens'),
    api.get<ContactViewsResponse>(`/next/api/user/contact-views?entityId=${user.entity_id}`),
    api.get<NotificationSettings>('/next/api/user/settings'),
  ]);
  return { tokens: tokens?.tokens ?? null, contactViews: views.views, notificationSettings };
}

export const accountHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.account.title} · ${dict.common.siteName}`, noindex: true }),
};

const card = 'mt-6 rounded-card border border-line bg-surface p-4 sm:p-6';

export function AccountPage() {
  const t = useT();
  const { user } = useViewer();
  const data = useLoaderData() as AccountData;
  if (!user) return null;
  const signOut = async () => {
    await sendJson('POST', '/next/api/session/logout');
    window.location.assign('/');
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t.account.title}</h1>
      <p className="mt-2 text-muted">{fmt(t.account.intro, { name: user.name, email: user.contact_email })}</p>
      <dl className={card}>
        <dt className="text-sm text-muted">{t.account.accountType}</dt>
        <dd className="font-medium">{t.auth.accountTypes[user.account_type]}</dd>
      </dl>
      <SecuritySection className={card} impersonating={Boolean(user.is_pseudo)} />
      <NotificationSettingsSection initial={data.notificationSettings} className={card} />
      <TokensSection initial={data.tokens} className={card} />
      <ContactViewsSection views={data.contactViews} entityId={user.entity_id} />
      <Button className="mt-6" variant="secondary" onClick={signOut}>
        {t.account.signOutEverywhere}
      </Button>
      <DeleteAccountSection className={card} user={user} />
    </div>
  );
}

function ContactViewsSection({ views, entityId }: { views: AccountData['contactViews']; entityId: number }) {
  const t = useT();
  const locale = useLocale();
  const c = t.account.contactViews;
  return (
    <section className={card} aria-labelledby="contact-views-title">
      <h2 id="contact-views-title" className="text-lg font-semibold">
        {c.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {c.intro}{' '}
        <a className="underline" href={`/profile/${entityId}?privacy=open`}>
          {c.privacyLink}
        </a>
      </p>
      {views.length === 0 ? (
        <p className="mt-4 text-sm">{c.empty}</p>
      ) : (
        <table className="mt-4 w-full text-start text-sm">
          <thead>
            <tr className="border-b border-line text-muted">
              <th className="py-2 text-start font-medium">{c.member}</th>
              <th className="py-2 text-start font-medium">{c.when}</th>
            </tr>
          </thead>
          <tbody>
            {views.map((v) => (
              <tr key={`${v.viewer.entityId}-${v.viewedAt}`} className="border-b border-line last:border-0">
                <td className="py-2">
                  <a className="underline" href={`/profile/${v.viewer.entityId}`}>
                    {v.viewer.name}
                  </a>
                </td>
                <td className="py-2 tabular-nums">{formatDate(v.viewedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
