/**
 * Who the member is, as they edit it: the photo, the account type, and the
 * contact details with the time zone. The photo goes up as a file; the server
 * re-encodes it (contract/photos.ts).
 */
import { Camera, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '../../../contract/photos.ts';
import { CONTACT_FIELDS, type ContactDetails, type ContactField } from '../../../contract/privacy.ts';
import type { ProfileMember } from '../../../contract/profile.ts';
import type { ContactInput } from '../../../contract/profile-input.ts';
import { ACCOUNT_TYPES, type AccountType } from '../../../contract/taxonomy.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmtCount } from '../../../i18n/types.ts';
import { ApiError, sendFile, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { useCountryOptions } from '../../ui/country-options.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { FileField, TextField } from '../../ui/text-field.tsx';
import { timeZoneOptions } from '../../ui/time-zone-options.ts';
import { toast } from '../../ui/toast.tsx';
import { EditDialog, useProfileEditor } from './edit-dialog.tsx';

export function AccountTypeEditor({ entityId, current }: { entityId: number; current: AccountType }) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.accountTypeInputSchema,
    method: 'PUT',
    url: `/next/api/user/account-type?entityId=${entityId}`,
    saved: u.accountType.saved,
    failed: u.accountType.failed,
  });
  const [accountType, setAccountType] = useState(current);
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.accountType.edit}
      title={u.accountType.title}
      description={u.accountType.intro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ accountType })}
    >
      <AccountTypeChoice value={accountType} onChange={setAccountType} />
    </EditDialog>
  );
}

/** The five account types as radio cards, each with what it means. */
export function AccountTypeChoice({ value, onChange }: { value: AccountType; onChange: (type: AccountType) => void }) {
  const t = useT();
  const u = t.updater;
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{u.accountType.title}</legend>
      {ACCOUNT_TYPES.map((type) => (
        <label
          key={type}
          className="flex cursor-pointer gap-3 rounded-card border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-2"
        >
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className="mt-1"
          />
          <span>
            <span className="block font-medium">{t.taxonomy.accountTypes[type]}</span>
            <span className="block text-sm text-muted">{u.accountType.descriptions[type]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Every contact detail the form sends (the privacy settings' fields and the time zone), empty. */
function emptyContact(): ContactInput {
  const fields: readonly (ContactField | 'timezone')[] = [...CONTACT_FIELDS, 'timezone'];
  return Object.fromEntries(fields.map((k) => [k, ''])) as Record<ContactField | 'timezone', string>;
}

const CONTACT_TEXT_FIELDS = [
  ['agency_name', 'organization'],
  ['region', 'address-level1'],
  ['city', 'address-level2'],
  ['address', 'street-address'],
  ['postal_code', 'postal-code'],
  ['phone', 'tel'],
  ['fax', 'off'],
  ['skype', 'off'],
  ['email', 'email'],
  ['website', 'url'],
] as const;

export function ContactEditor({
  entityId,
  current,
  timezone,
}: {
  entityId: number;
  current: ContactDetails;
  timezone: string;
}) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.contactInputSchema,
    method: 'PUT',
    url: `/next/api/user/contact?entityId=${entityId}`,
    saved: u.contact.saved,
    failed: u.contact.failed,
  });
  const [value, setValue] = useState<ContactInput>(() => ({
    ...emptyContact(),
    ...current,
    timezone,
  }));
  const set = (key: keyof ContactInput) => (ev: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValue((v) => ({ ...v, [key]: ev.target.value }));
  const countries = useCountryOptions();
  const zones = useMemo(timeZoneOptions, []);
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.contact.edit}
      title={u.contact.title}
      description={u.contact.intro}
      saving={editor.saving}
      wide
      onSubmit={() => void editor.save(value)}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={u.contact.fields.country_code}
          value={value.country_code}
          options={[{ value: '', label: u.contact.none }, ...countries]}
          error={editor.errors.country_code}
          autoComplete="country"
          onChange={set('country_code')}
        />
        <SelectField
          label={u.contact.fields.timezone}
          value={value.timezone}
          options={[{ value: '', label: u.contact.none }, ...zones]}
          error={editor.errors.timezone}
          onChange={set('timezone')}
        />
        {CONTACT_TEXT_FIELDS.map(([key, autoComplete]) => (
          <TextField
            key={key}
            className={key === 'agency_name' || key === 'address' ? 'sm:col-span-2' : ''}
            label={u.contact.fields[key]}
            value={value[key]}
            autoComplete={autoComplete}
            {...(key === 'email' ? { type: 'email', dir: 'ltr' } : {})}
            {...(key === 'website' ? { type: 'url', dir: 'ltr', placeholder: 'https://' } : {})}
            {...(key === 'phone' || key === 'fax' ? { type: 'tel', dir: 'ltr' } : {})}
            error={editor.errors[key]}
            onChange={set(key)}
          />
        ))}
      </div>
      <p className="text-sm text-muted">{u.contact.privacyNote}</p>
    </EditDialog>
  );
}

const PHOTO_ERROR_KEYS = {
  [PHOTO_MESSAGES.type]: 'type',
  [PHOTO_MESSAGES.size]: 'size',
  [PHOTO_MESSAGES.small]: 'small',
  [PHOTO_MESSAGES.pixels]: 'pixels',
  [PHOTO_MESSAGES.unreadable]: 'unreadable',
  'Request body is too large': 'size',
} as const;

/** What a refused upload tells the member, in their words. */
function photoError(err: unknown, t: Dictionary): string {
  const u = t.updater.photo.errors;
  if (!(err instanceof ApiError)) return t.common.unexpectedError;
  // The hourly limit (decision 123): how long to wait, in whole minutes.
  if (err.status === 429) {
    const n = Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60));
    return fmtCount(n, u.tooManyOne, u.tooMany, { n });
  }
  return Object.hasOwn(PHOTO_ERROR_KEYS, err.message)
    ? u[PHOTO_ERROR_KEYS[err.message as keyof typeof PHOTO_ERROR_KEYS]]
    : t.common.unexpectedError;
}

/** The photo: choose a file, see it, save it (or remove the one there is). */
export function PhotoEditor({ member }: { member: Pick<ProfileMember, 'entityId' | 'name' | 'imageUrl'> }) {
  const t = useT();
  const u = t.updater.photo;
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const url = `/next/api/user/photo?entityId=${member.entityId}`;

  function reset(next: boolean) {
    setOpen(next);
    setFile(null);
    setPreview(null);
    setError('');
  }

  function choose(ev: ChangeEvent<HTMLInputElement>) {
    const chosen = ev.target.files?.[0] ?? null;
    setError('');
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(chosen.type)) return setError(u.errors.type);
    if (chosen.size > PHOTO_MAX_BYTES) return setError(u.errors.size);
    setFile(chosen);
    // A data: address, which the pages' Content-Security-Policy allows for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => setPreview(String(reader.result));
    reader.readAsDataURL(chosen);
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      reset(false);
      await revalidator.revalidate();
    } catch (err) {
      setError(photoError(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          <Camera aria-hidden="true" className="size-4" />
          {member.imageUrl ? u.change : u.add}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-canvas/80 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-[10vh] z-50 mx-auto max-w-md rounded-card border border-line bg-surface p-6 text-fg shadow-lg focus:outline-none">
          <Dialog.Title className="text-xl font-semibold">{u.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{u.intro}</Dialog.Description>
          <div className="mt-4 flex flex-col items-center gap-4">
            <Avatar name={member.name} photoUrl={member.imageUrl} size="editor" src={preview} />
            {preview && <p className="sr-only">{u.previewAlt}</p>}
            <FileField
              label={u.choose}
              hint={u.hint}
              error={error || undefined}
              accept={PHOTO_TYPES.join(',')}
              onChange={choose}
              className="w-full"
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-between gap-2">
            {member.imageUrl ? (
              <Button variant="danger" busy={busy} onClick={() => void run(() => sendJson('DELETE', url), u.removed)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {u.remove}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t.privacy.cancel}</Button>
              </Dialog.Close>
              <Button
                busy={busy}
                disabled={!file}
                onClick={() => file && void run(() => sendFile('PUT', url, file), u.saved)}
              >
                {busy ? t.privacy.saving : u.save}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
