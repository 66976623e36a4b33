import { RefreshCw, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { stageTitle } from '@/lib/disputes';
import { errorStatus } from '@/lib/errors';

import { useGetProjectPaymentsQuery } from '../api/payments-api';
import type { PaymentStage, ProjectPayments } from '../types';
import { formatMoney } from '../utils/format';
import { StageStatusBadge } from './stage-status-badge';

/** Where a settled stage's money went: all of it for a release or a refund, both parts for a split. */
function settlement(stage: PaymentStage): string | null {
  switch (stage.status) {
    case 'released':
      return `${formatMoney(stage.releasedAmount)} released to the engineer`;
    case 'refunded':
      return `${formatMoney(stage.refundedAmount)} refunded to the client`;
    case 'split':
      return `${formatMoney(stage.releasedAmount)} released to the engineer, ${formatMoney(stage.refundedAmount)} refunded to the client`;
    default:
      return null;
  }
}

function paymentsNote({ escrow, viewerIsClient }: ProjectPayments): string {
  if (!escrow) {
    return viewerIsClient
      ? 'This project has no escrow: each stage goes to the engineer as soon as you pay it.'
      : 'This project has no escrow: each stage is paid to you as soon as the client pays it.';
  }
  return viewerIsClient ? "Held money is released when you approve the stage's delivery." : "Held money is released to you when the client approves the stage's delivery.";
}

/** The client pays the next stage; nothing else is done here (money moves when the client approves a delivery). */
function StageAction({ projectId, payments, stage }: { projectId: number; payments: ProjectPayments; stage: PaymentStage }) {
  if (!payments.viewerIsClient || stage.status !== 'pending' || stage.paymentType !== payments.nextPayable) return null;
  return (
    <Link to={paths.projectPaymentLive.getHref(projectId)} aria-label={`Pay ${stageTitle(stage.paymentType)}`} className={buttonVariants({ size: 'sm' })}>
      Pay
    </Link>
  );
}

function PaymentsBody({ projectId, payments }: { projectId: number; payments: ProjectPayments }) {
  const totals: Array<[string, string]> = [
    ['Total', formatMoney(payments.total)],
    ['Held', formatMoney(payments.held)],
    ['Released', formatMoney(payments.released)],
  ];
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{paymentsNote(payments)}</p>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center text-sm">
        {totals.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-500">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Payment stages" className="mt-4 divide-y divide-slate-100">
        {payments.stages.map((stage) => {
          const settled = settlement(stage);
          return (
            <li key={stage.paymentType} aria-label={stageTitle(stage.paymentType)} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{stageTitle(stage.paymentType)}</p>
                <p className="text-xs text-slate-500">
                  {stage.percent}% · {formatMoney(stage.amount)}
                </p>
                {settled ? <p className="text-xs text-slate-600">{settled}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <StageStatusBadge status={stage.status} />
                <StageAction projectId={projectId} payments={payments} stage={stage} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The project page's Payments card, for the client and the assigned engineer once a bid is accepted: the three
 * stages with their status and where settled money went; the client pays the next stage. Held money moves when the
 * client approves the stage's delivery (the Milestones card) or an admin resolves a dispute.
 */
export function ProjectPaymentsCard({ projectId }: { projectId: number }) {
  const { data: payments, isLoading, error, refetch, isFetching } = useGetProjectPaymentsQuery(projectId);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <LoadingState label="Loading payments" className="space-y-2">
        <SkeletonBlocks count={3} className="h-12 rounded-lg" />
      </LoadingState>
    );
  } else if (payments) {
    body = <PaymentsBody projectId={projectId} payments={payments} />;
  } else if (errorStatus(error) === 404) {
    // Billing learns of the accepted bid from an event: right after the acceptance it may not know the project yet.
    body = (
      <div className="space-y-3 text-sm text-slate-600">
        <p>The payment stages are being set up for this project. This usually takes a few seconds.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Check again
        </Button>
      </div>
    );
  } else {
    body = <ErrorState layout="card" title="We couldn't load the payments" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }

  return (
    <Panel title="Payments" icon={<Wallet aria-hidden="true" className="h-5 w-5 text-amber-600" />} description="Held in escrow stage by stage." region>
      {body}
    </Panel>
  );
}
