import { Clock, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_HREF } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetSupportStatusQuery } from '@/lib/support-status';

import { BUSINESS_HOURS, liveChatResponse, RESPONSE_TIMES } from '../data/contact-content';

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex min-w-0 gap-4 p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0 text-sm text-slate-600">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 break-words">{children}</div>
      </div>
    </Card>
  );
}

const linkClasses = 'font-medium text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600';

/** E-mail, phone and business hours. */
export function ContactInfoCards() {
  return (
    <div className="space-y-4">
      <InfoCard icon={Mail} title="E-mail">
        <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClasses} wrap-anywhere`}>
          {CONTACT_EMAIL}
        </a>
      </InfoCard>
      <InfoCard icon={Phone} title="Phone">
        <a href={CONTACT_PHONE_HREF} className={linkClasses}>
          {CONTACT_PHONE}
        </a>
      </InfoCard>
      <InfoCard icon={Clock} title="Business hours">
        <dl className="space-y-1">
          {BUSINESS_HOURS.map(({ days, hours }) => (
            <div key={days} className="flex flex-wrap justify-between gap-x-3">
              <dt>{days}</dt>
              <dd className="font-medium text-slate-800">{hours}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </div>
  );
}

/** How soon each channel answers; live chat's promise follows whether the desk is staffed now. */
export function ResponseTimes() {
  const { data: status, isSuccess } = useGetSupportStatusQuery();
  const chat = isSuccess ? liveChatResponse(status.staffed) : null;
  const times = chat ? [RESPONSE_TIMES[0], chat, ...RESPONSE_TIMES.slice(1)] : RESPONSE_TIMES;
  return (
    <ul className="space-y-3">
      {times.map(({ channel, time, detail }) => (
        <li key={channel} className="min-w-0 rounded-xl bg-slate-50 p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-slate-900">{channel}</span>
            <span className="font-semibold text-amber-700">{time}</span>
          </div>
          <p className="mt-1 text-slate-600">{detail}</p>
          {channel === 'Live chat' && (
            <Link to={paths.support.getHref()} className={`${linkClasses} mt-2 inline-block`}>
              Open live chat
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
