import { CircleCheck, XCircle } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import type { ToastInput } from '@/components/ui/toast';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useCancelProjectMutation, useCompleteProjectMutation } from '../api/projects-api';
import type { Project } from '../types';

interface ConfirmedProjectActionProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'busy'> {
  project: Project;
  /** The mutation trigger, called with the project's id once the client confirms. */
  run: (projectId: number) => { unwrap: () => Promise<unknown> };
  running: boolean;
  success: ToastInput;
  failureTitle: string;
}

/** A client's action on the project behind a confirm dialog, which closes when the action succeeded. */
function ConfirmedProjectAction({ project, run, running, success, failureTitle, ...dialog }: ConfirmedProjectActionProps) {
  const [open, setOpen] = useState(false);
  const submit = useSubmitWithToast(run, { success, failureTitle, onSuccess: () => setOpen(false) });
  return <ConfirmDialog open={open} onOpenChange={setOpen} {...dialog} onConfirm={() => void submit(project.id)} busy={running} />;
}

function CompleteAction({ project }: { project: Project }) {
  const [completeProject, { isLoading }] = useCompleteProjectMutation();
  return (
    <ConfirmedProjectAction
      project={project}
      run={completeProject}
      running={isLoading}
      success={{ title: 'Project completed', description: 'You can now review the engineer.', variant: 'success' }}
      failureTitle="Failed to complete project"
      trigger={
        <Button className="w-full">
          <CircleCheck aria-hidden="true" className="h-4 w-4" /> Mark completed
        </Button>
      }
      title="Mark this project completed?"
      description="Confirm that the engineer delivered the work. A completed project cannot be reopened."
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

/** The client's own actions: complete an in-progress project, cancel a posted one. */
export function ClientActions({ project }: { project: Project }) {
  if (project.status !== 'in_progress' && project.status !== 'posted') return null;
  return (
    <Panel
      title="Manage Project"
      description={
        project.status === 'in_progress'
          ? 'When the engineer has delivered the files, mark the project completed.'
          : 'Accept a bid to assign the project, or cancel it if you no longer need it.'
      }
    >
      {project.status === 'in_progress' ? <CompleteAction project={project} /> : <CancelAction project={project} />}
    </Panel>
  );
}
