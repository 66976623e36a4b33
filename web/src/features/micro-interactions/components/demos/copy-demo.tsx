import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { DEMO_TIMINGS, SAMPLE_PROJECT_REFERENCE } from '../../data/demo-content';
import { useTimers } from '../../hooks/use-timers';
import { pressable } from './pressable';

export function CopyDemo() {
  const inputId = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { schedule, clear } = useTimers();
  const copy = async () => {
    clear();
    try {
      await navigator.clipboard.writeText(SAMPLE_PROJECT_REFERENCE);
      setStatus('copied');
      schedule(() => setStatus('idle'), DEMO_TIMINGS.copiedNotice);
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Project reference
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={SAMPLE_PROJECT_REFERENCE}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-amber-500 focus:ring-2 focus:ring-amber-200 focus:outline-none"
        />
        <Button variant="outline" onClick={() => void copy()} className={pressable}>
          {status === 'copied' ? <Check aria-hidden="true" className="h-4 w-4 text-emerald-600" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {status === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className={cn('text-sm', status === 'failed' ? 'text-red-600' : 'text-emerald-700')}>
        {status === 'copied' ? 'Copied to the clipboard.' : status === 'failed' ? "Couldn't copy: select the text and copy it yourself." : ''}
      </p>
    </div>
  );
}
