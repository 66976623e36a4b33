import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface DisclosureProps {
  /** The button's text, e.g. 'View report'; it says whether it is open through aria-expanded. */
  label: ReactNode;
  /** Names the button when its text alone is ambiguous, e.g. 'View report of side-panel.dxf v2'. */
  ariaLabel?: string;
  defaultOpen?: boolean;
  className?: string;
  /** Rendered only while open. */
  children: ReactNode;
}

/** A button that shows and hides more detail below it (a preflight report, older versions). */
export function Disclosure({ label, ariaLabel, defaultOpen = false, className, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className={cn('min-w-0', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-amber-700 hover:text-amber-800 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <ChevronRight aria-hidden="true" className={cn('h-4 w-4 shrink-0 transition-transform', open ? 'rotate-90' : null)} />
        {label}
      </button>
      <div id={contentId} hidden={!open} className="mt-2">
        {open ? children : null}
      </div>
    </div>
  );
}
