import { Check, LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { DEMO_TIMINGS } from '../../data/demo-content';
import { useTimers } from '../../hooks/use-timers';
import { pressable } from './pressable';

export function LoadingButtonDemo() {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const { schedule } = useTimers();
  const save = () => {
    setState('saving');
    schedule(() => {
      setState('saved');
      schedule(() => setState('idle'), DEMO_TIMINGS.savedNotice);
    }, DEMO_TIMINGS.save);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={save} disabled={state === 'saving'} className={pressable}>
        {state === 'saving' ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
        ) : state === 'saved' ? (
          <Check aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Save aria-hidden="true" className="h-4 w-4" />
        )}
        {state === 'saving' ? 'Saving...' : state === 'saved' ? 'Saved' : 'Save changes'}
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {state === 'saved' ? 'Your changes were saved (demo).' : ''}
      </span>
    </div>
  );
}
