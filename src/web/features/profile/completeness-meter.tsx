/**
 * The owner's profile completeness (issue 13's onboarding): how far along the
 * profile is and what is still missing, until nothing is.
 */
import { profileCompleteness } from '../../../contract/completeness.ts';
import type { ProfilePage } from '../../../contract/profile.ts';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';

export function CompletenessMeter({ page, onEdit }: { page: ProfilePage; onEdit: () => void }) {
  const t = useT();
  const c = t.onboarding.completeness;
  const { percent, missing } = profileCompleteness(page);
  if (percent === 100) return null;
  return (
    <section aria-labelledby="completeness-title" className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="completeness-title" className="text-lg font-semibold">
          {fmt(c.title, { n: percent })}
        </h2>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {c.edit}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm text-muted">{c.intro}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {missing.map((step) => (
          <li key={step} className="rounded-full border border-line px-3 py-1 text-sm">
            {c.steps[step]}
          </li>
        ))}
      </ul>
    </section>
  );
}
