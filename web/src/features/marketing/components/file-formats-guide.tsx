import { ArrowRight, CheckCircle2, FileType2, FolderKanban, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LinkCard, LinkCardTitle } from '@/components/ui/link-card';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';

import { UPLOAD_GUIDELINES } from '../data/file-formats';
import { fileSizeLabel, formatCountLabel, listFormatsByCategory, planAvailabilityLabel, uploadsLabel, type FormatPlan } from '../utils/file-formats';
import { CutListHelp } from './cut-list-help';
import { PageHero, PageSection } from './page-section';
import { FileFormatsCallout } from './real-project-callout';

/** The plans request as RTK Query reports it; the app passes GET /api/plans in. */
export interface PlansQueryState {
  data?: readonly FormatPlan[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const NEXT_STEPS = [
  {
    icon: Wallet,
    title: 'See a project demo',
    description: 'Walk through a sample project with its files, revisions and milestone payments.',
    href: paths.projectPaymentDemo.getHref(),
  },
  {
    icon: Users,
    title: 'Find an engineer',
    description: 'Browse engineers who work in Cabinet Vision, Mozaik, AutoCAD and more.',
    href: paths.engineers.getHref(),
  },
  {
    icon: FolderKanban,
    title: 'Go to your dashboard',
    description: 'Open one of your projects and upload files in its Files tab.',
    href: paths.dashboard.getHref(),
  },
];

function FormatCategories({ plans }: { plans: readonly FormatPlan[] }) {
  const categories = listFormatsByCategory(plans);
  if (categories.length === 0) return <p className="mt-8 text-center text-slate-600">No file formats are available right now.</p>;
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {categories.map(({ category, formats }) => {
        const Icon = category.icon;
        return (
          <Card key={category.id} className="min-w-0 p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-600" />
              <span className="min-w-0 break-words">{category.title}</span>
            </h3>
            <p className="mt-1 text-sm text-slate-600">{category.description}</p>
            <ul className="mt-4 divide-y divide-slate-100" aria-label={`${category.title} formats`}>
              {formats.map((format) => {
                const availability = planAvailabilityLabel(format.planNames, plans.length);
                return (
                  <li key={format.id} className="py-3 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 font-medium break-words text-slate-900">{format.name}</span>
                      <Badge tone={availability === 'All plans' ? 'green' : 'amber'}>{availability}</Badge>
                    </div>
                    {format.description ? <p className="mt-1 text-sm break-words text-slate-600">{format.description}</p> : null}
                  </li>
                );
              })}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}

function PlanLimits({ plans }: { plans: readonly FormatPlan[] }) {
  return (
    <>
      <ul className="mt-10 grid gap-6 md:grid-cols-3" aria-label="Upload limits by plan">
        {plans.map((plan) => (
          <li key={plan.id} className="min-w-0">
            <Card className="h-full p-6">
              <h3 className="text-lg font-semibold break-words text-slate-900">{plan.name}</h3>
              <ul className="mt-3 space-y-2 text-sm text-slate-600">
                {[fileSizeLabel(plan), uploadsLabel(plan), formatCountLabel(plan)].map((line) => (
                  <li key={line} className="flex items-start gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                    <span className="min-w-0">{line}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">
        Need larger files or more formats?{' '}
        <Link to={paths.premiumPlans.getHref()} className="font-medium text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600">
          Compare the plans
        </Link>
        .
      </p>
    </>
  );
}

/** /file-formats: what each plan accepts (from GET /api/plans), how to upload well, and where to go next. */
export function FileFormatsGuide({ plansQuery }: { plansQuery: PlansQueryState }) {
  const { data: plans, isLoading, isError, isFetching, error, refetch } = plansQuery;

  let formats;
  if (plans) {
    formats = <FormatCategories plans={plans} />;
  } else if (isError) {
    formats = (
      <ErrorState layout="card" className="mt-10" title="We couldn't load the file formats" error={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else {
    formats = (
      <LoadingState label="Loading file formats" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <SkeletonBlocks count={6} className="h-56" />
      </LoadingState>
    );
  }

  return (
    <>
      <PageHero
        icon={FileType2}
        title="File Formats Guide"
        lead="Which files you can share on a project, which plan allows each, and how to upload them so they reach the CNC intact."
      />

      <PageSection id="formats" title="Formats by Category" lead="Every format our projects accept, and the plans that allow it.">
        {formats}
      </PageSection>

      {plans || isLoading ? (
        <PageSection id="limits" title="Upload Limits by Plan" lead="The size of each file and the number of uploads per project depend on your plan." tinted>
          {plans ? (
            <PlanLimits plans={plans} />
          ) : (
            <LoadingState label="Loading upload limits" className="mt-10 grid gap-6 md:grid-cols-3">
              <SkeletonBlocks count={3} className="h-40" />
            </LoadingState>
          )}
        </PageSection>
      ) : null}

      <PageSection id="guidelines" title="Upload Guidelines" bodyClassName="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <ul className="mt-8 space-y-3">
          {UPLOAD_GUIDELINES.map((guideline) => (
            <li key={guideline} className="flex items-start gap-3 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
              <span className="min-w-0 break-words">{guideline}</span>
            </li>
          ))}
        </ul>
        <CutListHelp />
        <p className="mt-6 text-sm text-slate-600">
          Handing over CNC files? Read the{' '}
          <Link to={paths.fileTransferGuide.getHref()} className="font-medium text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600">
            File Transfer Guide
          </Link>{' '}
          for checksums and test cuts.
        </p>
        <FileFormatsCallout />
      </PageSection>

      <PageSection id="next-steps" title="Next Steps" tinted>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {NEXT_STEPS.map(({ icon: Icon, title, description, href }) => (
            <li key={href} className="min-w-0">
              <LinkCard className="h-full p-6">
                <Icon aria-hidden="true" className="h-6 w-6 text-amber-600" />
                <LinkCardTitle to={href} className="mt-3 break-words">
                  {title}
                </LinkCardTitle>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
                <ArrowRight aria-hidden="true" className="mt-3 h-4 w-4 text-slate-400 group-hover:text-amber-700" />
              </LinkCard>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
