import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel';
import { LabelledTagList } from '@/components/ui/tag-list';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { UserText } from '@/components/ui/user-text';
import { plural } from '@/lib/plural';

import type { EngineerProfile } from '../types';
import { engineerName } from '../utils/display';
import { RATINGS_REQUIRED } from '../utils/plan';
import { EngineerProfileHeader } from './engineer-profile-header';
import { AvailabilityCard, ContactCard, VerificationCard } from './engineer-side-cards';
import { PortfolioGallery } from './portfolio-gallery';
import { ReviewsList } from './reviews-list';
import { SkillMasteryCard } from './skill-mastery-card';

/**
 * The public profile: header, skills, experience, portfolio and reviews, with contact and standing at the side;
 * `review` (an admin's application review) goes under the header.
 */
export function EngineerProfileView({
  engineer,
  review,
  contact,
  actions,
}: {
  engineer: EngineerProfile;
  review?: ReactNode;
  contact?: ReactNode;
  actions?: ReactNode;
}) {
  const hasSkills = engineer.softwareSkills.length + engineer.specializations.length + engineer.languages.length > 0;
  const hasCredentials = engineer.education.length + engineer.certifications.length > 0;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <EngineerProfileHeader engineer={engineer} contact={contact} />
      {review}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel title="Skills">
            {hasSkills ? (
              <div className="space-y-4">
                <LabelledTagList items={engineer.softwareSkills} label="Software" />
                <LabelledTagList items={engineer.specializations} label="Specializations" tone="blue" />
                <LabelledTagList items={engineer.languages} label="Languages" tone="slate" />
              </div>
            ) : (
              <p className="text-sm text-slate-500">No skills listed yet.</p>
            )}
          </Panel>
          <Panel title="Experience">
            {engineer.yearsExperience > 0 ? (
              <p className="text-sm font-medium text-slate-900">
                {plural(engineer.yearsExperience, 'year')} of experience
              </p>
            ) : null}
            <UserText as="p" multiline className="mt-2 text-sm text-slate-700">
              {engineer.experience || 'No experience described yet.'}
            </UserText>
            {hasCredentials ? (
              <div className="mt-4 space-y-4">
                <LabelledTagList items={engineer.education} label="Education" tone="slate" />
                <LabelledTagList items={engineer.certifications} label="Certifications" tone="slate" />
              </div>
            ) : null}
          </Panel>
          <Panel title="Portfolio">
            <PortfolioGallery images={engineer.portfolioImages} ownerName={engineerName(engineer.user)} />
          </Panel>
          <Panel title="Client Reviews">
            {engineer.ratingsLocked ? (
              <UpgradePrompt required={RATINGS_REQUIRED} />
            ) : (
              <ReviewsList userId={engineer.userId} />
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          {engineer.isVerified && actions ? <div>{actions}</div> : null}
          <ContactCard engineer={engineer} />
          <AvailabilityCard engineer={engineer} />
          <SkillMasteryCard />
          {engineer.isVerified ? <VerificationCard engineer={engineer} /> : null}
        </div>
      </div>
    </div>
  );
}
