import { Ban, Check } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import type { Applicant } from '../types';
import { engineerLabel } from '../utils/display';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { RejectApplicationDialog } from './reject-application-dialog';

/**
 * 'Reject' (asks for a reason first) and 'Approve' (shows the certification attempts and asks to confirm) of one
 * application, each named after the applicant. canReject: false where there is nothing pending to reject (a
 * withdrawn verification, which only an approval ends).
 */
export function ApplicationActions({ engineer, canReject = true }: { engineer: Applicant; canReject?: boolean }) {
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const name = engineerLabel(engineer);
  return (
    <>
      {canReject ? (
        <Button size="sm" variant="outline" aria-label={`Reject ${name}`} onClick={() => setRejecting(true)}>
          <Ban aria-hidden="true" className="h-4 w-4" />
          Reject
        </Button>
      ) : null}
      <Button size="sm" aria-label={`Approve ${name}`} onClick={() => setApproving(true)}>
        <Check aria-hidden="true" className="h-4 w-4" />
        Approve
      </Button>
      <RejectApplicationDialog engineer={engineer} open={rejecting} onOpenChange={setRejecting} />
      <ApproveApplicationDialog engineer={engineer} open={approving} onOpenChange={setApproving} />
    </>
  );
}
