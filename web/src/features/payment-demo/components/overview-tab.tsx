import { Building2, HardHat } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

import type { DemoProject } from '../data/demo-project';
import { formatUsd } from '../utils/demo';

export function OverviewTab({ project, revisionsUsed }: { project: DemoProject; revisionsUsed: number }) {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-3">
      <Card className="min-w-0 space-y-5 p-6 lg:col-span-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">{project.title}</h2>
          <Badge tone="amber">In Progress</Badge>
        </div>
        <p className="text-sm break-words text-slate-600">{project.description}</p>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Total</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatUsd(project.totalAmount)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Timeline</dt>
            <dd className="text-lg font-semibold text-slate-900">{project.timeline}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Revisions used</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {revisionsUsed} of {project.maxRevisions}
            </dd>
          </div>
        </dl>
        <div className="space-y-2">
          <p className="flex justify-between text-sm">
            <span className="font-medium text-slate-800">Progress</span>
            <span className="text-slate-600">
              Milestone {project.currentMilestone} of {project.totalMilestones}
            </span>
          </p>
          <ProgressBar
            label="Milestones"
            tone="progress"
            value={project.currentMilestone}
            max={project.totalMilestones}
            valueText={`Milestone ${project.currentMilestone} of ${project.totalMilestones}`}
          />
        </div>
      </Card>
      <div className="min-w-0 space-y-4">
        <Card className="p-5">
          <h3 className="flex items-center gap-2 text-sm font-medium text-slate-500">
            <Building2 aria-hidden="true" className="h-4 w-4" /> Client
          </h3>
          <p className="mt-1 font-semibold break-words text-slate-900">{project.client.name}</p>
          <p className="text-sm break-words text-slate-600">{project.client.company}</p>
        </Card>
        <Card className="p-5">
          <h3 className="flex items-center gap-2 text-sm font-medium text-slate-500">
            <HardHat aria-hidden="true" className="h-4 w-4" /> Engineer
          </h3>
          <p className="mt-1 font-semibold break-words text-slate-900">{project.engineer.name}</p>
          <p className="text-sm break-words text-slate-600">{project.engineer.title}</p>
        </Card>
      </div>
    </div>
  );
}
