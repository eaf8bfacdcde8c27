/**
 * /community/interpreters, /community/women-in-translation and
 * /community/wordhive-pro-bono: who is in the community (members opt in here
 * or leave again), its wall, its events, and for pro bono the projects that
 * members volunteer for.
 */
import { HandHeart, LayoutGrid } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import {
  COMMUNITIES_API,
  COMMUNITY_PAGES,
  type Community,
  type CommunityKey,
  PRO_BONO_API,
  PROJECT_CLOSED,
  PROJECT_FULL,
  PROJECT_NOT_FOUND,
  PROJECT_NOT_YOUR_PAIR,
  type ProBonoProject,
} from '../../../contract/communities.ts';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { LanguagePairChip } from '../../ui/language-pair-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';
import { EventList } from '../learn/event-list.tsx';

interface CommunityData {
  community: Community;
  options: DirectoryOptions;
}

export const communityLoader =
  (key: CommunityKey) =>
  async ({ context }: LoaderFunctionArgs): Promise<CommunityData> => {
    const api = context.get(apiContext);
    const [community, options] = await Promise.all([
      api.get<Community>(`${COMMUNITIES_API}/${key}`),
      api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
    ]);
    return { community, options };
  };

export const communityHandle = (key: CommunityKey): RouteHandle => ({
  meta: ({ dict }) => ({
    title: dict.communities.pages[key].metaTitle,
    description: dict.communities.pages[key].intro,
    canonicalPath: COMMUNITY_PAGES[key].path,
  }),
  // Whether the viewer is in it, and which projects are theirs.
  cacheQuery: () => null,
});

export function CommunityPage() {
  const { community, options } = useLoaderData() as CommunityData;
  const t = useT();
  const c = t.communities;
  const page = c.pages[community.community];
  const name = c.names[community.community];
  const locale = useLocale();
  const { user } = useViewer();
  const revalidator = useRevalidator();
  const names = useMemo(() => directoryNames(options), [options]);
  const [busy, setBusy] = useState(false);
  const membership = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    try {
      await sendJson(method, `${COMMUNITIES_API}/${community.community}/membership`);
      toast.success(fmt(method === 'POST' ? c.joinedToast : c.leftToast, { community: name }));
      revalidator.revalidate();
    } catch (err) {
      toast.error(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>
          <p className="mt-2 text-lg text-muted">{page.intro}</p>
          <p className="mt-2 text-sm text-muted">{c.optInNote}</p>
        </div>
        <div className="flex flex-col items-start gap-2">
          <p className="text-lg font-semibold">
            {fmtCount(community.memberCount, c.membersOne, c.members, {
              n: formatNumber(community.memberCount, locale),
            })}
          </p>
          {!user ? (
            <ButtonLink to={authPath('/session/signin', COMMUNITY_PAGES[community.community].path)}>
              {c.signInToJoin}
            </ButtonLink>
          ) : community.joined ? (
            <>
              <p className="text-sm">{c.joined}</p>
              <Button variant="secondary" busy={busy} onClick={() => membership('DELETE')}>
                {c.leave}
              </Button>
            </>
          ) : (
            <Button busy={busy} onClick={() => membership('POST')}>
              {c.join}
            </Button>
          )}
        </div>
      </header>

      {community.community === 'pro-bono' && (
        <section aria-labelledby="projects-title">
          <h2 id="projects-title" className="text-xl font-semibold">
            {c.projectsTitle}
          </h2>
          {community.projects.length === 0 ? (
            <p className="mt-3 text-muted">{c.noProjects}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
              {community.projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} names={names} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="members-title" className="min-w-0">
          <h2 id="members-title" className="text-xl font-semibold">
            {c.membersTitle}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {community.members.map((m) => (
              <li key={m.entityId} className="flex min-w-0 gap-3 rounded-card border border-line bg-surface p-3">
                <Avatar name={m.name} photoUrl={m.photoUrl} size="list" />
                <div className="min-w-0">
                  <Link to={`/profile/${m.entityId}`} className="font-semibold text-fg">
                    <UserText text={m.name} />
                  </Link>
                  {m.headline && (
                    <p className="truncate text-sm text-muted">
                      <UserText text={m.headline} />
                    </p>
                  )}
                  <p className="text-xs text-muted">
                    {c.roles[m.role as keyof typeof c.roles] ?? m.role}
                    {m.countryCode ? ` · ${names.country(m.countryCode)}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="min-w-0 space-y-8">
          {community.wall && (
            <section aria-labelledby="wall-title" className="rounded-card border border-line bg-surface p-5">
              <h2 id="wall-title" className="flex items-center gap-2 font-semibold">
                <LayoutGrid aria-hidden="true" className="size-5 text-muted" />
                {c.wallTitle}
              </h2>
              <p className="mt-2 font-medium">
                <UserText text={community.wall.title} />
              </p>
              <p className="mt-1 text-sm text-muted">
                {fmtCount(community.wall.memberCount, c.wallTextOne, c.wallText, {
                  n: formatNumber(community.wall.memberCount, locale),
                })}
              </p>
              <Link to={`/networking/${community.wall.slug}`} className="mt-2 inline-block">
                {c.wallAction}
              </Link>
            </section>
          )}
          <section aria-labelledby="events-title">
            <h2 id="events-title" className="text-xl font-semibold">
              {c.eventsTitle}
            </h2>
            <div className="mt-3">
              {community.events.length === 0 ? (
                <p className="text-muted">{c.noEvents}</p>
              ) : (
                <EventList events={community.events} compact />
              )}
            </div>
            <Link to={`/events?community=${community.community}`} className="mt-3 inline-block text-sm">
              {t.learn.hub.allEvents}
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}

function ProjectCard({ project, names }: { project: ProBonoProject; names: DirectoryNames }) {
  const t = useT();
  const c = t.communities;
  const locale = useLocale();
  const { user } = useViewer();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const full = project.volunteers.length >= project.volunteersNeeded;
  const act = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    try {
      await sendJson(method, `${PRO_BONO_API}/${project.id}/volunteers`);
      if (method === 'POST') toast.success(c.volunteeredToast);
      revalidator.revalidate();
    } catch (err) {
      const message = errorText(err, t);
      const known: Record<string, string> = {
        [PROJECT_FULL]: c.full,
        [PROJECT_CLOSED]: c.closed,
        [PROJECT_NOT_YOUR_PAIR]: c.notYourPair,
        // Removed by an admin while the page was open.
        [PROJECT_NOT_FOUND]: t.errors.api.notFound,
      };
      toast.error(known[message] ?? message);
      revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-surface p-5">
      <p className="flex items-center gap-2 text-sm text-muted">
        <HandHeart aria-hidden="true" className="size-4" />
        <UserText text={project.organisation} />
      </p>
      <UserText as="h3" className="mt-1 text-lg font-semibold" text={project.title} />
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <LanguagePairChip source={names.language(project.sourceLang)} target={names.language(project.targetLang)} />
        <span>{project.deadline ? fmt(c.deadline, { date: formatDate(project.deadline, locale) }) : c.noDeadline}</span>
      </div>
      <UserText as="p" className="mt-2 grow text-sm" text={project.description} />
      <p className="mt-3 text-sm font-medium">
        {fmt(c.needed, { taken: project.volunteers.length, needed: project.volunteersNeeded })}
      </p>
      {project.volunteers.length > 0 && (
        <p className="text-sm text-muted">
          {c.volunteers}:{' '}
          {project.volunteers.map((v, i) => (
            <span key={v.entityId}>
              {i > 0 && ', '}
              <Link to={`/profile/${v.entityId}`}>{v.name}</Link>
            </span>
          ))}
        </p>
      )}
      <div className="mt-4">
        {!user ? (
          <ButtonLink variant="secondary" to={authPath('/session/signin', COMMUNITY_PAGES['pro-bono'].path)}>
            {c.signInToJoin}
          </ButtonLink>
        ) : project.mine ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-medium">{c.volunteering}</span>
            <Button variant="secondary" busy={busy} onClick={() => act('DELETE')}>
              {c.withdraw}
            </Button>
          </div>
        ) : full ? (
          <p className="text-sm text-muted">{c.full}</p>
        ) : (
          <Button busy={busy} onClick={() => act('POST')}>
            {c.volunteer}
          </Button>
        )}
      </div>
    </article>
  );
}
