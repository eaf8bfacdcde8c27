import { BadgeCheck, CalendarDays, GraduationCap, MapPin, Shield, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfilePage } from '../../../contract/profile.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { initials } from '../../ui/member-card.tsx';
import { StarRating } from '../../ui/star-rating.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { GenderPronounsEditor } from './gender-pronouns-editor.tsx';
import { Badge } from './profile-ui.tsx';

/** Who: photo or initials, name, type, location, pronouns, membership, rating. */
export function ProfileHeader({ page }: { page: ProfilePage }) {
  const t = useT();
  const locale = useLocale();
  const { member, groups } = page;
  const { city, region } = page.contact;
  const place = [city, region !== city ? region : '', page.countryName].filter(Boolean).join(', ');
  const membership = groups.membership;
  const gender = groups['gender-pronouns'];
  const rating = groups['star-rating'];
  const genderText =
    gender?.gender && gender.gender !== 'prefer_not_to_say'
      ? gender.gender === 'self_described'
        ? gender.genderCustom
        : t.profile.genders[gender.gender]
      : '';
  return (
    <header className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:flex-row sm:p-6">
      {member.imageUrl ? (
        <img src={member.imageUrl} alt="" className="size-24 shrink-0 rounded-full border border-line object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full border border-line bg-surface-2 text-3xl font-semibold"
        >
          {initials(member.name)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">
            <UserText text={member.name} />
          </h1>
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
            <li>{fmt(t.profile.yearsExperience, { n: formatNumber(member.yearsExperience, locale) })}</li>
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
                {entry(t.profile.availability, member.availability) ?? member.availability}
              </Badge>
            </li>
          )}
          {rating && rating.rounded !== null && (
            <li>
              <StarRating stars={rating.rounded} count={rating.count} />
            </li>
          )}
        </ul>
        {(page.viewer.isOwner || page.viewer.canManage) && (
          <div className="mt-1 flex flex-wrap gap-2">
            {page.viewer.isOwner && <GenderPronounsEditor current={gender} />}
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
      </div>
    </header>
  );
}
