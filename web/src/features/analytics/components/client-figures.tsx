import { Clock, FolderPlus, Gavel, Lock } from 'lucide-react';

import { StatCard } from '@/components/ui/stat-card';
import { plural } from '@/lib/plural';

import type { ClientAnalytics } from '../types';
import { formatCents, formatCount, formatWait, monthLabel } from '../utils/report';
import { BarChart } from './bar-chart';
import { ClientProjectsTable } from './client-projects-table';
import { FigurePanel } from './figure-panel';

/** A client's own figures: projects and their bids, bids against budget, time to first bid, stage money by month. */
export function ClientFigures({ figures }: { figures: ClientAnalytics }) {
  const { bidsAgainstBudget: budget, money } = figures;
  const bids = budget.below + budget.within + budget.above;
  const held = money.length ? money[money.length - 1].heldCents : 0;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Projects Posted" value={formatCount(figures.projectsPosted)} detail="Posted in this range" icon={FolderPlus} />
        <StatCard
          title="Average Bid"
          value={budget.averageBidCents === null ? '–' : formatCents(budget.averageBidCents)}
          detail={`${plural(budget.within, 'bid')} within budget, ${formatCount(budget.below)} below, ${formatCount(budget.above)} above`}
          icon={Gavel}
        />
        <StatCard title="Time to First Bid" value={formatWait(figures.medianSecondsToFirstBid)} detail="Median over your projects with bids" icon={Clock} />
        <StatCard title="Held in Escrow" value={formatCents(held)} detail="At the end of this range" icon={Lock} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FigurePanel title="Bids against budget" note={`${plural(bids, 'bid')} on the projects of this range, against each project's budget range.`}>
          <BarChart
            label="Bids against budget"
            labelEach
            bars={[
              { key: 'below', label: 'Below', value: budget.below, text: `Below budget: ${plural(budget.below, 'bid')}` },
              { key: 'within', label: 'Within', value: budget.within, text: `Within budget: ${plural(budget.within, 'bid')}` },
              { key: 'above', label: 'Above', value: budget.above, text: `Above budget: ${plural(budget.above, 'bid')}` },
            ]}
          />
        </FigurePanel>
        <FigurePanel title="Money by month" note="Stage payments you made; released to engineers; still held at each month's end.">
          <BarChart
            label="Paid per month"
            labelEach
            bars={money.map((month) => ({ key: month.month, label: monthLabel(month.month), value: month.paidCents, text: `${monthLabel(month.month)}: ${formatCents(month.paidCents)} paid` }))}
          />
          <ul className="divide-y divide-slate-100 text-sm">
            {money.map((month) => (
              <li key={month.month} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{monthLabel(month.month)}</span>
                <span className="text-slate-600">
                  Paid {formatCents(month.paidCents)} · released {formatCents(month.releasedCents)} · held {formatCents(month.heldCents)}
                </span>
              </li>
            ))}
          </ul>
        </FigurePanel>
      </div>
      <ClientProjectsTable projects={figures.projects} />
    </div>
  );
}
