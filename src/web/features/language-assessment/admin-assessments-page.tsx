/**
 * /admin/assessments: the assessors' queue. Staff grade each request (a pass at
 * 70 or more puts a verified credential on the member's profile) and see the
 * assessments passed and failed.
 */
import { useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import {
  ASSESSMENT_STATUSES,
  ASSESSMENTS_API,
  type Assessment,
  type AssessmentStatus,
  PASS_MARK,
} from '../../../contract/language-assessment.ts';
import { assessmentResultSchema } from '../../../contract/language-assessment-schemas.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireStaff } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { Link } from '../../ui/link.tsx';
import { pairLabel } from '../../ui/pair-label.ts';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { viewerContext } from '../../viewer.ts';
import { adminHandle } from '../admin/admin-layout.tsx';
import { checkForm, EditorModal, useEditor, useStaffCall } from '../admin/content-editor.tsx';

interface AssessmentsAdminData {
  status: AssessmentStatus;
  items: Assessment[];
  options: DirectoryOptions;
}

const statusOf = (value: string | null): AssessmentStatus =>
  (ASSESSMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as AssessmentStatus) : 'requested';

export const adminAssessmentsHandle = adminHandle((d) => d.admin.pages.assessments.title);

export async function adminAssessmentsLoader(args: LoaderFunctionArgs): Promise<AssessmentsAdminData> {
  requireStaff(args);
  const status = statusOf(new URL(args.request.url).searchParams.get('status'));
  const api = args.context.get(apiContext);
  const [list, options] = await Promise.all([
    api.get<{ items: Assessment[] }>(`${ASSESSMENTS_API}?status=${status}`),
    api.get<DirectoryOptions>(directoryOptionsPath(args.context.get(viewerContext).locale)),
  ]);
  return { status, items: list.items, options };
}

const BLANK = { passed: true, score: '', feedback: '' };

export function AdminAssessmentsPage() {
  const { status, items, options } = useLoaderData() as AssessmentsAdminData;
  const t = useT();
  const g = t.contentAdmin.assessments;
  const locale = useLocale();
  const [, setSearch] = useSearchParams();
  const call = useStaffCall();
  const editor = useEditor(BLANK);
  const [grading, setGrading] = useState<Assessment | null>(null);
  const names = useMemo(() => directoryNames(options), [options]);
  const pair = (a: Assessment) => pairLabel(t, names.language(a.sourceLang).name, names.language(a.targetLang).name);
  const tabs: Record<AssessmentStatus, string> = { requested: g.queue, passed: g.passed, failed: g.failed };
  const save = () =>
    editor.run(
      () => checkForm(assessmentResultSchema, editor.values, t),
      (data) => call('POST', `${ASSESSMENTS_API}/${grading?.id}/result`, data, g.graded),
    );
  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.assessments.title}</h1>
      <p className="mt-1 text-muted">{t.admin.pages.assessments.intro}</p>
      <div role="tablist" aria-label={t.admin.pages.assessments.title} className="mt-4 flex flex-wrap gap-2">
        {ASSESSMENT_STATUSES.map((s) => (
          <Button
            key={s}
            role="tab"
            aria-selected={s === status}
            variant={s === status ? 'primary' : 'secondary'}
            onClick={() => setSearch(s === 'requested' ? {} : { status: s })}
          >
            {tabs[s]}
          </Button>
        ))}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">{t.contentAdmin.empty}</p>
      ) : (
        <TableScroll label={t.admin.pages.assessments.title} className="mt-6">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-start">
                <th className="p-2 text-start">{g.member}</th>
                <th className="p-2 text-start">{g.pair}</th>
                <th className="p-2 text-start">{g.requestedOn}</th>
                <th className="p-2 text-start">{status === 'requested' ? g.grade : g.scoreColumn}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id} className="border-b border-line">
                  <td className="p-2">
                    <Link to={`/profile/${a.entityId}`}>
                      <UserText text={a.name} />
                    </Link>
                  </td>
                  <td className="p-2">{pair(a)}</td>
                  <td className="p-2">{formatDate(a.requestedAt, locale)}</td>
                  <td className="p-2">
                    {a.status === 'requested' ? (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setGrading(a);
                          editor.open(a.id, BLANK);
                        }}
                      >
                        {g.grade}
                      </Button>
                    ) : (
                      a.score
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <EditorModal
        open={editor.editing !== null}
        title={grading ? fmt(g.gradeTitle, { name: grading.name, pair: pair(grading) }) : g.grade}
        busy={editor.busy}
        onClose={editor.close}
        onSubmit={save}
      >
        <TextField
          label={g.score}
          inputMode="numeric"
          value={editor.values.score}
          onChange={(e) => {
            const score = e.target.value;
            // The outcome follows the score: 70 or more is a pass.
            editor.setValues((v) => ({ ...v, score, passed: Number(score) >= PASS_MARK }));
          }}
          error={editor.errors.score}
        />
        <p className="text-sm">
          {editor.values.score === ''
            ? ''
            : editor.values.passed
              ? t.assessment.statuses.passed
              : t.assessment.statuses.failed}
        </p>
        <TextAreaField
          label={g.feedback}
          value={editor.values.feedback}
          onChange={editor.set('feedback')}
          error={editor.errors.feedback}
          rows={4}
        />
      </EditorModal>
    </>
  );
}
