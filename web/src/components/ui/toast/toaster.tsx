import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

import { TOAST_DURATION_MS } from '@/config/constants';
import { cn } from '@/lib/cn';

import type { ToastVariant } from './toast-store';
import { useToast } from './use-toast';

const VARIANT_STYLES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-600 text-white',
};

const VARIANT_ICONS = {
  default: <Info aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />,
  success: <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />,
  destructive: <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-white" />,
} satisfies Record<ToastVariant, React.ReactNode>;

/** Renders the toast store with Radix Toast (one at a time, 5 s by default). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          data-testid="toast"
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:animate-toast-out',
            VARIANT_STYLES[variant],
          )}
        >
          {VARIANT_ICONS[variant]}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className={cn('text-sm', variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}>
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2',
              variant === 'destructive' ? 'text-white' : 'text-slate-500',
            )}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
