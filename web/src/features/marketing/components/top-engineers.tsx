import { ArrowRight, BadgeCheck, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { initialsOf } from '@/lib/user-display';

import { SAMPLE_ENGINEERS, type SampleEngineer } from '../data/sample-engineers';

function EngineerCard({ engineer }: { engineer: SampleEngineer }) {
  return (
    <Card className="flex flex-col p-6 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-slate-700 to-slate-900 text-lg font-semibold text-amber-300"
        >
          {initialsOf(engineer.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{engineer.name}</h3>
            <Badge tone="green">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified
            </Badge>
          </div>
          <p className="text-sm text-slate-500">{engineer.title}</p>
          <div className="mt-1 flex items-center gap-3 text-sm">
            <span className="inline-flex items-center gap-1 font-medium text-slate-800">
              <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
              {engineer.rating}
              <span className="sr-only"> out of 5</span>
            </span>
            <span className="font-semibold text-slate-900">${engineer.hourlyRate}/hr</span>
          </div>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-slate-600">{engineer.bio}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Skills">
        {engineer.skills.map((skill) => (
          <li key={skill}>
            <Badge tone="amber">{skill}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm text-slate-500">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="h-4 w-4" />
          {engineer.location}
        </span>
        <span>{engineer.projectsCompleted} projects</span>
      </div>
      <Link to={paths.auth.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-5 w-full' })}>
        View Profile
      </Link>
    </Card>
  );
}

export function TopEngineers() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="top-engineers-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">Featured talent</p>
          <h2 id="top-engineers-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Top-Rated Cabinet Engineers
          </h2>
          <p className="mt-2 text-slate-600">Sample profiles showing what engineers on CabinetWorks offer.</p>
        </div>
        <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'dark' })}>
          View All Engineers
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SAMPLE_ENGINEERS.map((engineer) => (
          <EngineerCard key={engineer.name} engineer={engineer} />
        ))}
      </div>
    </section>
  );
}
