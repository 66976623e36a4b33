import type { LucideIcon } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button-variants';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import type { ToastInput } from '@/components/ui/toast';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { MILESTONE_TEXT_MAX } from '@/lib/disputes';
import { lengthError } from '@/lib/text-length';

export interface NoteDialogProps {
  /** The button that opens the dialog. */
  triggerLabel: string;
  triggerIcon?: LucideIcon;
  triggerVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  fieldLabel: string;
  placeholder?: string;
  /** The message under an empty field, e.g. 'Please give a reason for the dispute.' */
  emptyError: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  busyLabel: string;
  /** Sends the trimmed text (the mutation trigger bound to its stage). */
  send: (text: string) => { unwrap: () => Promise<unknown> };
  busy: boolean;
  success: ToastInput;
  failureTitle: string;
}

interface NoteFormProps extends Omit<NoteDialogProps, 'triggerLabel' | 'triggerIcon' | 'triggerVariant' | 'description'> {
  onClose: () => void;
}

function NoteForm({ title, fieldLabel, placeholder, emptyError, submitLabel, submitVariant = 'primary', busyLabel, send, busy, success, failureTitle, onClose }: NoteFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitWithToast(send, { success, failureTitle, onSuccess: onClose, onError: (_error, message) => setFailure(message) });
  const check = (value: string) => (value.trim() === '' ? emptyError : (lengthError(value, MILESTONE_TEXT_MAX) ?? null));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = check(text);
    setError(invalid);
    if (invalid) return;
    setFailure(null);
    void submit(text.trim());
  };

  return (
    <form aria-label={title} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextAreaField
        label={fieldLabel}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(check(event.target.value));
        }}
        required
        rows={5}
        limit={MILESTONE_TEXT_MAX}
        placeholder={placeholder}
        error={error ?? undefined}
      />
      {failure ? <Alert title="Not sent">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <BusyButton type="submit" variant={submitVariant} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}

/** A milestone action that needs a few words: a button, then a dialog with one required text of up to 2000 characters. */
export function NoteDialog({ triggerLabel, triggerIcon: Icon, triggerVariant = 'outline', description, ...form }: NoteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !form.busy && setOpen(next)}
      title={form.title}
      description={description}
      trigger={
        <Button size="sm" variant={triggerVariant}>
          {Icon ? <Icon aria-hidden="true" className="h-4 w-4" /> : null}
          {triggerLabel}
        </Button>
      }
    >
      {/* Mounted only while open: each time starts empty. */}
      {open ? <NoteForm {...form} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
