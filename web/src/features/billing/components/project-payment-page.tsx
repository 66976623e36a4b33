import { ArrowLeft, ShieldCheck, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { ErrorState } from '@/components/ui/error-state';
import { DetailPageSkeleton, SkeletonBlocks } from '@/components/ui/loading-state';
import { PageMessage } from '@/components/ui/message';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { ProjectNotFound } from '@/components/shared/project-not-found';
import { paths } from '@/config/paths';
import { stageTitle } from '@/lib/disputes';
import { errorStatus, serverMessage } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { isolateText } from '@/lib/user-text';

import { useGetProjectPaymentsQuery } from '../api/payments-api';
import { DEFAULT_PROJECT_TIMELINE, DIRECT_PAYMENT_TERMS, NOT_HELD_NOTICE, PAYMENT_TERMS } from '../data/payment-content';
import type { PaymentProject, PaymentType, ProjectPayments } from '../types';
import { formatMoney } from '../utils/format';
import { EMPTY_CARD, type CardFormValues } from '../utils/card';
import { PAYMENT_TYPES, selectedStage, unpaidEarlierStage } from '../utils/stages';
import { StageOrderNotice, StagePayment } from './stage-payment';
import { StageSelector } from './stage-selector';

function BackToProject({ projectId }: { projectId: number }) {
  return (
    <Link to={paths.project.getHref(projectId)} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to project
    </Link>
  );
}

function ProjectSummary({ project, payments }: { project: PaymentProject; payments: ProjectPayments }) {
  const facts: Array<[string, ReactNode]> = [
    ['Project', <UserText key="title">{project.title}</UserText>],
    ['Timeline', project.timeline || DEFAULT_PROJECT_TIMELINE],
    ['Total', formatMoney(payments.total)],
    ...(payments.escrow ? [['Held in escrow', formatMoney(payments.held)] as [string, ReactNode]] : []),
    [payments.escrow ? 'Released' : 'Paid to the engineer', formatMoney(payments.released)],
  ];
  return (
    <Panel title="Project Summary" region>
      <dl className="divide-y divide-slate-100 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-500">{term}</dt>
            <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function PaymentTerms({ escrow }: { escrow: boolean }) {
  return (
    <Panel title="Payment Terms" icon={<ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />} region>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        {(escrow ? PAYMENT_TERMS : DIRECT_PAYMENT_TERMS).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Panel>
  );
}

/** A client whose project has no escrow reads, before paying, that the money is not held and what upgrading adds. */
function NotHeldNotice() {
  return (
    <Alert
      tone="warning"
      title="Not held in escrow"
      action={
        <Link to={paths.premiumPlans.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Upgrade to Professional
        </Link>
      }
    >
      {NOT_HELD_NOTICE}
    </Alert>
  );
}

function ProjectPayment({ project }: { project: PaymentProject }) {
  const { data: payments, isLoading, isError, error, refetch, isFetching } = useGetProjectPaymentsQuery(project.id);
  const [picked, setPicked] = useState<PaymentType | null>(null);
  // One Idempotency-Key per stage for this page load: a double click, or coming back to a stage, sets up one payment.
  const [keys] = useState(() => Object.fromEntries(PAYMENT_TYPES.map((type) => [type, newIdempotencyKey()])) as Record<PaymentType, string>);
  // The card typed so far stays when the client switches the stage (each stage has its own payment intent).
  const cardState = useState<CardFormValues>(EMPTY_CARD);

  if (isLoading) return <DetailPageSkeleton label="Loading payments" header={<SkeletonBlocks className="h-24" />} />;
  if (!payments) {
    const status = errorStatus(error);
    if (isError && (status === 404 || status === 403)) {
      return (
        <PageMessage
          icon={Wallet}
          title={status === 404 ? 'Payments Not Open Yet' : 'Payments Unavailable'}
          action={
            <Link to={paths.project.getHref(project.id)} className={buttonVariants({ variant: 'outline' })}>
              Back to Project
            </Link>
          }
        >
          {serverMessage(error) ?? 'Payments open once you accept a bid on this project.'}
        </PageMessage>
      );
    }
    return <ErrorState title="We couldn't load the project's payments" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }

  const stage = selectedStage(payments, picked);
  const earlier = stage ? unpaidEarlierStage(payments, stage) : null;
  let payment: ReactNode;
  if (!payments.viewerIsClient) payment = <Alert tone="info">Only the project's client makes payments. You can follow each stage here.</Alert>;
  else if (!stage) payment = <Alert tone="info">Every stage of this project is paid.</Alert>;
  else if (earlier) payment = <StageOrderNotice stage={stage} earlier={earlier} onPayEarlier={() => setPicked(earlier.paymentType)} />;
  else payment = <StagePayment key={stage.paymentType} projectId={project.id} stage={stage} idempotencyKey={keys[stage.paymentType]} cardState={cardState} />;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <BackToProject projectId={project.id} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Project Payment</h1>
        <UserText as="p" className="mt-2 text-slate-600">
          {project.title}
        </UserText>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel
            title="Payment Stage"
            description={payments.escrow ? 'Choose the stage to pay. Paid stages are held in escrow until you approve their delivery.' : 'Choose the stage to pay. Paid stages go to the engineer at once.'}
            region
          >
            <StageSelector stages={payments.stages} value={stage?.paymentType ?? null} onChange={setPicked} disabled={!payments.viewerIsClient} />
            {stage && payments.viewerIsClient ? (
              <p className="mt-4 text-sm text-slate-600" aria-live="polite">
                Amount due now: <span className="font-semibold text-slate-900">{formatMoney(stage.amount)}</span> ({stageTitle(stage.paymentType)})
              </p>
            ) : null}
          </Panel>
          {payments.viewerIsClient && !payments.escrow ? <NotHeldNotice /> : null}
          {payment}
        </div>
        <aside className="space-y-6" aria-label="Payment details">
          <ProjectSummary project={project} payments={payments} />
          <PaymentTerms escrow={payments.escrow} />
        </aside>
      </div>
    </div>
  );
}

export interface ProjectPaymentPageProps {
  /** NaN for a malformed id. */
  projectId: number;
  /** The project from the projects feature; undefined until it arrives or when it failed. */
  project: PaymentProject | undefined;
  projectLoading: boolean;
  projectError: unknown;
}

/** /project/{id}/payment-live (spec section 2): the client pays the project's stages into escrow, or straight to the
 * engineer on a project accepted without escrow. */
export function ProjectPaymentPage({ projectId, project, projectLoading, projectError }: ProjectPaymentPageProps) {
  if (!Number.isInteger(projectId) || projectId <= 0) return <ProjectNotFound />;
  if (projectLoading) return <DetailPageSkeleton label="Loading project" header={<SkeletonBlocks className="h-24" />} />;
  if (!project) {
    if (!projectError || errorStatus(projectError) === 404) return <ProjectNotFound />;
    return <ErrorState title="We couldn't load this project" error={projectError} />;
  }
  return (
    <>
      <title>{`Pay for ${isolateText(project.title)} · CabinetWorks`}</title>
      <ProjectPayment project={project} />
    </>
  );
}
