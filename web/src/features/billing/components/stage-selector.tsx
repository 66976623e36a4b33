import { useId } from 'react';

import { cn } from '@/lib/cn';
import { stageTitle } from '@/lib/disputes';

import type { PaymentStage, PaymentType } from '../types';
import { formatMoney } from '../utils/format';
import { isPayable } from '../utils/stages';
import { StageStatusBadge } from './stage-status-badge';

export interface StageSelectorProps {
  stages: readonly PaymentStage[];
  /** The stage being paid; null when none can be. */
  value: PaymentType | null;
  onChange: (paymentType: PaymentType) => void;
  /** Everything read-only (the engineer's view). */
  disabled?: boolean;
}

/** The three stages as radio cards; a stage already paid or released cannot be chosen. */
export function StageSelector({ stages, value, onChange, disabled = false }: StageSelectorProps) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="sr-only">Payment stage</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {stages.map((stage) => {
          const selectable = !disabled && isPayable(stage);
          const checked = value === stage.paymentType;
          const detailsId = `${idPrefix}-${stage.paymentType}`;
          return (
            <label
              key={stage.paymentType}
              className={cn(
                'relative flex flex-col gap-1 rounded-xl border p-4 transition-colors',
                checked ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' : 'border-slate-200 bg-white',
                selectable ? 'cursor-pointer hover:border-amber-300' : 'cursor-not-allowed opacity-70',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <input
                    type="radio"
                    name="payment-stage"
                    value={stage.paymentType}
                    checked={checked}
                    disabled={!selectable}
                    onChange={() => onChange(stage.paymentType)}
                    aria-label={stageTitle(stage.paymentType)}
                    aria-describedby={detailsId}
                    className="h-4 w-4 accent-amber-600"
                  />
                  {stageTitle(stage.paymentType)}
                </span>
                <StageStatusBadge status={stage.status} />
              </span>
              <span id={detailsId} className="text-sm text-slate-600">
                {stage.percent}% · <span className="font-semibold text-slate-900">{formatMoney(stage.amount)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
