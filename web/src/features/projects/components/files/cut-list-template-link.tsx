import { FileDown } from 'lucide-react';

import { CUT_LIST_TEMPLATE_HREF } from '@/config/constants';

/** The CSV template of a cut list the preview reads: part, material, thickness, length, width, qty and grain. */
export function CutListTemplateLink() {
  return (
    <a
      href={CUT_LIST_TEMPLATE_HREF}
      download="cut-list-template.csv"
      className="inline-flex items-center gap-1.5 text-xs font-medium text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600"
    >
      <FileDown aria-hidden="true" className="h-4 w-4" /> Download the cut-list template
    </a>
  );
}
