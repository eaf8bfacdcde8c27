import {
  BadgeCheck,
  CalendarDays,
  Check,
  Eye,
  GraduationCap,
  MapPin,
  Pencil,
  Shield,
  ShieldCheck,
  Sparkles,
  Wallet,
} from 'lucide-react';
import type { ProfilePage } from '../../../contract/profile.ts';
import { entry, fmt, fmtCount } from '../../../i18n/types.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { StarRating } from '../../ui/star-rating.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer } from '../../viewer.ts';
import { MessageButton } from '../chat/message-button.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { InviteToQuoteButton } from '../opportunities/invite-button.tsx';
import { AccountTypeEditor, GenderPronounsEditor, PhotoEditor } from './owner-tools.tsx';
import { Badge } from './profile-ui.tsx';

/** Account state (spec §3 editMode, isPreviewMode): what the owner sees of their own profile. */
export type EditMode = 'view' | 'edit' | 'preview';

/** Who: photo or initials, name, type, location, pronouns, membership, rating; and the owner's controls. */
export function ProfileHeader({
  page,
  mode,
  onMode,
}: {
  page: ProfilePage;
  mode: EditMode;
  onMode: (mode: EditMode) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { user } = useViewer();
  const { member, groups } = page;
  const { city, region } = page.contact;
  const place = [city, region !== city ? region : '', page.countryName].filter(Boolean).join(', ');
  const membership = groups.membership;
  const gender = groups['gender-pronouns'];
  const rating = groups['star-rating'];
  const e = t.profile.editing;
  const genderText =
    gender?.gender && gender.gender !== 'prefer_not_to_say'
      ? gender.gender === 'self_described'
        ? gender.genderCustom
        : t.profile.genders[gender.gender]
      : '';
  return (
    <header className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:flex-row sm:p-6">
      <Avatar name={member.name} photoUrl={member.imageUrl} size="profile" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="text-2xl font-bold sm:text-3xl">
              <UserText text={member.name} />
            </h1>
            <span className="flex flex-wrap gap-2">
              <FavoriteButton entityId={member.entityId} name={member.name} initial={page.viewer.isFavorite} />
              <MessageButton entityId={member.entityId} name={member.name} />
              <InviteToQuoteButton member={member} />
              {user && user.entity_id !== member.entityId && (
                <ButtonLink variant="secondary" to={`/payments/new?payee=${member.entityId}`}>
                  <Wallet aria-hidden="true" className="size-4" />
                  {t.profile.pay}
                </ButtonLink>
              )}
            </span>
          </div>
          <p className="text-muted">
            {t.taxonomy.accountTypes[member.accountType]}
            {page.contact.agency_name && page.contact.agency_name !== member.name && (
              <>
                {' · '}
                <UserText text={page.contact.agency_name} />
              </>
            )}
          </p>
        </div>
        {member.headline && <UserText as="p" text={member.headline} className="text-lg" />}
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          {place && (
            <li className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">{t.directory.card.locationTitle}: </span>
              {place}
            </li>
          )}
          {(gender?.pronouns || genderText) && <li>{[genderText, gender?.pronouns].filter(Boolean).join(' · ')}</li>}
          {member.yearsExperience !== null && member.accountType !== 'outsourcer' && (
            <li>
              {fmtCount(member.yearsExperience, t.profile.yearsExperienceOne, t.profile.yearsExperience, {
                n: formatNumber(member.yearsExperience, locale),
              })}
            </li>
          )}
          <li className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {fmt(t.profile.joined, { date: formatDate(member.joinedAt, locale) })}
          </li>
        </ul>
        <ul className="flex flex-wrap items-center gap-2">
          {membership?.status === 'active' && (
            <li>
              <Badge tone="accent">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {entry(t.profile.plans, membership.plan) ?? t.directory.card.member}
                {membership.since && (
                  <span className="font-normal">
                    {' · '}
                    {fmt(t.profile.since, { date: formatDate(membership.since, locale) })}
                  </span>
                )}
              </Badge>
            </li>
          )}
          {membership?.isNewMember && (
            <li>
              <Badge>
                <Sparkles aria-hidden="true" className="size-3.5" />
                {t.profile.newMember}
              </Badge>
            </li>
          )}
          {member.isCertified && (
            <li>
              <Badge tone="success">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t.directory.card.certified}
              </Badge>
            </li>
          )}
          {member.isMentor && (
            <li>
              <Badge>
                <GraduationCap aria-hidden="true" className="size-3.5" />
                {t.directory.card.mentor}
              </Badge>
            </li>
          )}
          {member.accountType !== 'outsourcer' && (
            <li>
              <Badge tone={member.availability === 'available' ? 'success' : 'plain'}>
                {entry(t.directory.availability, member.availability) ?? member.availability}
                {member.backOn && member.availability !== 'available' && (
                  <> · {fmt(t.directory.backOn, { date: formatDate(member.backOn, locale) })}</>
                )}
              </Badge>
            </li>
          )}
          {rating && rating.rounded !== null && (
            <li>
              <StarRating stars={rating.rounded} count={rating.count} />
            </li>
          )}
        </ul>
        {(page.viewer.isOwner || page.viewer.canManage) && mode !== 'preview' && (
          <div className="mt-1 flex flex-wrap gap-2">
            {mode === 'edit' ? (
              <>
                <Button size="sm" onClick={() => onMode('view')}>
                  <Check aria-hidden="true" className="size-4" />
                  {e.done}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onMode('preview')}>
                  <Eye aria-hidden="true" className="size-4" />
                  {e.preview}
                </Button>
                <PhotoEditor member={member} />
                <AccountTypeEditor entityId={member.entityId} current={member.accountType} />
                {/* Gender and pronouns are one's own to say: an admin editing someone else's profile does not. */}
                {page.viewer.isOwner && <GenderPronounsEditor current={gender} />}
              </>
            ) : (
              <Button size="sm" onClick={() => onMode('edit')}>
                <Pencil aria-hidden="true" className="size-4" />
                {e.editProfile}
              </Button>
            )}
            <Link
              to="?privacy=open"
              preventScrollReset
              className="inline-flex items-center gap-2 rounded-card border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-fg no-underline hover:bg-surface-2"
            >
              <Shield aria-hidden="true" className="size-4" />
              {t.privacy.title}
            </Link>
          </div>
        )}
        {mode === 'preview' && (
          <p className="mt-1 flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface-2 px-3 py-2 text-sm">
            <Eye aria-hidden="true" className="size-4" />
            <span className="flex-1">{e.previewNotice}</span>
            <Button variant="secondary" size="sm" onClick={() => onMode('edit')}>
              {e.backToEditing}
            </Button>
          </p>
        )}
      </div>
    </header>
  );
}
