import { CircleCheck, XCircle } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import type { ToastInput } from '@/components/ui/toast';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { stageTitle } from '@/lib/disputes';
import { errorStatus, serverMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';

import { useCancelProjectMutation, useCompleteProjectMutation } from '../api/projects-api';
import type { Project, ProjectMilestones } from '../types';
import { finalStageClosed, openStages, type OpenStage } from '../utils/milestones';

interface ConfirmedProjectActionProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'busy'> {
  project: Project;
  /** The mutation trigger, called with the project's id once the client confirms. */
  run: (projectId: number) => { unwrap: () => Promise<unknown> };
  running: boolean;
  success: ToastInput;
  failureTitle: string;
  /** The server's refusal the client can act on, said in the dialog instead of a toast; null for other failures. */
  refusalOf?: (error: unknown) => string | null;
}

/** A client's action on the project behind a confirm dialog, which closes when the action succeeded. */
function ConfirmedProjectAction({ project, run, running, success, failureTitle, refusalOf, description, ...dialog }: ConfirmedProjectActionProps) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useSubmitWithToast(run, {
    success,
    failureTitle,
    onSuccess: () => setOpen(false),
    shownInPlace: (error) => Boolean(refusalOf?.(error)),
    onError: (error) => setRefusal(refusalOf?.(error) ?? null),
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setRefusal(null);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      {...dialog}
      description={
        <>
          {description}
          {refusal ? (
            <Alert title={failureTitle} className="mt-4">
              {refusal}
            </Alert>
          ) : null}
        </>
      }
      onConfirm={() => void submit(project.id)}
      busy={running}
    />
  );
}

/** The server's 409 while a stage holds money or a delivery awaits review: it names the open stages. */
function completionRefusal(error: unknown): string | null {
  return errorStatus(error) === 409 ? serverMessage(error) : null;
}

const MONEY_WORDS: Record<OpenStage['money'], string> = { unpaid: 'not paid yet', held: 'held in escrow' };

/** "Final delivery: $640.00 held in escrow" for each stage whose money is not settled. */
function OpenStagesList({ stages }: { stages: readonly OpenStage[] }) {
  return (
    <ul aria-label="Money not settled" className="mt-2 list-disc space-y-0.5 pl-5">
      {stages.map(({ stage, money, cents }) => (
        <li key={stage}>
          {stageTitle(stage)}: {cents === null ? '' : `${formatCents(cents)} `}
          {MONEY_WORDS[money]}
        </li>
      ))}
    </ul>
  );
}

function CompleteDescription({ open }: { open: readonly OpenStage[] }) {
  if (open.length === 0) return <>Every stage is paid and released. A completed project cannot be reopened.</>;
  return (
    <>
      Completing the project leaves this money as it is:
      <OpenStagesList stages={open} />
      <p className="mt-2">A completed project cannot be reopened.</p>
    </>
  );
}

function CompleteAction({ project, open }: { project: Project; open: readonly OpenStage[] }) {
  const [completeProject, { isLoading }] = useCompleteProjectMutation();
  return (
    <ConfirmedProjectAction
      project={project}
      run={completeProject}
      running={isLoading}
      success={{ title: 'Project completed', description: 'You can now review the engineer.', variant: 'success' }}
      failureTitle="Failed to complete project"
      refusalOf={completionRefusal}
      trigger={
        <Button className="w-full">
          <CircleCheck aria-hidden="true" className="h-4 w-4" /> Mark completed
        </Button>
      }
      title="Mark this project completed?"
      description={<CompleteDescription open={open} />}
      confirmLabel="Yes, mark completed"
      confirmVariant="primary"
    />
  );
}

function CancelAction({ project }: { project: Project }) {
  const [cancelProject, { isLoading }] = useCancelProjectMutation();
  return (
    <ConfirmedProjectAction
      project={project}
      run={cancelProject}
      running={isLoading}
      success={{ title: 'Project cancelled', description: 'Engineers can no longer bid on it.' }}
      failureTitle="Failed to cancel project"
      trigger={
        <Button variant="outline" className="w-full">
          <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel project
        </Button>
      }
      title="Cancel this project?"
      description="The project is taken off the list of open projects and pending bids can no longer be accepted. This cannot be undone."
      confirmLabel="Yes, cancel project"
      cancelLabel="Keep project"
    />
  );
}

/** In progress: "Mark completed" once the final delivery is approved; before that, what is still unpaid or held. */
function InProgressActions({ project, milestones }: { project: Project; milestones: ProjectMilestones | undefined }) {
  if (!milestones) return null;
  const open = openStages(milestones, project.finalAmount);
  if (finalStageClosed(milestones)) return <CompleteAction project={project} open={open} />;
  return (
    <div className="text-sm text-slate-700">
      <p>You can mark the project completed once you have approved the final delivery. Still to settle:</p>
      <OpenStagesList stages={open} />
    </div>
  );
}

export interface ClientActionsProps {
  project: Project;
  /** The paid stages (the projects feature's milestones); "Mark completed" waits for the final one. */
  milestones: ProjectMilestones | undefined;
}

/** The client's own actions: complete an in-progress project, cancel a posted one. */
export function ClientActions({ project, milestones }: ClientActionsProps) {
  if (project.status !== 'in_progress' && project.status !== 'posted') return null;
  return (
    <Panel
      title="Manage Project"
      description={
        project.status === 'in_progress'
          ? 'When the engineer has delivered the files and you approved the final delivery, mark the project completed.'
          : 'Accept a bid to assign the project, or cancel it if you no longer need it.'
      }
    >
      {project.status === 'in_progress' ? <InProgressActions project={project} milestones={milestones} /> : <CancelAction project={project} />}
    </Panel>
  );
}
