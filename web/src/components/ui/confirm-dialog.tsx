import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

import { BusyButton } from './busy-button';
import { Button } from './button';
import type { ButtonVariant } from './button-variants';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** While the confirmed action runs: both buttons are disabled and the confirm button spins. */
  busy?: boolean;
}

/** A confirm step before an action that cannot be undone. The caller closes it when the action is done. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Go back',
  confirmVariant = 'destructive',
  open,
  onOpenChange,
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-fade-in">
          <Dialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">{title}</Dialog.Title>
          {/* A div, so a description may hold a list (the accepted bid's payment schedule). */}
          <Dialog.Description asChild>
            <div className="mt-2 text-sm wrap-break-word text-slate-600">{description}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <BusyButton variant={confirmVariant} onClick={onConfirm} busy={busy} busyLabel="Working">
              {confirmLabel}
            </BusyButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
