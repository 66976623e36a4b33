import { useEffect, useRef, useState, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

interface Overflow {
  /** The content is wider than the box. */
  overflows: boolean;
  /** Scrolled to the right end (nothing more to see). */
  atEnd: boolean;
}

function measure(box: HTMLElement): Overflow {
  return { overflows: box.scrollWidth > box.clientWidth + 1, atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - 1 };
}

/**
 * A wide table (or anything wide) that scrolls sideways inside its own box on a narrow screen, and shows that it
 * does: a hint above it and a fade on the right edge while there is more to the right. The box is focusable, so the
 * keyboard scrolls it too.
 */
export function HorizontalScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ overflows: false, atEnd: true });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const next = measure(box);
      setOverflow((current) => (current.overflows === next.overflows && current.atEnd === next.atEnd ? current : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return (
    <div>
      {overflow.overflows ? (
        <p className="mb-1.5 text-right text-xs text-slate-500" data-testid="scroll-hint">
          Scroll sideways to see the whole table <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div className="relative">
        {/* relative: sr-only labels in the cells (position: absolute) scroll with the content instead of widening the page. */}
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={overflow.overflows ? 0 : undefined}
          className={cn('relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-amber-600', className)}
        >
          {children}
        </div>
        {overflow.overflows && !overflow.atEnd ? (
          <div aria-hidden="true" data-testid="scroll-fade" className="pointer-events-none absolute inset-y-0 right-0 w-12 rounded-r-xl bg-gradient-to-l from-white to-transparent" />
        ) : null}
      </div>
    </div>
  );
}
