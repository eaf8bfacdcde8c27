/**
 * /admin/members/:entityId: one member as staff see them, and what staff do
 * for them: roles, a password-reset link, suspension with a reason, checking
 * their credentials, acting as them. Every action is in the audit log.
 */
import { BadgeCheck, ExternalLink, KeyRound, UserCog } from 'lucide-react';
import { useState } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { type MemberDetail, SUSPENSION_REASON_MAX } from '../../../contract/admin.ts';
import { MEMBER_ROLES, type MemberRole } from '../../../contract/session.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Link } from '../../ui/link.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { startImpersonating } from '../impersonation/impersonation.ts';
import { adminHandle } from './admin-layout.tsx';
import { MemberState } from './members-page.tsx';

export async function memberLoader(args: LoaderFunctionArgs): Promise<MemberDetail> {
  requireAdmin(args);
  const id = args.params.entityId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data(null, { status: 404 });
  const res = await args.context.get(apiContext).getResult(`/next/api/admin/members/${id}`);
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (res.status >= 400) throw data(null, { status: res.status });
  return res.body as MemberDetail;
}

export const memberHandle = adminHandle((d) => d.admin.pages.members.title);

const card = 'rounded-card border border-line bg-surface p-4 sm:p-5';

export function MemberPage() {
  const t = useT();
  const locale = useLocale();
  const m = t.admin.members;
  const member = useLoaderData() as MemberDetail;
  const revalidator = useRevalidator();
  const [confirm, setConfirm] = useState<'reset' | 'suspend' | 'unsuspend' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [roles, setRoles] = useState<MemberRole[]>(member.roles);
  const [busy, setBusy] = useState(false);
  const base = `/next/api/admin/members/${member.entityId}`;
  const protectedAccount = member.isAdmin || member.isStaff;

  async function act(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await call();
      toast.success(done);
      await revalidator.revalidate();
    } catch (err) {
      toast.error(
        err instanceof ApiError ? fmt(m.failedWith, { message: errorText(err, t) }) : t.common.unexpectedError,
      );
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  const rolesChanged = [...roles].sort().join() !== [...member.roles].sort().join();
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/members">{m.back}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{member.name}</h1>
          <p className="text-muted" dir="ltr">
            #{member.entityId} · {member.email}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/profile/${member.entityId}`}
            className="inline-flex items-center gap-2 rounded-card border border-line px-3 py-2 text-sm font-semibold no-underline"
          >
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {m.openProfile}
          </Link>
          {!member.isAdmin && (
            <Button variant="secondary" busy={busy} onClick={() => void startImpersonating(member.entityId)}>
              <UserCog aria-hidden="true" className="size-4" />
              {m.actAs}
            </Button>
          )}
        </div>
      </div>

      <dl className={`${card} mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3`}>
        <Fact label={m.columns.type}>
          {t.taxonomy.accountTypes[member.accountType as keyof typeof t.taxonomy.accountTypes] ?? member.accountType}
        </Fact>
        <Fact label={m.columns.joined}>{formatDate(member.createdAt, locale)}</Fact>
        <Fact label={m.columns.state}>
          <MemberState member={member} />
        </Fact>
        <Fact label={m.confirmed}>{member.emailConfirmedAt ? formatDate(member.emailConfirmedAt, locale) : m.no}</Fact>
        <Fact label={m.sessions}>{String(member.sessions)}</Fact>
        <Fact label={m.lastSeen}>{member.lastSeenAt ? formatDate(member.lastSeenAt, locale) : m.never}</Fact>
      </dl>

      <section className={`${card} mt-6`} aria-labelledby="roles-title">
        <h2 id="roles-title" className="text-lg font-semibold">
          {m.roles.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.roles.intro}</p>
        <fieldset className="mt-3 flex flex-col gap-2">
          <legend className="sr-only">{m.roles.title}</legend>
          {MEMBER_ROLES.map((role) => (
            <label key={role} className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                checked={roles.includes(role)}
                onChange={(ev) =>
                  setRoles((list) => (ev.target.checked ? [...list, role] : list.filter((r) => r !== role)))
                }
              />
              <span>
                <span className="block font-medium">{m.roles.names[role]}</span>
                <span className="block text-sm text-muted">{m.roles.descriptions[role]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button
          className="mt-3"
          busy={busy}
          disabled={!rolesChanged}
          onClick={() => void act(() => sendJson('PUT', `${base}/roles`, { roles }), m.roles.saved)}
        >
          {m.roles.save}
        </Button>
      </section>

      {member.credentials.length > 0 && (
        <section className={`${card} mt-6`} aria-labelledby="credentials-title">
          <h2 id="credentials-title" className="text-lg font-semibold">
            {m.credentials.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.credentials.intro}</p>
          <ul className="mt-3 divide-y divide-line">
            {member.credentials.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{c.title}</span>
                  <span className="block text-sm text-muted">
                    {t.profile.credentialKinds[c.kind as keyof typeof t.profile.credentialKinds] ?? c.kind} · {c.issuer}
                    {c.year ? ` · ${c.year}` : ''}
                  </span>
                </span>
                {c.verified ? (
                  <span className="inline-flex items-center gap-2">
                    <span className="inline-flex items-center gap-1 text-sm text-success">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      {t.profile.verified}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      busy={busy}
                      onClick={() =>
                        void act(
                          () => sendJson('PUT', `${base}/credentials/${c.id}`, { verified: false }),
                          m.credentials.unverified,
                        )
                      }
                    >
                      {m.credentials.unverify}
                    </Button>
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busy}
                    onClick={() =>
                      void act(
                        () => sendJson('PUT', `${base}/credentials/${c.id}`, { verified: true }),
                        m.credentials.verified,
                      )
                    }
                  >
                    {fmt(m.credentials.verify, { title: c.title })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={`${card} mt-6`} aria-labelledby="access-title">
        <h2 id="access-title" className="text-lg font-semibold">
          {m.access.title}
        </h2>
        <div className="mt-3 flex flex-col gap-4">
          <div>
            <Button variant="secondary" busy={busy} onClick={() => setConfirm('reset')}>
              <KeyRound aria-hidden="true" className="size-4" />
              {m.access.reset}
            </Button>
            <p className="mt-1 text-sm text-muted">{m.access.resetIntro}</p>
          </div>
          {member.suspendedAt ? (
            <div className="rounded-card border border-danger p-3">
              <p className="font-semibold text-danger">
                {fmt(m.access.suspendedSince, { date: formatDate(member.suspendedAt, locale) })}
              </p>
              <p className="mt-1 text-sm">{member.suspensionReason}</p>
              <Button className="mt-3" variant="secondary" busy={busy} onClick={() => setConfirm('unsuspend')}>
                {m.access.unsuspend}
              </Button>
            </div>
          ) : protectedAccount ? (
            <p className="text-sm text-muted">{m.access.protected}</p>
          ) : (
            <div>
              <TextAreaField
                label={m.access.reason}
                hint={m.access.reasonHint}
                value={reason}
                maxLength={SUSPENSION_REASON_MAX}
                rows={3}
                error={reasonError}
                onChange={(ev) => setReason(ev.target.value)}
              />
              <Button
                className="mt-2"
                variant="danger"
                busy={busy}
                onClick={() => {
                  if (reason.trim().length < 3) return setReasonError(m.access.reasonRequired);
                  setReasonError(undefined);
                  setConfirm('suspend');
                }}
              >
                {m.access.suspend}
              </Button>
            </div>
          )}
        </div>
      </section>

      <ConfirmDialog
        open={confirm === 'reset'}
        title={fmt(m.access.confirmReset, { email: member.email })}
        confirm={m.access.reset}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void act(() => sendJson('POST', `${base}/password-reset`), fmt(m.access.resetSent, { email: member.email }))
        }
      />
      <ConfirmDialog
        open={confirm === 'suspend'}
        title={fmt(m.access.confirmSuspend, { name: member.name })}
        description={m.access.suspendEffects}
        confirm={m.access.suspend}
        danger
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void act(async () => {
            await sendJson('POST', `${base}/suspend`, { reason });
            setReason('');
          }, m.access.suspended)
        }
      />
      <ConfirmDialog
        open={confirm === 'unsuspend'}
        title={fmt(m.access.confirmUnsuspend, { name: member.name })}
        confirm={m.access.unsuspend}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void act(() => sendJson('POST', `${base}/unsuspend`), m.access.unsuspended)}
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
