import { Banknote, CircleCheck, FolderPlus, Gavel, HandCoins, Lock } from 'lucide-react';

import { SkeletonBlocks } from '@/components/ui/loading-state';
import { StatCard } from '@/components/ui/stat-card';
import { plural } from '@/lib/plural';

import type { MarketplaceMetrics } from '../types';
import { formatCents, formatCount, formatRate } from '../utils/report';
import { ReportState, type ReportQuery } from './report-state';

interface MarketplaceCardsProps {
  marketplace: ReportQuery<MarketplaceMetrics>;
  /** No figures for the range: no date picked, or a range the server refused (its message shows by the dates). */
  unavailable: boolean;
}

function Figures({ metrics }: { metrics: MarketplaceMetrics }) {
  const { projectsPosted, projectsWithAcceptedBid, acceptRate, bidsPlaced } = metrics;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard title="Projects Posted" value={formatCount(projectsPosted)} detail="Posted by clients in this range" icon={FolderPlus} />
      <StatCard title="Bids Placed" value={formatCount(bidsPlaced)} detail="Placed by engineers in this range" icon={Gavel} />
      <StatCard
        title="Accept Rate"
        value={formatRate(acceptRate)}
        detail={`${plural(projectsWithAcceptedBid, 'project')} with an accepted bid of ${formatCount(projectsPosted)} posted`}
        icon={CircleCheck}
      />
      <StatCard title="Paid In" value={formatCents(metrics.paidInCents)} detail="Project stages paid into escrow in this range" icon={Banknote} />
      <StatCard title="Held in Escrow" value={formatCents(metrics.heldCents)} detail="Held at the end of this range" icon={Lock} />
      <StatCard
        title="Released"
        value={formatCents(metrics.releasedCents)}
        detail={`Paid out to engineers in this range; ${formatCents(metrics.refundedCents)} refunded to clients`}
        icon={HandCoins}
      />
    </div>
  );
}

/** What an operator looks at first over the range: projects, bids, the accept rate and the money through escrow. */
export function MarketplaceCards({ marketplace, unavailable }: MarketplaceCardsProps) {
  if (unavailable) return null;
  return (
    <section aria-labelledby="marketplace-heading" className="space-y-3">
      <h2 id="marketplace-heading" className="text-lg font-semibold text-slate-900">
        Marketplace
      </h2>
      <ReportState
        query={marketplace}
        loadingLabel="Loading marketplace figures"
        errorTitle="We couldn't load the marketplace figures"
        skeleton={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SkeletonBlocks count={6} className="h-32" />
          </div>
        }
      >
        {(metrics) => <Figures metrics={metrics} />}
      </ReportState>
    </section>
  );
}
