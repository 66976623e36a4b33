import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck } from 'lucide-react';

import { BusyButton } from '@/components/ui/busy-button';

export interface ThreeDSecureDialogProps {
  open: boolean;
  /** While the outcome is being sent: both buttons are disabled. */
  busy: boolean;
  onComplete: () => void;
  onFail: () => void;
}

/**
 * The test provider's stand-in for the bank's 3D Secure challenge: the payer decides the outcome. It cannot be
 * dismissed; failing the authentication is the way out, as with a real challenge.
 */
export function ThreeDSecureDialog({ open, busy, onComplete, onFail }: ThreeDSecureDialogProps) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-fade-in"
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sky-50 text-sky-700">
            <ShieldCheck aria-hidden="true" className="h-6 w-6" />
          </span>
          <Dialog.Title className="mt-4 text-lg font-semibold text-slate-900">3D Secure authentication</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Authenticate payment: your bank asks you to confirm this payment. In test mode you choose what the bank answers.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <BusyButton variant="outline" busy={busy} busyLabel="Sending" onClick={onFail}>
              Fail authentication
            </BusyButton>
            <BusyButton busy={busy} busyLabel="Sending" onClick={onComplete}>
              Complete authentication
            </BusyButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
