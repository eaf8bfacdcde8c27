/**
 * /learn (courses, news, events and the assessment in one place), /learn/courses
 * and /learn/courses/{slug}: a member enrols, ticks lessons off and sees how far
 * they are; visitors read the lessons and are asked to sign in to enrol.
 */
import { BookOpen, Check, Clock, GraduationCap, Users } from 'lucide-react';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import {
  COURSE_NOT_FOUND,
  COURSES_API,
  type Course,
  type CourseSummary,
  ENROL_FIRST,
  LESSON_NOT_FOUND,
  percentDone,
} from '../../../contract/courses.ts';
import { EVENTS_API, type SiteEvent } from '../../../contract/events.ts';
import { NEWS_API, type NewsList } from '../../../contract/news.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { fmtNodes, formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Link } from '../../ui/link.tsx';
import { Paragraphs } from '../../ui/paragraphs.tsx';
import { toast } from '../../ui/toast.tsx';
import { textDir, UserText } from '../../ui/user-text.tsx';
import { langOf, WrittenIn } from '../../ui/written-in.tsx';
import { useViewer } from '../../viewer.ts';
import { EventList } from './event-list.tsx';

// ---- /learn ---------------------------------------------------------------------------------------

interface LearnData {
  courses: CourseSummary[];
  news: NewsList['items'];
  events: SiteEvent[];
}

export async function learnLoader({ context }: LoaderFunctionArgs): Promise<LearnData> {
  const api = context.get(apiContext);
  const [courses, news, events] = await Promise.all([
    api.get<{ items: CourseSummary[] }>(COURSES_API),
    api.get<NewsList>(NEWS_API),
    api.get<{ items: SiteEvent[] }>(`${EVENTS_API}/calendar`),
  ]);
  return { courses: courses.items, news: news.items.slice(0, 3), events: events.items.slice(0, 3) };
}

export const learnHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.learn.hub.metaTitle,
    description: dict.learn.hub.metaDescription,
    canonicalPath: '/learn',
  }),
};

export function LearnPage() {
  const data = useLoaderData() as LearnData;
  const t = useT();
  const h = t.learn.hub;
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{h.title}</h1>
        <p className="mt-2 text-lg text-muted">{h.intro}</p>
      </header>
      <Section title={h.coursesTitle} id="learn-courses" more={{ to: '/learn/courses', label: h.allCourses }}>
        <CourseGrid courses={data.courses} />
      </Section>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <Section title={h.newsTitle} id="learn-news" more={{ to: '/news', label: h.allNews }}>
          <ul className="grid gap-3">
            {data.news.map((a) => (
              <li key={a.id} className="rounded-card border border-line bg-surface p-4">
                <Link to={`/news/${a.slug}`} className="font-semibold text-fg">
                  <UserText text={a.title} />
                </Link>
                <p className="text-sm text-muted">
                  <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, locale)}</time>
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={h.eventsTitle} id="learn-events" more={{ to: '/events', label: h.allEvents }}>
          <EventList events={data.events} compact />
        </Section>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Promo
          icon={GraduationCap}
          title={h.assessmentTitle}
          text={h.assessmentText}
          to="/language-assessment"
          action={h.assessmentAction}
        />
        <Promo
          icon={BookOpen}
          title={h.softwareTitle}
          text={h.softwareText}
          to="/software-hub"
          action={h.softwareAction}
        />
      </div>
    </div>
  );
}

function Section({
  title,
  id,
  more,
  children,
}: {
  title: string;
  id: string;
  more: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={more.to} className="text-sm">
          {more.label}
        </Link>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Promo(props: { icon: typeof BookOpen; title: string; text: string; to: string; action: string }) {
  const Icon = props.icon;
  return (
    <div className="flex gap-4 rounded-card border border-line bg-surface p-5">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-accent-strong" />
      <div>
        <h2 className="font-semibold">{props.title}</h2>
        <p className="mt-1 text-sm text-muted">{props.text}</p>
        <Link to={props.to} className="mt-2 inline-block text-sm">
          {props.action}
        </Link>
      </div>
    </div>
  );
}

// ---- /learn/courses -------------------------------------------------------------------------------

export async function coursesLoader({ context }: LoaderFunctionArgs): Promise<CourseSummary[]> {
  return (await context.get(apiContext).get<{ items: CourseSummary[] }>(COURSES_API)).items;
}

export const coursesHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.learn.courses.metaTitle,
    description: dict.learn.courses.metaDescription,
    canonicalPath: '/learn/courses',
  }),
};

export function CoursesPage() {
  const courses = useLoaderData() as CourseSummary[];
  const t = useT();
  const c = t.learn.courses;
  const mine = courses.filter((course) => course.progress);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{c.title}</h1>
        <p className="mt-2 text-lg text-muted">{c.intro}</p>
      </header>
      {mine.length > 0 && (
        <section aria-labelledby="my-courses">
          <h2 id="my-courses" className="text-xl font-semibold">
            {c.myCourses}
          </h2>
          <div className="mt-4">
            <CourseGrid courses={mine} />
          </div>
        </section>
      )}
      <section aria-labelledby="all-courses">
        <h2 id="all-courses" className="text-xl font-semibold">
          {t.learn.hub.allCourses}
        </h2>
        <div className="mt-4">
          {courses.length === 0 ? <p className="text-muted">{c.empty}</p> : <CourseGrid courses={courses} />}
        </div>
      </section>
    </div>
  );
}

function CourseGrid({ courses }: { courses: CourseSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

function CourseFacts({ course }: { course: CourseSummary }) {
  const c = useT().learn.courses;
  const locale = useLocale();
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      <span>{c.levels[course.level]}</span>
      <WrittenIn language={course.language} />
      <span className="flex items-center gap-1">
        <BookOpen aria-hidden="true" className="size-4" />
        {fmtCount(course.lessonCount, c.lessonsOne, c.lessons, { n: formatNumber(course.lessonCount, locale) })}
      </span>
      <span className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {fmt(c.minutes, { n: formatNumber(course.minutes, locale) })}
      </span>
      <span className="flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        {fmtCount(course.learners, c.learnersOne, c.learners, { n: formatNumber(course.learners, locale) })}
      </span>
    </p>
  );
}

function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-surface p-5">
      <UserText as="h3" className="text-lg font-semibold" text={course.title} lang={langOf(course.language)}>
        <Link to={`/learn/courses/${course.slug}`} className="text-fg">
          {course.title}
        </Link>
      </UserText>
      <div className="mt-1">
        <CourseFacts course={course} />
      </div>
      <UserText as="p" className="mt-2 grow text-sm" text={course.summary} lang={langOf(course.language)} />
      {course.progress && (
        <Progress lessonCount={course.lessonCount} done={course.progress.completedLessonIds.length} />
      )}
    </article>
  );
}

function Progress({ lessonCount, done }: { lessonCount: number; done: number }) {
  const c = useT().learn.courses;
  const label = fmt(c.progress, { done, total: lessonCount });
  const percent = percentDone(lessonCount, done);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-muted">{label}</p>
    </div>
  );
}

// ---- /learn/courses/{slug} ------------------------------------------------------------------------

export async function courseLoader({ params, context }: LoaderFunctionArgs): Promise<Course> {
  return context.get(apiContext).get<Course>(`${COURSES_API}/slug/${encodeURIComponent(params.slug ?? '')}`);
}

export const courseHandle: RouteHandle = {
  meta: ({ data, dict }) => {
    const course = data as Course | undefined;
    return course
      ? {
          title: `${course.title} · ${dict.learn.courses.metaTitle}`,
          description: course.summary,
          canonicalPath: `/learn/courses/${course.slug}`,
        }
      : { title: dict.learn.courses.metaTitle };
  },
  // The page shows the member's own progress.
  cacheQuery: () => null,
};

export function CoursePage() {
  const course = useLoaderData() as Course;
  const t = useT();
  const c = t.learn.courses;
  const { user } = useViewer();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const done = new Set(course.progress?.completedLessonIds ?? []);
  const call = async (method: 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown) => {
    setBusy(true);
    try {
      await sendJson(method, `${COURSES_API}/${course.id}${path}`, body);
      revalidator.revalidate();
      return true;
    } catch (err) {
      const message = errorText(err, t);
      const known: Record<string, string> = {
        [ENROL_FIRST]: t.learn.errors.enrolFirst,
        // Unpublished or changed by the content team while the page was open.
        [COURSE_NOT_FOUND]: t.errors.api.notFound,
        [LESSON_NOT_FOUND]: t.errors.api.notFound,
      };
      toast.error(known[message] ?? message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const next = course.lessons.find((l) => !done.has(l.id));
  const lang = langOf(course.language);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0">
        <Link to="/learn/courses" className="text-sm">
          {c.back}
        </Link>
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl" dir={textDir(course.title)}>
          <UserText text={course.title} lang={lang} />
          {!course.published && (
            <span className="ms-3 rounded-full bg-surface-2 px-2 py-0.5 align-middle text-sm">{c.draft}</span>
          )}
        </h1>
        <div className="mt-2">
          <CourseFacts course={course} />
          {course.author && (
            <p className="text-sm text-muted">
              <Link to={`/profile/${course.author.entityId}`}>{fmt(c.by, { name: course.author.name })}</Link>
            </p>
          )}
        </div>
        <UserText as="p" className="mt-4 text-lg" text={course.summary} lang={lang} />
        <ol className="mt-8 space-y-6">
          {course.lessons.map((lesson) => (
            <li
              key={lesson.id}
              id={`lesson-${lesson.position}`}
              className="scroll-mt-20 rounded-card border border-line bg-surface p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="text-lg font-semibold">
                  {fmtNodes(c.lessonTitle, { n: lesson.position, title: <span lang={lang}>{lesson.title}</span> })}
                </h2>
                <span className="text-sm text-muted">{fmt(c.minutes, { n: lesson.minutes })}</span>
              </div>
              <Paragraphs text={lesson.body} className="mt-3 space-y-3" lang={lang} />
              {course.progress && (
                <Button
                  variant={done.has(lesson.id) ? 'primary' : 'secondary'}
                  className="mt-4"
                  busy={busy}
                  aria-pressed={done.has(lesson.id)}
                  onClick={() => call('PUT', `/lessons/${lesson.id}/done`, { done: !done.has(lesson.id) })}
                >
                  {done.has(lesson.id) && <Check aria-hidden="true" className="size-4" />}
                  {done.has(lesson.id) ? c.markNotDone : c.markDone}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </div>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <div className="rounded-card border border-line bg-surface p-5">
          {!user ? (
            <ButtonLink to={authPath('/session/signin', `/learn/courses/${course.slug}`)}>{c.signInToEnrol}</ButtonLink>
          ) : course.progress ? (
            <>
              <p className="font-semibold">{c.enrolled}</p>
              <Progress lessonCount={course.lessonCount} done={done.size} />
              {next ? (
                <a href={`#lesson-${next.position}`} className="mt-3 inline-block">
                  {fmtNodes(done.size === 0 ? c.start : c.continue, { title: <span lang={lang}>{next.title}</span> })}
                </a>
              ) : (
                <p className="mt-3">{c.finished}</p>
              )}
              <Button variant="secondary" className="mt-4" busy={busy} onClick={() => setLeaving(true)}>
                {c.leave}
              </Button>
              <ConfirmDialog
                open={leaving}
                title={c.leave}
                description={c.leaveConfirm}
                confirm={c.leave}
                danger
                onCancel={() => setLeaving(false)}
                onConfirm={() => {
                  setLeaving(false);
                  void call('DELETE', '/enrolment');
                }}
              />
            </>
          ) : (
            <Button busy={busy} onClick={async () => (await call('POST', '/enrolment')) && toast.success(c.enrolled)}>
              {c.enrol}
            </Button>
          )}
          <h2 className="mt-6 font-semibold">{c.contents}</h2>
          <ol className="mt-2 space-y-1 text-sm">
            {course.lessons.map((lesson) => (
              <li key={lesson.id} className="flex items-center gap-2">
                {done.has(lesson.id) ? (
                  <Check aria-hidden="true" className="size-4 text-success" />
                ) : (
                  <span aria-hidden="true" className="inline-block size-4" />
                )}
                <a href={`#lesson-${lesson.position}`} lang={lang}>
                  {lesson.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </aside>
    </div>
  );
}
