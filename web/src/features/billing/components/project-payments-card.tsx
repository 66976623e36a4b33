import { RefreshCw, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { errorStatus } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';

import { useGetProjectPaymentsQuery, useReleaseProjectPaymentMutation } from '../api/payments-api';
import type { PaymentStage, ProjectPayments } from '../types';
import { formatMoney } from '../utils/format';
import { StageStatusBadge } from './stage-status-badge';

/** Release a paid stage to the engineer, after a confirm step: money that left escrow does not come back. */
function ReleaseStage({ projectId, stage }: { projectId: number; stage: PaymentStage }) {
  const [open, setOpen] = useState(false);
  // One key per time the client opens the confirm step: a double click on the confirm button releases once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [release, { isLoading }] = useReleaseProjectPaymentMutation();
  const submit = useSubmitWithToast(release, {
    success: { title: 'Payment Released', description: `The ${stage.label} (${formatMoney(stage.amount)}) was released to the engineer.`, variant: 'success' },
    failureTitle: 'Release Failed',
    onSuccess: () => setOpen(false),
  });
  const openChange = (next: boolean) => {
    if (next) setIdempotencyKey(newIdempotencyKey());
    setOpen(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Release ${stage.label}`}>
          Release
        </Button>
      }
      title={`Release the ${stage.label}?`}
      description={`${formatMoney(stage.amount)} leaves escrow and goes to the engineer. Release it once you approve this stage of the work; it cannot be undone.`}
      confirmLabel="Release payment"
      cancelLabel="Not yet"
      confirmVariant="primary"
      onConfirm={() => void submit({ projectId, paymentType: stage.paymentType, idempotencyKey })}
      busy={isLoading}
    />
  );
}

function StageAction({ projectId, payments, stage }: { projectId: number; payments: ProjectPayments; stage: PaymentStage }) {
  if (!payments.viewerIsClient) return null;
  if (stage.status === 'paid') return <ReleaseStage projectId={projectId} stage={stage} />;
  if (stage.status === 'pending' && stage.paymentType === payments.nextPayable) {
    return (
      <Link to={paths.projectPaymentLive.getHref(projectId)} aria-label={`Pay ${stage.label}`} className={buttonVariants({ size: 'sm' })}>
        Pay
      </Link>
    );
  }
  return null;
}

function PaymentsBody({ projectId, payments }: { projectId: number; payments: ProjectPayments }) {
  const totals: Array<[string, string]> = [
    ['Total', formatMoney(payments.total)],
    ['Held', formatMoney(payments.held)],
    ['Released', formatMoney(payments.released)],
  ];
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center text-sm">
        {totals.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-500">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Payment stages" className="mt-4 divide-y divide-slate-100">
        {payments.stages.map((stage) => (
          <li key={stage.paymentType} aria-label={stage.label} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{stage.label}</p>
              <p className="text-xs text-slate-500">
                {stage.percent}% · {formatMoney(stage.amount)}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <StageStatusBadge status={stage.status} />
              <StageAction projectId={projectId} payments={payments} stage={stage} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The project page's Payments card, for the client and the assigned engineer once a bid is accepted: the three
 * stages with their status; the client pays the next one and releases paid ones, the engineer follows along.
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
    <Panel title="Payments" icon={<Wallet aria-hidden="true" className="h-5 w-5 text-amber-600" />} description="Held in escrow until the client releases each stage." region>
      {body}
    </Panel>
  );
}
