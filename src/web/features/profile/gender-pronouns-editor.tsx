import { Pencil, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { GENDERS, type GenderPronounsData, genderPronounsSchema } from '../../../contract/profile.ts';
import { sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

const SUGGESTED_PRONOUNS = ['she/her', 'he/him', 'they/them'];

/** The owner's gender and pronouns (spec §2.14), saved with the spec's two messages (§8). */
export function GenderPronounsEditor({ current }: { current: GenderPronounsData | null }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [gender, setGender] = useState<GenderPronounsData['gender']>(current?.gender ?? '');
  const [genderCustom, setGenderCustom] = useState(current?.genderCustom ?? '');
  const [pronouns, setPronouns] = useState(current?.pronouns ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const selectId = useId();
  const listId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = genderPronounsSchema.safeParse({ gender, genderCustom, pronouns });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await sendJson('POST', '/next/api/user/gender-pronouns', parsed.data);
      toast.success(t.profile.genderPronounsSaved);
      setOpen(false);
      await revalidator.revalidate();
    } catch {
      toast.error(t.profile.genderPronounsFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="px-3 py-1.5">
          <Pencil aria-hidden="true" className="size-4" />
          {t.profile.editGenderPronouns}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-canvas/80 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-[12vh] z-50 mx-auto max-w-md rounded-card border border-line bg-surface p-6 text-fg shadow-lg focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{t.profile.genderPronounsTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={t.privacy.close}
              className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-card text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">{t.profile.genderPronounsIntro}</Dialog.Description>
          <form noValidate onSubmit={save} className="mt-4 flex flex-col gap-4">
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
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t.privacy.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {saving ? t.privacy.saving : t.profile.save}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
