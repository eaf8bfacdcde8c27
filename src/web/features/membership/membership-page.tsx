import { BadgeCheck, Building2, GraduationCap, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import {
  type DirectoryOptions,
  NEW_MEMBERS_DAYS_WINDOW,
  type NewBusinessesResponse,
  type Newcomer,
  type NewMembersResponse,
} from '../../../contract/directory.ts';
import { MEMBERSHIP_API, type Plans } from '../../../contract/membership.ts';
import type { Testimonial, TestimonialList } from '../../../contract/testimonials.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { MemberCardList } from '../../ui/member-card.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { TESTIMONIALS_API, TestimonialCard } from '../testimonials/testimonial-card.tsx';
import { NewSince } from './new-since.tsx';
import { PlansSection } from './plans.tsx';

interface MembershipData {
  newMembers: Newcomer[];
  newBusinesses: Newcomer[];
  options: DirectoryOptions;
  /** Members on their membership, the best rated first (those admins keep for this page included). */
  testimonials: Testimonial[];
  plans: Plans;
}

/** Linguists in two rows of the wide grid, companies in one. */
const NEW_MEMBERS = 'limit=12&include_first_time_paid=1';
const NEW_BUSINESSES = 'limit=6&include_first_time_paid=1';

export async function membershipLoader({ context }: LoaderFunctionArgs): Promise<MembershipData> {
  const api = context.get(apiContext);
  const [members, businesses, options, said, plans] = await Promise.all([
    api.get<NewMembersResponse>(`/next/api/membership/new-members?${NEW_MEMBERS}`),
    api.get<NewBusinessesResponse>(`/next/api/membership/new-businesses?${NEW_BUSINESSES}`),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
    api.get<TestimonialList>(`${TESTIMONIALS_API}?type=membership&includeMembershipOnly=1&order=rating&pageSize=3`),
    api.get<Plans>(`${MEMBERSHIP_API}/plans`),
  ]);
  return { newMembers: members.data, newBusinesses: businesses.data, options, testimonials: said.items, plans };
}

export const membershipHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.membership.metaTitle,
    description: dict.membership.metaDescription,
    canonicalPath: '/membership',
  }),
};

export function MembershipPage() {
  const data = useLoaderData() as MembershipData;
  const t = useT();
  const m = t.membership;
  const { user } = useViewer();
  const names = useMemo(() => directoryNames(data.options), [data.options]);
  const benefits = [
    { icon: BadgeCheck, title: m.benefits.badgeTitle, text: m.benefits.badgeText },
    { icon: Sparkles, title: m.benefits.newTitle, text: m.benefits.newText },
    { icon: GraduationCap, title: m.benefits.mentorTitle, text: m.benefits.mentorText, link: '/mentors' },
    { icon: Building2, title: m.benefits.businessTitle, text: m.benefits.businessText, link: '/business' },
  ];
  const days = { days: NEW_MEMBERS_DAYS_WINDOW };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{m.title}</h1>
        <p className="mt-2 text-lg text-muted">{m.intro}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {!user && <ButtonLink to="/session/signup">{m.joinAction}</ButtonLink>}
          <ButtonLink to="/directory" variant="secondary">
            {m.directoryAction}
          </ButtonLink>
        </div>
      </header>

      <section aria-labelledby="benefits-title" className="mt-10">
        <h2 id="benefits-title" className="text-xl font-semibold">
          {m.benefitsTitle}
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="rounded-card border border-line bg-surface p-5">
              <Icon aria-hidden="true" className="size-6 text-accent-strong" />
              <h3 className="mt-3 font-semibold">{link ? <Link to={link}>{title}</Link> : title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <PlansSection plans={data.plans} />

      {data.testimonials.length > 0 && (
        <section aria-labelledby="members-say" className="mt-10">
          <h2 id="members-say" className="text-xl font-semibold">
            {t.testimonials.onMembership.title}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
            {data.testimonials.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} />
              </li>
            ))}
          </ul>
          <Link to="/testimonials" className="mt-3 inline-block">
            {t.testimonials.onMembership.all}
          </Link>
        </section>
      )}

      <NewcomerSection
        id="new-members"
        title={m.newMembersTitle}
        text={fmt(m.newMembersText, days)}
        empty={fmt(m.newMembersEmpty, days)}
        cards={data.newMembers}
        names={names}
      />
      <NewcomerSection
        id="new-businesses"
        title={m.newBusinessesTitle}
        text={fmt(m.newBusinessesText, days)}
        empty={fmt(m.newBusinessesEmpty, days)}
        cards={data.newBusinesses}
        names={names}
      />
    </div>
  );
}

function NewcomerSection({
  id,
  title,
  text,
  empty,
  cards,
  names,
}: {
  id: string;
  title: string;
  text: string;
  empty: string;
  cards: Newcomer[];
  names: DirectoryNames;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-muted">{text}</p>
      <div className="mt-4">
        {cards.length ? (
          <MemberCardList cards={cards} names={names} extra={(card) => <NewSince newcomer={card as Newcomer} />} />
        ) : (
          <div className="rounded-card border border-dashed border-line bg-surface p-6 text-center">
            <p>{empty}</p>
            <ButtonLink to="/directory" variant="secondary" className="mt-3">
              {t.membership.directoryAction}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}

/** Why a newcomer is new: when they joined, or when they first became a member. */
