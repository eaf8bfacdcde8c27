/**
 * A member's profile (spec §2.14), read top-down the way a client decides
 * (design/ui.md): who, what they do, proof, how to reach them, then the rest.
 * Only groups with data are shown.
 */
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { ProfilePage as ProfilePageData } from '../../../contract/profile.ts';
import { useT } from '../../i18n.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { useViewer } from '../../viewer.ts';
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
import { CompletenessMeter } from './completeness-meter.tsx';
import { ContactSection, KnownLanguagesSection, PoolsSection, SoftwareSection } from './contact-sections.tsx';
import {
  AboutEditor,
  ArticlesEditor,
  CommunityOptIn,
  ContactEditor,
  CredentialsEditor,
  EventsEditor,
  FieldsEditor,
  GlossariesEditor,
  KnownLanguagesEditor,
  PairsEditor,
  ProfileUpdater,
  RatesEditor,
  ServicesEditor,
  SoftwareEditor,
  WebsitesEditor,
} from './owner-tools.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';
import { type EditMode, ProfileHeader } from './profile-header.tsx';
import { Section } from './profile-ui.tsx';
import {
  BlueBoardSection,
  CredentialsSection,
  FeedbackSection,
  PortfolioSection,
  ProjectsSection,
} from './proof-sections.tsx';
import { CareersSection, FaqSection } from './story-sections.tsx';
import { FieldsSection, PairsSection, RatesSection, ServicesSection } from './work-sections.tsx';

export { ownProfileLoader, profileHandle, profileLoader, profileShouldRevalidate } from './profile-data.ts';

/** The languages a member works in, named: those they speak, then those of their pairs. */
function memberLanguages(page: ProfilePageData): { language: string; name: string }[] {
  const named = new Map<string, string>();
  for (const l of page.groups['known-languages']?.languages ?? []) named.set(l.language, l.name);
  for (const p of page.groups.pairs?.pairs ?? []) {
    if (!named.has(p.source)) named.set(p.source, p.sourceName);
    if (!named.has(p.target)) named.set(p.target, p.targetName);
  }
  return [...named].map(([language, name]) => ({ language, name }));
}

export function ProfilePage() {
  const page = useLoaderData() as ProfilePageData;
  const t = useT();
  const revalidator = useRevalidator();
  const g = page.groups;
  const { member } = page;
  const canEdit = page.viewer.isOwner || page.viewer.canManage;
  // Account state (spec §3): a member whose profile is still empty starts in edit mode.
  const [mode, setMode] = useState<EditMode>(() =>
    page.viewer.isOwner && !member.bio && !g.pairs?.pairs.length ? 'edit' : 'view',
  );
  // Any signed-in member may report a review or a Blue Board entry (decision 127).
  const canReport = useViewer().user !== null && mode !== 'preview';
  const editing = canEdit && mode === 'edit';
  // Clients (outsourcers) have no portfolio, projects or FAQ to offer: the Profile Updater has no drawers for them.
  const linguistEditing = editing && member.accountType !== 'outsourcer';
  // Joining a community acts on the signed-in member: only the owner has the switches.
  const ownerEditing = editing && page.viewer.isOwner;
  const e = t.profile.editing;
  const pairs = g.pairs?.pairs ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <ProfileHeader page={page} mode={canEdit ? mode : 'view'} onMode={setMode} />
      {page.viewer.isOwner && mode !== 'preview' && <CompletenessMeter page={page} onEdit={() => setMode('edit')} />}
      {canEdit && mode !== 'preview' && <ProfileUpdater page={page} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {(member.bio || editing) && (
            <Section
              id="about"
              title={t.profile.sections.about}
              actions={
                editing && (
                  <AboutEditor
                    entityId={member.entityId}
                    current={{
                      headline: member.headline,
                      bio: member.bio,
                      yearsExperience: member.yearsExperience,
                      availability: member.availability,
                      backOn: member.backOn,
                    }}
                  />
                )
              }
            >
              {member.bio ? (
                <Paragraphs text={member.bio} keepLineBreaks />
              ) : (
                <p className="text-muted">{e.emptyAbout}</p>
              )}
            </Section>
          )}
          {(g.pairs?.pairs.length || editing) && (
            <PairsSection
              data={g.pairs ?? { pairs: [] }}
              actions={editing && <PairsEditor entityId={member.entityId} current={g.pairs?.pairs ?? []} />}
            />
          )}
          {(g.services?.services.length || editing) && (
            <ServicesSection
              data={g.services ?? { services: [] }}
              pairCount={g.pairs?.pairs.length ?? 0}
              actions={
                editing && (
                  <ServicesEditor
                    entityId={member.entityId}
                    current={g.services?.services ?? []}
                    pairs={g.pairs?.pairs ?? []}
                    languages={memberLanguages(page)}
                  />
                )
              }
            />
          )}
          {(g['field-of-expertise']?.categories.length || editing) && (
            <FieldsSection
              data={g['field-of-expertise'] ?? { categories: [] }}
              actions={
                editing && (
                  <FieldsEditor entityId={member.entityId} current={g['field-of-expertise']?.categories ?? []} />
                )
              }
            />
          )}
          {(g.rates || editing) && (
            <RatesSection
              data={g.rates ?? { rates: [] }}
              actions={
                editing && (
                  <RatesEditor
                    entityId={member.entityId}
                    current={g.rates?.rates ?? []}
                    services={g.services?.services ?? []}
                  />
                )
              }
            />
          )}
          {g.feedback && <FeedbackSection data={g.feedback} canReport={canReport} />}
          {g['bb-entries'] && <BlueBoardSection data={g['bb-entries']} canReport={canReport} />}
          {(g.credentials || editing) && (
            <CredentialsSection
              data={g.credentials ?? { credentials: [] }}
              actions={
                editing && (
                  <CredentialsEditor
                    entityId={member.entityId}
                    current={g.credentials?.credentials ?? []}
                    pairs={pairs}
                  />
                )
              }
            />
          )}
          {(g.portfolio || linguistEditing) && (
            <PortfolioSection data={g.portfolio ?? { works: [], samples: [] }} editing={linguistEditing} />
          )}
          {(g['project-summary'] || g['project-history'] || linguistEditing) && (
            <ProjectsSection summary={g['project-summary']} history={g['project-history']} editing={linguistEditing} />
          )}
          {(g.careers || editing) && <CareersSection data={g.careers ?? { careers: [] }} editing={editing} />}
          {/* Categories still without questions are the owner's work in progress: visitors see none. */}
          {(g.faq?.categories.some((c) => c.questions.length > 0) || linguistEditing) && (
            <FaqSection data={g.faq ?? { categories: [] }} editing={linguistEditing} />
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label={t.profile.sideLabel}>
          <ContactSection
            page={page}
            actions={
              editing && <ContactEditor entityId={member.entityId} current={page.contact} timezone={member.timezone} />
            }
          />
          {g['pools-data'] && <PoolsSection data={g['pools-data']} />}
          {(g['known-languages']?.languages.length || editing) && (
            <KnownLanguagesSection
              data={g['known-languages'] ?? { languages: [] }}
              actions={
                editing && (
                  <KnownLanguagesEditor entityId={member.entityId} current={g['known-languages']?.languages ?? []} />
                )
              }
            />
          )}
          {(g.softwares?.softwares.length || editing) && (
            <SoftwareSection
              data={g.softwares ?? { softwares: [] }}
              actions={editing && <SoftwareEditor entityId={member.entityId} current={g.softwares?.softwares ?? []} />}
            />
          )}
          {page.member.isMentor && page.member.mentorTopics.length > 0 && <MentoringSection member={page.member} />}
        </aside>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        {g['calendar-events'] && <CalendarSection data={g['calendar-events']} />}
        {(g.events || editing) && (
          <EventsSection
            data={g.events ?? { events: [] }}
            now={page.generatedAt}
            actions={editing && <EventsEditor entityId={member.entityId} current={g.events?.events ?? []} />}
          />
        )}
        {(g.articles || editing) && (
          <ArticlesSection
            data={g.articles ?? { articles: [] }}
            actions={editing && <ArticlesEditor entityId={member.entityId} current={g.articles?.articles ?? []} />}
          />
        )}
        {(g.glossaries || editing) && (
          <GlossariesSection
            data={g.glossaries ?? { glossaries: [] }}
            actions={
              editing && (
                <GlossariesEditor entityId={member.entityId} current={g.glossaries?.glossaries ?? []} pairs={pairs} />
              )
            }
          />
        )}
        {g['termhelp-activity'] && <TermhelpSection data={g['termhelp-activity']} />}
        {g['forum-activity'] && <ForumSection data={g['forum-activity']} />}
        {(g['community-participation']?.communities.length || ownerEditing) && (
          <CommunitySection
            data={g['community-participation'] ?? { communities: [] }}
            actions={
              ownerEditing && (
                <CommunityOptIn joined={(g['community-participation']?.communities ?? []).map((c) => c.community)} />
              )
            }
          />
        )}
        {g.wiwo && <WiwoSection data={g.wiwo} />}
        {(g.websites?.websites.length || editing) && (
          <WebsitesSection
            data={g.websites ?? { websites: [] }}
            actions={editing && <WebsitesEditor entityId={member.entityId} current={g.websites?.websites ?? []} />}
          />
        )}
        {g.favorites && <FavoritesSection data={g.favorites} />}
      </div>
      <PrivacyDialog entityId={page.member.entityId} onSaved={() => void revalidator.revalidate()} />
    </div>
  );
}
