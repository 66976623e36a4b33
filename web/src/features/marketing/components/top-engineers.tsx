import { ArrowRight, Briefcase, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EngineerCardSkeleton } from '@/components/shared/engineer-card-skeleton';
import { VerifiedBadge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { TagList } from '@/components/ui/tag-list';
import { UserText } from '@/components/ui/user-text';
import { DIRECTORY_SKILLS_PER_CARD } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatRating } from '@/lib/engineer-display';
import { fullName, initialsOf } from '@/lib/user-display';

import { hourlyRateLabel, projectsCompletedLabel, topVerifiedEngineers, type FeaturedEngineer } from '../utils/engineer-cards';

/** How many engineers the section shows. */
const TOP_ENGINEERS_COUNT = 3;

interface CardContent {
  name: string;
  /** null when the viewer's plan shows no ratings. */
  rating: string | null;
  rate: string | null;
  bio: string;
  skills: string[];
  location: string | null;
  projects: string;
  profileHref: string;
}

function EngineerCard({ engineer }: { engineer: CardContent }) {
  return (
    <Card className="flex h-full min-w-0 flex-col p-6 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-slate-700 to-slate-900 text-lg font-semibold text-amber-300"
        >
          {initialsOf(engineer.name) || '?'}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <UserText as="h3" className="min-w-0 font-semibold text-slate-900">
              {engineer.name}
            </UserText>
            <VerifiedBadge />
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {engineer.rating ? (
              <span className="inline-flex items-center gap-1 font-medium text-slate-800">
                <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
                {engineer.rating}
                <span className="sr-only"> out of 5</span>
              </span>
            ) : null}
            {engineer.rate ? <span className="font-semibold text-slate-900">{engineer.rate}</span> : null}
          </div>
        </div>
      </div>
      {engineer.bio ? (
        <UserText as="p" className="mt-4 line-clamp-3 flex-1 text-sm text-slate-600">
          {engineer.bio}
        </UserText>
      ) : (
        <p className="mt-4 flex-1 text-sm text-slate-600">No bio yet.</p>
      )}
      <TagList items={engineer.skills.slice(0, DIRECTORY_SKILLS_PER_CARD)} label="Skills" className="mt-4" />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm text-slate-500">
        {engineer.location ? (
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            <UserText className="min-w-0">{engineer.location}</UserText>
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Briefcase aria-hidden="true" className="h-4 w-4 shrink-0" />
          {engineer.projects}
        </span>
      </div>
      <Link
        to={engineer.profileHref}
        aria-label={`View Profile of ${engineer.name}`}
        className={buttonVariants({ variant: 'outline', className: 'mt-5 w-full' })}
      >
        View Profile
      </Link>
    </Card>
  );
}

function fromDirectory(engineer: FeaturedEngineer): CardContent {
  return {
    name: fullName(engineer.user),
    rating: engineer.rating === undefined ? null : formatRating(engineer.rating),
    rate: hourlyRateLabel(engineer.hourlyRate),
    bio: engineer.bio.trim(),
    skills: engineer.softwareSkills,
    location: engineer.user.location,
    projects: projectsCompletedLabel(engineer.completedProjects),
    profileHref: paths.engineer.getHref(engineer.userId),
  };
}

const GRID_CLASS = 'mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/** In place of the cards while no engineer has a review yet, or when they could not be loaded (`failed`). */
function NoTopEngineersNotice({ failed }: { failed: boolean }) {
  return (
    <Card className="mt-10 p-8 text-center">
      <p className="font-semibold text-slate-900">{failed ? 'The top-rated engineers could not be loaded.' : 'Our engineer directory is new.'}</p>
      <p className="mt-2 text-slate-600">
        {failed ? null : <>No verified engineer has a client's review yet, so there is no one to rank here. </>}
        <Link to={paths.engineers.getHref()} className="font-medium text-amber-700 underline underline-offset-2">
          Browse the engineer directory
        </Link>{' '}
        to meet the engineers who have joined.
      </p>
    </Card>
  );
}

export interface TopEngineersProps {
  /** The directory's first page of reviewed engineers (reviewedOnly); undefined until it has arrived. */
  engineers: readonly FeaturedEngineer[] | undefined;
  /** The directory request failed (and no page is cached). */
  isError: boolean;
}

/**
 * The landing page's 'Top-Rated Cabinet Engineers': the highest-rated verified engineers with at least one review;
 * while there is none, a plain word that the directory is new and a link to it (the same link when it could not be
 * loaded), never made-up profiles (issue 30 item 1); skeletons while it loads.
 */
export function TopEngineers({ engineers, isError }: TopEngineersProps) {
  const top = engineers ? topVerifiedEngineers(engineers, TOP_ENGINEERS_COUNT) : [];
  const showReal = top.length > 0;
  const loading = !engineers && !isError;

  let body: ReactNode;
  if (loading) {
    body = (
      <LoadingState label="Loading top engineers" className={GRID_CLASS}>
        {Array.from({ length: TOP_ENGINEERS_COUNT }, (_, index) => (
          <EngineerCardSkeleton key={index} />
        ))}
      </LoadingState>
    );
  } else if (showReal) {
    body = (
      <ul className={GRID_CLASS} aria-label="Top-rated engineers">
        {top.map(fromDirectory).map((card) => (
          <li key={card.profileHref} className="min-w-0">
            <EngineerCard engineer={card} />
          </li>
        ))}
      </ul>
    );
  } else {
    body = <NoTopEngineersNotice failed={isError && !engineers} />;
  }

  const lead = showReal || loading
    ? 'The highest-rated verified engineers on CabinetWorks, by the reviews of their clients.'
    : 'Ratings come from clients\' reviews of completed projects.';

  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="top-engineers-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">Featured talent</p>
          <h2 id="top-engineers-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Top-Rated Cabinet Engineers
          </h2>
          <p className="mt-2 text-slate-600">{lead}</p>
        </div>
        <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'dark', className: 'self-start sm:self-auto' })}>
          View All Engineers
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      {body}
    </section>
  );
}
