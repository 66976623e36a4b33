import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  /** The width class, e.g. 'max-w-3xl' (default 'max-w-lg'). */
  className?: string;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactNode;
  children: ReactNode;
}

/** A modal dialog that Escape, the overlay and its close button dismiss; its body scrolls when it is taller than the screen. */
export function Dialog({ open, onOpenChange, title, description, className, trigger, children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white shadow-2xl outline-none data-[state=open]:animate-fade-in',
            // cn does not merge conflicting classes: the width is either the caller's or the default.
            className ?? 'max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 p-6">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold wrap-anywhere text-slate-900">{title}</DialogPrimitive.Title>
              {description ? <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description> : null}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto p-6">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
