import type { LucideIcon } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';

import { REJECTION_REASON_MAX, rejectionReasonError } from '../utils/display';

/** What a decision that needs a reason the engineer reads (a rejection, a withdrawn verification) says and does. */
export interface ReasonDecision {
  title: string;
  description: ReactNode;
  /** The form's accessible name. */
  formLabel: string;
  placeholder: string;
  submitLabel: string;
  busyLabel: string;
  icon: LucideIcon;
  /** The alert's title when the server refuses. */
  failureTitle: string;
  /** Sends the reason; resolves to the server's message on failure, or null when done. */
  submit: (reason: string) => Promise<string | null>;
  isLoading: boolean;
}

function ReasonForm({ decision, onClose, onBusyChange }: { decision: ReasonDecision; onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = rejectionReasonError(reason);
    setReasonError(invalid);
    if (invalid) return;
    setFailure(null);
    onBusyChange(true);
    try {
      const refused = await decision.submit(reason.trim());
      if (refused === null) onClose();
      else setFailure(refused);
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form aria-label={decision.formLabel} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextAreaField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (reasonError) setReasonError(rejectionReasonError(event.target.value));
        }}
        required
        rows={5}
        placeholder={decision.placeholder}
        error={reasonError ?? undefined}
        limit={REJECTION_REASON_MAX}
      />
      {failure ? <Alert title={decision.failureTitle}>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={decision.isLoading}>
          Cancel
        </Button>
        <BusyButton type="submit" variant="destructive" icon={decision.icon} busy={decision.isLoading} busyLabel={decision.busyLabel}>
          {decision.submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}

/** Asks for the reason the engineer will read, then takes the decision; stays open with the server's refusal. */
export function ReasonDialog({ decision, open, onOpenChange }: { decision: ReasonDecision; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={decision.title} description={decision.description}>
      {/* Mounted only while open: every decision starts with an empty reason. */}
      {open ? <ReasonForm decision={decision} onClose={() => onOpenChange(false)} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}
