import { BadgeCheck, Clock, ListChecks, Target, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';

import { CERTIFICATION_PRICE_USD, type CertificationOffering } from '../data/certifications';

/** The facts of an offering shown as three tiles: duration, questions, passing score. */
const OFFERING_FACTS: Array<{ icon: LucideIcon; label: string; value: (offering: CertificationOffering) => ReactNode }> = [
  { icon: Clock, label: 'Duration', value: (offering) => <>{offering.durationMinutes} min</> },
  { icon: ListChecks, label: 'Questions', value: (offering) => offering.questions },
  { icon: Target, label: 'Pass', value: (offering) => <>{offering.passingScore}%</> },
];

/** One certification of /get-certified: what the test is like, its topics and benefits, the price and 'Get Started'. */
export function OfferingCard({ offering }: { offering: CertificationOffering }) {
  return (
    <Card className="flex flex-col p-6">
      <h3 className="text-xl font-semibold text-slate-900">{offering.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{offering.description}</p>
      <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
        {OFFERING_FACTS.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-slate-50 p-2">
            <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
              <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {label}
            </dt>
            <dd className="font-semibold text-slate-900">{value(offering)}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 text-sm font-medium text-slate-800">Topics</h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-600">
        {offering.topics.map((topic) => (
          <li key={topic} className="flex items-center gap-2">
            <BadgeCheck aria-hidden="true" className="h-4 w-4 text-amber-600" /> {topic}
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-600">
        {offering.benefits.map((benefit) => (
          <li key={benefit}>• {benefit}</li>
        ))}
      </ul>
      <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4">
        <span className="inline-flex items-center text-2xl font-bold text-slate-900">
          {formatMoney(CERTIFICATION_PRICE_USD)}
        </span>
        <Link to={paths.auth.getHref({ tab: 'signup', role: 'engineer' })} className={buttonVariants({ variant: 'dark', size: 'sm' })}>
          Get Started
        </Link>
      </div>
    </Card>
  );
}
