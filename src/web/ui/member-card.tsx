import { BadgeCheck, CalendarClock, GraduationCap, MapPin, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberCard as MemberCardData } from '../../contract/directory.ts';
import { entry, fmt } from '../../i18n/types.ts';
import { formatDate, formatNumber, useLocale, useT } from '../i18n.tsx';
import { Avatar } from './avatar.tsx';
import { ButtonLink } from './button.tsx';
import type { DirectoryNames } from './directory-names.ts';
import { LanguagePairChip } from './language-pair-chip.tsx';
import { StarRating } from './star-rating.tsx';
import { UserText } from './user-text.tsx';

/**
 * A member as every list shows them (design/ui.md): photo or initials, name,
 * account type, top pairs, main fields, stars, location, membership badge and
 * one clear action.
 */
export function MemberCard({
  card,
  names,
  heading: Heading = 'h3',
  extra,
  action,
  newTab = false,
}: {
  card: MemberCardData;
  names: DirectoryNames;
  heading?: 'h2' | 'h3' | 'h4' | undefined;
  extra?: ReactNode;
  /** Open the profile in a new tab (a card in a page another site frames). */
  newTab?: boolean;
  /** A second button beside "View profile" (the directory's "Message"). */
  action?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const place = [card.location.city, card.location.country ? names.country(card.location.country) : null]
    .filter(Boolean)
    .join(', ');
  const fields = card.fields.map((id) => entry(t.taxonomy.disciplines, id) ?? '');
  return (
    <article className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex gap-3">
        <Avatar name={card.name} photoUrl={card.photo_url} size="card" />
        <div className="min-w-0 flex-1">
          <Heading className="text-base font-semibold leading-snug">
            <UserText text={card.name} />
          </Heading>
          <p className="text-sm text-muted">{t.taxonomy.accountTypes[card.account_type]}</p>
          {card.rating ? (
            <StarRating stars={card.rating.stars} count={card.rating.count} />
          ) : (
            <p className="text-sm text-muted">{t.directory.card.noRatings}</p>
          )}
        </div>
      </div>

      {(card.is_member || card.is_certified || card.is_mentor) && (
        <ul className="flex flex-wrap gap-2 text-xs font-semibold">
          {card.is_member && (
            <li className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-on-accent">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t.directory.card.member}
            </li>
          )}
          {card.is_certified && (
            <li className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t.directory.card.certified}
            </li>
          )}
          {card.is_mentor && (
            <li className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5">
              <GraduationCap aria-hidden="true" className="size-3.5" />
              {t.directory.card.mentor}
            </li>
          )}
        </ul>
      )}

      {card.headline && <UserText as="p" text={card.headline} className="line-clamp-2 text-sm" />}

      {card.pairs.length > 0 && (
        <ul aria-label={t.directory.card.pairsTitle} className="flex flex-wrap items-center gap-1.5">
          {card.pairs.map((p) => (
            <li key={`${p.source}>${p.target}`}>
              <LanguagePairChip source={names.language(p.source)} target={names.language(p.target)} />
            </li>
          ))}
          {card.pair_count > card.pairs.length && (
            <li className="text-xs text-muted">
              {fmt(t.directory.card.morePairs, { n: formatNumber(card.pair_count - card.pairs.length, locale) })}
            </li>
          )}
        </ul>
      )}

      {fields.length > 0 && (
        <p className="text-sm text-muted">
          <span className="sr-only">{t.directory.card.fieldsTitle}: </span>
          {fields.join(' · ')}
        </p>
      )}

      {place && (
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t.directory.card.locationTitle}: </span>
          {place}
        </p>
      )}

      {/* Only what narrows a client's choice: most professionals are available, and a client takes no work. */}
      {card.availability !== 'available' && card.account_type !== 'outsourcer' && (
        <p className="flex items-center gap-1 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {t.directory.availability[card.availability]}
          {card.back_on && <> · {fmt(t.directory.backOn, { date: formatDate(card.back_on, locale) })}</>}
        </p>
      )}

      {extra}

      {/* In a narrow card (three to a row, or a long label in German) the actions wrap to a second
          row rather than break "View profile" over two lines. */}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ButtonLink
          to={`/profile/${card.entity_id}`}
          variant="secondary"
          className="flex-1 whitespace-nowrap"
          {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {t.directory.card.viewProfile}
          <span className="sr-only">: {card.name}</span>
        </ButtonLink>
        {action}
      </div>
    </article>
  );
}

/** The shape of a card while its data loads (design/ui.md: skeletons shaped like the content). */
export function MemberCardSkeleton() {
  const bar = 'rounded bg-surface-2';
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex gap-3">
        <span className="size-14 shrink-0 rounded-full bg-surface-2" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <span className={`${bar} h-4 w-2/3`} />
          <span className={`${bar} h-3 w-1/3`} />
          <span className={`${bar} h-3 w-1/2`} />
        </div>
      </div>
      <span className={`${bar} h-3 w-full`} />
      <div className="flex gap-1.5">
        <span className="h-5 w-16 rounded-full bg-surface-2" />
        <span className="h-5 w-16 rounded-full bg-surface-2" />
      </div>
      <span className={`${bar} mt-auto h-9 w-full`} />
    </div>
  );
}

/** Cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function MemberCardList({
  cards,
  names,
  columns = 3,
  heading,
  extra,
  action,
}: {
  cards: readonly MemberCardData[];
  names: DirectoryNames;
  columns?: 2 | 3;
  heading?: 'h2' | 'h3' | 'h4';
  /** More content under a card (a mentor's topics…). */
  extra?: (card: MemberCardData) => ReactNode;
  action?: (card: MemberCardData) => ReactNode;
}) {
  return (
    <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${columns === 3 ? 'xl:grid-cols-3' : ''}`}>
      {cards.map((card) => (
        <li key={card.entity_id}>
          <MemberCard card={card} names={names} heading={heading} extra={extra?.(card)} action={action?.(card)} />
        </li>
      ))}
    </ul>
  );
}
