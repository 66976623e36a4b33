import { useState } from 'react';

import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { planRequired, type PlanRequired } from '@/lib/plan-required';

import { useDownloadExportMutation } from '../api/exports-api';
import type { ExportFile, ExportKind } from '../types';

/** Hands the file to the browser as a download under the server's filename, then lets the object URL go. */
function saveFile({ url, filename }: ExportFile): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
