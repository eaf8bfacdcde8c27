/** /admin/pro-bono: staff post non-profits' projects for volunteers, and remove them. */
import { useMemo } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { COMMUNITIES_API, type Community, PRO_BONO_API } from '../../../contract/communities.ts';
import { proBonoInputSchema } from '../../../contract/communities-schemas.ts';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireStaff } from '../../require-signed-in.ts';
import { directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { pairLabel } from '../../ui/pair-label.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { viewerContext } from '../../viewer.ts';
import { adminHandle } from '../admin/admin-layout.tsx';
import { checkForm, EditorModal, ItemTable, useEditor, useStaffCall } from '../admin/content-editor.tsx';

interface ProBonoAdminData {
  projects: Community['projects'];
  options: DirectoryOptions;
}

export const adminProBonoHandle = adminHandle((d) => d.admin.pages.proBono.title);

export async function adminProBonoLoader(args: LoaderFunctionArgs): Promise<ProBonoAdminData> {
  requireStaff(args);
  const api = args.context.get(apiContext);
  const [community, options] = await Promise.all([
    api.get<Community>(`${COMMUNITIES_API}/pro-bono`),
    api.get<DirectoryOptions>(directoryOptionsPath(args.context.get(viewerContext).locale)),
  ]);
  return { projects: community.projects, options };
}

const BLANK = {
  title: '',
  organisation: '',
  description: '',
  sourceLang: '',
  targetLang: '',
  volunteersNeeded: '2',
  deadline: '',
};

export function AdminProBonoPage() {
  const { projects, options } = useLoaderData() as ProBonoAdminData;
  const t = useT();
  const a = t.contentAdmin;
  const f = a.fields;
  const locale = useLocale();
  const call = useStaffCall();
  const editor = useEditor(BLANK);
  const { values, errors } = editor;
  const names = useMemo(() => directoryNames(options), [options]);
  const languages = useMemo(
    () => [
      { value: '', label: '—' },
      ...[...options.languages]
        .sort((x, y) => x.name.localeCompare(y.name))
        .map((l) => ({ value: l.iso3, label: l.name })),
    ],
    [options],
  );
  const save = () =>
    editor.run(
      () => checkForm(proBonoInputSchema, { ...values, deadline: values.deadline || null }, t),
      (data) => call('POST', PRO_BONO_API, data),
    );
  return (
    <>
      <ItemTable
        title={t.admin.pages.proBono.title}
        intro={t.admin.pages.proBono.intro}
        addLabel={a.proBono.new}
        items={projects}
        name={(p) => p.title}
        details={(p) => (
          <>
            {p.organisation} · {pairLabel(t, names.language(p.sourceLang).name, names.language(p.targetLang).name)} ·{' '}
            {fmt(a.proBono.volunteers, { taken: p.volunteers.length, needed: p.volunteersNeeded })}
            {p.deadline && ` · ${formatDate(p.deadline, locale)}`}
          </>
        )}
        view={() => '/community/wordhive-pro-bono'}
        onAdd={() => editor.open('new', BLANK)}
        deletePath={(p) => `${PRO_BONO_API}/${p.id}`}
      />
      <EditorModal
        open={editor.editing !== null}
        title={a.proBono.new}
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
        <TextField
          label={f.organisation}
          value={values.organisation}
          onChange={editor.set('organisation')}
          error={errors.organisation}
        />
        <TextAreaField
          label={f.description}
          value={values.description}
          onChange={editor.set('description')}
          error={errors.description}
          rows={4}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={f.source}
            value={values.sourceLang}
            onChange={editor.set('sourceLang')}
            error={errors.sourceLang}
            options={languages}
          />
          <SelectField
            label={f.target}
            value={values.targetLang}
            onChange={editor.set('targetLang')}
            error={errors.targetLang}
            options={languages}
          />
          <TextField
            label={f.volunteersNeeded}
            inputMode="numeric"
            value={values.volunteersNeeded}
            onChange={editor.set('volunteersNeeded')}
            error={errors.volunteersNeeded}
          />
          <TextField
            label={f.deadline}
            type="date"
            value={values.deadline}
            onChange={editor.set('deadline')}
            error={errors.deadline}
          />
        </div>
      </EditorModal>
    </>
  );
}
