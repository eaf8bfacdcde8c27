/**
 * The Profile Updater's drawers for the member's story (issue 21): career,
 * portfolio works, FAQ and its categories, and projects, with a request to
 * the client to confirm one. Each checks with the server's schema and sends
 * the whole list; entries keep their ids, so a confirmed project stays
 * confirmed while it is left as it was.
 */
import { ArrowUp, BadgeCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CareerEntry, FaqCategory, LanguagePair, ProjectEntry, WorkEntry } from '../../../../contract/profile.ts';
import {
  CAREER_DESCRIPTION_MAX,
  CAREERS_MAX,
  type CareersInput,
  CLIENT_TYPES,
  CREDENTIAL_TEXT_MAX,
  FAQ_ANSWER_MAX,
  FAQ_CATEGORIES_MAX,
  FAQ_CATEGORY_MAX,
  FAQ_QUESTION_MAX,
  FAQ_QUESTIONS_MAX,
  type FaqInput,
  PROJECTS_MAX,
  type ProjectsInput,
  SAMPLE_TITLE_MAX,
  VOLUME_UNITS,
  WEBSITE_URL_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_KINDS,
  WORKS_MAX,
} from '../../../../contract/profile-input.ts';
import {
  type ClientRequest,
  type ClientRequestInput,
  REQUEST_MESSAGE_MAX,
  type ReviewRequests,
} from '../../../../contract/reviews.ts';
import { SERVICES, serviceType } from '../../../../contract/taxonomy.ts';
import { fmt, fmtCount } from '../../../../i18n/types.ts';
import { ApiError, browserGet, sendJson } from '../../../api-client.ts';
import { useT } from '../../../i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast.tsx';
import { EditDialog, useProfileEditor } from '../edit-dialog.tsx';
import { numberOrNull, pairKey, pairOf, pairOptionsOf, useDisciplineOptions } from '../entry-editors.tsx';
import { EntryList, ErrorLine, useRows } from '../entry-list.tsx';
import { loadReviewSchemas } from '../load-schemas.ts';
import { profileMessage } from '../profile-messages.ts';
import { useTaxonomyNames } from '../profile-ui.tsx';
import { useUpdaterDrawer } from './updater-state.ts';

function MoveUpButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded hover:bg-surface-2"
    >
      <ArrowUp aria-hidden="true" className="size-4" />
    </button>
  );
}

/* ---------------- career ---------------- */

export function CareersEditor({ entityId, current }: { entityId: number; current: CareerEntry[] }) {
  const t = useT();
  const c = t.profileUpdater.careers;
  const editor = useProfileEditor({
    schema: (s) => s.careersInputSchema,
    method: 'PUT',
    url: `/next/api/user/careers?entityId=${entityId}`,
    saved: c.saved,
    failed: c.failed,
    drawer: useUpdaterDrawer('careers'),
  });
  type Row = Omit<CareersInput['careers'][number], 'startYear' | 'endYear'> & {
    startYear: string;
    endYear: string;
    current: boolean;
  };
  const list = useRows<Row>(() =>
    current.map((e) => ({
      id: e.id,
      role: e.role,
      organisation: e.organisation,
      startYear: String(e.startYear),
      endYear: e.endYear === null ? '' : String(e.endYear),
      current: e.endYear === null,
      description: e.description,
    })),
  );
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.careers}
      description={c.intro}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({
          careers: list.values.map(({ current: now, ...e }) => ({
            ...e,
            // An empty year is NaN for the schema, which names it ("Enter a year, such as 2015").
            startYear: numberOrNull(e.startYear) ?? Number.NaN,
            endYear: now ? null : numberOrNull(e.endYear),
          })),
        })
      }
    >
      <EntryList
        rows={list.rows}
        label={t.profileUpdater.drawers.careers}
        empty={c.empty}
        error={editor.errors.careers}
        max={CAREERS_MAX}
        addLabel={c.add}
        onAdd={() =>
          list.add({ role: '', organisation: '', startYear: '', endYear: '', current: true, description: '' })
        }
        removeLabel={(e) => fmt(t.updater.removeNamed, { name: e.role || c.untitled })}
        onRemove={list.remove}
      >
        {(e, i, key) => {
          const err = (f: string) => editor.errors[`careers.${i}.${f}`];
          return (
            <>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <TextField
                  label={c.role}
                  value={e.role}
                  maxLength={CREDENTIAL_TEXT_MAX}
                  error={err('role')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { role: ev.target.value })}
                />
                <TextField
                  label={c.organisation}
                  value={e.organisation}
                  maxLength={CREDENTIAL_TEXT_MAX}
                  error={err('organisation')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { organisation: ev.target.value })}
                />
              </div>
              <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
                <TextField
                  label={c.startYear}
                  value={e.startYear}
                  inputMode="numeric"
                  error={err('startYear')}
                  onChange={(ev) => list.change(key, { startYear: ev.target.value })}
                />
                {!e.current && (
                  <TextField
                    label={c.endYear}
                    value={e.endYear}
                    inputMode="numeric"
                    error={err('endYear')}
                    onChange={(ev) => list.change(key, { endYear: ev.target.value })}
                  />
                )}
                <label className="flex items-center gap-2 py-2 text-sm">
                  <input
                    type="checkbox"
                    checked={e.current}
                    onChange={(ev) => list.change(key, { current: ev.target.checked })}
                  />
                  {c.current}
                </label>
              </div>
              <TextAreaField
                label={c.description}
                value={e.description}
                maxLength={CAREER_DESCRIPTION_MAX}
                rows={2}
                error={err('description')}
                dir="auto"
                onChange={(ev) => list.change(key, { description: ev.target.value })}
              />
              {i > 0 && (
                <MoveUpButton label={fmt(c.moveUp, { name: e.role || c.untitled })} onClick={() => list.moveUp(key)} />
              )}
            </>
          );
        }}
      </EntryList>
    </EditDialog>
  );
}

/* ---------------- portfolio works ---------------- */

export function WorksEditor({
  entityId,
  current,
  pairs,
}: {
  entityId: number;
  current: WorkEntry[];
  pairs: LanguagePair[];
}) {
  const t = useT();
  const w = t.profileUpdater.works;
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.portfolioInputSchema,
    method: 'PUT',
    url: `/next/api/user/portfolio?entityId=${entityId}`,
    saved: w.saved,
    failed: w.failed,
    drawer: useUpdaterDrawer('portfolio'),
  });
  type Row = {
    id?: number;
    title: string;
    kind: (typeof WORK_KINDS)[number];
    client: string;
    year: string;
    pair: string;
    disciplineId: string;
    url: string;
    description: string;
  };
  const list = useRows<Row>(() =>
    current.map((e) => ({
      id: e.id,
      title: e.title,
      kind: (WORK_KINDS as readonly string[]).includes(e.kind) ? (e.kind as Row['kind']) : 'other',
      client: e.client,
      year: e.year === null ? '' : String(e.year),
      pair: e.pair ? pairKey(e.pair) : '',
      disciplineId: e.disciplineId === null ? '' : String(e.disciplineId),
      url: e.url,
      description: e.description,
    })),
  );
  const pairOptions = [
    { value: '', label: u.noPair },
    ...pairOptionsOf(
      t,
      pairs,
      current.map((e) => e.pair),
    ),
  ];
  const fields = useDisciplineOptions(u.noField);
  const kinds = WORK_KINDS.map((k) => ({ value: k, label: w.kinds[k] }));
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.portfolio}
      description={w.intro}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({
          works: list.values.map((e) => ({
            ...e,
            year: numberOrNull(e.year),
            pair: pairOf(e.pair),
            disciplineId: e.disciplineId ? Number(e.disciplineId) : null,
          })),
        })
      }
    >
      <EntryList
        rows={list.rows}
        label={t.profileUpdater.drawers.portfolio}
        empty={w.empty}
        error={editor.errors.works}
        max={WORKS_MAX}
        addLabel={w.add}
        onAdd={() =>
          list.add({
            title: '',
            kind: 'document',
            client: '',
            year: '',
            pair: '',
            disciplineId: '',
            url: '',
            description: '',
          })
        }
        removeLabel={(e) => fmt(u.removeNamed, { name: e.title || w.untitled })}
        onRemove={list.remove}
      >
        {(e, i, key) => {
          const err = (f: string) => editor.errors[`works.${i}.${f}`];
          return (
            <>
              <TextField
                label={u.title}
                value={e.title}
                maxLength={SAMPLE_TITLE_MAX}
                error={err('title')}
                dir="auto"
                onChange={(ev) => list.change(key, { title: ev.target.value })}
              />
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <SelectField
                  label={w.kind}
                  value={e.kind}
                  options={kinds}
                  error={err('kind')}
                  onChange={(ev) => list.change(key, { kind: ev.target.value as Row['kind'] })}
                />
                <TextField
                  label={w.year}
                  value={e.year}
                  inputMode="numeric"
                  error={err('year')}
                  onChange={(ev) => list.change(key, { year: ev.target.value })}
                />
                <TextField
                  label={w.client}
                  value={e.client}
                  maxLength={CREDENTIAL_TEXT_MAX}
                  error={err('client')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { client: ev.target.value })}
                />
                <SelectField
                  label={u.pairOptional}
                  value={e.pair}
                  options={pairOptions}
                  error={err('pair')}
                  onChange={(ev) => list.change(key, { pair: ev.target.value })}
                />
                <SelectField
                  label={u.field}
                  value={e.disciplineId}
                  options={fields}
                  error={err('disciplineId')}
                  onChange={(ev) => list.change(key, { disciplineId: ev.target.value })}
                />
                <TextField
                  label={w.url}
                  value={e.url}
                  type="url"
                  dir="ltr"
                  maxLength={WEBSITE_URL_MAX}
                  error={err('url')}
                  onChange={(ev) => list.change(key, { url: ev.target.value })}
                />
              </div>
              <TextAreaField
                label={w.description}
                value={e.description}
                maxLength={WORK_DESCRIPTION_MAX}
                rows={2}
                error={err('description')}
                dir="auto"
                onChange={(ev) => list.change(key, { description: ev.target.value })}
              />
            </>
          );
        }}
      </EntryList>
    </EditDialog>
  );
}

/* ---------------- FAQ and its categories ---------------- */

type FaqDraft = FaqInput['categories'];
const faqDraftOf = (categories: FaqCategory[]): FaqDraft =>
  categories.map((c) => ({
    id: c.id,
    name: c.name,
    questions: c.questions.map((q) => ({ id: q.id, question: q.question, answer: q.answer })),
  }));

let lastQuestionKey = 0;
type QuestionDraft = { key: number; id?: number; question: string; answer: string };

/**
 * The FAQ's questions, one category at a time (spec §3 editFaq,
 * selectedCategoryForFaq). Edits in every category are kept while the drawer
 * is open and saved together.
 */
export function FaqEditor({ entityId, current }: { entityId: number; current: FaqCategory[] }) {
  const t = useT();
  const f = t.profileUpdater.faq;
  const editor = useProfileEditor({
    schema: (s) => s.faqInputSchema,
    method: 'PUT',
    url: `/next/api/user/faq?entityId=${entityId}`,
    saved: f.saved,
    failed: f.failed,
    drawer: useUpdaterDrawer('faq'),
  });
  const [selected, setSelected] = useState(0);
  const [questions, setQuestions] = useState<QuestionDraft[][]>(() =>
    current.map((c) => c.questions.map((q) => ({ key: ++lastQuestionKey, ...q }))),
  );
  const index = Math.min(selected, current.length - 1);
  const mine = questions[index] ?? [];
  const total = questions.reduce((n, list) => n + list.length, 0);
  const update = (change: (list: QuestionDraft[]) => QuestionDraft[]) =>
    setQuestions((all) => all.map((list, i) => (i === index ? change(list) : list)));
  const err = (i: number, field: string) => editor.errors[`categories.${index}.questions.${i}.${field}`];
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.faq}
      description={f.intro}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({
          categories: faqDraftOf(current).map((c, i) => ({
            ...c,
            questions: (questions[i] ?? []).map(({ key: _, ...q }) => q),
          })),
        })
      }
    >
      {index < 0 ? (
        <p className="text-sm text-muted">{f.needCategory}</p>
      ) : (
        <>
          <SelectField
            label={f.category}
            value={String(index)}
            options={current.map((c, i) => ({ value: String(i), label: c.name }))}
            onChange={(ev) => setSelected(Number(ev.target.value))}
          />
          <EntryList
            rows={mine.map((q) => ({ key: q.key, value: q }))}
            label={current[index]!.name}
            empty={f.empty}
            error={editor.errors[`categories.${index}.questions`] ?? editor.errors.categories}
            max={FAQ_QUESTIONS_MAX - total + mine.length}
            addLabel={f.add}
            onAdd={() => update((list) => [...list, { key: ++lastQuestionKey, question: '', answer: '' }])}
            removeLabel={(q) => fmt(t.updater.removeNamed, { name: q.question || f.untitled })}
            onRemove={(key) => update((list) => list.filter((q) => q.key !== key))}
          >
            {(q, i, key) => {
              const change = (patch: Partial<QuestionDraft>) =>
                update((list) => list.map((x) => (x.key === key ? { ...x, ...patch } : x)));
              return (
                <>
                  <TextField
                    label={f.question}
                    value={q.question}
                    maxLength={FAQ_QUESTION_MAX}
                    error={err(i, 'question')}
                    dir="auto"
                    onChange={(ev) => change({ question: ev.target.value })}
                  />
                  <TextAreaField
                    label={f.answer}
                    value={q.answer}
                    maxLength={FAQ_ANSWER_MAX}
                    rows={3}
                    error={err(i, 'answer')}
                    dir="auto"
                    onChange={(ev) => change({ answer: ev.target.value })}
                  />
                </>
              );
            }}
          </EntryList>
        </>
      )}
    </EditDialog>
  );
}

/** The FAQ's categories: named, ordered, removed with their questions. */
export function FaqCategoriesEditor({ entityId, current }: { entityId: number; current: FaqCategory[] }) {
  const t = useT();
  const c = t.profileUpdater.faqCategories;
  const editor = useProfileEditor({
    schema: (s) => s.faqInputSchema,
    method: 'PUT',
    url: `/next/api/user/faq?entityId=${entityId}`,
    saved: c.saved,
    failed: c.failed,
    drawer: useUpdaterDrawer('faq-categories'),
  });
  const list = useRows<FaqDraft[number]>(() => faqDraftOf(current));
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.faqCategories}
      description={c.intro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ categories: list.values })}
    >
      <EntryList
        rows={list.rows}
        label={t.profileUpdater.drawers.faqCategories}
        empty={c.empty}
        error={editor.errors.categories}
        max={FAQ_CATEGORIES_MAX}
        addLabel={c.add}
        onAdd={() => list.add({ name: '', questions: [] })}
        removeLabel={(x) => fmt(t.updater.removeNamed, { name: x.name || c.untitled })}
        onRemove={list.remove}
      >
        {(x, i, key) => (
          <>
            <TextField
              label={c.name}
              value={x.name}
              maxLength={FAQ_CATEGORY_MAX}
              error={editor.errors[`categories.${i}.name`] ?? editor.errors[`categories.${i}`]}
              dir="auto"
              onChange={(ev) => list.change(key, { name: ev.target.value })}
            />
            <p className="flex items-center justify-between gap-2 text-sm text-muted">
              {fmtCount(x.questions.length, c.questionsOne, c.questions, { n: x.questions.length })}
              {i > 0 && (
                <MoveUpButton label={fmt(c.moveUp, { name: x.name || c.untitled })} onClick={() => list.moveUp(key)} />
              )}
            </p>
          </>
        )}
      </EntryList>
      {list.rows.length > 0 && <p className="text-sm text-muted">{c.removeWarning}</p>}
    </EditDialog>
  );
}

/* ---------------- projects ---------------- */

export function ProjectsEditor({
  entityId,
  current,
  pairs,
}: {
  entityId: number;
  current: ProjectEntry[];
  pairs: LanguagePair[];
}) {
  const t = useT();
  const p = t.profileUpdater.projects;
  const u = t.updater;
  const names = useTaxonomyNames();
  const drawer = useUpdaterDrawer('projects');
  const editor = useProfileEditor({
    schema: (s) => s.projectsInputSchema,
    method: 'PUT',
    url: `/next/api/user/project-history?entityId=${entityId}`,
    saved: p.saved,
    failed: p.failed,
    drawer,
  });
  type Row = Omit<ProjectsInput['projects'][number], 'pair' | 'disciplineId' | 'volume'> & {
    pair: string;
    disciplineId: string;
    volume: string;
    confirmedBy: string | null;
  };
  const list = useRows<Row>(() =>
    current.map((e) => ({
      id: e.id,
      title: e.title,
      serviceId: e.serviceId,
      pair: e.pair ? pairKey(e.pair) : '',
      disciplineId: e.disciplineId === null ? '' : String(e.disciplineId),
      volume: String(e.volume),
      volumeUnit: (VOLUME_UNITS as readonly string[]).includes(e.volumeUnit)
        ? (e.volumeUnit as Row['volumeUnit'])
        : 'words',
      completedOn: e.completedOn.slice(0, 7),
      clientType: (CLIENT_TYPES as readonly string[]).includes(e.clientType)
        ? (e.clientType as Row['clientType'])
        : 'agency',
      confirmedBy: e.confirmed?.by ?? null,
    })),
  );
  const [requests, setRequests] = useState<ClientRequest[]>([]);
  useEffect(() => {
    if (!drawer.open) return;
    void browserGet(`/next/api/user/review-requests?entityId=${entityId}`).then((res) => {
      if (res.status === 200) setRequests((res.body as ReviewRequests).requests);
    });
  }, [drawer.open, entityId]);
  const pairOptions = [
    { value: '', label: u.noPair },
    ...pairOptionsOf(
      t,
      pairs,
      current.map((e) => e.pair),
    ),
  ];
  const fields = useDisciplineOptions(u.noField);
  const services = SERVICES.map((s) => ({ value: String(s.id), label: names.service(s.id, s.name) }));
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.drawers.projects}
      description={p.intro}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({
          projects: list.values.map(({ confirmedBy: _, ...e }) => ({
            ...e,
            pair: serviceType(e.serviceId) === 'pair' ? pairOf(e.pair) : null,
            disciplineId: e.disciplineId ? Number(e.disciplineId) : null,
            volume: numberOrNull(e.volume) ?? Number.NaN,
          })),
        })
      }
    >
      <EntryList
        rows={list.rows}
        label={t.profileUpdater.drawers.projects}
        empty={p.empty}
        error={editor.errors.projects}
        max={PROJECTS_MAX}
        addLabel={p.add}
        onAdd={() =>
          list.add({
            title: '',
            serviceId: 1,
            pair: pairOptions[1]?.value ?? '',
            disciplineId: '',
            volume: '',
            volumeUnit: 'words',
            completedOn: new Date().toISOString().slice(0, 7),
            clientType: 'agency',
            confirmedBy: null,
          })
        }
        removeLabel={(e) => fmt(u.removeNamed, { name: e.title || p.untitled })}
        onRemove={list.remove}
      >
        {(e, i, key) => {
          const err = (f: string) => editor.errors[`projects.${i}.${f}`];
          const pending = requests.find((r) => r.kind === 'project' && r.projectId === e.id && r.status === 'pending');
          return (
            <>
              <TextField
                label={u.title}
                value={e.title}
                maxLength={CREDENTIAL_TEXT_MAX}
                error={err('title')}
                dir="auto"
                onChange={(ev) => list.change(key, { title: ev.target.value })}
              />
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <SelectField
                  label={p.service}
                  value={String(e.serviceId)}
                  options={services}
                  error={err('serviceId')}
                  onChange={(ev) => list.change(key, { serviceId: Number(ev.target.value) })}
                />
                {serviceType(e.serviceId) === 'pair' && (
                  <SelectField
                    label={u.pair}
                    value={e.pair}
                    options={pairOptions}
                    error={err('pair')}
                    onChange={(ev) => list.change(key, { pair: ev.target.value })}
                  />
                )}
                <SelectField
                  label={u.field}
                  value={e.disciplineId}
                  options={fields}
                  error={err('disciplineId')}
                  onChange={(ev) => list.change(key, { disciplineId: ev.target.value })}
                />
                <SelectField
                  label={p.clientType}
                  value={e.clientType}
                  options={CLIENT_TYPES.map((c) => ({ value: c, label: p.clientTypes[c] }))}
                  error={err('clientType')}
                  onChange={(ev) => list.change(key, { clientType: ev.target.value as Row['clientType'] })}
                />
                <TextField
                  label={p.volume}
                  value={e.volume}
                  inputMode="numeric"
                  error={err('volume')}
                  onChange={(ev) => list.change(key, { volume: ev.target.value })}
                />
                <SelectField
                  label={p.unit}
                  value={e.volumeUnit}
                  options={VOLUME_UNITS.map((v) => ({ value: v, label: p.units[v] }))}
                  error={err('volumeUnit')}
                  onChange={(ev) => list.change(key, { volumeUnit: ev.target.value as Row['volumeUnit'] })}
                />
                <TextField
                  label={p.completedOn}
                  type="month"
                  value={e.completedOn}
                  error={err('completedOn')}
                  onChange={(ev) => list.change(key, { completedOn: ev.target.value })}
                />
              </div>
              {e.confirmedBy ? (
                <p className="inline-flex items-center gap-1 text-sm text-success">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {fmt(p.confirmedBy, { name: e.confirmedBy })}
                </p>
              ) : pending ? (
                <p className="text-sm text-muted">{fmt(p.pendingFor, { email: pending.clientEmail })}</p>
              ) : e.id === undefined ? (
                <p className="text-sm text-muted">{p.saveFirst}</p>
              ) : (
                <ConfirmationRequest
                  entityId={entityId}
                  projectId={e.id}
                  title={e.title}
                  onSent={(r) => setRequests((list) => [r, ...list])}
                />
              )}
            </>
          );
        }}
      </EntryList>
    </EditDialog>
  );
}

/** Asks the client of one saved project to confirm it, by email. */
function ConfirmationRequest({
  entityId,
  projectId,
  title,
  onSent,
}: {
  entityId: number;
  projectId: number;
  title: string;
  onSent: (request: ClientRequest) => void;
}) {
  const t = useT();
  const p = t.profileUpdater.projects;
  const r = t.profileUpdater.review;
  const [open, setOpen] = useState(false);
  const request = useClientRequest(
    `/next/api/user/project-history/confirmation?entityId=${entityId}`,
    { projectId },
    onSent,
  );
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {p.askConfirm}
      </Button>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
      <legend className="px-1 text-sm font-medium">{fmt(p.askTitle, { title })}</legend>
      <p className="text-sm text-muted">{p.askIntro}</p>
      <ClientFields form={request.form} errors={request.errors} onChange={request.onChange} />
      <ErrorLine text={request.errors.form} />
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        busy={request.busy}
        onClick={() => void request.send()}
      >
        {request.busy ? r.sending : r.send}
      </Button>
    </fieldset>
  );
}

const NO_CLIENT: ClientRequestInput = { clientName: '', clientEmail: '', message: '' };

/**
 * A request to a client, for a review or a project's confirmation: the form's state and its send,
 * checked with the server's schema (loaded at the first send), posted to `url` with `extra`, then
 * emptied for the next client.
 */
export function useClientRequest(url: string, extra: object, onSent: (request: ClientRequest) => void) {
  const t = useT();
  const [form, setForm] = useState(NO_CLIENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function send() {
    const schemas = await loadReviewSchemas();
    if (!schemas) return void toast.error(t.common.unexpectedError);
    const parsed = schemas.clientRequestInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), profileMessage(i.message, t)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const request = await sendJson<ClientRequest>('POST', url, { ...parsed.data, ...extra });
      toast.success(fmt(t.profileUpdater.review.sent, { email: request.clientEmail }));
      setForm(NO_CLIENT);
      onSent(request);
    } catch (err) {
      const message = requestError(err, t);
      setErrors({ form: message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }
  const onChange = (patch: Partial<ClientRequestInput>) => setForm((f) => ({ ...f, ...patch }));
  return { form, errors, busy, send, onChange };
}

/** Whom to ask: the client's name, address and a note, as review and confirmation requests both take them. */
export function ClientFields({
  form,
  errors,
  onChange,
}: {
  form: ClientRequestInput;
  errors: Record<string, string>;
  onChange: (patch: Partial<ClientRequestInput>) => void;
}) {
  const t = useT();
  const r = t.profileUpdater.review;
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={r.clientName}
          value={form.clientName}
          autoComplete="off"
          dir="auto"
          error={errors.clientName}
          onChange={(ev) => onChange({ clientName: ev.target.value })}
        />
        <TextField
          label={r.clientEmail}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={form.clientEmail}
          error={errors.clientEmail}
          onChange={(ev) => onChange({ clientEmail: ev.target.value })}
        />
      </div>
      <TextAreaField
        label={r.message}
        value={form.message}
        maxLength={REQUEST_MESSAGE_MAX}
        rows={2}
        dir="auto"
        error={errors.message}
        onChange={(ev) => onChange({ message: ev.target.value })}
      />
    </>
  );
}

/** A refused request in the member's language: the server's rules have their own words. */
export function requestError(err: unknown, t: ReturnType<typeof useT>): string {
  const e = t.profileUpdater.review.errors;
  if (!(err instanceof ApiError)) return t.profileUpdater.review.failed;
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  if (field) return profileMessage(field, t);
  const known: Record<string, string> = {
    'You already asked this client: their link is still valid': e.alreadyAsked,
    'You can send 10 requests a day: try again tomorrow': e.tooMany,
    'This project is already confirmed': e.confirmed,
  };
  return known[err.message] ?? t.profileUpdater.review.failed;
}
