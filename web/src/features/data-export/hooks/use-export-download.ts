import { useState } from 'react';

import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { planRequired, type PlanRequired } from '@/lib/plan-required';

import { useDownloadExportMutation } from '../api/exports-api';
import type { ExportKind } from '../types';
import { saveFile } from '../utils/save-file';

/**
 * Downloads an export on demand. A plan_required refusal (the plan ended since the page loaded) is kept for the
 * upgrade prompt instead of a toast; any other failure is a toast.
 */
export function useExportDownload() {
  const [download, { isLoading, originalArgs }] = useDownloadExportMutation();
  const [refusal, setRefusal] = useState<PlanRequired | null>(null);
  const start = useSubmitWithToast((kind: ExportKind) => download(kind), {
    failureTitle: 'Export Failed',
    onSuccess: saveFile,
    shownInPlace: (error) => planRequired(error) !== null,
    onError: (error) => setRefusal(planRequired(error)),
  });
  return { start, refusal, downloading: isLoading ? (originalArgs ?? null) : null };
}
