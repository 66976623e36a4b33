import { LoaderCircle } from 'lucide-react';

import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('h-5 w-5 animate-spin text-amber-600', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
