/**
 * Onboarding (issue 13): right after a new member confirms their address, a
 * few short steps that make the profile findable: account type; language
 * pairs and services (linguists and companies) or where they are (clients);
 * a photo. Each step saves with the same calls the profile editors use, and
 * can be skipped; the profile's completeness meter stays until all is done.
 */
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { profileCompleteness } from '../../../contract/completeness.ts';
import type { ProfilePage } from '../../../contract/profile.ts';
import type { PairsInput } from '../../../contract/profile-input.ts';
import { type AccountType, SERVICES, serviceType } from '../../../contract/taxonomy.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, apiContext, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useCountryOptions } from '../../ui/country-options.ts';
import { Link } from '../../ui/link.tsx';
import { pairLabel } from '../../ui/pair-label.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { AccountTypeChoice, PhotoEditor } from '../profile/identity-editors.tsx';
import { PairListField } from '../profile/profile-editors.tsx';
import { profileMessage } from '../profile/profile-messages.ts';
import { useTaxonomyNames } from '../profile/profile-ui.tsx';

export async function welcomeLoader(args: LoaderFunctionArgs): Promise<ProfilePage> {
  const user = requireSignedIn(args);
  return args.context.get(apiContext).get<ProfilePage>(`/next/api/profile/${user.entity_id}`);
}

export const welcomeHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.onboarding.title} · ${dict.common.siteName}`, noindex: true }),
  cacheQuery: () => null,
};

type Step = 'type' | 'pairs' | 'services' | 'location' | 'photo' | 'done';
const stepsFor = (type: AccountType): Step[] =>
  type === 'outsourcer' ? ['type', 'location', 'photo', 'done'] : ['type', 'pairs', 'services', 'photo', 'done'];

/** Services a new member most often starts with, by what they do. */
const SUGGESTED: Record<AccountType, readonly number[]> = {
  translator: [1, 3, 5, 13],
  interpreter: [2, 14, 15, 16],
  subtitler: [4, 21, 22, 11],
  company: [1, 2, 9, 10],
  outsourcer: [],
};

export function WelcomePage() {
  const page = useLoaderData() as ProfilePage;
  const t = useT();
  const o = t.onboarding;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const steps = stepsFor(page.member.accountType);
  const asked = params.get('step') as Step | null;
  const step: Step = asked && steps.includes(asked) ? asked : 'type';
  const index = steps.indexOf(step);
  const go = (to: Step) => navigate(`/welcome?step=${to}`, { preventScrollReset: false });
  const next = (type: AccountType = page.member.accountType) => {
    const list = stepsFor(type);
    go(list[Math.min(list.indexOf(step) + 1, list.length - 1)]!);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div>
        <p className="text-sm font-semibold text-muted">
          {step === 'done' ? o.doneStep : fmt(o.stepOf, { n: index + 1, total: steps.length - 1 })}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{o.titles[step]}</h1>
        <p className="mt-2 text-muted">{o.intros[step]}</p>
      </div>
      <ol className="flex gap-2" aria-hidden="true">
        {steps.slice(0, -1).map((s, i) => (
          <li key={s} className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-accent' : 'bg-surface-2'}`} />
        ))}
      </ol>
      <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
        {step === 'type' && <TypeStep page={page} onDone={next} />}
        {step === 'pairs' && <PairsStep page={page} onDone={() => next()} />}
        {step === 'services' && <ServicesStep page={page} onDone={() => next()} />}
        {step === 'location' && <LocationStep page={page} onDone={() => next()} />}
        {step === 'photo' && <PhotoStep page={page} onDone={() => next()} />}
        {step === 'done' && <DoneStep page={page} />}
      </div>
      {step !== 'done' && (
        <p className="flex flex-wrap justify-between gap-3 text-sm">
          {index > 0 ? (
            <Link to={`/welcome?step=${steps[index - 1]}`} className="inline-flex items-center gap-1">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {o.back}
            </Link>
          ) : (
            <span />
          )}
          {/* Every step can wait: the profile's completeness meter keeps what is left. */}
          <Link to={`/profile/${page.member.entityId}`}>{o.toProfile}</Link>
        </p>
      )}
    </div>
  );
}

/** Saves one step, then moves on; a refused save shows the first message where the step shows its errors. */
function useStepSave(onError: (message: string) => void) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  return {
    saving,
    async save(method: 'PUT', url: string, body: unknown, then: () => void) {
      setSaving(true);
      try {
        await sendJson(method, url, body);
        then();
      } catch (err) {
        const message = err instanceof ApiError ? (Object.values(err.fields ?? {})[0] ?? err.message) : '';
        onError(message ? profileMessage(message, t) : t.common.unexpectedError);
        toast.error(t.onboarding.failed);
      } finally {
        setSaving(false);
      }
    },
  };
}

function StepButtons({ saving, onSkip }: { saving: boolean; onSkip?: () => void }) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
      {onSkip && (
        <Button variant="ghost" onClick={onSkip}>
          {t.onboarding.skip}
        </Button>
      )}
      <Button type="submit" busy={saving}>
        {saving ? t.privacy.saving : t.onboarding.continue}
        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Button>
    </div>
  );
}

const submitted = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

function TypeStep({ page, onDone }: { page: ProfilePage; onDone: (type: AccountType) => void }) {
  const [type, setType] = useState(page.member.accountType);
  const [error, setError] = useState('');
  const { saving, save } = useStepSave(setError);
  const url = `/next/api/user/account-type?entityId=${page.member.entityId}`;
  return (
    <form noValidate onSubmit={submitted(() => void save('PUT', url, { accountType: type }, () => onDone(type)))}>
      <AccountTypeChoice value={type} onChange={setType} />
      {error && (
        <p className="mt-3 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      <StepButtons saving={saving} />
    </form>
  );
}

function PairsStep({ page, onDone }: { page: ProfilePage; onDone: () => void }) {
  const known = page.groups.pairs?.pairs ?? [];
  const [pairs, setPairs] = useState<PairsInput['pairs']>(known.map(({ source, target }) => ({ source, target })));
  const [error, setError] = useState('');
  const { saving, save } = useStepSave(setError);
  const url = `/next/api/user/pairs?entityId=${page.member.entityId}`;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={submitted(() => void save('PUT', url, { pairs }, onDone))}
    >
      <PairListField pairs={pairs} onChange={setPairs} known={known} load error={error || undefined} />
      <StepButtons saving={saving} onSkip={onDone} />
    </form>
  );
}

function ServicesStep({ page, onDone }: { page: ProfilePage; onDone: () => void }) {
  const t = useT();
  const names = useTaxonomyNames();
  const pairs = page.groups.pairs?.pairs ?? [];
  const offered = page.groups.services?.services.map((s) => s.serviceId) ?? [];
  const [chosen, setChosen] = useState(() => new Set(offered.length ? offered : SUGGESTED[page.member.accountType]));
  const [error, setError] = useState('');
  const { saving, save } = useStepSave(setError);
  // Single-language services are offered in the languages the member translates into.
  const targets = [...new Set(pairs.map((p) => p.target))];
  const body = {
    services: SERVICES.filter((s) => chosen.has(s.id)).map((s) =>
      serviceType(s.id) === 'pair'
        ? { serviceId: s.id, pairs: pairs.map(({ source, target }) => ({ source, target })), languages: [] }
        : { serviceId: s.id, pairs: [], languages: targets },
    ),
  };
  const url = `/next/api/user/services?entityId=${page.member.entityId}`;
  if (!pairs.length)
    return (
      <div className="flex flex-col gap-4">
        <p>{t.onboarding.servicesNeedPairs}</p>
        <div className="flex justify-end">
          <Button onClick={onDone}>{t.onboarding.continue}</Button>
        </div>
      </div>
    );
  return (
    <form noValidate onSubmit={submitted(() => void save('PUT', url, body, onDone))}>
      <fieldset className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-muted">
          {fmt(t.onboarding.servicesIn, {
            pairs: pairs.map((p) => pairLabel(t, p.sourceName, p.targetName)).join(', '),
          })}
        </legend>
        {SERVICES.map((s) => (
          <label key={s.id} className="flex items-center gap-2 py-1">
            <input
              type="checkbox"
              checked={chosen.has(s.id)}
              onChange={(ev) =>
                setChosen((set) => {
                  const copy = new Set(set);
                  if (ev.target.checked) copy.add(s.id);
                  else copy.delete(s.id);
                  return copy;
                })
              }
            />
            {names.service(s.id, s.name)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="mt-3 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      <StepButtons saving={saving} onSkip={onDone} />
    </form>
  );
}

function LocationStep({ page, onDone }: { page: ProfilePage; onDone: () => void }) {
  const t = useT();
  const fields = t.updater.contact.fields;
  const countries = useCountryOptions();
  const [country, setCountry] = useState(page.contact.country_code ?? '');
  const [city, setCity] = useState(page.contact.city ?? '');
  const [error, setError] = useState('');
  const { saving, save } = useStepSave(setError);
  const url = `/next/api/user/contact?entityId=${page.member.entityId}`;
  // The contact write replaces every detail: the others go back as they were.
  const body = { ...page.contact, timezone: page.member.timezone, country_code: country, city };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submitted(() => void save('PUT', url, body, onDone))}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={fields.country_code}
          value={country}
          options={[{ value: '', label: t.updater.contact.none }, ...countries]}
          autoComplete="country"
          onChange={(ev) => setCountry(ev.target.value)}
        />
        <TextField
          label={fields.city}
          value={city}
          autoComplete="address-level2"
          onChange={(ev) => setCity(ev.target.value)}
        />
      </div>
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      <StepButtons saving={saving} onSkip={onDone} />
    </form>
  );
}

function PhotoStep({ page, onDone }: { page: ProfilePage; onDone: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Avatar name={page.member.name} photoUrl={page.member.imageUrl} size="profile" />
      <PhotoEditor member={page.member} />
      <div className="flex w-full justify-end">
        <Button onClick={onDone}>
          {page.member.imageUrl ? t.onboarding.continue : t.onboarding.skip}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Button>
      </div>
    </div>
  );
}

function DoneStep({ page }: { page: ProfilePage }) {
  const t = useT();
  const o = t.onboarding;
  const { percent, missing } = profileCompleteness(page);
  return (
    <div className="flex flex-col gap-4">
      <p className="inline-flex items-center gap-2 text-lg font-semibold">
        <Check aria-hidden="true" className="size-5 text-success" />
        {fmt(o.completeness.title, { n: percent })}
      </p>
      {missing.length > 0 && (
        <>
          <p className="text-muted">{o.completeness.intro}</p>
          <ul className="flex flex-wrap gap-2">
            {missing.map((m) => (
              <li key={m} className="rounded-full border border-line px-3 py-1 text-sm">
                {o.completeness.steps[m]}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {page.member.accountType === 'outsourcer' ? (
          <ButtonLink to="/directory" variant="secondary">
            {o.findLinguists}
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/profile/${page.member.entityId}`}>{o.toProfile}</ButtonLink>
      </div>
    </div>
  );
}
