/**
 * The Profile Updater (spec §3 "UI content state", issue 21): on the owner's
 * profile, a panel of drawers, each opened by its own address
 * (`?updater=careers`). The spec's "profile" drawer is the header's "Edit
 * profile", which turns the page itself into the editor (spec §3 Account state).
 */
import {
  BookOpen,
  Briefcase,
  ClipboardList,
  FileText,
  GraduationCap,
  Heart,
  HelpCircle,
  ListOrdered,
  type LucideIcon,
  Mic,
  PhoneMissed,
  Star,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import type { MissedCall } from '../../../../contract/missed-calls.ts';
import type { ProfilePage } from '../../../../contract/profile.ts';
import { fmtCount } from '../../../../i18n/types.ts';
import { browserGet } from '../../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../../i18n.tsx';
import { Link } from '../../../ui/link.tsx';
import { SamplesEditor } from '../entry-editors.tsx';
import { FavoritesDrawer, MissedCallsDrawer, ReviewDrawer } from './contact-drawers.tsx';
import { MentorEditor, PoolEditor } from './pool-mentor-editors.tsx';
import { CareersEditor, FaqCategoriesEditor, FaqEditor, ProjectsEditor, WorksEditor } from './story-editors.tsx';
import { type DrawerId, drawerHref } from './updater-state.ts';

type DrawerKey = keyof ReturnType<typeof useT>['profileUpdater']['drawers'];
const ITEMS: readonly { id: DrawerId; key: DrawerKey; icon: LucideIcon; linguist?: true; interpreter?: true }[] = [
  { id: 'missed-calls', key: 'missedCalls', icon: PhoneMissed },
  { id: 'review', key: 'review', icon: Star, linguist: true },
  { id: 'portfolio', key: 'portfolio', icon: BookOpen, linguist: true },
  { id: 'samples', key: 'samples', icon: FileText, linguist: true },
  { id: 'careers', key: 'careers', icon: Briefcase },
  { id: 'faq', key: 'faq', icon: HelpCircle, linguist: true },
  { id: 'faq-categories', key: 'faqCategories', icon: ListOrdered, linguist: true },
  { id: 'projects', key: 'projects', icon: ClipboardList, linguist: true },
  { id: 'pool', key: 'pool', icon: Mic, interpreter: true },
  { id: 'mentor', key: 'mentor', icon: GraduationCap, linguist: true },
  { id: 'favorites', key: 'favorites', icon: Heart },
];

const itemClass =
  'flex items-center gap-2 rounded-card border border-line px-3 py-2 text-sm font-medium text-fg no-underline hover:bg-surface-2';

export function ProfileUpdater({ page }: { page: ProfilePage }) {
  const t = useT();
  const locale = useLocale();
  const u = t.profileUpdater;
  const { member, groups: g } = page;
  const entityId = member.entityId;
  const linguist = member.accountType !== 'outsourcer';
  const interpreter = member.accountType === 'interpreter' || g['pools-data'] !== null;
  const missed = useMissedCount(entityId);
  const items = ITEMS.filter((i) => (!i.linguist || linguist) && (!i.interpreter || interpreter));
  return (
    <section aria-labelledby="updater-title" className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <h2 id="updater-title" className="text-lg font-semibold">
        {u.title}
      </h2>
      <p className="text-sm text-muted">{u.intro}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {items.map(({ id, key, icon: Icon }) => (
          <li key={id}>
            <Link to={drawerHref(id)} preventScrollReset className={itemClass}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 flex-1">{u.drawers[key]}</span>
              {id === 'missed-calls' && missed > 0 && (
                <span className="rounded-full bg-accent px-2 text-xs font-bold text-on-accent">
                  <span aria-hidden="true">{formatNumber(missed, locale)}</span>
                  <span className="sr-only">
                    {fmtCount(missed, u.waitingOne, u.waiting, { n: formatNumber(missed, locale) })}
                  </span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>

      <UpdaterDrawers key={page.generatedAt} page={page} linguist={linguist} interpreter={interpreter} />
    </section>
  );
}

/**
 * Every drawer, with the page's data. Keyed by when the page was read: after a
 * save the page reloads and each editor starts again from what was saved (new
 * entries now with their ids).
 */
function UpdaterDrawers({
  page,
  linguist,
  interpreter,
}: {
  page: ProfilePage;
  linguist: boolean;
  interpreter: boolean;
}) {
  const { member, groups: g } = page;
  const entityId = member.entityId;
  const pairs = g.pairs?.pairs ?? [];
  return (
    <>
      <MissedCallsDrawer entityId={entityId} />
      <FavoritesDrawer favorites={g.favorites?.favorites ?? []} />
      <CareersEditor entityId={entityId} current={g.careers?.careers ?? []} />
      {linguist && (
        <>
          <ReviewDrawer entityId={entityId} />
          <WorksEditor entityId={entityId} current={g.portfolio?.works ?? []} pairs={pairs} />
          <SamplesEditor entityId={entityId} current={g.portfolio?.samples ?? []} pairs={pairs} />
          <FaqEditor entityId={entityId} current={g.faq?.categories ?? []} />
          <FaqCategoriesEditor entityId={entityId} current={g.faq?.categories ?? []} />
          <ProjectsEditor entityId={entityId} current={g['project-history']?.projects ?? []} pairs={pairs} />
          <MentorEditor entityId={entityId} current={{ isMentor: member.isMentor, topics: member.mentorTopics }} />
        </>
      )}
      {interpreter && <PoolEditor entityId={entityId} current={g['pools-data']?.pool ?? null} />}
    </>
  );
}

/** How many missed calls wait: read once the page is in the browser (they are the owner's alone). */
function useMissedCount(entityId: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    void browserGet(`/next/api/user/missed-calls?entityId=${entityId}`).then((res) => {
      if (res.status === 200) setCount((res.body as { items: MissedCall[] }).items.length);
    });
  }, [entityId]);
  return count;
}
