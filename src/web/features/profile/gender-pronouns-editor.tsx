import { useId, useState } from 'react';
import type { GenderPronounsData } from '../../../contract/profile.ts';
import { GENDERS } from '../../../contract/profile-input.ts';
import { useT } from '../../i18n.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EditDialog, useProfileEditor } from './edit-dialog.tsx';

const SUGGESTED_PRONOUNS = ['she/her', 'he/him', 'they/them'];

/** The owner's gender and pronouns (spec §2.14), saved with the spec's two messages (§8). */
export function GenderPronounsEditor({ current }: { current: GenderPronounsData | null }) {
  const t = useT();
  const { open, setOpen, errors, saving, save } = useProfileEditor({
    schema: (s) => s.genderPronounsSchema,
    method: 'POST',
    url: '/next/api/user/gender-pronouns',
    saved: t.profile.genderPronounsSaved,
    failed: t.profile.genderPronounsFailed,
  });
  const [gender, setGender] = useState<GenderPronounsData['gender']>(current?.gender ?? '');
  const [genderCustom, setGenderCustom] = useState(current?.genderCustom ?? '');
  const [pronouns, setPronouns] = useState(current?.pronouns ?? '');
  const selectId = useId();
  const listId = useId();

  return (
    <EditDialog
      open={open}
      onOpenChange={setOpen}
      trigger={t.profile.editGenderPronouns}
      title={t.profile.genderPronounsTitle}
      description={t.profile.genderPronounsIntro}
      saving={saving}
      onSubmit={() => void save({ gender, genderCustom, pronouns })}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t.profile.genderLabel}
        </label>
        <select
          id={selectId}
          value={gender}
          onChange={(e) => setGender(e.target.value as GenderPronounsData['gender'])}
          className="rounded-card border border-line bg-surface px-3 py-2 text-base text-fg"
        >
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g ? t.profile.genders[g] : t.profile.genderUnset}
            </option>
          ))}
        </select>
      </div>
      {gender === 'self_described' && (
        <TextField
          label={t.profile.genderCustomLabel}
          value={genderCustom}
          maxLength={40}
          onChange={(e) => setGenderCustom(e.target.value)}
          error={errors.genderCustom}
        />
      )}
      <TextField
        label={t.profile.pronounsLabel}
        hint={t.profile.pronounsHint}
        value={pronouns}
        maxLength={40}
        list={listId}
        onChange={(e) => setPronouns(e.target.value)}
        error={errors.pronouns}
      />
      <datalist id={listId}>
        {SUGGESTED_PRONOUNS.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
    </EditDialog>
  );
}
