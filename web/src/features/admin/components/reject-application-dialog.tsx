import { Ban } from 'lucide-react';

import { UserText } from '@/components/ui/user-text';
import { isolateText } from '@/lib/user-text';

import { useRejectEngineerMutation } from '../api/admin-api';
import type { Applicant } from '../types';
import { engineerLabel } from '../utils/display';
import { useDecision } from '../hooks/use-decision';
import { ReasonDialog } from './reason-dialog';

export interface RejectApplicationDialogProps {
  engineer: Applicant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks why an application is turned down (the engineer sees the reason), then rejects it. */
export function RejectApplicationDialog({ engineer, open, onOpenChange }: RejectApplicationDialogProps) {
  const name = engineerLabel(engineer);
  const [rejectEngineer, { isLoading }] = useRejectEngineerMutation();
  const reject = useDecision(rejectEngineer, {
    success: { title: 'Application Rejected', description: `${isolateText(name)} will see your reason on their dashboard.`, variant: 'success' },
    failureTitle: 'Error',
  });
  const decision = {
    title: 'Reject Application',
    description: (
      <>
        Tell <UserText>{name}</UserText> why their application was not approved. They can update their profile to apply again.
      </>
    ),
    formLabel: 'Reject application',
    placeholder: 'e.g. Please add portfolio images of finished cabinet work and your years of experience.',
    submitLabel: 'Reject application',
    busyLabel: 'Rejecting',
    icon: Ban,
    failureTitle: 'The application was not rejected',
    isLoading,
    submit: (reason: string) => reject({ userId: engineer.userId, reason }),
  };
  return <ReasonDialog decision={decision} open={open} onOpenChange={onOpenChange} />;
}
