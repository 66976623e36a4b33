import { Ban } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { UserText } from '@/components/ui/user-text';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { isolateText } from '@/lib/user-text';

import { useRejectEngineerMutation } from '../api/admin-api';
import type { Applicant } from '../types';
import { engineerLabel, REJECTION_REASON_MAX, rejectionReasonError } from '../utils/display';

interface RejectFormProps {
  engineer: Applicant;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function RejectForm({ engineer, onClose, onBusyChange }: RejectFormProps) {
  const name = engineerLabel(engineer);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejectEngineer, { isLoading }] = useRejectEngineerMutation();
  const reject = useSubmitWithToast(rejectEngineer, {
    success: { title: 'Application Rejected', description: `${isolateText(name)} will see your reason on their dashboard.`, variant: 'success' },
    failureTitle: 'Error',
    onSuccess: onClose,
    onError: (_error, message) => setFailure(message),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = rejectionReasonError(reason);
    setReasonError(invalid);
    if (invalid) return;
    setFailure(null);
    onBusyChange(true);
    try {
      await reject({ userId: engineer.userId, reason: reason.trim() });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form aria-label="Reject application" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextAreaField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (reasonError) setReasonError(rejectionReasonError(event.target.value));
        }}
        required
        rows={5}
        placeholder="e.g. Please add portfolio images of finished cabinet work and your years of experience."
        error={reasonError ?? undefined}
        limit={REJECTION_REASON_MAX}
      />
      {failure ? <Alert title="The application was not rejected">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <BusyButton type="submit" variant="destructive" icon={Ban} busy={isLoading} busyLabel="Rejecting">
          Reject application
        </BusyButton>
      </div>
    </form>
  );
}

export interface RejectApplicationDialogProps {
  engineer: Applicant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks why an application is turned down (the engineer sees the reason), then rejects it. */
export function RejectApplicationDialog({ engineer, open, onOpenChange }: RejectApplicationDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Reject Application"
      description={
        <>
          Tell <UserText>{engineerLabel(engineer)}</UserText> why their application was not approved. They can update their profile to
          apply again.
        </>
      }
    >
      {/* Mounted only while open: every rejection starts with an empty reason. */}
      {open ? <RejectForm engineer={engineer} onClose={() => onOpenChange(false)} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}
