/**
 * /admin/outbox: the mail the site sent (or, without SMTP, keeps), newest first.
 * With SMTP, who was sent what and whether it left: the server sends no mail's
 * text, so no admin can open a member's reset link. Without SMTP (development)
 * the text too, under a banner that says why: how a developer on the quick
 * start opens sign-up and reset links.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { OutboxList } from '../../../contract/mail.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer } from '../../viewer.ts';
import { adminHandle } from './admin-layout.tsx';

export async function outboxLoader(args: LoaderFunctionArgs): Promise<OutboxList> {
  requireAdmin(args);
  return args.context.get(apiContext).get<OutboxList>('/next/api/admin/outbox?limit=100');
}

export const outboxHandle = adminHandle((d) => d.admin.outbox.title);

export function OutboxPage() {
  const t = useT();
  const locale = useLocale();
  const { delivery, messages } = useLoaderData() as OutboxList;
  const { publicConfig } = useViewer();
  const o = t.admin.outbox;
  return (
    <div>
      <h1 className="text-2xl font-bold">{o.title}</h1>
      <p className="mt-2 text-muted">{o.intro}</p>
      {delivery === 'outbox' ? (
        <p role="note" className="mt-4 rounded-card border border-danger px-3 py-2 text-sm">
          {o.notDelivered}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">{o.textPrivate}</p>
      )}
      {messages.length === 0 ? (
        <p className="mt-6">{o.empty}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-card border border-line bg-surface p-4">
              <UserText as="h2" className="font-semibold" text={m.subject} />
              <p className="mt-1 text-sm text-muted">
                {o.to} <span dir="ltr">{m.to}</span> · {formatDate(m.createdAt, locale)} ·{' '}
                {m.error ? `${o.failed}: ${m.error}` : m.sentAt ? o.sent : o.kept}
              </p>
              {m.text !== undefined && (
                <UserText as="pre" text={m.text} className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">
                  <MailText text={m.text} origin={publicConfig.publicUrl} />
                </UserText>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A mail's text with this site's own links made clickable. Only links to our
 * origin: a name a member typed into a sign-up ends up in the text too.
 */
function MailText({ text, origin }: { text: string; origin: string }) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) =>
    i % 2 === 1 && part.startsWith(`${origin}/`) ? (
      <a key={i} href={part} className="underline" dir="ltr">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
