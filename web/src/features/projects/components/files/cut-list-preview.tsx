import { Table2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import type { FileVersion } from '../../types';
import { CutListPreviewContent } from './cut-list/cut-list-preview-content';

/** 'Preview cut list': a CSV cut list's parts, totals and sheet estimate in a dialog. */
export function CutListPreviewButton({ file, fileLabel }: { file: FileVersion; fileLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Cut list: ${fileLabel}`}
      description="Parts, totals per material and a sheet estimate."
      className="max-w-5xl"
      trigger={
        <Button size="sm" variant="outline" aria-label={`Preview cut list ${fileLabel}`}>
          <Table2 aria-hidden="true" className="h-4 w-4" /> Preview cut list
        </Button>
      }
    >
      {open ? <CutListPreviewContent file={file} /> : null}
    </Dialog>
  );
}
