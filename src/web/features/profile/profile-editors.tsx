/**
 * What the owner (or an admin, or a pseudo session) writes on the profile:
 * the introduction, language pairs, services, known languages, fields and
 * software. Each opens from its section in
 * edit mode, is checked with the zod schema the server uses, and saves to
 * `PUT /next/api/user/{group}?entityId=…`.
 */
import { ArrowUp, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type {
  FieldCategoryEntry,
  KnownLanguage,
  LanguagePair,
  ServiceEntry,
  SoftwareEntry,
  WebsiteEntry,
} from '../../../contract/profile.ts';
import {
  type About,
  AVAILABILITIES,
  BACK_ON_DAYS_MAX,
  BIO_MAX,
  HEADLINE_MAX,
  isWebsiteKind,
  KNOWN_LANGUAGES_MAX,
  type KnownLanguagesInput,
  PAIRS_MAX,
  type PairsInput,
  PROFICIENCIES,
  SPECIALTIES_MAX,
  WEBSITE_KINDS,
  WEBSITE_LABEL_MAX,
  WEBSITE_URL_MAX,
  WEBSITES_MAX,
  type WebsiteKind,
} from '../../../contract/profile-input.ts';
import { FIELD_CATEGORIES, SERVICES, SOFTWARES, serviceType } from '../../../contract/taxonomy.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet } from '../../api-client.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { languageNamesOf, pairLabel } from '../../ui/pair-label.ts';
import { SearchableSelect, type SelectOption } from '../../ui/searchable-select.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { EditDialog, useProfileEditor } from './edit-dialog.tsx';
import { EntryList, ErrorLine, RemoveButton, useRows } from './entry-list.tsx';
import { loadInputSchemas } from './load-schemas.ts';
import { profileMessage } from './profile-messages.ts';
import { useTaxonomyNames } from './profile-ui.tsx';

type Proficiency = (typeof PROFICIENCIES)[number];

const selectBase = 'rounded-card border border-line-strong bg-surface px-3 text-fg';
const selectClass = `${selectBase} py-2 text-base`;
/** Within a row of the language list: a size of its own, not a second padding beside the first. */
const compactSelectClass = `${selectBase} py-1 text-sm`;

/** The day `days` after today (UTC, as the server counts), as a date field writes it. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `current.availability` is the member's as stored; anything unknown starts the form at 'available'. */
export function AboutEditor({
  entityId,
  current,
}: {
  entityId: number;
  current: Omit<About, 'availability'> & { availability: string };
}) {
  const t = useT();
  const e = t.profile.editing;
  const editor = useProfileEditor({
    schema: (s) => s.aboutSchema,
    method: 'PUT',
    url: `/next/api/user/about?entityId=${entityId}`,
    saved: e.aboutSaved,
    failed: e.aboutFailed,
  });
  const [headline, setHeadline] = useState(current.headline);
  const [bio, setBio] = useState(current.bio);
  const [years, setYears] = useState(current.yearsExperience === null ? '' : String(current.yearsExperience));
  const [availability, setAvailability] = useState<About['availability']>(
    AVAILABILITIES.find((a) => a === current.availability) ?? 'available',
  );
  const [backOn, setBackOn] = useState(current.backOn ?? '');
  const availabilityId = useId();
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editAbout}
      title={e.aboutTitle}
      description={e.aboutIntro}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({
          headline,
          bio,
          // An empty box means "not said"; anything else goes to the schema as typed, to be refused if not a number.
          yearsExperience: years.trim() === '' ? null : Number(years),
          availability,
          backOn: availability === 'available' || backOn === '' ? null : backOn,
        })
      }
    >
      <TextField
        label={e.headline}
        hint={e.headlineHint}
        value={headline}
        maxLength={HEADLINE_MAX}
        onChange={(ev) => setHeadline(ev.target.value)}
        error={editor.errors.headline}
        dir="auto"
      />
      <TextAreaField
        label={e.bio}
        value={bio}
        maxLength={BIO_MAX}
        rows={6}
        onChange={(ev) => setBio(ev.target.value)}
        error={editor.errors.bio}
        dir="auto"
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={e.years}
          inputMode="numeric"
          value={years}
          onChange={(ev) => setYears(ev.target.value)}
          error={editor.errors.yearsExperience}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={availabilityId} className="text-sm font-medium">
            {e.availability}
          </label>
          <select
            id={availabilityId}
            value={availability}
            onChange={(ev) => setAvailability(ev.target.value as About['availability'])}
            className={selectClass}
          >
            {AVAILABILITIES.map((a) => (
              <option key={a} value={a}>
                {t.directory.availability[a]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {availability !== 'available' && (
        <TextField
          label={e.backOn}
          hint={e.backOnHint}
          type="date"
          min={daysFromToday(1)}
          max={daysFromToday(BACK_ON_DAYS_MAX)}
          value={backOn}
          onChange={(ev) => setBackOn(ev.target.value)}
          error={editor.errors.backOn}
        />
      )}
    </EditDialog>
  );
}

/** Every language, the widely used ones first, named in the interface language; loaded when the editor opens. */
function useLanguageOptions(load: boolean): SelectOption[] {
  const locale = useLocale();
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    if (!load || options.length) return;
    browserGet(`/next/api/languages?lang=${locale}`).then((res) => {
      if (res.status !== 200) return;
      const list = (res.body as { languages: { iso3: string; name: string; common: boolean }[] }).languages;
      const sorted = [...list.filter((l) => l.common), ...list.filter((l) => !l.common)];
      setOptions(sorted.map((l) => ({ value: l.iso3, label: l.name, keywords: l.iso3 })));
    });
  }, [load, locale, options.length]);
  return options;
}

export function PairsEditor({ entityId, current }: { entityId: number; current: LanguagePair[] }) {
  const t = useT();
  const e = t.profile.editing;
  const editor = useProfileEditor({
    schema: (s) => s.pairsInputSchema,
    method: 'PUT',
    url: `/next/api/user/pairs?entityId=${entityId}`,
    saved: e.pairsSaved,
    failed: e.pairsFailed,
  });
  const [pairs, setPairs] = useState<PairsInput['pairs']>(current.map(({ source, target }) => ({ source, target })));
  const listError = editor.errors.pairs ?? Object.entries(editor.errors).find(([k]) => k.startsWith('pairs.'))?.[1];
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editPairs}
      title={e.pairsTitle}
      description={e.pairsIntro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ pairs })}
    >
      <PairListField pairs={pairs} onChange={setPairs} known={current} load={editor.open} error={listError} />
    </EditDialog>
  );
}

/**
 * The member's pairs in order, each movable up and removable, and a row to add
 * one: used by the pairs editor and the onboarding. `known` names pairs the
 * page already has, until the language list has loaded.
 */
export function PairListField({
  pairs,
  onChange,
  known,
  load,
  error,
}: {
  pairs: PairsInput['pairs'];
  onChange: (pairs: PairsInput['pairs']) => void;
  known: LanguagePair[];
  /** Whether to load the language list (the editor is open). */
  load: boolean;
  error: string | undefined;
}) {
  const t = useT();
  const e = t.profile.editing;
  const f = t.directory.filters;
  const [addError, setAddError] = useState('');
  const [added, setAdded] = useState(0);
  const options = useLanguageOptions(load);
  const names = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const knownNames = languageNamesOf(known);
  const nameOf = (code: string) => names.get(code) ?? knownNames.get(code) ?? code;
  const label = (p: { source: string; target: string }) => pairLabel(t, nameOf(p.source), nameOf(p.target));

  async function add(form: HTMLFormElement | null) {
    if (!form) return;
    const data = new FormData(form);
    const pair = { source: String(data.get('pair-source') ?? ''), target: String(data.get('pair-target') ?? '') };
    if (!pair.source || !pair.target) return setAddError(e.chooseBoth);
    const schemas = await loadInputSchemas();
    if (!schemas) return setAddError(t.common.unexpectedError);
    const checked = schemas.pairsInputSchema.safeParse({ pairs: [...pairs, pair] });
    if (!checked.success) return setAddError(profileMessage(checked.error.issues[0]!.message, t));
    setAddError('');
    onChange(checked.data.pairs);
    setAdded((n) => n + 1);
  }

  const move = (i: number) => onChange([...pairs.slice(0, i - 1), pairs[i]!, pairs[i - 1]!, ...pairs.slice(i + 1)]);

  return (
    <>
      {pairs.length === 0 ? (
        <p className="text-sm text-muted">{e.noPairs}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={e.pairsTitle}>
          {pairs.map((p, i) => (
            <li
              key={`${p.source}>${p.target}`}
              className="flex items-center gap-2 rounded-card border border-line px-3 py-2"
            >
              <span className="min-w-0 flex-1 truncate">
                {label(p)}
                {i === 0 && <span className="ms-2 text-xs text-muted">{e.mainPair}</span>}
              </span>
              {i > 0 && (
                <button
                  type="button"
                  onClick={() => move(i)}
                  aria-label={fmt(e.moveUp, { pair: label(p) })}
                  className="inline-flex size-8 items-center justify-center rounded hover:bg-surface-2"
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
              )}
              <RemoveButton
                label={fmt(e.removePair, { pair: label(p) })}
                onClick={() => onChange(pairs.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ol>
      )}
      <ErrorLine text={error} />
      {pairs.length < PAIRS_MAX && (
        <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-medium">{e.addPair}</legend>
          <div key={added} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SearchableSelect
              name="pair-source"
              label={f.source}
              options={options}
              value={undefined}
              emptyLabel={e.chooseLanguage}
              placeholder={f.languagePlaceholder}
              noMatch={f.noLanguage}
              clearLabel={f.clearField}
            />
            <SearchableSelect
              name="pair-target"
              label={f.target}
              options={options}
              value={undefined}
              emptyLabel={e.chooseLanguage}
              placeholder={f.languagePlaceholder}
              noMatch={f.noLanguage}
              clearLabel={f.clearField}
            />
          </div>
          <ErrorLine text={addError} />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={(ev) => void add(ev.currentTarget.form)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {e.addPair}
          </Button>
        </fieldset>
      )}
    </>
  );
}

export function KnownLanguagesEditor({ entityId, current }: { entityId: number; current: KnownLanguage[] }) {
  const t = useT();
  const e = t.profile.editing;
  const f = t.directory.filters;
  const editor = useProfileEditor({
    schema: (s) => s.knownLanguagesInputSchema,
    method: 'PUT',
    url: `/next/api/user/known-languages?entityId=${entityId}`,
    saved: e.languagesSaved,
    failed: e.languagesFailed,
  });
  const [languages, setLanguages] = useState<KnownLanguagesInput['languages']>(
    current.map(({ language, proficiency }) => ({
      language,
      proficiency: PROFICIENCIES.find((p) => p === proficiency) ?? 'fluent',
    })),
  );
  const [addError, setAddError] = useState('');
  const [added, setAdded] = useState(0);
  const options = useLanguageOptions(editor.open);
  const names = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const known = new Map(current.map((l) => [l.language, l.name]));
  const nameOf = (code: string) => names.get(code) ?? known.get(code) ?? code;
  const levelId = useId();
  const listError = Object.entries(editor.errors).find(([k]) => k.startsWith('languages'))?.[1];

  async function add(form: HTMLFormElement | null) {
    if (!form) return;
    const data = new FormData(form);
    const entry = {
      language: String(data.get('known-language') ?? ''),
      proficiency: String(data.get('known-level') ?? 'fluent') as Proficiency,
    };
    if (!entry.language) return setAddError(e.chooseLanguage);
    const schemas = await loadInputSchemas();
    if (!schemas) return setAddError(t.common.unexpectedError);
    const checked = schemas.knownLanguagesInputSchema.safeParse({ languages: [...languages, entry] });
    if (!checked.success) return setAddError(profileMessage(checked.error.issues[0]!.message, t));
    setAddError('');
    setLanguages(checked.data.languages);
    setAdded((n) => n + 1);
  }

  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editLanguages}
      title={e.languagesTitle}
      description={e.languagesIntro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ languages })}
    >
      {languages.length === 0 ? (
        <p className="text-sm text-muted">{e.noLanguages}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={e.languagesTitle}>
          {languages.map((l, i) => (
            <li key={l.language} className="flex items-center gap-2 rounded-card border border-line px-3 py-2">
              <span className="min-w-0 flex-1 truncate">{nameOf(l.language)}</span>
              <select
                aria-label={fmt(e.levelOf, { language: nameOf(l.language) })}
                value={l.proficiency}
                onChange={(ev) =>
                  setLanguages((list) =>
                    list.map((x, j) => (j === i ? { ...x, proficiency: ev.target.value as Proficiency } : x)),
                  )
                }
                className={compactSelectClass}
              >
                {PROFICIENCIES.map((p) => (
                  <option key={p} value={p}>
                    {t.profile.proficiency[p]}
                  </option>
                ))}
              </select>
              <RemoveButton
                label={fmt(e.removeLanguage, { language: nameOf(l.language) })}
                onClick={() => setLanguages((list) => list.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
      <ErrorLine text={listError} />
      {languages.length < KNOWN_LANGUAGES_MAX && (
        <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-medium">{e.addLanguage}</legend>
          <div key={added} className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
            <SearchableSelect
              name="known-language"
              label={e.language}
              options={options}
              value={undefined}
              emptyLabel={e.chooseLanguage}
              placeholder={f.languagePlaceholder}
              noMatch={f.noLanguage}
              clearLabel={f.clearField}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={levelId} className="text-sm font-medium">
                {e.level}
              </label>
              <select id={levelId} name="known-level" defaultValue="fluent" className={selectClass}>
                {PROFICIENCIES.map((p) => (
                  <option key={p} value={p}>
                    {t.profile.proficiency[p]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ErrorLine text={addError} />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={(ev) => void add(ev.currentTarget.form)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {e.addLanguage}
          </Button>
        </fieldset>
      )}
    </EditDialog>
  );
}

export function FieldsEditor({ entityId, current }: { entityId: number; current: FieldCategoryEntry[] }) {
  const t = useT();
  const e = t.profile.editing;
  const names = useTaxonomyNames();
  const editor = useProfileEditor({
    schema: (s) => s.fieldsInputSchema,
    method: 'PUT',
    url: `/next/api/user/field-of-expertise?entityId=${entityId}`,
    saved: e.fieldsSaved,
    failed: e.fieldsFailed,
  });
  // Chosen fields: discipline id → whether it is a main field.
  const [chosen, setChosen] = useState(
    () => new Map(current.flatMap((c) => c.disciplines.map((d) => [d.id, d.specialty] as const))),
  );
  const mainCount = [...chosen.values()].filter(Boolean).length;
  const toggle = (id: number, on: boolean) =>
    setChosen((map) => {
      const next = new Map(map);
      if (on) next.set(id, false);
      else next.delete(id);
      return next;
    });
  const setMain = (id: number, main: boolean) => setChosen((map) => new Map(map).set(id, main));
  const error = Object.entries(editor.errors).find(([k]) => k.startsWith('fields'))?.[1];

  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editFields}
      title={e.fieldsTitle}
      description={fmt(e.fieldsIntro, { n: SPECIALTIES_MAX })}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({ fields: [...chosen].map(([disciplineId, specialty]) => ({ disciplineId, specialty })) })
      }
    >
      <ErrorLine text={error} />
      {FIELD_CATEGORIES.map((category) => (
        <fieldset key={category.key} className="flex flex-col gap-1 rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{names.category(category.key, category.name)}</legend>
          {category.disciplines.map((d) => {
            const name = names.discipline(d.id, d.name);
            const isChosen = chosen.has(d.id);
            const isMain = chosen.get(d.id) === true;
            return (
              <div key={d.id} className="flex flex-wrap items-center justify-between gap-x-3">
                <label className="flex items-center gap-2 py-1">
                  <input type="checkbox" checked={isChosen} onChange={(ev) => toggle(d.id, ev.target.checked)} />
                  {name}
                </label>
                {isChosen && (
                  <label className="ms-auto flex items-center gap-2 py-1 text-sm text-muted">
                    <input
                      type="checkbox"
                      checked={isMain}
                      disabled={!isMain && mainCount >= SPECIALTIES_MAX}
                      onChange={(ev) => setMain(d.id, ev.target.checked)}
                      aria-label={fmt(e.mainFieldOf, { field: name })}
                    />
                    {e.mainField}
                  </label>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </EditDialog>
  );
}

const SOFTWARE_KINDS = ['cat', 'subtitle', 'qa', 'other'] as const;

export function SoftwareEditor({ entityId, current }: { entityId: number; current: SoftwareEntry[] }) {
  const t = useT();
  const e = t.profile.editing;
  const editor = useProfileEditor({
    schema: (s) => s.softwaresInputSchema,
    method: 'PUT',
    url: `/next/api/user/softwares?entityId=${entityId}`,
    saved: e.softwareSaved,
    failed: e.softwareFailed,
  });
  const [chosen, setChosen] = useState(() => new Set(current.map((s) => s.id)));
  const toggle = (id: number, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editSoftware}
      title={e.softwareTitle}
      description={e.softwareIntro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ softwareIds: SOFTWARES.filter((s) => chosen.has(s.id)).map((s) => s.id) })}
    >
      <ErrorLine text={editor.errors.softwareIds} />
      {SOFTWARE_KINDS.map((kind) => (
        <fieldset key={kind} className="flex flex-col gap-1 rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{e.softwareKinds[kind]}</legend>
          {SOFTWARES.filter((s) => s.kind === kind).map((s) => (
            <label key={s.id} className="flex items-center gap-2 py-1">
              <input type="checkbox" checked={chosen.has(s.id)} onChange={(ev) => toggle(s.id, ev.target.checked)} />
              {s.name}
            </label>
          ))}
        </fieldset>
      ))}
    </EditDialog>
  );
}

export function WebsitesEditor({ entityId, current }: { entityId: number; current: WebsiteEntry[] }) {
  const t = useT();
  const e = t.profile.editing;
  const editor = useProfileEditor({
    schema: (s) => s.websitesInputSchema,
    method: 'PUT',
    url: `/next/api/user/websites?entityId=${entityId}`,
    saved: e.websitesSaved,
    failed: e.websitesFailed,
  });
  const list = useRows<{ kind: WebsiteKind; url: string; label: string }>(() =>
    current.map((w) => ({ kind: isWebsiteKind(w.kind) ? w.kind : 'website', url: w.url, label: w.label })),
  );
  const errorAt = (i: number, field: 'url' | 'label') =>
    editor.errors[`websites.${i}.${field}`] ?? (field === 'url' ? editor.errors[`websites.${i}`] : undefined);
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editWebsites}
      title={e.websitesTitle}
      description={e.websitesIntro}
      saving={editor.saving}
      onSubmit={() => void editor.save({ websites: list.values })}
    >
      <EntryList
        rows={list.rows}
        label={e.websitesTitle}
        empty={e.emptyWebsites}
        error={editor.errors.websites}
        max={WEBSITES_MAX}
        addLabel={e.addWebsite}
        onAdd={() => list.add({ kind: 'website', url: '', label: '' })}
        removeLabel={(w) => fmt(e.removeWebsite, { url: w.url || t.profile.websiteKinds[w.kind] })}
        onRemove={list.remove}
      >
        {(w, i, key) => (
          <>
            <SelectField
              label={e.websiteKind}
              value={w.kind}
              options={WEBSITE_KINDS.map((kind) => ({ value: kind, label: t.profile.websiteKinds[kind] }))}
              onChange={(ev) => isWebsiteKind(ev.target.value) && list.change(key, { kind: ev.target.value })}
            />
            <TextField
              label={e.websiteUrl}
              type="url"
              dir="ltr"
              inputMode="url"
              placeholder="https://"
              value={w.url}
              maxLength={WEBSITE_URL_MAX}
              error={errorAt(i, 'url')}
              onChange={(ev) => list.change(key, { url: ev.target.value })}
            />
            <TextField
              label={e.websiteLabel}
              hint={e.websiteLabelHint}
              value={w.label}
              maxLength={WEBSITE_LABEL_MAX}
              error={errorAt(i, 'label')}
              onChange={(ev) => list.change(key, { label: ev.target.value })}
            />
          </>
        )}
      </EntryList>
    </EditDialog>
  );
}

/** What a service is offered in: pair keys (`source>target`) or language codes. */
type Offer = Set<string>;

export function ServicesEditor({
  entityId,
  current,
  pairs,
  languages,
}: {
  entityId: number;
  current: ServiceEntry[];
  pairs: LanguagePair[];
  /** The languages a single-language service may name: the member's own, with their names. */
  languages: { language: string; name: string }[];
}) {
  const t = useT();
  const e = t.profile.editing;
  const names = useTaxonomyNames();
  const editor = useProfileEditor({
    schema: (s) => s.servicesInputSchema,
    method: 'PUT',
    url: `/next/api/user/services?entityId=${entityId}`,
    saved: e.servicesSaved,
    failed: e.servicesFailed,
  });
  const pairKey = (p: { source: string; target: string }) => `${p.source}>${p.target}`;
  const [offers, setOffers] = useState(
    () =>
      new Map<number, Offer>(
        current.map((s) => [s.serviceId, new Set([...s.pairs.map(pairKey), ...s.languages.map((l) => l.language)])]),
      ),
  );
  const choices = (serviceId: number) =>
    serviceType(serviceId) === 'pair'
      ? pairs.map((p) => ({ key: pairKey(p), label: pairLabel(t, p.sourceName, p.targetName) }))
      : languages.map((l) => ({ key: l.language, label: l.name }));
  const toggleService = (serviceId: number, on: boolean) =>
    setOffers((map) => {
      const next = new Map(map);
      // A service just ticked is offered in everything the member works in; they untick what does not apply.
      if (on) next.set(serviceId, new Set(choices(serviceId).map((c) => c.key)));
      else next.delete(serviceId);
      return next;
    });
  const toggleOffer = (serviceId: number, key: string, on: boolean) =>
    setOffers((map) => {
      const offer = new Set(map.get(serviceId));
      if (on) offer.add(key);
      else offer.delete(key);
      return new Map(map).set(serviceId, offer);
    });
  const error = Object.entries(editor.errors).find(([k]) => k.startsWith('services'))?.[1];

  function submit() {
    const services = SERVICES.filter((s) => offers.has(s.id)).map((s) => {
      const offer = [...(offers.get(s.id) ?? [])];
      return serviceType(s.id) === 'pair'
        ? {
            serviceId: s.id,
            pairs: offer.map((k) => ({ source: k.split('>')[0]!, target: k.split('>')[1]! })),
            languages: [],
          }
        : { serviceId: s.id, pairs: [], languages: offer };
    });
    void editor.save({ services });
  }

  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={e.editServices}
      title={e.servicesTitle}
      description={e.servicesIntro}
      saving={editor.saving}
      onSubmit={submit}
    >
      <ErrorLine text={error} />
      {(['pair', 'single'] as const).map((type) => {
        const available = type === 'pair' ? pairs.length > 0 : languages.length > 0;
        return (
          <fieldset key={type} className="flex flex-col gap-1 rounded-card border border-line p-3">
            <legend className="px-1 text-sm font-semibold">
              {type === 'pair' ? e.pairServices : e.singleServices}
            </legend>
            {!available && <p className="text-sm text-muted">{type === 'pair' ? e.needPairs : e.needLanguages}</p>}
            {available &&
              SERVICES.filter((s) => serviceType(s.id) === type).map((s) => {
                const name = names.service(s.id, s.name);
                const offer = offers.get(s.id);
                return (
                  <div key={s.id}>
                    <label className="flex items-center gap-2 py-1">
                      <input
                        type="checkbox"
                        checked={!!offer}
                        onChange={(ev) => toggleService(s.id, ev.target.checked)}
                      />
                      {name}
                    </label>
                    {offer && (
                      <fieldset className="mb-2 flex flex-wrap gap-x-4 ps-6">
                        <legend className="sr-only">{name}</legend>
                        {choices(s.id).map((c) => (
                          <label key={c.key} className="flex items-center gap-2 py-0.5 text-sm">
                            <input
                              type="checkbox"
                              checked={offer.has(c.key)}
                              onChange={(ev) => toggleOffer(s.id, c.key, ev.target.checked)}
                            />
                            {c.label}
                          </label>
                        ))}
                      </fieldset>
                    )}
                  </div>
                );
              })}
          </fieldset>
        );
      })}
    </EditDialog>
  );
}
