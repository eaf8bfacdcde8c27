/**
 * The member's calendar, one month at a time (spec §2.14, §3 "Calendar
 * state"). The month lives in the URL (?month=YYYY-MM), so previous and next
 * are plain links that work before JavaScript and can be shared.
 */

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftMonth } from '../../../contract/calendar.ts';
import { dateTimeFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import type { CalendarMonth } from '../../../contract/profile.ts';
import { entry } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { midday, Section } from './profile-ui.tsx';

const KIND_STYLE: Record<string, string> = {
  booked: 'bg-accent text-on-accent',
  time_off: 'bg-surface-2 text-muted line-through',
  deadline: 'border border-danger text-danger',
  available: 'border border-success text-success',
  event: 'bg-link text-surface',
};

export function CalendarSection({ data }: { data: CalendarMonth }) {
  const t = useT();
  const locale = useLocale();
  const bcp47 = LOCALE_INFO[locale].bcp47;
  const [year, month] = data.month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // Weeks start on Sunday in Israel, on Monday elsewhere in the interface languages' main markets.
  const weekStart = locale === 'heb' ? 0 : 1;
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const title = dateTimeFormat(bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  const weekday = dateTimeFormat(bcp47, { weekday: 'narrow', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(bcp47, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const headers = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + ((i + weekStart) % 7))));
  const dayKey = (d: number) => `${data.month}-${String(d).padStart(2, '0')}`;
  const kindsOn = (d: number) => {
    const key = dayKey(d);
    return data.events.filter((e) => e.startsOn <= key && e.endsOn >= key).map((e) => e.kind);
  };
  const kindName = (k: string) => entry(t.profile.calendar.kinds, k) ?? k;
  return (
    <Section
      id="calendar"
      title={t.profile.sections.calendar}
      actions={
        <div className="flex items-center gap-2">
          <MonthLink
            show={data.month > data.range.first}
            month={shiftMonth(data.month, -1)}
            label={t.profile.calendar.previous}
            Icon={ChevronLeft}
          />
          <span className="min-w-36 text-center font-medium" aria-live="polite">
            {title}
          </span>
          <MonthLink
            show={data.month < data.range.last}
            month={shiftMonth(data.month, 1)}
            label={t.profile.calendar.next}
            Icon={ChevronRight}
          />
        </div>
      }
    >
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {headers.map((d) => (
              <th key={d.toISOString()} scope="col" className="pb-1 text-xs font-medium text-muted">
                <abbr title={weekdayLong.format(d)} className="no-underline">
                  {weekday.format(d)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil((lead + days) / 7) }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, col) => {
                const d = week * 7 + col - lead + 1;
                if (d < 1 || d > days) return <td key={col} />;
                const kinds = kindsOn(d);
                const main = kinds[0];
                return (
                  <td key={col} className="p-0.5">
                    <span
                      className={`tabular flex h-8 items-center justify-center rounded ${main ? KIND_STYLE[main] : ''}`}
                      title={kinds.map(kindName).join(', ') || undefined}
                    >
                      {d}
                      {kinds.length > 0 && <span className="sr-only">: {kinds.map(kindName).join(', ')}</span>}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {data.events.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {data.events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <span className={`rounded px-1.5 text-xs font-semibold ${KIND_STYLE[e.kind] ?? ''}`}>
                {kindName(e.kind)}
              </span>
              <span>{e.title}</span>
              <span className="text-muted">
                {formatDate(midday(e.startsOn), locale)}
                {e.endsOn !== e.startsOn && ` – ${formatDate(midday(e.endsOn), locale)}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t.profile.calendar.none}</p>
      )}
    </Section>
  );
}

const NAV = 'inline-flex size-9 items-center justify-center rounded-card border border-line text-fg hover:bg-surface-2';

/** A link to the month before or after; past the calendar's range an empty spot of the same size keeps the title still. */
function MonthLink({
  show,
  month,
  label,
  Icon,
}: {
  show: boolean;
  month: string;
  label: string;
  Icon: typeof ChevronLeft;
}) {
  if (!show) return <span className={NAV} aria-hidden="true" />;
  return (
    <Link to={`?month=${month}`} preventScrollReset className={NAV} aria-label={label} rel="nofollow">
      <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    </Link>
  );
}
