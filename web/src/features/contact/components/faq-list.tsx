import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import { cn } from '@/lib/cn';

import type { ContactFaq } from '../data/contact-content';

function FaqItem({ faq }: { faq: ContactFaq }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl p-4 text-left font-medium break-words text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          <span className="min-w-0">{faq.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('h-5 w-5 shrink-0 text-slate-500 motion-safe:transition-transform', open ? 'rotate-180' : null)}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="px-4 pb-4 text-sm break-words text-slate-600">
        {faq.answer}
      </div>
    </li>
  );
}

/** Questions as accordion buttons (aria-expanded), each inside a heading so the list can be skimmed by headings. */
export function FaqList({ faqs, label }: { faqs: readonly ContactFaq[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {faqs.map((faq) => (
        <FaqItem key={faq.question} faq={faq} />
      ))}
    </ul>
  );
}
