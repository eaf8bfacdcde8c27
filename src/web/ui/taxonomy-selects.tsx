/**
 * The service and field-of-expertise selects, named in the viewer's language:
 * the directory's filters, the job list's and the job form share them.
 */
import { useId, useMemo } from 'react';
import { sortByText } from '../../contract/intl.ts';
import { LOCALE_INFO } from '../../contract/locales.ts';
import { FIELD_CATEGORIES, SERVICES, serviceType } from '../../contract/taxonomy.ts';
import { fmt } from '../../i18n/types.ts';
import { useLocale, useT } from '../i18n.tsx';

const selectClass = 'w-full rounded-card border border-line-strong bg-surface px-3 py-2 text-base text-fg';

interface SelectProps {
  name: string;
  label: string;
  /** The current value, as the URL or form holds it. */
  value: string | number | null | undefined;
  /** The first option, meaning "no choice". */
  emptyLabel: string;
}

/** Services sorted by their name in this language; `pairOnly` leaves out single-language services. */
export function ServiceSelect({
  name,
  label,
  value,
  emptyLabel,
  pairOnly = false,
}: SelectProps & { pairOnly?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const services = useMemo(
    () =>
      sortByText(
        SERVICES.filter((s) => !pairOnly || serviceType(s.id) === 'pair').map((s) => ({
          id: s.id,
          name: t.taxonomy.services[s.key as keyof typeof t.taxonomy.services],
        })),
        (s) => s.name,
        LOCALE_INFO[locale].bcp47,
      ),
    [t, locale, pairOnly],
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{emptyLabel}</option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Fields grouped by category. With `wholeCategory` (a filter) each category can be chosen as a
 * whole ('legal'); without (a job's own field) only disciplines can.
 */
export function FieldSelect({
  name,
  label,
  value,
  emptyLabel,
  wholeCategory,
}: SelectProps & { wholeCategory?: string }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{emptyLabel}</option>
        {FIELD_CATEGORIES.map((c) => {
          const category = t.taxonomy.fieldCategories[c.key as keyof typeof t.taxonomy.fieldCategories];
          return (
            <optgroup key={c.key} label={category}>
              {wholeCategory && <option value={c.key}>{fmt(wholeCategory, { category })}</option>}
              {c.disciplines.map((d) => (
                <option key={d.id} value={d.id}>
                  {t.taxonomy.disciplines[d.id as keyof typeof t.taxonomy.disciplines]}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </div>
  );
}
