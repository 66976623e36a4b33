import { FileDown } from 'lucide-react';

import { CUT_LIST_HELP } from '../data/file-formats';

/** The columns, units and thickness a CSV cut list may use, and its template. */
export function CutListHelp() {
  const { columns, units, thickness, refusal, templateHref, templateLabel } = CUT_LIST_HELP;
  return (
    <section aria-labelledby="cut-list-help" className="mt-8 space-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
      <h3 id="cut-list-help" className="text-base font-semibold text-slate-900">
        Cut lists (CSV)
      </h3>
      {[columns, units, thickness, refusal].map((text) => (
        <p key={text} className="break-words">
          {text}
        </p>
      ))}
      <a
        href={templateHref}
        download="cut-list-template.csv"
        className="inline-flex items-center gap-1.5 font-medium text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <FileDown aria-hidden="true" className="h-4 w-4" /> {templateLabel}
      </a>
    </section>
  );
}
