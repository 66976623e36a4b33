import * as RadioGroup from '@radix-ui/react-radio-group';

import { Badge } from '@/components/ui/badge';
import { BILLING_CYCLES } from '@/config/constants';
import { cn } from '@/lib/cn';

import type { BillingCycle } from '../types';

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/**
 * Monthly or yearly prices: a radio group styled as a segmented control; yearly adds the saving claim, computed from
 * the plans' prices (utils/savings), none until they have loaded.
 */
export function BillingCycleToggle({
  value,
  onChange,
  savingClaim,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  savingClaim: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <RadioGroup.Root
        aria-label="Billing cycle"
        orientation="horizontal"
        value={value}
        onValueChange={(next) => onChange(next as BillingCycle)}
        className="inline-flex gap-1 rounded-xl bg-slate-100 p-1"
      >
        {BILLING_CYCLES.map((cycle) => (
          <RadioGroup.Item
            key={cycle}
            value={cycle}
            className={cn(
              'rounded-lg px-5 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600',
              'data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm',
            )}
          >
            {CYCLE_LABELS[cycle]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {value === 'yearly' && savingClaim ? <Badge tone="green">{savingClaim}</Badge> : null}
    </div>
  );
}
