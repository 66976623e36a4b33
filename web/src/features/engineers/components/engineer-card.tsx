import { Briefcase, MapPin, Star } from 'lucide-react';

import { VerifiedBadge } from '@/components/ui/badge';
import { LinkCard, LinkCardTitle } from '@/components/ui/link-card';
import { UserText } from '@/components/ui/user-text';
import { DIRECTORY_SKILLS_PER_CARD } from '@/config/constants';
import { paths } from '@/config/paths';

import type { EngineerProfile } from '../types';
import { completedProjectsLabel, engineerName, formatHourlyRate, formatRating } from '../utils/display';
import { EngineerAvatar } from './engineer-avatar';
import { IconFact, STAR_ICON_CLASS } from './engineer-heading';
import { SkillTags } from './skill-tags';
import { TrackBadges } from './track-badges';

/** A directory card; the whole card links to /engineer/{userId}. */
export function EngineerCard({ engineer }: { engineer: EngineerProfile }) {
  const name = engineerName(engineer.user);
  const rate = formatHourlyRate(engineer.hourlyRate);
  return (
    <LinkCard className="flex h-full min-w-0 flex-col p-6">
      <div className="flex items-start gap-4">
        <EngineerAvatar user={engineer.user} className="h-14 w-14 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <LinkCardTitle to={paths.engineer.getHref(engineer.userId)} className="min-w-0 max-w-full">
              <UserText truncate>{name}</UserText>
            </LinkCardTitle>
            {engineer.isVerified ? <VerifiedBadge /> : null}
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            {engineer.ratingsLocked ? null : (
              <IconFact icon={Star} iconClassName={STAR_ICON_CLASS} className="font-medium text-slate-800">
                {formatRating(engineer.rating)}
                {engineer.rating ? <span className="sr-only"> out of 5</span> : null}
              </IconFact>
            )}
            {engineer.user.location ? (
              <IconFact icon={MapPin} className="min-w-0">
                <UserText truncate>{engineer.user.location}</UserText>
              </IconFact>
            ) : null}
          </div>
        </div>
        {rate ? <span className="shrink-0 font-semibold text-slate-900">{rate}</span> : null}
      </div>
      <TrackBadges certifications={engineer.trackCertifications} className="mt-4" />
      <div className="mt-4">
        <SkillTags skills={engineer.softwareSkills} max={DIRECTORY_SKILLS_PER_CARD} />
      </div>
      <UserText as="p" className="mt-4 line-clamp-2 flex-1 text-sm text-slate-600">
        {engineer.bio || 'No bio yet.'}
      </UserText>
      <p className="mt-4 inline-flex items-center gap-1.5 border-t border-slate-100 pt-4 text-sm text-slate-500">
        <Briefcase aria-hidden="true" className="h-4 w-4" />
        {completedProjectsLabel(engineer.completedProjects)}
      </p>
    </LinkCard>
  );
}
