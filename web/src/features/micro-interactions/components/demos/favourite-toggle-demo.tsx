import { Heart } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { SAMPLE_FAVOURITE_COUNT } from '../../data/demo-content';
import { toggledCount } from '../../utils/demo-state';
import { pressable } from './pressable';

export function FavouriteToggleDemo() {
  const [pressed, setPressed] = useState(false);
  const [count, setCount] = useState(SAMPLE_FAVOURITE_COUNT);
  const toggle = () => {
    setCount((value) => toggledCount(value, pressed));
    setPressed((value) => !value);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" aria-pressed={pressed} onClick={toggle} className={cn(pressable, pressed ? 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100' : null)}>
        <Heart aria-hidden="true" className={cn('h-4 w-4 motion-safe:transition-transform', pressed ? 'fill-current motion-safe:scale-110' : null)} />
        Favourite
      </Button>
      <span className="text-sm text-slate-600 tabular-nums">{count} clients saved this engineer</span>
    </div>
  );
}
