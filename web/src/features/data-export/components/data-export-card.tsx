import { Download, FileSpreadsheet } from 'lucide-react';

import { BusyButton } from '@/components/ui/busy-button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import type { Capability } from '@/lib/capabilities';

import { useExportDownload } from '../hooks/use-export-download';
import type { ExportKind } from '../types';
import { DATA_EXPORT_REQUIRED } from '../utils/plan';

const EXPORTS: Array<{ kind: ExportKind; label: string }> = [
  { kind: 'projects', label: 'Projects (CSV)' },
  { kind: 'bids', label: 'Bids (CSV)' },
  { kind: 'payments', label: 'Payments (CSV)' },
  { kind: 'messages', label: 'Messages (CSV)' },
];

function ExportButtons() {
  const { start, refusal, downloading } = useExportDownload();
  if (refusal) return <UpgradePrompt required={refusal} />;
  return (
    <div className="flex flex-wrap gap-3">
      {EXPORTS.map(({ kind, label }) => (
        <BusyButton
          key={kind}
          variant="outline"
          icon={Download}
          busy={downloading === kind}
          busyLabel={`Downloading ${label}`}
          disabled={downloading !== null}
          onClick={() => void start(kind)}
        >
          {label}
        </BusyButton>
      ))}
    </div>
  );
}

export interface DataExportCardProps {
  /** The member's capabilities (see capabilitiesOf); undefined while their subscription loads or when it failed. */
  capabilities: readonly Capability[] | undefined;
  /** Why the subscription could not be loaded. */
  error?: unknown;
  onRetry?: () => void;
}

function ExportAccess({ capabilities, error, onRetry }: DataExportCardProps) {
  if (capabilities) return capabilities.includes('data_export') ? <ExportButtons /> : <UpgradePrompt required={DATA_EXPORT_REQUIRED} />;
  if (error) return <ErrorState layout="card" title="We couldn't load your plan" error={error} onRetry={onRetry} />;
  return (
    <LoadingState label="Loading your plan">
      <SkeletonBlocks count={1} className="h-10 rounded-lg" />
    </LoadingState>
  );
}

/**
 * /profile: the member's own projects, bids, payments and messages as CSV files (professional and up). Without the data_export
 * capability the upgrade prompt stands in place of the buttons, and nothing is requested.
 */
export function DataExportCard(props: DataExportCardProps) {
  return (
    <Panel
      region
      title="Export your data"
      icon={<FileSpreadsheet aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Download your projects, bids, payments and messages as spreadsheets (CSV) for your records or your accounting."
    >
      <ExportAccess {...props} />
    </Panel>
  );
}
