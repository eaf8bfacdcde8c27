/**
 * Editors for the profile groups that are lists of entries: rates,
 * credentials, portfolio samples, glossaries, articles and events. Each is
 * checked with the schema the server uses and saves the whole list with
 * `PUT /next/api/user/{group}`; an entry keeps its id, so the server knows it
 * is the same one (a verified credential, an article's publication date).
 */
import { BadgeCheck, Plus } from 'lucide-react';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { jobUnitOfRate } from '../../../contract/market-rates.ts';
import { decimalToMilli } from '../../../contract/opportunities.ts';
import type {
  ArticleEntry,
  CredentialEntry,
  EventEntry,
  GlossaryEntry,
  LanguagePair,
  PortfolioEntry,
  RateEntry,
  ServiceEntry,
} from '../../../contract/profile.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_SUMMARY_MAX,
  ARTICLES_MAX,
  type ArticlesInput,
  CREDENTIAL_KINDS,
  CREDENTIAL_TEXT_MAX,
  CREDENTIALS_MAX,
  type CredentialsInput,
  CURRENCIES,
  EVENT_KINDS,
  EVENT_ROLES,
  EVENTS_MAX,
  type EventsInput,
  GLOSSARIES_MAX,
  GLOSSARY_SAMPLES_MAX,
  GLOSSARY_TERM_MAX,
  type GlossariesInput,
  RATE_UNITS,
  RATES_MAX,
  type RatesInput,
  SAMPLE_TEXT_MAX,
  SAMPLE_TITLE_MAX,
  SAMPLES_MAX,
  type SamplesInput,
  WEBSITE_URL_MAX,
} from '../../../contract/profile-input.ts';
import { FIELD_CATEGORIES, serviceType } from '../../../contract/taxonomy.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { languageNamesOf, pairLabel } from '../../ui/pair-label.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { MarketRateNote } from '../opportunities/market-rate-note.tsx';
import { EditDialog, useProfileEditor } from './edit-dialog.tsx';
import { EntryList, ErrorLine, RemoveButton, useRows } from './entry-list.tsx';
import { useTaxonomyNames } from './profile-ui.tsx';
import { useUpdaterDrawer } from './updater/updater-state.ts';

type Pair = { source: string; target: string };
export const pairKey = (p: Pair) => `${p.source}>${p.target}`;
export const pairOf = (key: string): Pair | null => {
  const [source, target] = key.split('>');
  return source && target ? { source, target } : null;
};

/** The member's pairs as options, plus any pair an existing entry names that is no longer among them. */
export function pairOptionsOf(t: Dictionary, pairs: LanguagePair[], extra: (LanguagePair | null)[] = []) {
  const seen = new Map<string, string>();
  for (const p of [...pairs, ...extra]) if (p) seen.set(pairKey(p), pairLabel(t, p.sourceName, p.targetName));
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** Fields of expertise, grouped by category, named in the interface language. */
export function useDisciplineOptions(noneLabel: string) {
  const names = useTaxonomyNames();
  return [
    { value: '', label: noneLabel },
    ...FIELD_CATEGORIES.flatMap((c) =>
      c.disciplines.map((d) => ({
        value: String(d.id),
        label: names.discipline(d.id, d.name),
        group: names.category(c.key, c.name),
      })),
    ),
  ];
}

/** The id of a field the API named by its English name (samples and glossaries answer names). */
const disciplineIdOf = (name: string | null) =>
  FIELD_CATEGORIES.flatMap((c) => c.disciplines).find((d) => d.name === name)?.id;

/** A whole number typed in a box: what the schema gets (NaN is refused there with the field's message). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

export function RatesEditor({
  entityId,
  current,
  services,
}: {
  entityId: number;
  current: RateEntry[];
  services: ServiceEntry[];
}) {
  const t = useT();
  const u = t.updater;
  const names = useTaxonomyNames();
  const editor = useProfileEditor({
    schema: (s) => s.ratesInputSchema,
    method: 'PUT',
    url: `/next/api/user/rates?entityId=${entityId}`,
    saved: u.rates.saved,
    failed: u.rates.failed,
  });
  type Row = {
    serviceId: number;
    pair: string;
    unit: RatesInput['rates'][number]['unit'];
    currency: RatesInput['rates'][number]['currency'];
    amount: string;
  };
  const list = useRows<Row>(() =>
    current.map((r) => ({
      serviceId: r.serviceId,
      pair: r.pair ? pairKey(r.pair) : '',
      unit: RATE_UNITS.find((x) => x === r.unit) ?? 'word',
      currency: CURRENCIES.find((x) => x === r.currency) ?? 'EUR',
      amount: String(r.amount),
    })),
  );
  const serviceOptions = services.map((s) => ({
    value: String(s.serviceId),
    label: names.service(s.serviceId, s.name),
  }));
  const lastCurrency = list.values.at(-1)?.currency ?? 'EUR';
  const languageNames = languageNamesOf(services.flatMap((s) => s.pairs));
  const locale = useLocale();
  const currencyNames = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: 'currency' });
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.rates.edit}
      title={t.profile.sections.rates}
      description={u.rates.intro}
      saving={editor.saving}
      wide
      onSubmit={() =>
        void editor.save({
          rates: list.values.map((r) => ({
            serviceId: r.serviceId,
            pair: pairOf(r.pair),
            unit: r.unit,
            currency: r.currency,
            amount: numberOrNull(r.amount) as number,
          })),
        })
      }
    >
      {services.length === 0 ? (
        <p className="text-sm text-muted">{u.rates.needServices}</p>
      ) : (
        <EntryList
          rows={list.rows}
          label={t.profile.sections.rates}
          empty={t.profile.empty.rates}
          error={editor.errors.rates}
          max={RATES_MAX}
          addLabel={u.rates.add}
          onAdd={() =>
            list.add({ serviceId: services[0]!.serviceId, pair: '', unit: 'word', currency: lastCurrency, amount: '' })
          }
          removeLabel={(r) => fmt(u.rates.remove, { service: names.service(r.serviceId, '') })}
          onRemove={list.remove}
        >
          {(r, i, key) => {
            const service = services.find((s) => s.serviceId === r.serviceId);
            const err = (f: string) => editor.errors[`rates.${i}.${f}`];
            return (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <SelectField
                  label={u.rates.service}
                  value={String(r.serviceId)}
                  options={serviceOptions}
                  error={err('serviceId') ?? editor.errors[`rates.${i}`]}
                  onChange={(ev) => list.change(key, { serviceId: Number(ev.target.value), pair: '' })}
                />
                {serviceType(r.serviceId) === 'pair' && (
                  <SelectField
                    label={u.rates.pair}
                    value={r.pair}
                    options={[{ value: '', label: u.rates.allPairs }, ...pairOptionsOf(t, service?.pairs ?? [])]}
                    error={err('pair')}
                    onChange={(ev) => list.change(key, { pair: ev.target.value })}
                  />
                )}
                <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-3">
                  <TextField
                    label={u.rates.amount}
                    inputMode="decimal"
                    dir="ltr"
                    value={r.amount}
                    error={err('amount')}
                    onChange={(ev) => list.change(key, { amount: ev.target.value })}
                  />
                  <SelectField
                    label={u.rates.currency}
                    value={r.currency}
                    options={CURRENCIES.map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` }))}
                    error={err('currency')}
                    onChange={(ev) => list.change(key, { currency: ev.target.value as Row['currency'] })}
                  />
                  <SelectField
                    label={u.rates.unit}
                    value={r.unit}
                    options={RATE_UNITS.map((x) => ({ value: x, label: t.profile.rateUnits[x] }))}
                    error={err('unit')}
                    onChange={(ev) => list.change(key, { unit: ev.target.value as Row['unit'] })}
                  />
                </div>
                {serviceType(r.serviceId) === 'pair' && r.pair && (
                  <MarketRateNote
                    className="sm:col-span-2"
                    question={{ ...pairOf(r.pair), serviceId: r.serviceId }}
                    languageName={(code) => languageNames.get(code) ?? code}
                    unit={jobUnitOfRate(r.unit)}
                    currency={r.currency}
                    yours={decimalToMilli(r.amount)}
                  />
                )}
              </div>
            );
          }}
        </EntryList>
      )}
    </EditDialog>
  );
}

export function CredentialsEditor({
  entityId,
  current,
  pairs,
}: {
  entityId: number;
  current: CredentialEntry[];
  pairs: LanguagePair[];
}) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.credentialsInputSchema,
    method: 'PUT',
    url: `/next/api/user/credentials?entityId=${entityId}`,
    saved: u.credentials.saved,
    failed: u.credentials.failed,
  });
  type Row = Omit<CredentialsInput['credentials'][number], 'pair' | 'year'> & {
    pair: string;
    year: string;
    verified: boolean;
  };
  const list = useRows<Row>(() =>
    current.map((c) => ({
      id: c.id,
      kind: CREDENTIAL_KINDS.find((k) => k === c.kind) ?? 'certification',
      title: c.title,
      issuer: c.issuer,
      pair: c.pair ? pairKey(c.pair) : '',
      year: c.year === null ? '' : String(c.year),
      verified: c.verified,
    })),
  );
  const pairOptions = [
    { value: '', label: u.noPair },
    ...pairOptionsOf(
      t,
      pairs,
      current.map((c) => c.pair),
    ),
  ];
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.credentials.edit}
      title={t.profile.sections.credentials}
      description={u.credentials.intro}
      saving={editor.saving}
      wide
      onSubmit={() =>
        void editor.save({
          credentials: list.values.map(({ verified: _, pair, year, ...c }) => ({
            ...c,
            pair: pairOf(pair),
            year: numberOrNull(year),
          })),
        })
      }
    >
      <EntryList
        rows={list.rows}
        label={t.profile.sections.credentials}
        empty={t.profile.empty.credentials}
        error={editor.errors.credentials}
        max={CREDENTIALS_MAX}
        addLabel={u.credentials.add}
        onAdd={() => list.add({ kind: 'certification', title: '', issuer: '', pair: '', year: '', verified: false })}
        removeLabel={(c) => fmt(u.removeNamed, { name: c.title || t.profile.credentialKinds[c.kind] })}
        onRemove={list.remove}
      >
        {(c, i, key) => {
          const err = (f: string) => editor.errors[`credentials.${i}.${f}`];
          return (
            <>
              {c.verified && (
                <p className="inline-flex items-center gap-1 text-sm text-success">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {u.credentials.verifiedNote}
                </p>
              )}
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <SelectField
                  label={u.credentials.kind}
                  value={c.kind}
                  options={CREDENTIAL_KINDS.map((k) => ({ value: k, label: t.profile.credentialKinds[k] }))}
                  error={err('kind')}
                  onChange={(ev) => list.change(key, { kind: ev.target.value as Row['kind'] })}
                />
                <TextField
                  label={u.credentials.year}
                  inputMode="numeric"
                  value={c.year}
                  error={err('year')}
                  onChange={(ev) => list.change(key, { year: ev.target.value })}
                />
              </div>
              <TextField
                label={u.credentials.title}
                hint={u.credentials.titleHint}
                value={c.title}
                maxLength={CREDENTIAL_TEXT_MAX}
                error={err('title')}
                dir="auto"
                onChange={(ev) => list.change(key, { title: ev.target.value })}
              />
              <TextField
                label={u.credentials.issuer}
                value={c.issuer}
                maxLength={CREDENTIAL_TEXT_MAX}
                error={err('issuer')}
                dir="auto"
                onChange={(ev) => list.change(key, { issuer: ev.target.value })}
              />
              <SelectField
                label={u.pairOptional}
                value={c.pair}
                options={pairOptions}
                error={err('pair')}
                onChange={(ev) => list.change(key, { pair: ev.target.value })}
              />
            </>
          );
        }}
      </EntryList>
    </EditDialog>
  );
}

/** Translation samples: the Profile Updater's "Samples" drawer. */
export function SamplesEditor({
  entityId,
  current,
  pairs,
}: {
  entityId: number;
  current: PortfolioEntry[];
  pairs: LanguagePair[];
}) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.samplesInputSchema,
    method: 'PUT',
    url: `/next/api/user/samples?entityId=${entityId}`,
    saved: u.portfolio.saved,
    failed: u.portfolio.failed,
    drawer: useUpdaterDrawer('samples'),
  });
  type Row = Omit<SamplesInput['samples'][number], 'pair' | 'disciplineId'> & { pair: string; disciplineId: string };
  const list = useRows<Row>(() =>
    current.map((s) => ({
      id: s.id,
      title: s.title,
      pair: pairKey(s.pair),
      disciplineId: String(disciplineIdOf(s.disciplineName) ?? ''),
      sourceText: s.sourceText,
      targetText: s.targetText,
    })),
  );
  const pairOptions = pairOptionsOf(
    t,
    pairs,
    current.map((s) => s.pair),
  );
  const fields = useDisciplineOptions(u.noField);
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      placement="side"
      title={t.profileUpdater.sections.samples}
      description={u.portfolio.intro}
      saving={editor.saving}
      onSubmit={() =>
        void editor.save({
          samples: list.values.map((s) => ({
            ...s,
            pair: pairOf(s.pair) as Pair,
            disciplineId: s.disciplineId ? Number(s.disciplineId) : null,
          })),
        })
      }
    >
      {pairOptions.length === 0 ? (
        <p className="text-sm text-muted">{u.needPairs}</p>
      ) : (
        <EntryList
          rows={list.rows}
          label={t.profileUpdater.sections.samples}
          empty={u.portfolio.empty}
          error={editor.errors.samples}
          max={SAMPLES_MAX}
          addLabel={u.portfolio.add}
          onAdd={() =>
            list.add({ title: '', pair: pairOptions[0]!.value, disciplineId: '', sourceText: '', targetText: '' })
          }
          removeLabel={(s) => fmt(u.removeNamed, { name: s.title || u.portfolio.untitled })}
          onRemove={list.remove}
        >
          {(s, i, key) => {
            const err = (f: string) => editor.errors[`samples.${i}.${f}`];
            return (
              <>
                <TextField
                  label={u.title}
                  value={s.title}
                  maxLength={SAMPLE_TITLE_MAX}
                  error={err('title')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { title: ev.target.value })}
                />
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <SelectField
                    label={u.pair}
                    value={s.pair}
                    options={pairOptions}
                    error={err('pair')}
                    onChange={(ev) => list.change(key, { pair: ev.target.value })}
                  />
                  <SelectField
                    label={u.field}
                    value={s.disciplineId}
                    options={fields}
                    error={err('disciplineId')}
                    onChange={(ev) => list.change(key, { disciplineId: ev.target.value })}
                  />
                </div>
                <TextAreaField
                  label={t.profile.sourceText}
                  value={s.sourceText}
                  maxLength={SAMPLE_TEXT_MAX}
                  rows={4}
                  error={err('sourceText')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { sourceText: ev.target.value })}
                />
                <TextAreaField
                  label={t.profile.targetText}
                  value={s.targetText}
                  maxLength={SAMPLE_TEXT_MAX}
                  rows={4}
                  error={err('targetText')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { targetText: ev.target.value })}
                />
              </>
            );
          }}
        </EntryList>
      )}
    </EditDialog>
  );
}

export function GlossariesEditor({
  entityId,
  current,
  pairs,
}: {
  entityId: number;
  current: GlossaryEntry[];
  pairs: LanguagePair[];
}) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.glossariesInputSchema,
    method: 'PUT',
    url: `/next/api/user/glossaries?entityId=${entityId}`,
    saved: u.glossaries.saved,
    failed: u.glossaries.failed,
  });
  type Row = Omit<GlossariesInput['glossaries'][number], 'pair' | 'disciplineId' | 'termCount'> & {
    pair: string;
    disciplineId: string;
    termCount: string;
  };
  const list = useRows<Row>(() =>
    current.map((g) => ({
      id: g.id,
      title: g.title,
      pair: pairKey(g.pair),
      disciplineId: String(disciplineIdOf(g.disciplineName) ?? ''),
      termCount: String(g.termCount),
      sampleTerms: g.sampleTerms,
    })),
  );
  const pairOptions = pairOptionsOf(
    t,
    pairs,
    current.map((g) => g.pair),
  );
  const fields = useDisciplineOptions(u.noField);
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.glossaries.edit}
      title={t.profile.sections.glossaries}
      description={u.glossaries.intro}
      saving={editor.saving}
      wide
      onSubmit={() =>
        void editor.save({
          glossaries: list.values.map((g) => ({
            ...g,
            pair: pairOf(g.pair) as Pair,
            disciplineId: g.disciplineId ? Number(g.disciplineId) : null,
            termCount: numberOrNull(g.termCount) as number,
          })),
        })
      }
    >
      {pairOptions.length === 0 ? (
        <p className="text-sm text-muted">{u.needPairs}</p>
      ) : (
        <EntryList
          rows={list.rows}
          label={t.profile.sections.glossaries}
          empty={t.profile.empty.glossaries}
          error={editor.errors.glossaries}
          max={GLOSSARIES_MAX}
          addLabel={u.glossaries.add}
          onAdd={() =>
            list.add({
              title: '',
              pair: pairOptions[0]!.value,
              disciplineId: '',
              termCount: '',
              sampleTerms: [{ source: '', target: '' }],
            })
          }
          removeLabel={(g) => fmt(u.removeNamed, { name: g.title || u.glossaries.untitled })}
          onRemove={list.remove}
        >
          {(g, i, key) => {
            const err = (f: string) => editor.errors[`glossaries.${i}.${f}`];
            const setTerm = (j: number, patch: Partial<Row['sampleTerms'][number]>) =>
              list.change(key, { sampleTerms: g.sampleTerms.map((x, k) => (k === j ? { ...x, ...patch } : x)) });
            return (
              <>
                <TextField
                  label={u.title}
                  value={g.title}
                  maxLength={SAMPLE_TITLE_MAX}
                  error={err('title')}
                  dir="auto"
                  onChange={(ev) => list.change(key, { title: ev.target.value })}
                />
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                  <SelectField
                    label={u.pair}
                    value={g.pair}
                    options={pairOptions}
                    error={err('pair')}
                    onChange={(ev) => list.change(key, { pair: ev.target.value })}
                  />
                  <SelectField
                    label={u.field}
                    value={g.disciplineId}
                    options={fields}
                    error={err('disciplineId')}
                    onChange={(ev) => list.change(key, { disciplineId: ev.target.value })}
                  />
                  <TextField
                    label={u.glossaries.termCount}
                    inputMode="numeric"
                    value={g.termCount}
                    error={err('termCount')}
                    onChange={(ev) => list.change(key, { termCount: ev.target.value })}
                  />
                </div>
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium">{u.glossaries.samples}</legend>
                  {g.sampleTerms.map((term, j) => (
                    // Terms have no id of their own: their place in the list is who they are (inputs are controlled).
                    <div key={j} className="flex items-start gap-2">
                      <TextField
                        label={fmt(u.glossaries.term, { n: j + 1 })}
                        className="flex-1"
                        value={term.source}
                        maxLength={GLOSSARY_TERM_MAX}
                        error={err(`sampleTerms.${j}.source`)}
                        dir="auto"
                        onChange={(ev) => setTerm(j, { source: ev.target.value })}
                      />
                      <TextField
                        label={fmt(u.glossaries.translation, { n: j + 1 })}
                        className="flex-1"
                        value={term.target}
                        maxLength={GLOSSARY_TERM_MAX}
                        error={err(`sampleTerms.${j}.target`)}
                        dir="auto"
                        onChange={(ev) => setTerm(j, { target: ev.target.value })}
                      />
                      <span className="pt-7">
                        <RemoveButton
                          label={fmt(u.removeNamed, { name: term.source || fmt(u.glossaries.term, { n: j + 1 }) })}
                          onClick={() => list.change(key, { sampleTerms: g.sampleTerms.filter((_, k) => k !== j) })}
                        />
                      </span>
                    </div>
                  ))}
                  <ErrorLine text={err('sampleTerms')} />
                  {g.sampleTerms.length < GLOSSARY_SAMPLES_MAX && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start"
                      onClick={() => list.change(key, { sampleTerms: [...g.sampleTerms, { source: '', target: '' }] })}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {u.glossaries.addTerm}
                    </Button>
                  )}
                </fieldset>
              </>
            );
          }}
        </EntryList>
      )}
    </EditDialog>
  );
}

export function ArticlesEditor({ entityId, current }: { entityId: number; current: ArticleEntry[] }) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.articlesInputSchema,
    method: 'PUT',
    url: `/next/api/user/articles?entityId=${entityId}`,
    saved: u.articles.saved,
    failed: u.articles.failed,
  });
  type Row = ArticlesInput['articles'][number];
  const list = useRows<Row>(() =>
    current.map((a) => ({
      id: a.id,
      title: a.title,
      summary: a.summary,
      category: ARTICLE_CATEGORIES.find((c) => c === a.category) ?? 'translation',
      url: a.url,
    })),
  );
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.articles.edit}
      title={t.profile.sections.articles}
      description={u.articles.intro}
      saving={editor.saving}
      wide
      onSubmit={() => void editor.save({ articles: list.values })}
    >
      <EntryList
        rows={list.rows}
        label={t.profile.sections.articles}
        empty={t.profile.empty.articles}
        error={editor.errors.articles}
        max={ARTICLES_MAX}
        addLabel={u.articles.add}
        onAdd={() => list.add({ title: '', summary: '', category: 'translation', url: '' })}
        removeLabel={(a) => fmt(u.removeNamed, { name: a.title || u.articles.untitled })}
        onRemove={list.remove}
      >
        {(a, i, key) => {
          const err = (f: string) => editor.errors[`articles.${i}.${f}`];
          return (
            <>
              <TextField
                label={u.title}
                value={a.title}
                maxLength={CREDENTIAL_TEXT_MAX}
                error={err('title')}
                dir="auto"
                onChange={(ev) => list.change(key, { title: ev.target.value })}
              />
              <SelectField
                label={u.articles.category}
                value={a.category}
                options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: t.profile.articleCategories[c] }))}
                error={err('category')}
                onChange={(ev) => list.change(key, { category: ev.target.value as Row['category'] })}
              />
              <TextAreaField
                label={u.articles.summary}
                value={a.summary}
                maxLength={ARTICLE_SUMMARY_MAX}
                rows={4}
                error={err('summary')}
                dir="auto"
                onChange={(ev) => list.change(key, { summary: ev.target.value })}
              />
              <TextField
                label={u.articles.url}
                hint={u.articles.urlHint}
                type="url"
                dir="ltr"
                inputMode="url"
                placeholder="https://"
                value={a.url}
                maxLength={WEBSITE_URL_MAX}
                error={err('url')}
                onChange={(ev) => list.change(key, { url: ev.target.value })}
              />
            </>
          );
        }}
      </EntryList>
    </EditDialog>
  );
}

export function EventsEditor({ entityId, current }: { entityId: number; current: EventEntry[] }) {
  const t = useT();
  const u = t.updater;
  const editor = useProfileEditor({
    schema: (s) => s.eventsInputSchema,
    method: 'PUT',
    url: `/next/api/user/events?entityId=${entityId}`,
    saved: u.events.saved,
    failed: u.events.failed,
  });
  type Row = EventsInput['events'][number];
  const list = useRows<Row>(() =>
    current.map((e) => ({
      id: e.id,
      title: e.title,
      kind: EVENT_KINDS.find((k) => k === e.kind) ?? 'conference',
      role: EVENT_ROLES.find((r) => r === e.role) ?? 'attendee',
      location: e.location,
      online: e.online,
      startsOn: e.startsAt.slice(0, 10),
      endsOn: e.endsAt.slice(0, 10),
    })),
  );
  const today = new Date().toISOString().slice(0, 10);
  return (
    <EditDialog
      open={editor.open}
      onOpenChange={editor.setOpen}
      trigger={u.events.edit}
      title={t.profile.sections.events}
      description={u.events.intro}
      saving={editor.saving}
      wide
      onSubmit={() => void editor.save({ events: list.values })}
    >
      <EntryList
        rows={list.rows}
        label={t.profile.sections.events}
        empty={t.profile.empty.events}
        error={editor.errors.events}
        max={EVENTS_MAX}
        addLabel={u.events.add}
        onAdd={() =>
          list.add({
            title: '',
            kind: 'conference',
            role: 'attendee',
            location: '',
            online: false,
            startsOn: today,
            endsOn: today,
          })
        }
        removeLabel={(e) => fmt(u.removeNamed, { name: e.title || u.events.untitled })}
        onRemove={list.remove}
      >
        {(e, i, key) => {
          const err = (f: string) => editor.errors[`events.${i}.${f}`];
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
                  label={u.events.kind}
                  value={e.kind}
                  options={EVENT_KINDS.map((k) => ({ value: k, label: t.profile.events.kinds[k] }))}
                  error={err('kind')}
                  onChange={(ev) => list.change(key, { kind: ev.target.value as Row['kind'] })}
                />
                <SelectField
                  label={u.events.role}
                  value={e.role}
                  options={EVENT_ROLES.map((r) => ({ value: r, label: t.profile.events.roles[r] }))}
                  error={err('role')}
                  onChange={(ev) => list.change(key, { role: ev.target.value as Row['role'] })}
                />
                <TextField
                  label={u.events.starts}
                  type="date"
                  value={e.startsOn}
                  error={err('startsOn')}
                  onChange={(ev) => list.change(key, { startsOn: ev.target.value })}
                />
                <TextField
                  label={u.events.ends}
                  type="date"
                  value={e.endsOn}
                  error={err('endsOn')}
                  onChange={(ev) => list.change(key, { endsOn: ev.target.value })}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={e.online}
                  onChange={(ev) => list.change(key, { online: ev.target.checked })}
                />
                {t.profile.events.online}
              </label>
              <TextField
                label={u.events.location}
                value={e.location}
                maxLength={CREDENTIAL_TEXT_MAX}
                error={err('location')}
                dir="auto"
                onChange={(ev) => list.change(key, { location: ev.target.value })}
              />
            </>
          );
        }}
      </EntryList>
    </EditDialog>
  );
}
