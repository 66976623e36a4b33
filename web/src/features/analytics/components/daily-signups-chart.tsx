import { formatIsoDate } from '@/lib/date-time';
import { plural } from '@/lib/plural';

import type { DailySignups } from '../types';
import { barHeight } from '../utils/report';

const dayLabel = (date: string): string => formatIsoDate(date, 'MMM d') ?? date;

/**
 * One stacked bar per day (clients below, engineers above), scaled to the busiest day. Plain elements: every bar
 * carries its figures as text for screen readers, and the table under the chart gives the recent days in full.
 */
export function DailySignupsChart({ days }: { days: DailySignups[] }) {
  const busiest = Math.max(0, ...days.map((day) => day.total));
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure>
      <ol aria-label={`Signups per day, last ${plural(days.length, 'day')}`} className="flex h-40 items-end gap-0.5 border-b border-slate-200 sm:gap-1">
        {days.map((day) => (
          <li key={day.date} className="flex h-full min-w-0 flex-1 flex-col justify-end" title={`${dayLabel(day.date)}: ${day.total}`}>
            <span className="sr-only">
              {dayLabel(day.date)}: {plural(day.total, 'signup')} ({plural(day.clients, 'client')}, {plural(day.engineers, 'engineer')})
            </span>
            <div aria-hidden="true" className="flex flex-col-reverse overflow-hidden rounded-t-sm" style={{ height: `${barHeight(day.total, busiest)}%` }}>
              <div className="bg-amber-500" style={{ height: `${barHeight(day.clients, day.total)}%` }} />
              <div className="bg-sky-500" style={{ height: `${barHeight(day.engineers, day.total)}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>{first && last ? `${dayLabel(first.date)} to ${dayLabel(last.date)} (UTC days)` : null}</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-amber-500" /> Clients
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-sky-500" /> Engineers
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
