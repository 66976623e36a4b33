import { CircleCheck, Flag, MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { stageTitle } from '@/lib/disputes';
import { plural } from '@/lib/plural';

import { useApproveMilestoneMutation, useOpenMilestoneDisputeMutation, useRequestMilestoneChangesMutation } from '../../api/deliverables-api';
import type { Milestone } from '../../types';
import { MILESTONE_REVISIONS_REACHED } from '../../utils/milestones';
import { NoteDialog } from './note-dialog';

interface StageProps {
  projectId: number;
  milestone: Milestone;
}

/** The client accepts a submitted stage: its held money goes to the engineer (a stage paid directly is only approved). */
export function ApproveStageButton({ projectId, milestone }: StageProps) {
  const [open, setOpen] = useState(false);
  const [approve, { isLoading }] = useApproveMilestoneMutation();
  const stage = stageTitle(milestone.stage).toLowerCase();
  const label = milestone.paidDirectly ? 'Approve' : 'Approve & release';
  const submit = useSubmitWithToast(approve, {
    success: {
      title: 'Stage Approved',
      description: milestone.paidDirectly ? `The ${stage} is approved.` : `The ${stage} is approved: its money is being released to the engineer.`,
      variant: 'success',
    },
    failureTitle: 'Approval Failed',
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm">
          <CircleCheck aria-hidden="true" className="h-4 w-4" /> {label}
        </Button>
      }
      title={`Approve the ${stage}?`}
      description={
        milestone.paidDirectly
          ? 'This stage was paid to the engineer when you paid it (this project has no escrow). Approve once you have checked the submitted files; this cannot be undone.'
          : 'The money held in escrow for this stage goes to the engineer. Approve once you have checked the submitted files; this cannot be undone.'
      }
      confirmLabel={label}
      cancelLabel="Not yet"
      confirmVariant="primary"
      onConfirm={() => void submit({ projectId, stage: milestone.stage })}
      busy={isLoading}
    />
  );
}

/** The client sends a submitted stage back with what to change; disabled once every revision request is used. */
export function RequestChangesButton({ projectId, milestone, maxRevisions }: StageProps & { maxRevisions: number }) {
  const [requestChanges, { isLoading }] = useRequestMilestoneChangesMutation();
  if (milestone.revisionsUsed >= maxRevisions) {
    return (
      <Button size="sm" variant="outline" disabled>
        {MILESTONE_REVISIONS_REACHED}
      </Button>
    );
  }
  const left = maxRevisions - milestone.revisionsUsed - 1;
  return (
    <NoteDialog
      triggerLabel="Request changes"
      triggerIcon={MessageSquareWarning}
      title={`Request changes to the ${stageTitle(milestone.stage).toLowerCase()}`}
      description={`Tell the engineer what to change. ${left === 0 ? 'This is your last revision request for this stage.' : `You have ${plural(left, 'more revision request', 'more revision requests')} after this one.`}`}
      fieldLabel="What needs to change"
      placeholder="e.g. The drawer fronts should be 3 mm narrower; please move the hinge holes to 22 mm."
      emptyError="Please say what needs to change."
      submitLabel="Send request"
      busyLabel="Sending"
      send={(note) => requestChanges({ projectId, stage: milestone.stage, note })}
      busy={isLoading}
      success={{ title: 'Changes Requested', description: 'The engineer will submit a new revision.', variant: 'success' }}
      failureTitle="Request Failed"
    />
  );
}

/** Either participant stops a stage whose money is held, for an admin to decide. */
export function OpenDisputeButton({ projectId, milestone }: StageProps) {
  const [openDispute, { isLoading }] = useOpenMilestoneDisputeMutation();
  return (
    <NoteDialog
      triggerLabel="Open a dispute"
      triggerIcon={Flag}
      triggerVariant="ghost"
      title={`Open a dispute on the ${stageTitle(milestone.stage).toLowerCase()}`}
      description="An admin reviews the stage's submissions and messages, then releases the held money to the engineer, refunds it to the client or splits it. The stage stays frozen until then."
      fieldLabel="Reason for the dispute"
      placeholder="What went wrong, and what you have tried to resolve it."
      emptyError="Please give a reason for the dispute."
      submitLabel="Open dispute"
      submitVariant="destructive"
      busyLabel="Opening the dispute"
      send={(reason) => openDispute({ projectId, stage: milestone.stage, reason })}
      busy={isLoading}
      success={{ title: 'Dispute Opened', description: 'An admin will review this dispute.', variant: 'success' }}
      failureTitle="Dispute Failed"
    />
  );
}
