/**
 * The Profile Updater's drawers about other people (issue 21): missed calls
 * with a way to reply, review requests to past clients (and the feedback the
 * member reported), and the private list of favorites.
 */
import { MessageCircle, Send, X } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { MissedCall } from '../../../../contract/missed-calls.ts';
import type { ProfilePage } from '../../../../contract/profile.ts';
import type { ReviewRequests } from '../../../../contract/reviews.ts';
import { fmt, fmtCount } from '../../../../i18n/types.ts';
import { browserGet, sendJson } from '../../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../../i18n.tsx';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { Link } from '../../../ui/link.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { UserText } from '../../../ui/user-text.tsx';
import { useStartChat } from '../../chat/message-button.tsx';
import { ErrorLine } from '../entry-list.tsx';
import { Badge } from '../profile-ui.tsx';
import { ClientFields, useClientRequest } from './story-editors.tsx';
import { useUpdaterDrawer } from './updater-state.ts';

/** What a drawer shows while its list loads, or when loading failed. */
type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** Reads a list each time its drawer opens (it changes while the page stays). */
function useDrawerData<T>(open: boolean, path: string): [Load<T>, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const fetchIt = useCallback(() => {
    void browserGet(path).then(
      (res) => setLoad(res.status === 200 ? { state: 'ready', data: res.body as T } : { state: 'failed' }),
      () => setLoad({ state: 'failed' }),
    );
  }, [path]);
  useEffect(() => {
    if (open) fetchIt();
  }, [open, fetchIt]);
  return [load, fetchIt];
}

function LoadState({ load, failed }: { load: Load<unknown>; failed: string }) {
  const t = useT();
  if (load.state === 'loading') return <p className="text-sm text-muted">{t.profileUpdater.missedCalls.loading}</p>;
  if (load.state === 'failed')
    return (
      <p className="text-sm text-danger" role="alert">
        {failed}
      </p>
    );
  return null;
}

/* ---------------- missed calls ---------------- */

export function MissedCallsDrawer({ entityId }: { entityId: number }) {
  const t = useT();
  const m = t.profileUpdater.missedCalls;
  const drawer = useUpdaterDrawer('missed-calls');
  const [load] = useDrawerData<{ items: MissedCall[] }>(
    drawer.open,
    `/next/api/user/missed-calls?entityId=${entityId}`,
  );
  return (
    <Modal
      open={drawer.open}
      onOpenChange={drawer.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.missedCalls}
      description={m.intro}
    >
      <LoadState load={load} failed={m.failed} />
      {load.state === 'ready' &&
        (load.data.items.length === 0 ? (
          <p className="text-muted">{m.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {load.data.items.map((item) => (
              <MissedCallItem key={`${item.kind}-${item.entityId}`} item={item} />
            ))}
          </ul>
        ))}
    </Modal>
  );
}

function MissedCallItem({ item }: { item: MissedCall }) {
  const t = useT();
  const locale = useLocale();
  const m = t.profileUpdater.missedCalls;
  const { busy, start } = useStartChat('/next/api/chat/create-channel', { recipientId: item.entityId });
  const date = formatDate(item.at, locale);
  const what =
    item.kind === 'contact_view'
      ? fmt(m.contactView, { date })
      : item.count > 1
        ? fmtCount(item.count, m.messagesOne, m.messages, { n: formatNumber(item.count, locale), date })
        : fmt(m.message, { date });
  return (
    <li className="flex items-start gap-3 py-3">
      <Avatar name={item.name} photoUrl={item.imageUrl} size="list" />
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${item.entityId}`} className="font-semibold">
          <UserText text={item.name} />
        </Link>
        <p className="text-sm text-muted">{what}</p>
        {item.preview && <UserText as="p" text={item.preview} className="mt-1 line-clamp-2 text-sm" />}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        busy={busy}
        onClick={start}
        aria-label={fmt(t.chat.messageMember, { name: item.name })}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t.chat.message}
      </Button>
    </li>
  );
}

/* ---------------- review requests ---------------- */

export function ReviewDrawer({ entityId }: { entityId: number }) {
  const t = useT();
  const locale = useLocale();
  const r = t.profileUpdater.review;
  const drawer = useUpdaterDrawer('review');
  const [load, reload] = useDrawerData<ReviewRequests>(
    drawer.open,
    `/next/api/user/review-requests?entityId=${entityId}`,
  );
  const request = useClientRequest(`/next/api/user/review-requests?entityId=${entityId}`, {}, reload);

  return (
    <Modal
      open={drawer.open}
      onOpenChange={drawer.setOpen}
      placement="side"
      keepOnOutsideClick
      title={t.profileUpdater.drawers.review}
      description={r.intro}
    >
      <form
        noValidate
        onSubmit={(ev: FormEvent) => {
          ev.preventDefault();
          void request.send();
        }}
        className="flex flex-col gap-3"
      >
        <ClientFields form={request.form} errors={request.errors} onChange={request.onChange} />
        <ErrorLine text={request.errors.form} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {load.state === 'ready' && (
            <span className="text-sm text-muted">
              {fmtCount(load.data.remainingToday, r.remainingOne, r.remaining, { n: load.data.remainingToday })}
            </span>
          )}
          <Button type="submit" busy={request.busy} disabled={load.state === 'ready' && load.data.remainingToday === 0}>
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {request.busy ? r.sending : r.send}
          </Button>
        </div>
      </form>

      <h3 className="mt-6 font-semibold">{r.sentTitle}</h3>
      <LoadState load={load} failed={t.common.unexpectedError} />
      {load.state === 'ready' &&
        (load.data.requests.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{r.none}</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-line">
            {load.data.requests.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <UserText text={q.clientName} className="font-medium" />{' '}
                  <span className="text-muted" dir="ltr">
                    {q.clientEmail}
                  </span>
                  <span className="block text-xs text-muted">
                    {r.kinds[q.kind]} · {formatDate(q.createdAt, locale)}
                  </span>
                </span>
                <Badge tone={q.status === 'answered' ? 'success' : 'plain'}>
                  {fmt(r.status[q.status], { date: formatDate(q.expiresAt, locale) })}
                </Badge>
              </li>
            ))}
          </ul>
        ))}
      {load.state === 'ready' && load.data.reports.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{r.reportsTitle}</h3>
          <ul className="mt-2 flex flex-col divide-y divide-line">
            {load.data.reports.map((rep) => (
              <li key={rep.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <UserText text={rep.reason} />
                  <span className="block text-xs text-muted">{formatDate(rep.createdAt, locale)}</span>
                </span>
                <Badge>{r.reportStatus[rep.outcome ?? 'open']}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/* ---------------- favorites ---------------- */

export function FavoritesDrawer({
  favorites,
}: {
  favorites: NonNullable<ProfilePage['groups']['favorites']>['favorites'];
}) {
  const t = useT();
  const f = t.profileUpdater.favorites;
  const drawer = useUpdaterDrawer('favorites');
  const revalidator = useRevalidator();
  async function remove(entityId: number, name: string) {
    try {
      await sendJson('DELETE', `/next/api/favorites/${entityId}`);
      toast.success(fmt(f.removed, { name }));
      await revalidator.revalidate();
    } catch {
      toast.error(f.failed);
    }
  }
  return (
    <Modal
      open={drawer.open}
      onOpenChange={drawer.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.favorites}
      description={f.intro}
    >
      {favorites.length === 0 ? (
        <p className="text-muted">{f.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {favorites.map((fav) => (
            <li key={fav.entityId} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <Link to={`/profile/${fav.entityId}`} className="font-semibold">
                  <UserText text={fav.name} />
                </Link>
                <p className="text-sm text-muted">
                  {t.taxonomy.accountTypes[fav.accountType as keyof typeof t.taxonomy.accountTypes] ?? fav.accountType}
                  {fav.note && (
                    <>
                      {' · '}
                      <UserText text={fav.note} />
                    </>
                  )}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void remove(fav.entityId, fav.name)}
                aria-label={fmt(f.remove, { name: fav.name })}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded text-danger hover:bg-surface-2"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
