/**
 * A member's profile (spec §2.14), read top-down the way a client decides
 * (design/ui.md): who, what they do, proof, how to reach them, then the rest.
 * Only groups with data are shown.
 */
import { useLoaderData, useRevalidator } from 'react-router';
import type { ProfilePage as ProfilePageData } from '../../../contract/profile.ts';
import { useT } from '../../i18n.tsx';
import { UserText } from '../../ui/user-text.tsx';
import {
  ArticlesSection,
  CommunitySection,
  EventsSection,
  FavoritesSection,
  ForumSection,
  GlossariesSection,
  MentoringSection,
  TermhelpSection,
  WebsitesSection,
  WiwoSection,
} from './activity-sections.tsx';
import { CalendarSection } from './calendar-month.tsx';
import { ContactSection, KnownLanguagesSection, PoolsSection, SoftwareSection } from './contact-sections.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { Section } from './profile-ui.tsx';
import {
  BlueBoardSection,
  CredentialsSection,
  FeedbackSection,
  PortfolioSection,
  ProjectsSection,
} from './proof-sections.tsx';
import { FieldsSection, PairsSection, RatesSection, ServicesSection } from './work-sections.tsx';

export { ownProfileLoader, profileHandle, profileLoader, profileShouldRevalidate } from './profile-data.ts';

export function ProfilePage() {
  const page = useLoaderData() as ProfilePageData;
  const t = useT();
  const revalidator = useRevalidator();
  const g = page.groups;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <ProfileHeader page={page} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {page.member.bio && (
            <Section id="about" title={t.profile.sections.about}>
              <UserText as="p" text={page.member.bio} className="whitespace-pre-line" />
            </Section>
          )}
          {g.pairs && <PairsSection data={g.pairs} />}
          {g.services && <ServicesSection data={g.services} pairCount={g.pairs?.pairs.length ?? 0} />}
          {g['field-of-expertise'] && <FieldsSection data={g['field-of-expertise']} />}
          {g.rates && <RatesSection data={g.rates} />}
          {g.feedback && <FeedbackSection data={g.feedback} />}
          {g['bb-entries'] && <BlueBoardSection data={g['bb-entries']} />}
          {g.credentials && <CredentialsSection data={g.credentials} />}
          {g.portfolio && <PortfolioSection data={g.portfolio} />}
          {(g['project-summary'] || g['project-history']) && (
            <ProjectsSection summary={g['project-summary']} history={g['project-history']} />
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label={t.profile.sideLabel}>
          <ContactSection page={page} />
          {g['pools-data'] && <PoolsSection data={g['pools-data']} />}
          {g['known-languages'] && <KnownLanguagesSection data={g['known-languages']} />}
          {g.softwares && <SoftwareSection data={g.softwares} />}
          {page.member.isMentor && page.member.mentorTopics.length > 0 && <MentoringSection member={page.member} />}
        </aside>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {g['calendar-events'] && <CalendarSection data={g['calendar-events']} />}
        {g.events && <EventsSection data={g.events} now={page.generatedAt} />}
        {g.articles && <ArticlesSection data={g.articles} />}
        {g.glossaries && <GlossariesSection data={g.glossaries} />}
        {g['termhelp-activity'] && <TermhelpSection data={g['termhelp-activity']} />}
        {g['forum-activity'] && <ForumSection data={g['forum-activity']} />}
        {g['community-participation'] && <CommunitySection data={g['community-participation']} />}
        {g.wiwo && <WiwoSection data={g.wiwo} />}
        {g.websites && <WebsitesSection data={g.websites} />}
        {g.favorites && <FavoritesSection data={g.favorites} />}
      </div>
      <PrivacyDialog entityId={page.member.entityId} onSaved={() => void revalidator.revalidate()} />
    </div>
  );
}
