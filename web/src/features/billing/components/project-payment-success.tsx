import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { stageTitle } from '@/lib/disputes';

import { useGetProjectPaymentsQuery } from '../api/payments-api';
import { formatMoney } from '../utils/format';
import { parsePaymentType } from '../utils/stages';

/** Where the money went, once the project's payments say whether it has escrow (nothing until then). */
function WhereTheMoneyIs({ projectId }: { projectId: string }) {
  const { data: payments, isLoading } = useGetProjectPaymentsQuery(Number(projectId));
  if (isLoading) return null;
  return (
    <p className="mt-6 text-slate-600">
      {payments?.escrow === false
        ? 'Paid to the engineer at once: this project has no escrow, so the money is not held.'
        : "Held in escrow until you approve the stage's delivery on the project page; the money is then released to the engineer."}
    </p>
  );
}

/**
 * /project/{id}/payment-success?type=&amount= : where the provider returns the client after paying a stage. The
 * money is held in escrow until the client approves the stage's delivery on the project page (or, on a project
 * without escrow, went to the engineer at once).
 */
export function ProjectPaymentSuccess({ projectId }: { projectId: string }) {
  const [params] = useSearchParams();
  const type = parsePaymentType(params.get('type'));
  const amount = params.get('amount');
  const paymentIntentId = params.get('payment_intent');

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      <Card className="p-8 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <ShieldCheck aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">Payment Received</h1>
        <dl className="mt-6 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-left text-sm">
          <div className="flex justify-between gap-2 py-2">
            <dt className="text-slate-500">Stage</dt>
            <dd className="font-medium text-slate-900">{type ? stageTitle(type) : 'Project payment'}</dd>
          </div>
          {amount ? (
            <div className="flex justify-between gap-2 py-2">
              <dt className="text-slate-500">Amount</dt>
              <dd className="font-medium text-slate-900">{formatMoney(amount)}</dd>
            </div>
          ) : null}
          {paymentIntentId ? (
            <div className="flex justify-between gap-2 py-2">
              <dt className="text-slate-500">Payment ID</dt>
              <dd className="font-medium break-all text-slate-900">{paymentIntentId}</dd>
            </div>
          ) : null}
        </dl>
        <WhereTheMoneyIs projectId={projectId} />
        <Link to={paths.project.getHref(projectId)} className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Project
        </Link>
      </Card>
    </div>
  );
}
