import { BadgeCheck, CalendarDays, Mail, Phone, ShieldCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { formatShortDate } from '@/lib/date-time';

import type { EngineerProfile } from '../types';
import { availabilityTone, formatMonthYear } from '../utils/display';

export function ContactCard({ engineer }: { engineer: EngineerProfile }) {
  const memberSince = formatMonthYear(engineer.user.createdAt);
  const { email, phone } = engineer.user;
  return (
    <Panel title="Contact Information">
      <ul className="space-y-3 text-sm text-slate-700">
        {email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
            <a href={`mailto:${email}`} className="min-w-0 hover:text-amber-700 hover:underline">
              <UserText>{email}</UserText>
            </a>
          </li>
        ) : null}
        {phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
            <a href={`tel:${phone}`} className="min-w-0 hover:text-amber-700 hover:underline">
              <UserText>{phone}</UserText>
            </a>
          </li>
        ) : null}
        {!email && !phone ? <li className="text-slate-500">Contact details are shared once you work together.</li> : null}
        {memberSince ? (
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-400" />
            Member since {memberSince}
          </li>
        ) : null}
      </ul>
    </Panel>
  );
}

export function AvailabilityCard({ engineer }: { engineer: EngineerProfile }) {
  return (
    <Panel title="Availability">
      <Badge tone={availabilityTone(engineer.availability)}>{engineer.availability}</Badge>
      <p className="mt-2 text-sm text-slate-600">Typically responds {engineer.responseTime.toLowerCase()}.</p>
    </Panel>
  );
}

export function VerificationCard({ engineer }: { engineer: EngineerProfile }) {
  const certifiedOn = formatShortDate(engineer.certificationDate);
  return (
    <Panel
      title="Verification"
      icon={<ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />}
      className="border-emerald-200 bg-emerald-50/50"
    >
      <ul className="space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <BadgeCheck aria-hidden="true" className="h-4 w-4 text-emerald-600" /> Identity and profile verified
        </li>
        {engineer.certificationStatus === 'certified' ? (
          <li className="flex items-center gap-2">
            <BadgeCheck aria-hidden="true" className="h-4 w-4 text-emerald-600" />
            Certification test passed{certifiedOn ? ` on ${certifiedOn}` : ''}
          </li>
        ) : null}
      </ul>
    </Panel>
  );
}
