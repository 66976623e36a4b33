import { Eye, Gavel, Star, Trophy } from 'lucide-react';

import { StatCard } from '@/components/ui/stat-card';
import { formatIsoDate } from '@/lib/date-time';
import { plural } from '@/lib/plural';

import type { EngineerAnalytics } from '../types';
import { formatCents, formatCount, formatRate, formatRating, monthLabel } from '../utils/report';
import { BarChart } from './bar-chart';
import { FigurePanel } from './figure-panel';

const dayLabel = (date: string): string => formatIsoDate(date, 'MMM d') ?? date;

interface DailyFigureProps {
  title: string;
  note: string;
  /** The chart's name for screen readers, e.g. 'Profile views per day'. */
  label: string;
  /** What one counts, singular: 'view'. */
  unit: string;
  days: { date: string; count: number }[];
}

/** A figure by day of the range, as bars. */
function DailyFigurePanel({ title, note, label, unit, days }: DailyFigureProps) {
  return (
    <FigurePanel title={title} note={note}>
      <BarChart
        label={label}
        bars={days.map((day) => ({ key: day.date, label: dayLabel(day.date), value: day.count, text: `${dayLabel(day.date)}: ${plural(day.count, unit)}` }))}
      />
    </FigurePanel>
  );
}

/**
 * An engineer's own figures: profile views and directory appearances by day, bids placed and won, earnings by
 * month, ratings over time.
 */
export function EngineerFigures({ figures }: { figures: EngineerAnalytics }) {
  const { profileViews, directoryAppearances, bids, earnings, ratings } = figures;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Profile Views" value={formatCount(profileViews.total)} detail="Viewers of your profile, once a day each" icon={Eye} />
        <StatCard title="Bids Placed" value={formatCount(bids.placed)} detail="Placed in this range" icon={Gavel} />
        <StatCard title="Win Rate" value={formatRate(bids.winRate)} detail={`${plural(bids.won, 'bid')} won`} icon={Trophy} />
        <StatCard title="Average Rating" value={formatRating(figures.averageRating)} detail="Of every review up to the end of the range" icon={Star} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyFigurePanel
          title="Profile views by day"
          note="Viewers of your profile, once a day each. Your own visits are not counted."
          label="Profile views per day"
          unit="view"
          days={profileViews.days.map((day) => ({ date: day.date, count: day.views }))}
        />
        <DailyFigurePanel
          title="Directory appearances by day"
          note={`Viewers shown your card in the engineer directory, once a day each: ${formatCount(directoryAppearances.total)} in this range. Your own visits are not counted.`}
          label="Directory appearances per day"
          unit="appearance"
          days={directoryAppearances.days.map((day) => ({ date: day.date, count: day.appearances }))}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FigurePanel title="Earnings by month" note="Stage payments released to you.">
          <BarChart
            label="Earnings released per month"
            labelEach
            bars={earnings.map((month) => ({ key: month.month, label: monthLabel(month.month), value: month.releasedCents, text: `${monthLabel(month.month)}: ${formatCents(month.releasedCents)}` }))}
          />
        </FigurePanel>
        <FigurePanel title="Ratings over time" note="Reviews received each month, and your average so far.">
          <ul className="divide-y divide-slate-100 text-sm">
            {ratings.map((month) => (
              <li key={month.month} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{monthLabel(month.month)}</span>
                <span className="text-slate-600">
                  {plural(month.reviews, 'review')} · average {formatRating(month.overallRating)}
                </span>
              </li>
            ))}
          </ul>
        </FigurePanel>
      </div>
    </div>
  );
}
