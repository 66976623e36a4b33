import { Ban, Check } from 'lucide-react';
import { useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';

import { useApproveEngineer } from '../hooks/use-approve-engineer';
import type { Applicant } from '../types';
import { engineerLabel } from '../utils/display';
import { RejectApplicationDialog } from './reject-application-dialog';

/** 'Reject' (asks for a reason first) and 'Approve' of one application, each named after the applicant. */
export function ApplicationActions({ engineer }: { engineer: Applicant }) {
  const { approve, isApproving } = useApproveEngineer(engineer);
  const [rejecting, setRejecting] = useState(false);
  const name = engineerLabel(engineer);
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Reject ${name}`} onClick={() => setRejecting(true)} disabled={isApproving}>
        <Ban aria-hidden="true" className="h-4 w-4" />
        Reject
      </Button>
      <BusyButton size="sm" icon={Check} busy={isApproving} busyLabel="Approving" aria-label={`Approve ${name}`} onClick={() => void approve()}>
        Approve
      </BusyButton>
      <RejectApplicationDialog engineer={engineer} open={rejecting} onOpenChange={setRejecting} />
    </>
  );
}
