import { CircleCheck, XCircle } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useCancelProjectMutation, useCompleteProjectMutation } from '../api/projects-api';
import type { Project } from '../types';

function CompleteAction({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [completeProject, { isLoading }] = useCompleteProjectMutation();
  const complete = useSubmitWithToast(completeProject, {
    success: { title: 'Project completed', description: 'You can now review the engineer.', variant: 'success' },
    failureTitle: 'Failed to complete project',
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className="w-full">
          <CircleCheck aria-hidden="true" className="h-4 w-4" /> Mark completed
        </Button>
      }
      title="Mark this project completed?"
      description="Confirm that the engineer delivered the work. A completed project cannot be reopened."
      confirmLabel="Yes, mark completed"
      confirmVariant="primary"
      onConfirm={() => void complete(project.id)}
      busy={isLoading}
    />
  );
}

function CancelAction({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [cancelProject, { isLoading }] = useCancelProjectMutation();
  const cancel = useSubmitWithToast(cancelProject, {
    success: { title: 'Project cancelled', description: 'Engineers can no longer bid on it.' },
    failureTitle: 'Failed to cancel project',
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full">
          <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel project
        </Button>
      }
      title="Cancel this project?"
      description="The project is taken off the list of open projects and pending bids can no longer be accepted. This cannot be undone."
      confirmLabel="Yes, cancel project"
      cancelLabel="Keep project"
      onConfirm={() => void cancel(project.id)}
      busy={isLoading}
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
