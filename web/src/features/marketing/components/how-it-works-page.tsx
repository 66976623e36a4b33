import { ArrowRight, Route } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

import { useGetPlatformFiguresQuery } from '../api/platform-figures-api';
import { CLIENT_STEPS, ENGINEER_STEPS, PLATFORM_BENEFITS, type ProcessStep } from '../data/how-it-works';
import { platformStats } from '../utils/platform-figures';
import { PageHero, PageSection } from './page-section';

/** A numbered list of steps as cards, each with its number, icon, h3 and text. */
function StepList({ steps, label }: { steps: ProcessStep[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ icon: Icon, title, description }, index) => (
        <li key={title} className="min-w-0">
          <Card className="h-full p-6">
            <div className="flex items-center gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-700 text-sm font-bold text-white">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-slate-700" />
            </div>
            <h3 className="mt-4 font-semibold break-words text-slate-900">{title}</h3>
            <p className="mt-2 text-sm break-words text-slate-600">{description}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/**
 * "CabinetWorks in Numbers": the live figures of GET /api/platform-figures (issue 30 item 1), each left out while the
 * platform has too little data for it; the whole section while none is known (loading, failed, or a new platform).
 */
function PlatformNumbers() {
  const { data } = useGetPlatformFiguresQuery();
  const stats = platformStats(data);
  if (stats.length === 0) return null;
  return (
    <section className="bg-slate-900 text-white" aria-labelledby="stats-title">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="text-center text-3xl font-bold tracking-tight">
          CabinetWorks in Numbers
        </h2>
        <dl className="mt-10 flex flex-wrap justify-center gap-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex w-[calc(50%-0.75rem)] min-w-0 flex-col-reverse rounded-2xl bg-white/5 p-4 text-center ring-1 sm:p-6 lg:w-[calc(25%-1.125rem)] ring-white/10">
              <dt className="mt-1 text-sm break-words text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold text-amber-400 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-center text-sm text-slate-400">Counted from the marketplace itself and updated every few minutes.</p>
      </div>
    </section>
  );
}

/** /how-it-works: the client's and the engineer's four steps, why CabinetWorks, the figures and where to start. */
export function HowItWorksPage() {
  return (
    <>
      <PageHero icon={Route} title="How CabinetWorks Works" lead="Clients post cabinet projects, certified engineers bid on them, and the chosen engineer delivers CNC-ready drawings, cut-lists and assembly documentation.">
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Post a Project <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link to={paths.auth.getHref()} className={buttonVariants({ variant: 'light', size: 'lg' })}>
            Find Work
          </Link>
        </div>
      </PageHero>

      <PageSection id="clients" title="For Clients" lead="From a project idea to shop-ready files in four steps.">
        <StepList steps={CLIENT_STEPS} label="Steps for clients" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary' })}>
            Post a Project
          </Link>
          <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Browse Engineers
          </Link>
        </div>
      </PageSection>

      <PageSection id="engineers" title="For Engineers" lead="Turn your Cabinet Vision, Mozaik or CAD skills into steady project work." tinted>
        <StepList steps={ENGINEER_STEPS} label="Steps for engineers" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.auth.getHref({ tab: 'signup', role: 'engineer' })} className={buttonVariants({ variant: 'primary' })}>
            Get Started
          </Link>
          <Link to={paths.getCertified.getHref()} className={buttonVariants({ variant: 'outline' })}>
            About Certification
          </Link>
        </div>
      </PageSection>

      <PageSection id="benefits" title="Why CabinetWorks">
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {PLATFORM_BENEFITS.map(({ icon: Icon, title, description }) => (
            <li key={title} className="min-w-0 text-center">
              <Icon aria-hidden="true" className="mx-auto h-8 w-8 text-emerald-600" />
              <h3 className="mt-3 font-semibold break-words text-slate-900">{title}</h3>
              <p className="mt-1 text-sm break-words text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PlatformNumbers />

      <PageSection id="get-started" title="Ready to Start?" lead="Post your first project in minutes, or join as an engineer and start bidding.">
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Post a Project
          </Link>
          <Link to={paths.auth.getHref({ tab: 'signup', role: 'engineer' })} className={buttonVariants({ variant: 'dark', size: 'lg' })}>
            Join as an Engineer
          </Link>
          <Link to={paths.help.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Visit the Help Center
          </Link>
        </div>
      </PageSection>
    </>
  );
}
