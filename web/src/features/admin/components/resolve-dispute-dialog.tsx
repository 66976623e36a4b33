import { Scale } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, TextAreaField } from '@/components/ui/form-field';
import { UserText } from '@/components/ui/user-text';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { disputeOutcomeLabel, MILESTONE_TEXT_MAX, stageTitle } from '@/lib/disputes';
import { cn } from '@/lib/cn';
import { lengthError } from '@/lib/text-length';
import { isolateText } from '@/lib/user-text';

import { useResolveDisputeMutation } from '../api/admin-api';
import type { AdminDispute, DisputeOutcome } from '../types';
import { engineerPercentError } from '../utils/display';

const OUTCOMES: Array<{ value: DisputeOutcome; label: string; detail: string }> = [
  { value: 'release', label: 'Release to engineer', detail: 'All of the held money goes to the engineer.' },
  { value: 'refund', label: 'Refund to client', detail: 'All of the held money goes back to the client.' },
  { value: 'split', label: 'Split', detail: 'The engineer gets the share you set, the client the rest.' },
];

interface ResolveFormProps {
  dispute: AdminDispute;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function ResolveForm({ dispute, onClose, onBusyChange }: ResolveFormProps) {
  const name = useId();
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [percent, setPercent] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; percent?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [resolveDispute, { isLoading }] = useResolveDisputeMutation();
  const resolve = useSubmitWithToast(resolveDispute, {
    success: (resolved) => ({
      title: 'Dispute Resolved',
      description: `${isolateText(resolved.projectTitle || dispute.projectTitle)}: ${resolved.outcome ? disputeOutcomeLabel(resolved.outcome, resolved.engineerPercent) : 'decided'}.`,
      variant: 'success',
    }),
    failureTitle: 'Resolve Failed',
    onSuccess: onClose,
    onError: (_error, message) => setFailure(message),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      outcome: outcome ? undefined : 'Choose an outcome.',
      percent: outcome === 'split' ? (engineerPercentError(percent) ?? undefined) : undefined,
      note: lengthError(note, MILESTONE_TEXT_MAX),
    };
    setErrors(next);
    if (!outcome || next.percent || next.note) return;
    setFailure(null);
    onBusyChange(true);
    try {
      await resolve({
        disputeId: dispute.id,
        projectId: dispute.projectId,
        outcome,
        ...(outcome === 'split' ? { engineerPercent: Number(percent.trim()) } : {}),
        note: note.trim(),
      });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form aria-label="Resolve dispute" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset aria-describedby={errors.outcome ? `${name}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Outcome</legend>
        <div className="mt-2 space-y-2">
          {OUTCOMES.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
                outcome === option.value ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' : 'border-slate-200 hover:border-amber-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={outcome === option.value}
                onChange={() => {
                  setOutcome(option.value);
                  setErrors((current) => ({ ...current, outcome: undefined }));
                }}
                className="mt-0.5 h-4 w-4 shrink-0 accent-amber-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                <span className="block text-xs text-slate-500">{option.detail}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.outcome ? (
          <p id={`${name}-error`} className="mt-1.5 text-xs font-medium text-red-600">
            {errors.outcome}
          </p>
        ) : null}
      </fieldset>
      {outcome === 'split' ? (
        <FormField
          label="Engineer's share (%)"
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          value={percent}
          onChange={(event) => {
            setPercent(event.target.value);
            if (errors.percent) setErrors((current) => ({ ...current, percent: engineerPercentError(event.target.value) ?? undefined }));
          }}
          error={errors.percent}
          hint="1 to 99; the client gets the rest."
        />
      ) : null}
      <TextAreaField
        label="Note to both parties"
        optional
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (errors.note) setErrors((current) => ({ ...current, note: lengthError(event.target.value, MILESTONE_TEXT_MAX) }));
        }}
        rows={4}
        limit={MILESTONE_TEXT_MAX}
        error={errors.note}
      />
      {failure ? <Alert title="The dispute was not resolved">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <BusyButton type="submit" icon={Scale} busy={isLoading} busyLabel="Resolving">
          Resolve dispute
        </BusyButton>
      </div>
    </form>
  );
}

/** The admin's decision on a disputed stage: release, refund or split its held money, with a note. */
export function ResolveDisputeDialog({ dispute }: { dispute: AdminDispute }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title="Resolve Dispute"
      description={
        <>
          <UserText>{dispute.projectTitle}</UserText> · {stageTitle(dispute.stage)}. The held money of this stage moves as you decide; this
          cannot be undone.
        </>
      }
      trigger={
        <Button size="sm" aria-label={`Resolve dispute on ${dispute.projectTitle}`}>
          <Scale aria-hidden="true" className="h-4 w-4" /> Resolve
        </Button>
      }
    >
      {open ? <ResolveForm dispute={dispute} onClose={() => setOpen(false)} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}
