import { ShieldOff } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { UserText } from '@/components/ui/user-text';
import { isolateText } from '@/lib/user-text';

import { useRevokeEngineerMutation } from '../api/admin-api';
import type { Applicant } from '../types';
import { engineerLabel } from '../utils/display';
import { useDecision } from '../hooks/use-decision';
import { ReasonDialog } from './reason-dialog';

/**
 * 'Withdraw verification' of a verified engineer: asks for the reason the engineer reads (in the app and by e-mail),
 * then withdraws it. The engineer can no longer bid or retake the test until an admin approves them again.
 */
export function RevokeVerification({ engineer }: { engineer: Applicant }) {
  const name = engineerLabel(engineer);
  const [open, setOpen] = useState(false);
  const [revokeEngineer, { isLoading }] = useRevokeEngineerMutation();
  const revoke = useDecision(revokeEngineer, {
    success: { title: 'Verification Withdrawn', description: `${isolateText(name)} can no longer bid and will see your reason.`, variant: 'success' },
    failureTitle: 'Error',
  });
  const decision = {
    title: 'Withdraw Verification',
    description: (
      <>
        <UserText>{name}</UserText> will no longer be able to bid or retake the test until an admin approves them again. Bids already
        placed stay visible but cannot be accepted. Tell them why.
      </>
    ),
    formLabel: 'Withdraw verification',
    placeholder: 'e.g. The portfolio images are not your own work.',
    submitLabel: 'Withdraw verification',
    busyLabel: 'Withdrawing',
    icon: ShieldOff,
    failureTitle: 'The verification was not withdrawn',
    isLoading,
    submit: (reason: string) => revoke({ userId: engineer.userId, reason }),
  };
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Withdraw the verification of ${name}`} onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" className="h-4 w-4" />
        Withdraw verification
      </Button>
      <ReasonDialog decision={decision} open={open} onOpenChange={setOpen} />
    </>
  );
}
