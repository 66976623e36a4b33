import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useWaivePreflightMutation } from '../../api/deliverables-api';
import type { FileVersion } from '../../types';
import { findingCounts } from '../../utils/files';

/** The client accepts a .dxf whose preflight failed (or could not run), after being told what that risks. */
export function WaivePreflightButton({ file, fileLabel }: { file: FileVersion; fileLabel: string }) {
  const [open, setOpen] = useState(false);
  const [waive, { isLoading }] = useWaivePreflightMutation();
  const submit = useSubmitWithToast(waive, {
    success: { title: 'Preflight Waived', description: `${fileLabel} may now be part of the final delivery.`, variant: 'success' },
    failureTitle: 'Waive Failed',
    onSuccess: () => setOpen(false),
  });
  const found = file.preflight?.status === 'fail' ? findingCounts(file.preflight) : '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Waive preflight of ${fileLabel}`}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Waive preflight
        </Button>
      }
      title={`Waive the preflight of ${fileLabel}?`}
      description={
        <>
          {file.preflight?.status === 'fail'
            ? `The DXF preflight found problems in this file${found ? ` (${found})` : ''}.`
            : 'The DXF preflight could not check this file.'}{' '}
          Open contours, wrong units or parts larger than the sheet can ruin material or damage tooling on the CNC. If you
          waive the check, the engineer may deliver this file as the final delivery and you accept it as it is. Only
          waive it if you have checked the drawing yourself.
        </>
      }
      confirmLabel="Waive preflight"
      cancelLabel="Keep the check"
      onConfirm={() => void submit({ projectId: file.projectId, fileId: file.id })}
      busy={isLoading}
    />
  );
}
