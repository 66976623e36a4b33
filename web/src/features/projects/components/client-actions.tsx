import { CircleCheck, XCircle } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatApiError } from '@/lib/errors';

import { useCancelProjectMutation, useCompleteProjectMutation } from '../api/projects-api';
import type { Project } from '../types';

function CompleteAction({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [completeProject, { isLoading }] = useCompleteProjectMutation();
  const confirm = async () => {
    try {
      await completeProject(project.id).unwrap();
      toast({ title: 'Project completed', description: 'You can now review the engineer.', variant: 'success' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Failed to complete project', description: formatApiError(error), variant: 'destructive' });
    }
  };
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
      onConfirm={() => void confirm()}
      busy={isLoading}
    />
  );
}

function CancelAction({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [cancelProject, { isLoading }] = useCancelProjectMutation();
  const confirm = async () => {
    try {
      await cancelProject(project.id).unwrap();
      toast({ title: 'Project cancelled', description: 'Engineers can no longer bid on it.' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Failed to cancel project', description: formatApiError(error), variant: 'destructive' });
    }
  };
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
      onConfirm={() => void confirm()}
      busy={isLoading}
    />
  );
}

/** The client's own actions: complete an in-progress project, cancel a posted one. */
export function ClientActions({ project }: { project: Project }) {
  if (project.status !== 'in_progress' && project.status !== 'posted') return null;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Manage Project</h2>
      <p className="mt-1 text-sm text-slate-600">
        {project.status === 'in_progress'
          ? 'When the engineer has delivered the files, mark the project completed.'
          : 'Accept a bid to assign the project, or cancel it if you no longer need it.'}
      </p>
      <div className="mt-4">{project.status === 'in_progress' ? <CompleteAction project={project} /> : <CancelAction project={project} />}</div>
    </Card>
  );
}
