import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { STEPPER_STEPS } from '../../data/demo-content';
import { moveStep, stepState } from '../../utils/demo-state';
import { pressable } from './pressable';

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
