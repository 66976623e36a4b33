import { PLAN_FAQS } from '../data/plans-content';

/** The plan FAQs as disclosure widgets. */
export function PlanFaqs() {
  return (
    <div className="space-y-3">
      {PLAN_FAQS.map((faq) => (
        <details key={faq.question} className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-medium text-slate-900">{faq.question}</summary>
          <p className="mt-2 text-sm text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
