import { Check, ChevronLeft, ChevronRight, Copy, Heart, LoaderCircle, RotateCcw, Save, Upload } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SwitchField } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';

import { DEMO_TIMINGS, PROGRESS_STEP, SAMPLE_FAVOURITE_COUNT, SAMPLE_PROJECT_REFERENCE, STEPPER_STEPS } from '../data/demo-content';
import { useTimers } from '../hooks/use-timers';
import { moveStep, nextProgress, stepState, toggledCount } from '../utils/demo-state';

/** A small press feedback that only moves for users who have not asked for reduced motion. */
const pressable = 'motion-safe:transition-transform motion-safe:active:scale-95';

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

export function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        className={pressable}
        onClick={() => toast({ title: 'Bid submitted', description: 'The client will review your proposal (demo).', variant: 'success' })}
      >
        Success toast
      </Button>
      <Button variant="outline" className={pressable} onClick={() => toast({ title: 'New message', description: 'Jane Carver sent you a message (demo).' })}>
        Info toast
      </Button>
      <Button
        variant="outline"
        className={pressable}
        onClick={() => toast({ title: 'Upload failed', description: 'The file is larger than your plan allows (demo).', variant: 'destructive' })}
      >
        Error toast
      </Button>
    </div>
  );
}

export function SkeletonDemo() {
  const [loading, setLoading] = useState(true);
  return (
    <div className="space-y-4">
      <SwitchField label="Show loading state" checked={loading} onCheckedChange={setLoading} />
      {loading ? (
        <div role="status" aria-label="Loading engineer card" className="flex gap-4 rounded-xl border border-slate-200 p-4">
          <div className="h-12 w-12 shrink-0 rounded-full bg-slate-200 motion-safe:animate-pulse" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-3 w-full rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-3 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
          </div>
        </div>
      ) : (
        <div className="flex gap-4 rounded-xl border border-slate-200 p-4 motion-safe:animate-fade-in">
          <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-800">
            DC
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">David Chen</p>
            <p className="text-sm text-slate-600">Cabinet Vision engineer · 4.9 rating · 150+ projects</p>
          </div>
        </div>
      )}
    </div>
  );
}

export function StepperDemo() {
  const [current, setCurrent] = useState(0);
  const last = STEPPER_STEPS.length - 1;
  return (
    <div className="space-y-4">
      <ol aria-label="Project steps" className="flex flex-wrap gap-x-4 gap-y-3">
        {STEPPER_STEPS.map((step, index) => {
          const state = stepState(index, current);
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex min-w-0 items-center gap-2 text-sm">
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold motion-safe:transition-colors',
                  state === 'complete' ? 'bg-emerald-600 text-white' : state === 'current' ? 'bg-amber-600 text-white' : 'bg-slate-200 text-slate-600',
                )}
              >
                {state === 'complete' ? <Check aria-hidden="true" className="h-4 w-4" /> : index + 1}
              </span>
              <span className={cn(state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                {step}
                {state === 'complete' ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-sm text-slate-600">
        Step {current + 1} of {STEPPER_STEPS.length}: {STEPPER_STEPS[current]}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setCurrent((value) => moveStep(value, -1, STEPPER_STEPS.length))} disabled={current === 0}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Back
        </Button>
        <Button onClick={() => setCurrent((value) => moveStep(value, 1, STEPPER_STEPS.length))} disabled={current === last} className={pressable}>
          Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}
