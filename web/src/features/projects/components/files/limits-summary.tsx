import { ProgressBar } from '@/components/ui/progress-bar';
import { TagList } from '@/components/ui/tag-list';

import type { UploadLimits } from '../../types';
import { isUnlimited, planName, uploadsUsedLabel } from '../../utils/files';

/** The uploads used of the plan's allowance, its file size limit and the extensions it takes. */
export function LimitsSummary({ limits }: { limits: UploadLimits }) {
  return (
    <div className="space-y-3 text-sm">
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-medium text-slate-800">{uploadsUsedLabel(limits)}</span>
          <span className="text-xs text-slate-500">
            {planName(limits.plan)} plan · {isUnlimited(limits.maxFileMb) ? 'no file size limit' : `files up to ${limits.maxFileMb} MB`}
          </span>
        </div>
        <ProgressBar label="Uploads used" value={limits.used} max={isUnlimited(limits.uploadsPerProject) ? null : limits.uploadsPerProject} />
      </div>
      <div>
        <p className="text-xs font-medium text-slate-600">Formats on your plan</p>
        {/* The extensions the server takes on this plan, exactly: the plans' format names (mozaik, cv) are not the
            files' extensions, and the plans leave out the ones that go with them (jpeg, tiff, stp, csv). */}
        <TagList items={limits.extensions} label="Formats on your plan" tone="slate" className="mt-1.5 gap-1.5" />
      </div>
    </div>
  );
}
