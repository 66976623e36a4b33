import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';

import type { DemoProject, DemoStage } from '../data/demo-project';
import { formatUsd, stageAmount } from '../utils/demo';
import { STAGE_STATUS } from './demo-labels';

export function PaymentsTab({ project, stages }: { project: DemoProject; stages: readonly DemoStage[] }) {
  return (
    <Panel
      title="Payment schedule"
      icon={<CreditCard aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description={`${formatUsd(project.totalAmount)} in three stages: 50% down payment, 30% at design approval, 20% on final delivery.`}
    >
      <ol aria-label="Payment stages" className="space-y-3">
        {stages.map((stage, index) => {
          const status = STAGE_STATUS[stage.status];
          return (
            <li
              key={stage.id}
              aria-label={stage.title}
              className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
            >
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  {index + 1}. {stage.title} <span className="font-normal text-slate-500">({stage.percent}%)</span>
                </h3>
                <p className="text-sm text-slate-600">{stage.description}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-lg font-semibold text-slate-900 tabular-nums">{formatUsd(stageAmount(project.totalAmount, stage))}</span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-slate-50 p-4">
        <p className="min-w-0 text-sm text-slate-600">Payments here are examples. Try a card payment with a test card on the checkout.</p>
        <Link to={paths.subscribe.getHref()} className={buttonVariants({ variant: 'primary' })}>
          Go to checkout
        </Link>
      </div>
    </Panel>
  );
}
