import { ArrowLeft, RefreshCw, ShieldCheck, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { DetailPageSkeleton, LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { PageMessage } from '@/components/ui/message';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { ProjectNotFound } from '@/components/shared/project-not-found';
import { paths } from '@/config/paths';
import { stageTitle } from '@/lib/disputes';
import { errorStatus, formatApiError, serverMessage } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { isolateText } from '@/lib/user-text';

import { useGetProjectPaymentsQuery, useSetUpProjectPaymentQuery } from '../api/payments-api';
import { DEFAULT_PROJECT_TIMELINE, PAYMENT_TERMS } from '../data/payment-content';
import type { PaymentProject, PaymentStage, PaymentType, ProjectPayments } from '../types';
import { formatMoney } from '../utils/format';
import { EMPTY_CARD, type CardFormValues } from '../utils/card';
import { PAYMENT_TYPES, selectedStage, stagePayment, unpaidEarlierStage } from '../utils/stages';
import { PaymentForm } from './payment-form';
import { StageSelector } from './stage-selector';
import type { CardState } from './test-card-form';

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
    ['Held in escrow', formatMoney(payments.held)],
    ['Released', formatMoney(payments.released)],
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

function PaymentTerms() {
  return (
    <Panel title="Payment Terms" icon={<ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />} region>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        {PAYMENT_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Panel>
  );
}

interface StagePaymentProps {
  projectId: number;
  stage: PaymentStage;
  idempotencyKey: string;
  cardState: CardState;
}

/**
 * The payment of the chosen stage: set up once per stage and page load, then the payment form. A refused set-up is
 * explained in the page (not as a toast that would outlive it).
 */
function StagePayment({ projectId, stage, idempotencyKey, cardState }: StagePaymentProps) {
  const { currentData: intent, isError, error, refetch, isFetching } = useSetUpProjectPaymentQuery({ ...stagePayment(projectId, stage), idempotencyKey });

  if (isError) {
    return (
      <Alert
        title="Payment Setup Failed"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
          </Button>
        }
      >
        {serverMessage(error) ?? formatApiError(error)}
      </Alert>
    );
  }
  if (!intent) {
    return (
      <Card className="p-6">
        <LoadingState label="Setting up the payment" className="space-y-3">
          <SkeletonBlocks count={3} className="h-11 rounded-lg" />
        </LoadingState>
      </Card>
    );
  }
  return (
    <PaymentForm
      key={intent.clientSecret}
      clientSecret={intent.clientSecret}
      amount={stage.amount}
      returnTo={{ path: paths.projectPaymentSuccess.getHref(projectId, { type: stage.paymentType, amount: stage.amount }) }}
      cardState={cardState}
    />
  );
}

/** A later stage picked before an earlier one is paid: the order, and the way to the stage due first. */
function StageOrderNotice({ stage, earlier, onPayEarlier }: { stage: PaymentStage; earlier: PaymentStage; onPayEarlier: () => void }) {
  const first = stageTitle(earlier.paymentType).toLowerCase();
  return (
    <Alert
      tone="warning"
      title="Stages are paid in order"
      action={
        <Button variant="outline" size="sm" onClick={onPayEarlier}>
          Pay the {first}
        </Button>
      }
    >
      The {stageTitle(stage.paymentType).toLowerCase()} can be paid once the {first} ({formatMoney(earlier.amount)}) is paid: each stage is
      paid into escrow after the one before it.
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
          <Panel title="Payment Stage" description="Choose the stage to pay. Paid stages are held in escrow until you approve their delivery." region>
            <StageSelector stages={payments.stages} value={stage?.paymentType ?? null} onChange={setPicked} disabled={!payments.viewerIsClient} />
            {stage && payments.viewerIsClient ? (
              <p className="mt-4 text-sm text-slate-600" aria-live="polite">
                Amount due now: <span className="font-semibold text-slate-900">{formatMoney(stage.amount)}</span> ({stageTitle(stage.paymentType)})
              </p>
            ) : null}
          </Panel>
          {payment}
        </div>
        <aside className="space-y-6" aria-label="Payment details">
          <ProjectSummary project={project} payments={payments} />
          <PaymentTerms />
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

/** /project/{id}/payment-live (spec section 2): the client pays the project's stages into escrow. */
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
