import { SlidersHorizontal } from 'lucide-react';

import { FormField, SelectField } from '@/components/ui/form-field';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { AVAILABILITY_OPTIONS, RESPONSE_TIME_OPTIONS } from '@/config/constants';

import type { AdvancedFilters, DirectorySort } from '../types';
import { ADVANCED_FILTERS_REQUIRED } from '../utils/plan';

const SORT_OPTIONS: Array<{ value: DirectorySort; label: string }> = [
  { value: 'rating', label: 'Rating' },
  { value: 'rate', label: 'Hourly rate' },
  { value: 'experience', label: 'Experience' },
];

export interface AdvancedFiltersPanelProps {
  /** Whether the member's plan has advanced_filters; otherwise the panel shows the upgrade prompt. */
  allowed: boolean;
  value: AdvancedFilters;
  onChange: (next: AdvancedFilters) => void;
}

/** The directory's advanced filters (professional and up, issue 29 item 5), behind a disclosure. */
export function AdvancedFiltersPanel({ allowed, value, onChange }: AdvancedFiltersPanelProps) {
  const set = <K extends keyof AdvancedFilters>(key: K, next: AdvancedFilters[K]) => onChange({ ...value, [key]: next });
  return (
    <details className="mt-3 rounded-lg border border-slate-200 p-3">
      <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Advanced filters
      </summary>
      {allowed ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label="Minimum rating" type="number" inputMode="decimal" min={0} max={5} step="0.1" value={value.minRating} onChange={(event) => set('minRating', event.target.value)} />
          <FormField label="Minimum rate (USD/hr)" type="number" inputMode="decimal" min={0} max={1000} value={value.minRate} onChange={(event) => set('minRate', event.target.value)} />
          <FormField label="Maximum rate (USD/hr)" type="number" inputMode="decimal" min={0} max={1000} value={value.maxRate} onChange={(event) => set('maxRate', event.target.value)} />
          <FormField label="Completed projects (at least)" type="number" inputMode="numeric" min={0} step={1} value={value.minCompletedProjects} onChange={(event) => set('minCompletedProjects', event.target.value)} />
          <SelectField label="Availability" placeholder="Any availability" options={AVAILABILITY_OPTIONS} value={value.availability} onChange={(event) => set('availability', event.target.value)} />
          <SelectField label="Responds" placeholder="Any response time" options={RESPONSE_TIME_OPTIONS} value={value.maxResponseTime} onChange={(event) => set('maxResponseTime', event.target.value)} />
          <SelectField label="Sort by" placeholder="Best match" options={SORT_OPTIONS} value={value.sort} onChange={(event) => set('sort', event.target.value as DirectorySort | '')} />
          <label className="flex items-center gap-2 self-end pb-3 text-sm text-slate-800">
            <input type="checkbox" checked={value.verifiedOnly} onChange={(event) => set('verifiedOnly', event.target.checked)} className="h-4 w-4 rounded border-slate-300 accent-amber-600" />
            Verified engineers only
          </label>
        </div>
      ) : (
        <UpgradePrompt required={ADVANCED_FILTERS_REQUIRED} className="mt-3" />
      )}
    </details>
  );
}
