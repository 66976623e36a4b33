import { RotateCcw, Upload } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

import { DEMO_TIMINGS, PROGRESS_STEP } from '../../data/demo-content';
import { useTimers } from '../../hooks/use-timers';
import { nextProgress } from '../../utils/demo-state';
import { pressable } from './pressable';

export function ProgressDemo() {
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);
  const { schedule, clear } = useTimers();
  const tick = (current: number) => {
    const next = nextProgress(current, PROGRESS_STEP);
    setValue(next);
    if (next < 100) schedule(() => tick(next), DEMO_TIMINGS.progressTick);
    else setRunning(false);
  };
  const start = () => {
    clear();
    setRunning(true);
    setValue(0);
    schedule(() => tick(0), DEMO_TIMINGS.progressTick);
  };
  const reset = () => {
    clear();
    setRunning(false);
    setValue(0);
  };
  return (
    <div className="space-y-3">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">kitchen-layout.dxf</span>
        <span className="text-slate-600 tabular-nums">{value === 100 ? 'Done' : `${value}%`}</span>
      </div>
      <ProgressBar label="Demo upload" tone="progress" value={value} max={100} valueText={`${value}%`} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={start} disabled={running} className={pressable}>
          <Upload aria-hidden="true" className="h-4 w-4" /> {value === 100 ? 'Upload again' : 'Start upload'}
        </Button>
        <Button variant="ghost" onClick={reset} disabled={value === 0 && !running}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Reset
        </Button>
      </div>
    </div>
  );
}
