import { BadgeCheck, Briefcase, CalendarDays, Clock, DollarSign, Mail, MapPin, MessageSquare, Phone, ShieldCheck, Star, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorStatus, formatApiError } from '@/lib/errors';

import { useGetEngineerProfileQuery } from '../api/engineers-api';
import type { EngineerProfile } from '../types';
import {
  availabilityTone,
  engineerName,
  formatHourlyRate,
  formatMonthYear,
  formatRating,
  formatShortDate,
  reviewCountLabel,
} from '../utils/display';
import { EngineerAvatar } from './engineer-avatar';
import { PortfolioGallery } from './portfolio-gallery';
import { ReviewsList } from './reviews-list';
import { SkillMasteryCard } from './skill-mastery-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function TagList({ items, label, tone = 'amber' }: { items: readonly string[]; label: string; tone?: 'amber' | 'slate' | 'blue' }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-700">{label}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Badge tone={tone}>{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EngineerProfileSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8" role="status" aria-label="Loading engineer profile">
      <div className="animate-pulse space-y-6">
        <div className="flex gap-6 rounded-2xl border border-slate-200 bg-white p-8">
          <div className="h-24 w-24 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-6 w-1/3 rounded bg-slate-200" />
            <div className="h-4 w-1/4 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="h-64 rounded-2xl bg-slate-200 lg:col-span-2" />
          <div className="h-64 rounded-2xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

export function EngineerNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <UserX aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Engineer Not Found</h1>
      <p className="mt-2 text-slate-600">The engineer profile you're looking for doesn't exist.</p>
      <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Browse engineers
      </Link>
    </div>
  );
}

function ProfileHeader({ engineer }: { engineer: EngineerProfile }) {
  const name = engineerName(engineer.user);
  const rate = formatHourlyRate(engineer.hourlyRate);
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <EngineerAvatar user={engineer.user} className="h-24 w-24 text-3xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
            {engineer.isVerified ? (
              <Badge tone="green">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified Engineer
              </Badge>
            ) : null}
            <Badge tone={availabilityTone(engineer.availability)}>{engineer.availability}</Badge>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
              <span className="font-semibold text-slate-900">{formatRating(engineer.rating)}</span>
              <span>({reviewCountLabel(engineer.reviewCount)})</span>
            </span>
            {engineer.user.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="h-4 w-4" /> {engineer.user.location}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-4 w-4" /> Responds {engineer.responseTime.toLowerCase()}
            </span>
          </div>
          <p className="mt-4 whitespace-pre-line text-slate-700">{engineer.bio || 'This engineer has not written a bio yet.'}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 md:w-56">
          <dl className="grid grid-cols-2 gap-3 text-center md:grid-cols-1">
            <div className="rounded-xl bg-amber-50 p-3">
              <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
                <DollarSign aria-hidden="true" className="h-3.5 w-3.5" /> Hourly rate
              </dt>
              <dd className="text-xl font-bold text-slate-900">{rate ?? 'Not set'}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
                <Briefcase aria-hidden="true" className="h-3.5 w-3.5" /> Projects completed
              </dt>
              <dd className="text-xl font-bold text-slate-900">{engineer.completedProjects}</dd>
            </div>
          </dl>
          {/* The spec shows this button without an action; messaging starts from a project. */}
          <Button variant="primary" className="w-full">
            <MessageSquare aria-hidden="true" className="h-4 w-4" /> Contact Engineer
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ContactCard({ engineer }: { engineer: EngineerProfile }) {
  const memberSince = formatMonthYear(engineer.user.createdAt);
  const { email, phone } = engineer.user;
  return (
    <Section title="Contact Information">
      <ul className="space-y-3 text-sm text-slate-700">
        {email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="h-4 w-4 text-slate-400" />
            <a href={`mailto:${email}`} className="hover:text-amber-700 hover:underline">
              {email}
            </a>
          </li>
        ) : null}
        {phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="h-4 w-4 text-slate-400" />
            <a href={`tel:${phone}`} className="hover:text-amber-700 hover:underline">
              {phone}
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
    </Section>
  );
}

function VerificationCard({ engineer }: { engineer: EngineerProfile }) {
  const certifiedOn = formatShortDate(engineer.certificationDate);
  return (
    <Card className="border-emerald-200 bg-emerald-50/50 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" /> Verification
      </h2>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
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
    </Card>
  );
}

export function EngineerProfileView({ engineer }: { engineer: EngineerProfile }) {
  const name = engineerName(engineer.user);
  const hasSkills = engineer.softwareSkills.length + engineer.specializations.length + engineer.languages.length > 0;
  const hasCredentials = engineer.education.length + engineer.certifications.length > 0;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ProfileHeader engineer={engineer} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Skills">
            {hasSkills ? (
              <div className="space-y-4">
                <TagList items={engineer.softwareSkills} label="Software" />
                <TagList items={engineer.specializations} label="Specializations" tone="blue" />
                <TagList items={engineer.languages} label="Languages" tone="slate" />
              </div>
            ) : (
              <p className="text-sm text-slate-500">No skills listed yet.</p>
            )}
          </Section>
          <Section title="Experience">
            {engineer.yearsExperience > 0 ? (
              <p className="text-sm font-medium text-slate-900">
                {engineer.yearsExperience} {engineer.yearsExperience === 1 ? 'year' : 'years'} of experience
              </p>
            ) : null}
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{engineer.experience || 'No experience described yet.'}</p>
            {hasCredentials ? (
              <div className="mt-4 space-y-4">
                <TagList items={engineer.education} label="Education" tone="slate" />
                <TagList items={engineer.certifications} label="Certifications" tone="slate" />
              </div>
            ) : null}
          </Section>
          <Section title="Portfolio">
            <PortfolioGallery images={engineer.portfolioImages} ownerName={name} />
          </Section>
          <Section title="Client Reviews">
            <ReviewsList userId={engineer.userId} />
          </Section>
        </div>
        <div className="space-y-6">
          <ContactCard engineer={engineer} />
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">Availability</h2>
            <div className="mt-3">
              <Badge tone={availabilityTone(engineer.availability)}>{engineer.availability}</Badge>
            </div>
            <p className="mt-2 text-sm text-slate-600">Typically responds {engineer.responseTime.toLowerCase()}.</p>
          </Card>
          <SkillMasteryCard />
          {engineer.isVerified ? <VerificationCard engineer={engineer} /> : null}
        </div>
      </div>
    </div>
  );
}

/** /engineer/{id}: loads the public profile by user id. */
export function EngineerProfilePage({ userId }: { userId: number }) {
  const valid = Number.isInteger(userId) && userId > 0;
  const { data, isLoading, isError, error } = useGetEngineerProfileQuery(userId, { skip: !valid });

  if (!valid) return <EngineerNotFound />;
  if (isLoading) return <EngineerProfileSkeleton />;
  if (isError && !data) {
    if (errorStatus(error) === 404) return <EngineerNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We couldn't load this profile</h1>
        <p className="mt-2 text-slate-600">{formatApiError(error)}</p>
      </div>
    );
  }
  if (!data) return <EngineerNotFound />;
  return (
    <>
      <title>{`${engineerName(data.user)} · CabinetWorks`}</title>
      <EngineerProfileView engineer={data} />
    </>
  );
}
