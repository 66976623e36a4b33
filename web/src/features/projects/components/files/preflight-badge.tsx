import { CircleAlert, CircleCheck, CircleHelp, ShieldCheck, TriangleAlert } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

import type { FileVersion } from '../../types';
import { findingCounts, preflightVerdict } from '../../utils/files';

/**
 * The DXF preflight's verdict: Passed (green), Failed with its counts (red), Error when the file could not be
 * checked, Waived when the client accepted a failing file.
 */
export function PreflightBadge({ file }: { file: Pick<FileVersion, 'preflight' | 'preflightWaived'> }) {
  const verdict = preflightVerdict(file);
  const counts = file.preflight ? findingCounts(file.preflight) : '';
  const prefix = <span className="sr-only">DXF preflight: </span>;
  switch (verdict) {
    case 'passed':
      return (
        <Badge tone="green">
          <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
          {prefix}Passed{counts ? ` · ${counts}` : ''}
        </Badge>
      );
    case 'failed':
      return (
        <Badge tone="red">
          <CircleAlert aria-hidden="true" className="h-3.5 w-3.5" />
          {prefix}Failed{counts ? ` · ${counts}` : ''}
        </Badge>
      );
    case 'error':
      return (
        <Badge tone="red">
          <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
          {prefix}Error · could not be checked
        </Badge>
      );
    case 'waived':
      return (
        <Badge tone="blue">
          <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
          {prefix}Waived
        </Badge>
      );
    case 'unchecked':
      return (
        <Badge tone="slate">
          <CircleHelp aria-hidden="true" className="h-3.5 w-3.5" />
          {prefix}Not checked
        </Badge>
      );
  }
}
