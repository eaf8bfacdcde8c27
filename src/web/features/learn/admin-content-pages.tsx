/**
 * /admin/news, /admin/courses and /admin/events: staff and admins write
 * Wordhive's articles, courses (with their lessons, as drafts or published)
 * and events. Every form checks its values with the route's own schema first;
 * the server checks them again and audits each change.
 */
import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { COMMUNITY_KEYS } from '../../../contract/communities.ts';
import { COURSE_LEVELS, COURSES_API, type Course, type CourseSummary } from '../../../contract/courses.ts';
import { courseInputSchema, coursePatchSchema } from '../../../contract/courses-schemas.ts';
import { EVENT_KINDS, EVENTS_API, type SiteEvent } from '../../../contract/events.ts';
import { eventInputSchema, eventPatchSchema } from '../../../contract/events-schemas.ts';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../contract/locales.ts';
import { NEWS_API, type NewsArticle, type NewsList } from '../../../contract/news.ts';
import { newsInputSchema, newsPatchSchema } from '../../../contract/news-schemas.ts';
import { instantToZonedLocal, zonedLocalToInstant } from '../../../contract/time-zones.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, browserGet, createApi } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireStaff } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { timeZoneOptions } from '../../ui/time-zone-options.ts';
import { adminHandle } from '../admin/admin-layout.tsx';
import { checkForm, EditorModal, ItemTable, useEditor, useStaffCall } from '../admin/content-editor.tsx';
import { formatWhen } from './event-list.tsx';

const browserApi = createApi(browserGet);

// ---- news -----------------------------------------------------------------------------------------

export const adminNewsHandle = adminHandle((d) => d.admin.pages.news.title);

export async function adminNewsLoader(args: LoaderFunctionArgs): Promise<NewsList['items']> {
  requireStaff(args);
  const api = args.context.get(apiContext);
  const first = await api.get<NewsList>(NEWS_API);
  // Every article, not only the first page.
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / first.pageSize) - 1 }, (_, i) =>
      api.get<NewsList>(`${NEWS_API}?page=${i + 2}`),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

const BLANK_NEWS = { title: '', slug: '', summary: '', body: '', tags: '', language: 'eng' as Locale };

export function AdminNewsPage() {
  const items = useLoaderData() as NewsList['items'];
  const t = useT();
  const a = t.contentAdmin;
  const f = a.fields;
  const locale = useLocale();
  const call = useStaffCall();
  const editor = useEditor(BLANK_NEWS);
  const edit = async (id: number, slug: string) => {
    const article = await browserApi.get<NewsArticle>(`${NEWS_API}/slug/${slug}`);
    editor.open(id, { ...article, tags: article.tags.join(', ') });
  };
  const save = () => {
    const { values } = editor;
    const body = {
      title: values.title,
      ...(values.slug ? { slug: values.slug } : {}),
      summary: values.summary,
      body: values.body,
      language: values.language,
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
    return editor.run(
      () => checkForm(editor.editing === 'new' ? newsInputSchema : newsPatchSchema, body, t),
      (data) =>
        editor.editing === 'new' ? call('POST', NEWS_API, data) : call('PATCH', `${NEWS_API}/${editor.editing}`, data),
    );
  };
  return (
    <>
      <ItemTable
        title={t.admin.pages.news.title}
        intro={t.admin.pages.news.intro}
        addLabel={a.news.new}
        items={items}
        name={(item) => item.title}
        details={(item) => (
          <>
            {formatDate(item.publishedAt, locale)}
            {item.author && ` · ${item.author.name}`}
            {item.tags.length > 0 && ` · ${item.tags.join(', ')}`}
          </>
        )}
        view={(item) => `/news/${item.slug}`}
        onAdd={() => editor.open('new', { ...BLANK_NEWS, language: locale })}
        onEdit={(item) => edit(item.id, item.slug)}
        deletePath={(item) => `${NEWS_API}/${item.id}`}
      />
      <EditorModal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? a.news.new : a.news.editTitle}
        busy={editor.busy}
        onClose={editor.close}
        onSubmit={save}
      >
        <TextField
          label={f.title}
          value={editor.values.title}
          onChange={editor.set('title')}
          error={editor.errors.title}
          maxLength={140}
        />
        <TextField label={f.slug} value={editor.values.slug} onChange={editor.set('slug')} error={editor.errors.slug} />
        <TextAreaField
          label={f.summary}
          value={editor.values.summary}
          onChange={editor.set('summary')}
          error={editor.errors.summary}
          rows={2}
          maxLength={300}
        />
        <TextAreaField
          label={f.body}
          value={editor.values.body}
          onChange={editor.set('body')}
          error={editor.errors.body}
          rows={10}
        />
        <TextField label={f.tags} value={editor.values.tags} onChange={editor.set('tags')} error={editor.errors.tags} />
        <LanguageSelect
          value={editor.values.language}
          onChange={editor.set('language')}
          error={editor.errors.language}
        />
      </EditorModal>
    </>
  );
}

/** The language an article or a course is written in: a new one starts in the writer's interface language. */
function LanguageSelect(props: {
  value: Locale;
  onChange: (e: { target: { value: string } }) => void;
  error?: string | undefined;
}) {
  return (
    <SelectField
      label={useT().common.writtenIn}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      options={LOCALES.map((k) => ({ value: k, label: LOCALE_INFO[k].name }))}
    />
  );
}

// ---- courses --------------------------------------------------------------------------------------

export const adminCoursesHandle = adminHandle((d) => d.admin.pages.courses.title);

export async function adminCoursesLoader(args: LoaderFunctionArgs): Promise<CourseSummary[]> {
  requireStaff(args);
  return (await args.context.get(apiContext).get<{ items: CourseSummary[] }>(`${COURSES_API}?include_drafts=1`)).items;
}

interface LessonDraft {
  id?: number;
  title: string;
  body: string;
  minutes: string;
}
const BLANK_LESSON: LessonDraft = { title: '', body: '', minutes: '15' };
const BLANK_COURSE = {
  title: '',
  slug: '',
  summary: '',
  level: 'beginner',
  language: 'eng' as Locale,
  published: true,
  lessons: [BLANK_LESSON] as LessonDraft[],
};

export function AdminCoursesPage() {
  const items = useLoaderData() as CourseSummary[];
  const t = useT();
  const a = t.contentAdmin;
  const f = a.fields;
  const c = t.learn.courses;
  const locale = useLocale();
  const call = useStaffCall();
  const editor = useEditor(BLANK_COURSE);
  const { values, errors } = editor;
  const edit = async (id: number, slug: string) => {
    const course = await browserApi.get<Course>(`${COURSES_API}/slug/${slug}`);
    editor.open(id, {
      ...course,
      lessons: course.lessons.map((l) => ({ id: l.id, title: l.title, body: l.body, minutes: String(l.minutes) })),
    });
  };
  const setLessons = (change: (lessons: LessonDraft[]) => LessonDraft[]) =>
    editor.setValues((v) => ({ ...v, lessons: change(v.lessons) }));
  const setLesson = (i: number, name: keyof LessonDraft) => (e: { target: { value: string } }) =>
    setLessons((lessons) => lessons.map((l, j) => (j === i ? { ...l, [name]: e.target.value } : l)));
  const save = () => {
    const body = {
      title: values.title,
      ...(values.slug ? { slug: values.slug } : {}),
      summary: values.summary,
      level: values.level,
      language: values.language,
      published: values.published,
      lessons: values.lessons.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        title: l.title,
        body: l.body,
        minutes: l.minutes,
      })),
    };
    return editor.run(
      () => checkForm(editor.editing === 'new' ? courseInputSchema : coursePatchSchema, body, t),
      (data) =>
        editor.editing === 'new'
          ? call('POST', COURSES_API, data)
          : call('PATCH', `${COURSES_API}/${editor.editing}`, data),
    );
  };
  return (
    <>
      <ItemTable
        title={t.admin.pages.courses.title}
        intro={t.admin.pages.courses.intro}
        addLabel={a.courses.new}
        items={items}
        name={(item) => item.title}
        details={(item) => (
          <>
            {c.levels[item.level]} · {fmtCount(item.lessonCount, c.lessonsOne, c.lessons, { n: item.lessonCount })} ·{' '}
            {fmtCount(item.learners, c.learnersOne, c.learners, { n: item.learners })}
            {!item.published && ` · ${c.draft}`}
          </>
        )}
        view={(item) => `/learn/courses/${item.slug}`}
        onAdd={() => editor.open('new', { ...BLANK_COURSE, language: locale })}
        onEdit={(item) => edit(item.id, item.slug)}
        deletePath={(item) => `${COURSES_API}/${item.id}`}
      />
      <EditorModal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? a.courses.new : a.courses.editTitle}
        busy={editor.busy}
        onClose={editor.close}
        onSubmit={save}
      >
        <TextField
          label={f.title}
          value={values.title}
          onChange={editor.set('title')}
          error={errors.title}
          maxLength={140}
        />
        <TextField label={f.slug} value={values.slug} onChange={editor.set('slug')} error={errors.slug} />
        <TextAreaField
          label={f.summary}
          value={values.summary}
          onChange={editor.set('summary')}
          error={errors.summary}
          rows={2}
          maxLength={400}
        />
        <SelectField
          label={f.level}
          value={values.level}
          onChange={editor.set('level')}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: c.levels[level] }))}
        />
        <LanguageSelect value={values.language} onChange={editor.set('language')} error={errors.language} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(e) => editor.setValues((v) => ({ ...v, published: e.target.checked }))}
          />
          {f.published}
        </label>
        <fieldset className="grid gap-3">
          <legend className="font-semibold">{f.lessons}</legend>
          {errors.lessons && (
            <p role="alert" className="text-sm text-danger">
              {errors.lessons}
            </p>
          )}
          {values.lessons.map((lesson, i) => (
            <div key={lesson.id ?? `new-${i}`} className="grid gap-2 rounded-card border border-line p-3">
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  className="grow"
                  label={`${i + 1}. ${f.lessonTitle}`}
                  value={lesson.title}
                  onChange={setLesson(i, 'title')}
                  error={errors[`lessons.${i}.title`]}
                />
                <TextField
                  className="w-24"
                  label={f.minutes}
                  inputMode="numeric"
                  value={lesson.minutes}
                  onChange={setLesson(i, 'minutes')}
                  error={errors[`lessons.${i}.minutes`]}
                />
                <Button
                  variant="ghost"
                  disabled={i === 0}
                  aria-label={fmt(f.moveUp, { n: i + 1 })}
                  onClick={() => setLessons((ls) => [...ls.slice(0, i - 1), ls[i]!, ls[i - 1]!, ...ls.slice(i + 1)])}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  disabled={values.lessons.length === 1}
                  aria-label={fmt(f.removeLesson, { n: i + 1 })}
                  onClick={() => setLessons((ls) => ls.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              <TextAreaField
                label={f.lessonBody}
                value={lesson.body}
                onChange={setLesson(i, 'body')}
                error={errors[`lessons.${i}.body`]}
                rows={5}
              />
            </div>
          ))}
          <Button variant="secondary" onClick={() => setLessons((ls) => [...ls, BLANK_LESSON])}>
            <Plus aria-hidden="true" className="size-4" />
            {f.addLesson}
          </Button>
        </fieldset>
      </EditorModal>
    </>
  );
}

// ---- events ---------------------------------------------------------------------------------------

export const adminEventsHandle = adminHandle((d) => d.admin.pages.events.title);

export async function adminEventsLoader(args: LoaderFunctionArgs): Promise<SiteEvent[]> {
  requireStaff(args);
  const api = args.context.get(apiContext);
  const [upcoming, past] = await Promise.all([
    api.get<{ items: SiteEvent[] }>(`${EVENTS_API}/calendar`),
    api.get<{ items: SiteEvent[] }>(`${EVENTS_API}/calendar?when=past`),
  ]);
  return [...upcoming.items, ...past.items];
}

const BLANK_EVENT = {
  title: '',
  description: '',
  kind: 'webinar',
  time_zone: 'UTC',
  /** Wall-clock times in the event's zone ('2027-03-12T09:00'), as its datetime-local fields hold them. */
  starts_at: '',
  ends_at: '',
  location: '',
  url: '',
  community: '',
};

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function AdminEventsPage() {
  const items = useLoaderData() as SiteEvent[];
  const t = useT();
  const a = t.contentAdmin;
  const f = a.fields;
  const e = t.learn.events;
  const locale = useLocale();
  const call = useStaffCall();
  const editor = useEditor(BLANK_EVENT);
  const { values, errors } = editor;
  const zones = useMemo(timeZoneOptions, []);
  const save = () => {
    const body = {
      title: values.title,
      description: values.description,
      kind: values.kind,
      time_zone: values.time_zone,
      starts_at: values.starts_at ? zonedLocalToInstant(values.starts_at, values.time_zone) : '',
      ends_at: values.ends_at ? zonedLocalToInstant(values.ends_at, values.time_zone) : '',
      location: values.location.trim() || null,
      url: values.url.trim() || null,
      community: values.community || null,
    };
    return editor.run(
      () => checkForm(editor.editing === 'new' ? eventInputSchema : eventPatchSchema, body, t),
      (data) =>
        editor.editing === 'new'
          ? call('POST', EVENTS_API, data)
          : call('PATCH', `${EVENTS_API}/${editor.editing}`, data),
    );
  };
  return (
    <>
      <ItemTable
        title={t.admin.pages.events.title}
        intro={t.admin.pages.events.intro}
        addLabel={a.events.new}
        items={items}
        name={(item) => item.title}
        details={(item) => (
          <>
            {e.kinds[item.kind]} · {formatWhen(item, locale)} · {item.location ?? e.online}
            {item.community && ` · ${t.communities.pages[item.community].title}`}
          </>
        )}
        // A new event starts out in the zone of the one who writes it.
        onAdd={() => editor.open('new', { ...BLANK_EVENT, time_zone: browserTimeZone() })}
        onEdit={(item) =>
          editor.open(item.id, {
            title: item.title,
            description: item.description,
            kind: item.kind,
            time_zone: item.time_zone,
            starts_at: instantToZonedLocal(item.starts_at, item.time_zone),
            ends_at: instantToZonedLocal(item.ends_at, item.time_zone),
            location: item.location ?? '',
            url: item.url ?? '',
            community: item.community ?? '',
          })
        }
        deletePath={(item) => `${EVENTS_API}/${item.id}`}
      />
      <EditorModal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? a.events.new : a.events.editTitle}
        busy={editor.busy}
        onClose={editor.close}
        onSubmit={save}
      >
        <TextField
          label={f.title}
          value={values.title}
          onChange={editor.set('title')}
          error={errors.title}
          maxLength={140}
        />
        <TextAreaField
          label={f.description}
          value={values.description}
          onChange={editor.set('description')}
          error={errors.description}
          rows={3}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={f.kind}
            value={values.kind}
            onChange={editor.set('kind')}
            options={EVENT_KINDS.map((kind) => ({ value: kind, label: e.kinds[kind] }))}
          />
          <SelectField
            label={f.community}
            value={values.community}
            onChange={editor.set('community')}
            options={[
              { value: '', label: e.everyone },
              ...COMMUNITY_KEYS.map((key) => ({ value: key, label: t.communities.pages[key].title })),
            ]}
          />
          <SelectField
            className="sm:col-span-2"
            label={f.timeZone}
            value={values.time_zone}
            onChange={editor.set('time_zone')}
            options={zones}
            error={errors.time_zone}
          />
          <TextField
            label={f.startsAt}
            type="datetime-local"
            value={values.starts_at}
            onChange={editor.set('starts_at')}
            error={errors.starts_at}
          />
          <TextField
            label={f.endsAt}
            type="datetime-local"
            value={values.ends_at}
            onChange={editor.set('ends_at')}
            error={errors.ends_at}
          />
          <TextField
            label={f.location}
            value={values.location}
            onChange={editor.set('location')}
            error={errors.location}
          />
          <TextField label={f.url} type="url" value={values.url} onChange={editor.set('url')} error={errors.url} />
        </div>
      </EditorModal>
    </>
  );
}
