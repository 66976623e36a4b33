import { useState } from 'react';

import type { DrawingFocus, PreflightFinding } from '../types';

/**
 * What a DXF version's row shares between its report and its drawing: whether the drawing is open and which finding
 * it shows. Picking a finding in the report opens the drawing there.
 */
export function useDrawingFocus() {
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<DrawingFocus | null>(null);
  return {
    open,
    focus,
    toggle: () => setOpen((value) => !value),
    showFinding: (finding: PreflightFinding) => {
      setOpen(true);
      setFocus((current) => ({ finding, key: (current?.key ?? 0) + 1 }));
    },
  };
}
