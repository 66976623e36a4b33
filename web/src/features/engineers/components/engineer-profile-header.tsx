import { Briefcase, Clock, DollarSign, MapPin, MessageSquare, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CompanyBrand } from '@/components/shared/company-brand';
import { Badge, VerifiedBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/plural';

import type { EngineerProfile } from '../types';
import { availabilityTone, engineerName, formatHourlyRate, formatRating, reviewCountLabel } from '../utils/display';
import { RATINGS_REQUIRED } from '../utils/plan';
import { EngineerAvatar } from './engineer-avatar';
import { EngineerHeading, IconFact, STAR_ICON_CLASS } from './engineer-heading';
import { TrackBadges } from './track-badges';

function HeaderStat({ icon: Icon, label, value, className }: { icon: LucideIcon; label: string; value: ReactNode; className: string }) {
  return (
    <div className={cn('rounded-xl p-3', className)}>
      <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
        <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {label}
      </dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The public profile's header: who, rating, where, the bio, the rate and 'Contact Engineer' (`contact`, supplied by
 * the app: the messaging feature's button; without it, a button that does nothing, as the spec shows it).
 */
export function EngineerProfileHeader({ engineer, contact }: { engineer: EngineerProfile; contact?: ReactNode }) {
  const rate = formatHourlyRate(engineer.hourlyRate);
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <EngineerAvatar user={engineer.user} className="h-24 w-24 text-3xl" />
        <div className="min-w-0 flex-1">
          <EngineerHeading
            name={engineerName(engineer.user)}
            badges={
              <>
                {engineer.isVerified ? <VerifiedBadge label="Verified Engineer" /> : null}
                <Badge tone={availabilityTone(engineer.availability)}>{engineer.availability}</Badge>
              </>
            }
          >
            <IconFact icon={Star} iconClassName={STAR_ICON_CLASS}>
              {engineer.ratingsLocked ? (
                <Link to={RATINGS_REQUIRED.link} className="font-medium text-amber-700 underline underline-offset-2">
                  {RATINGS_REQUIRED.message}
                </Link>
              ) : (
                <>
                  <span className="font-semibold text-slate-900">{formatRating(engineer.rating)}</span>
                  <span>({reviewCountLabel(engineer.reviewCount ?? 0)})</span>
                </>
              )}
            </IconFact>
            {engineer.user.location ? (
              <IconFact icon={MapPin} className="min-w-0">
                <UserText>{engineer.user.location}</UserText>
              </IconFact>
            ) : null}
            <IconFact icon={Clock}>Responds {engineer.responseTime.toLowerCase()}</IconFact>
          </EngineerHeading>
          <TrackBadges certifications={engineer.trackCertifications} className="mt-3" />
          <CompanyBrand userId={engineer.user.id} size="lg" className="mt-3 flex" />
          <UserText as="p" multiline className="mt-4 text-slate-700">
            {engineer.bio || 'This engineer has not written a bio yet.'}
          </UserText>
        </div>
        <div className="flex shrink-0 flex-col gap-3 md:w-56">
          <dl className="grid grid-cols-2 gap-3 text-center md:grid-cols-1">
            <HeaderStat icon={DollarSign} label="Hourly rate" value={rate ?? 'Not set'} className="bg-amber-50" />
            <HeaderStat icon={Briefcase} label="Projects completed" value={formatCount(engineer.completedProjects)} className="bg-slate-50" />
          </dl>
          {contact ?? (
            <Button variant="primary" className="w-full">
              <MessageSquare aria-hidden="true" className="h-4 w-4" /> Contact Engineer
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
