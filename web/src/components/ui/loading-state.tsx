import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Spinner } from './spinner';

const SPINNER_SIZES = { sm: 'h-5 w-5', md: 'h-8 w-8', lg: 'h-10 w-10' } as const;

export interface LoadingStateProps {
  /** What is loading, for screen readers, e.g. 'Loading projects'. */
  label: string;
  /** Placeholder shapes of the content (a skeleton); without them a spinner shows. */
  children?: ReactNode;
  size?: keyof typeof SPINNER_SIZES;
  className?: string;
}

/** Content that is still loading: one status region named `label` with a centred spinner, or with the given skeleton. */
export function LoadingState({ label, children, size = 'md', className }: LoadingStateProps) {
  if (children === undefined) {
    return (
      <div className={cn('flex items-center justify-center', className)}>
        <Spinner className={SPINNER_SIZES[size]} label={label} />
      </div>
    );
  }
  return (
    <div role="status" aria-label={label} className={className}>
      {children}
    </div>
  );
}

/** A spinner centred in the page body, e.g. while the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return <LoadingState label={label} size="lg" className="min-h-[60vh]" />;
}

/** `count` grey blocks that pulse, each sized by `className`, e.g. 'h-28'. */
export function SkeletonBlocks({ count = 1, className }: { count?: number; className?: string }) {
  return Array.from({ length: count }, (_, index) => <div key={index} className={cn('animate-pulse rounded-2xl bg-slate-200/70', className)} />);
}

/** A detail page (a project, an engineer) while it loads: its header, then a wide and a narrow column. */
export function DetailPageSkeleton({ label, header }: { label: string; header: ReactNode }) {
  return (
    <LoadingState label={label} className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <SkeletonBlocks className="h-72 lg:col-span-2" />
        <SkeletonBlocks className="h-72" />
      </div>
    </LoadingState>
  );
}
