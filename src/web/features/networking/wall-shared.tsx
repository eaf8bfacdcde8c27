/**
 * What the networking pages share: a wall's audience, dates and event, the
 * profiles' cards, and the contract's messages in the visitor's language.
 */
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  WALL_AUDIENCE_ONLY,
  WALL_DATES_ORDER,
  WALL_PROFILE_EXISTS,
  WALL_SLUG_TAKEN,
  type Wall,
  type WallMember,
} from '../../../contract/networking.ts';
import { dayIn } from '../../../contract/time-zones.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { entry, fmt, fmtCount } from '../../../i18n/types.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { DirectoryNames } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { MemberCard } from '../../ui/member-card.tsx';
import { UserText } from '../../ui/user-text.tsx';

export const WALLS_API = '/next/api/networking/walls';

/** The API path of a wall by what its page address holds: digits are an id, anything else a slug. */
export const wallApiPath = (key: string, includeInactive = false) =>
  `${WALLS_API}/${/^\d{1,10}$/.test(key) ? key : `slug/${encodeURIComponent(key)}`}${includeInactive ? '?include_inactive=1' : ''}`;

/** A contract message in the visitor's language (the server's English one when it has no entry here). */
export function wallMessage(message: string, t: Dictionary): string {
  const e = t.networking.errors;
  if (message.startsWith('Say in a line')) return e.headline;
  if (message.includes('characters for the headline')) return e.headlineLong;
  if (message.startsWith('Use at most 1000') || message.startsWith('Use at most 1,000')) return e.pitchLong;
  if (message.startsWith('Choose what you are looking for')) return e.lookingFor;
  if (message.startsWith('Give the wall a title')) return e.title;
  if (message.includes('for the address') || message.startsWith('Give the wall an address')) return e.slug;
  if (message.startsWith('Not a site origin')) return e.origin;
  const known: Record<string, string> = {
    [WALL_PROFILE_EXISTS]: e.exists,
    [WALL_AUDIENCE_ONLY]: e.audience,
    [WALL_SLUG_TAKEN]: e.slugTaken,
    [WALL_DATES_ORDER]: e.datesOrder,
  };
  return known[message] ?? message;
}

/** "12 Jan 2027 to 14 Jan 2027", "Since …", "Until …", or nothing. */
export function wallDates(
  wall: Pick<Wall, 'starts_on' | 'ends_on'>,
  t: Dictionary,
  locale: ReturnType<typeof useLocale>,
) {
  const n = t.networking;
  const start = wall.starts_on && formatDate(wall.starts_on, locale);
  const end = wall.ends_on && formatDate(wall.ends_on, locale);
  if (start && end) return fmt(n.fromTo, { start, end });
  if (start) return fmt(n.since, { start });
  if (end) return fmt(n.until, { end });
  return null;
}

/** Audience, dates, event and profile count, under a wall's title. */
export function WallFacts({ wall }: { wall: Wall }) {
  const t = useT();
  const locale = useLocale();
  const n = t.networking;
  const dates = wallDates(wall, t, locale);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      <li className="flex items-center gap-1">
        <Users aria-hidden className="size-4" />
        {entry(n.audience, wall.audience)} ·{' '}
        {fmtCount(wall.member_count, n.profilesOne, n.profiles, { count: formatNumber(wall.member_count, locale) })}
      </li>
      {dates && (
        <li className="flex items-center gap-1">
          <CalendarDays aria-hidden className="size-4" />
          {dates}
        </li>
      )}
      {wall.event && (
        <li className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4" />
          <span>
            <Link to={`/events/${wall.event.id}`}>
              <UserText text={wall.event.title} />
            </Link>{' '}
            · {wall.event.location ?? n.online} ·{' '}
            {formatDate(dayIn(wall.event.starts_at, wall.event.time_zone), locale)}
          </span>
          {wall.event.url && (
            <a href={wall.event.url} target="_blank" rel="noopener noreferrer" className="ms-1">
              {n.eventLink}
            </a>
          )}
        </li>
      )}
    </ul>
  );
}

/** A profile on a wall: what the member wrote for it, above their usual card. */
export function WallMemberCard({
  member,
  names,
  action,
  newTab = false,
}: {
  member: WallMember;
  names: DirectoryNames;
  action?: ReactNode;
  newTab?: boolean;
}) {
  const t = useT();
  const n = t.networking;
  return (
    <MemberCard
      card={member.card}
      names={names}
      action={action}
      newTab={newTab}
      extra={
        <div className="space-y-1 border-t border-line pt-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium">
              {entry(n.lookingFor, member.looking_for)}
            </span>
            {!member.active && (
              <span className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">{n.wall.withdrawn}</span>
            )}
          </p>
          <p className="font-medium">
            <UserText text={member.headline} />
          </p>
          {member.pitch && <UserText as="p" className="whitespace-pre-line text-muted" text={member.pitch} />}
        </div>
      }
    />
  );
}
