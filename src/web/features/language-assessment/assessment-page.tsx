/**
 * /language-assessment: how the assessment works, the pairs most members have
 * passed in, and for a signed-in member their assessments and the form that
 * asks for one in a pair of their profile.
 */
import { Award } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import type { DirectoryOptions } from '../../../contract/directory.ts';
import {
  ALREADY_PASSED,
  ALREADY_REQUESTED,
  ASSESSMENTS_API,
  type AssessedPairs,
  type Assessment,
  type MyAssessments,
  PAIR_NOT_ON_PROFILE,
  RETAKE_TOO_SOON,
} from '../../../contract/language-assessment.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { type DirectoryNames, directoryNames, directoryOptionsPath } from '../../ui/directory-names.ts';
import { LanguagePairChip } from '../../ui/language-pair-chip.tsx';
import { Link } from '../../ui/link.tsx';
import { pairLabel } from '../../ui/pair-label.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useViewer, viewerContext } from '../../viewer.ts';

interface AssessmentData {
  pairs: AssessedPairs;
  mine: MyAssessments | null;
  options: DirectoryOptions;
}

export async function assessmentLoader({ context }: LoaderFunctionArgs): Promise<AssessmentData> {
  const api = context.get(apiContext);
  const viewer = context.get(viewerContext);
  const [pairs, mine, options] = await Promise.all([
    api.get<AssessedPairs>(`${ASSESSMENTS_API}/pairs`),
    viewer.user ? api.get<MyAssessments>(`${ASSESSMENTS_API}/mine`) : null,
    api.get<DirectoryOptions>(directoryOptionsPath(viewer.locale)),
  ]);
  return { pairs, mine, options };
}

export const assessmentHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.assessment.metaTitle,
    description: dict.assessment.metaDescription,
    canonicalPath: '/language-assessment',
  }),
};

/** A refusal of the API in the member's language. */
export function assessmentMessage(message: string, t: Dictionary): string {
  const e = t.assessment.errors;
  const known: Record<string, string> = {
    [PAIR_NOT_ON_PROFILE]: e.notOnProfile,
    [ALREADY_REQUESTED]: e.alreadyRequested,
    [ALREADY_PASSED]: e.alreadyPassed,
    [RETAKE_TOO_SOON]: e.tooSoon,
  };
  return known[message] ?? message;
}

const pairKey = (p: { sourceLang: string; targetLang: string }) => `${p.sourceLang}>${p.targetLang}`;

export function AssessmentPage() {
  const { pairs, mine, options } = useLoaderData() as AssessmentData;
  const t = useT();
  const a = t.assessment;
  const locale = useLocale();
  const { user } = useViewer();
  const names = useMemo(() => directoryNames(options), [options]);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{a.title}</h1>
          <p className="mt-2 text-lg text-muted">{a.intro}</p>
          <h2 className="mt-8 text-xl font-semibold">{a.stepsTitle}</h2>
          <ol className="mt-3 list-decimal space-y-2 ps-6">
            {a.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="space-y-6">
          {user && mine ? (
            <>
              <RequestForm mine={mine} names={names} />
              <MyList items={mine.items} names={names} />
            </>
          ) : (
            <div className="rounded-card border border-line bg-surface p-5">
              <ButtonLink to={authPath('/session/signin', '/language-assessment')}>{a.signIn}</ButtonLink>
            </div>
          )}
        </div>
      </div>
      <section aria-labelledby="pairs-title">
        <h2 id="pairs-title" className="text-xl font-semibold">
          {a.pairsTitle}
        </h2>
        <p className="mt-1 text-muted">
          {pairs.total > 0
            ? fmtCount(pairs.total, a.totalPassedOne, a.totalPassed, { n: formatNumber(pairs.total, locale) })
            : a.noPairs}
        </p>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pairs.items.map((p) => (
            <li
              key={pairKey(p)}
              className="flex items-center justify-between gap-3 rounded-card border border-line bg-surface p-3"
            >
              <LanguagePairChip source={names.language(p.sourceLang)} target={names.language(p.targetLang)} />
              <span className="text-sm text-muted">{fmt(a.pairsPassed, { n: formatNumber(p.passed, locale) })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function RequestForm({ mine, names }: { mine: MyAssessments; names: DirectoryNames }) {
  const t = useT();
  const a = t.assessment;
  const revalidator = useRevalidator();
  const taken = new Set(mine.items.filter((i) => i.status !== 'failed').map(pairKey));
  const open = mine.pairs.filter((p) => !taken.has(pairKey(p)));
  const [pair, setPair] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const [sourceLang, targetLang] = pair.split('>');
    if (!sourceLang || !targetLang) {
      setError(a.choosePair);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendJson('POST', ASSESSMENTS_API, { sourceLang, targetLang });
      toast.success(a.requested);
      setPair('');
      revalidator.revalidate();
    } catch (err) {
      setError(assessmentMessage(errorText(err, t), t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="request-title" className="rounded-card border border-line bg-surface p-5">
      <h2 id="request-title" className="text-xl font-semibold">
        {a.requestTitle}
      </h2>
      {mine.pairs.length === 0 ? (
        <p className="mt-3">
          {a.noProfilePairs} <Link to="/profile">{a.editProfile}</Link>
        </p>
      ) : (
        <form onSubmit={send} noValidate className="mt-4 space-y-3">
          <SelectField
            label={a.pair}
            value={pair}
            onChange={(e) => setPair(e.target.value)}
            error={error ?? undefined}
            options={[
              { value: '', label: a.choosePair },
              ...open.map((p) => ({
                value: pairKey(p),
                label: pairLabel(t, names.language(p.sourceLang).name, names.language(p.targetLang).name),
              })),
            ]}
          />
          <Button type="submit" busy={busy} disabled={open.length === 0}>
            {a.request}
          </Button>
        </form>
      )}
    </section>
  );
}

function MyList({ items, names }: { items: Assessment[]; names: DirectoryNames }) {
  const a = useT().assessment;
  const locale = useLocale();
  return (
    <section aria-labelledby="mine-title">
      <h2 id="mine-title" className="text-xl font-semibold">
        {a.mineTitle}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">{a.none}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-card border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <LanguagePairChip source={names.language(item.sourceLang)} target={names.language(item.targetLang)} />
                <span
                  className={`flex items-center gap-1 text-sm font-semibold ${item.status === 'passed' ? 'text-success' : ''}`}
                >
                  {item.status === 'passed' && <Award aria-hidden="true" className="size-4" />}
                  {a.statuses[item.status]}
                </span>
              </div>
              <p className="mt-2 text-sm text-muted">
                {fmt(a.requestedOn, { date: formatDate(item.requestedAt, locale) })}
                {item.assessedAt && ` · ${fmt(a.assessedOn, { date: formatDate(item.assessedAt, locale) })}`}
                {item.score !== null && ` · ${fmt(a.score, { score: item.score })}`}
              </p>
              {item.feedback && <UserText as="p" className="mt-2 text-sm" text={item.feedback} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
