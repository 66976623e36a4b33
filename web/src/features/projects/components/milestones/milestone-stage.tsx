import { Gavel, Hourglass } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { UserText } from '@/components/ui/user-text';
import { formatIsoDate } from '@/lib/date-time';
import { disputeOutcomeLabel, stageTitle } from '@/lib/disputes';
import { cn } from '@/lib/cn';

import type { Milestone, ProjectMilestones, Submission } from '../../types';
import { shortHash } from '../../utils/files';
import { MILESTONE_STATE_LABELS, MILESTONE_STATE_TONES, revisionLabel, stageActions, type MilestoneRole } from '../../utils/milestones';
import { ApproveStageButton, OpenDisputeButton, RequestChangesButton } from './stage-actions';
import { SubmitDeliveryDialog } from './submit-delivery-dialog';

const dateOf = (iso: string | null | undefined) => formatIsoDate(iso, 'MMM d, yyyy');
const dateTimeOf = (iso: string | null | undefined) => formatIsoDate(iso, 'MMM d, yyyy h:mm a');

/** The text of a stage paid at billing that the milestones still show as pending (issue 28: no two cards disagree). */
export const PAYMENT_CONFIRMING = 'Payment received, confirming…';

export function MilestoneStateBadge({ state, paymentReceived = false }: { state: Milestone['state']; paymentReceived?: boolean }) {
  if (state === 'pending' && paymentReceived) return <Badge tone="blue">Paid</Badge>;
  return <Badge tone={MILESTONE_STATE_TONES[state]}>{MILESTONE_STATE_LABELS[state]}</Badge>;
}

function SubmissionItem({ submission }: { submission: Submission }) {
  const submittedAt = dateTimeOf(submission.submittedAt);
  return (
    <li className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-900">
        Revision {submission.revision}
        {submittedAt ? <span className="font-normal text-slate-500"> · submitted {submittedAt}</span> : null}
      </p>
      {submission.note ? (
        <UserText as="p" multiline className="text-sm text-slate-700">
          {submission.note}
        </UserText>
      ) : null}
      {submission.verdict && submission.files.some((file) => file.preflightStatus) ? (
        <p
          role="note"
          aria-label={`Delivery check of revision ${submission.revision}`}
          className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800"
        >
          <span className="font-medium">Delivery check: </span>
          {submission.verdict}
        </p>
      ) : null}
      <ul aria-label={`Files of revision ${submission.revision}`} className="space-y-1 text-xs">
        {submission.files.map((file) => (
          <li key={file.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <UserText className="min-w-0 font-medium text-slate-800">{file.name}</UserText>
            <span className="text-slate-500">v{file.version}</span>
            <code title={file.sha256} className="text-slate-500">
              {shortHash(file.sha256)}
            </code>
          </li>
        ))}
      </ul>
      {submission.changesRequested ? (
        <div className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-medium">Changes requested{dateOf(submission.changesRequested.requestedAt) ? ` on ${dateOf(submission.changesRequested.requestedAt)}` : ''}</p>
          <UserText as="p" multiline>
            {submission.changesRequested.note}
          </UserText>
        </div>
      ) : null}
    </li>
  );
}

function DisputeDetails({ milestone, clientId }: { milestone: Milestone; clientId: number }) {
  const { dispute } = milestone;
  if (!dispute) return null;
  const by = dispute.openedBy === clientId ? 'the client' : 'the engineer';
  const openedAt = dateOf(dispute.openedAt);
  return (
    <div className={cn('space-y-1 rounded-xl p-3 text-sm', dispute.outcome ? 'bg-slate-50 text-slate-800' : 'bg-red-50 text-red-900')}>
      <p className="flex items-center gap-2 font-medium">
        <Gavel aria-hidden="true" className="h-4 w-4 shrink-0" />
        Disputed by {by}
        {openedAt ? ` on ${openedAt}` : ''}
      </p>
      <UserText as="p" multiline>
        {dispute.reason}
      </UserText>
      {dispute.outcome ? (
        <>
          <p className="font-medium">Outcome: {disputeOutcomeLabel(dispute.outcome, dispute.engineerPercent)}</p>
          {dispute.note ? (
            <p className="wrap-anywhere whitespace-pre-line">
              Admin's note: <UserText>{dispute.note}</UserText>
            </p>
          ) : null}
        </>
      ) : (
        <p className="font-medium">An admin will review this dispute.</p>
      )}
    </div>
  );
}

function StageHint({ milestone, role, waitsFor, paymentReceived }: { milestone: Milestone; role: MilestoneRole; waitsFor: Milestone | null; paymentReceived: boolean }) {
  if (milestone.state === 'submitted' && milestone.autoApproveAt) {
    const date = dateOf(milestone.autoApproveAt);
    if (!date) return null;
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Hourglass aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-600" />
        {role === 'client' ? `Approves automatically on ${date} unless you respond` : `Approves automatically on ${date} unless the client responds`}
      </p>
    );
  }
  if (milestone.state === 'pending' && paymentReceived) {
    return (
      <p role="status" className="text-sm text-sky-800">
        {PAYMENT_CONFIRMING}
      </p>
    );
  }
  if (milestone.state === 'pending') {
    return (
      <p className="text-sm text-slate-500">
        {role === 'client' ? 'Pay this stage from the Payments card to start it.' : 'Starts once the client pays this stage.'}
      </p>
    );
  }
  if (waitsFor) return <p className="text-sm text-slate-500">You can submit once the {stageTitle(waitsFor.stage).toLowerCase()} is approved.</p>;
  return null;
}

export interface MilestoneStageProps {
  document: ProjectMilestones;
  milestone: Milestone;
  role: MilestoneRole;
  clientId: number;
  /** Billing says the stage is paid while it still reads pending here: it says so instead of 'Pending'. */
  paymentReceived?: boolean;
  /** The last stage draws no line down to the next. */
  isLast: boolean;
}

/** One stage of the timeline: its state, revisions, submissions, dispute and what the viewer may do now. */
export function MilestoneStage({ document, milestone, role, clientId, paymentReceived = false, isLast }: MilestoneStageProps) {
  const actions = stageActions(document, milestone, role);
  const { projectId, maxRevisions } = document;
  const submissions = [...milestone.submissions].sort((a, b) => b.revision - a.revision);
  const done = milestone.state === 'approved' || milestone.state === 'resolved';
  return (
    <li aria-label={stageTitle(milestone.stage)} className="relative min-w-0 pb-6 pl-11 last:pb-0">
      {isLast ? null : <span aria-hidden="true" className="absolute top-9 bottom-1 left-4 w-px bg-slate-200" />}
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-0 left-0 flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold',
          done ? 'bg-emerald-100 text-emerald-700' : milestone.state === 'pending' ? 'bg-slate-100 text-slate-500' : 'bg-amber-100 text-amber-800',
        )}
      >
        {milestone.position}
      </span>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{stageTitle(milestone.stage)}</h3>
          <MilestoneStateBadge state={milestone.state} paymentReceived={paymentReceived} />
        </div>
        <p className="text-xs text-slate-500">{revisionLabel(milestone.revisionsUsed, maxRevisions)}</p>
        <StageHint milestone={milestone} role={role} waitsFor={actions.submitWaitsFor} paymentReceived={paymentReceived} />
        <DisputeDetails milestone={milestone} clientId={clientId} />
        {submissions.length > 0 ? (
          <ol aria-label={`Submissions of the ${stageTitle(milestone.stage).toLowerCase()}`} className="space-y-2">
            {submissions.map((submission) => (
              <SubmissionItem key={submission.revision} submission={submission} />
            ))}
          </ol>
        ) : null}
        {actions.submit || actions.approve || actions.requestChanges || actions.dispute ? (
          <div className="flex flex-wrap gap-2">
            {actions.submit ? <SubmitDeliveryDialog projectId={projectId} milestone={milestone} /> : null}
            {actions.approve ? <ApproveStageButton projectId={projectId} milestone={milestone} /> : null}
            {actions.requestChanges ? <RequestChangesButton projectId={projectId} milestone={milestone} maxRevisions={maxRevisions} /> : null}
            {actions.dispute ? <OpenDisputeButton projectId={projectId} milestone={milestone} /> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
