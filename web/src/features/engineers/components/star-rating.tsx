import { Star } from 'lucide-react';

import { cn } from '@/lib/cn';

/** Five stars, the first `rating` (rounded) filled; read out as 'Rated n out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn('h-4 w-4', position <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </span>
  );
}
