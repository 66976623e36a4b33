import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import { cn } from '@/lib/cn';

export interface Faq {
  question: string;
  answer: string;
}

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-xl p-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          <span className="min-w-0 break-words">{faq.question}</span>
          <ChevronDown aria-hidden="true" className={cn('h-5 w-5 shrink-0 text-slate-500 transition-transform', open ? 'rotate-180' : null)} />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4">
        <p className="text-sm break-words text-slate-600">{faq.answer}</p>
      </div>
    </li>
  );
}

/** Questions as h3 buttons that show and hide their answers (aria-expanded); several may be open at once. */
export function FaqAccordion({ faqs, className }: { faqs: readonly Faq[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {faqs.map((faq) => (
        <FaqItem key={faq.question} faq={faq} />
      ))}
    </ul>
  );
}
