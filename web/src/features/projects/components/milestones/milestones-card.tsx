import { Milestone as MilestoneIcon } from 'lucide-react';
import { useContext, useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import type { MilestoneStage as Stage } from '@/lib/disputes';
import { plural } from '@/lib/plural';

import { useGetMilestonesQuery } from '../../api/deliverables-api';
import type { Project } from '../../types';
import type { MilestoneRole } from '../../utils/milestones';
import { MilestoneStage } from './milestone-stage';
import { MilestoneTimeline } from './milestone-timeline';
import { confirmingStages, MILESTONE_CONFIRM_RECHECK_MS, PaidStagesContext } from './paid-stages';

/** One bounded re-check of the milestones while `confirming` names stages, per distinct set of them. */
function useConfirmRecheck(confirming: Stage[], refetch: () => unknown): void {
  const key = confirming.join(',');
  const checked = useRef<string>('');
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  });
  useEffect(() => {
    if (!key || checked.current === key) return;
    const timer = setTimeout(() => {
      checked.current = key;
      latestRefetch.current();
    }, MILESTONE_CONFIRM_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [key]);
}

export interface MilestonesCardProps {
  project: Project;
  role: MilestoneRole;
}

/**
 * The three paid stages as a timeline for the client and the assigned engineer: the engineer submits each stage's
 * files, the client approves (releasing its money) or asks for changes, and either may open a dispute. An admin deciding
 * a dispute reads the same card without its actions.
 */
export function MilestonesCard({ project, role }: MilestonesCardProps) {
  const { data, isLoading, error, refetch, isFetching } = useGetMilestonesQuery(project.id);
  const usePaidStages = useContext(PaidStagesContext);
  const paid = usePaidStages(project.id, { skip: role === 'admin' });
  const confirming = confirmingStages(data, paid);
  useConfirmRecheck(confirming, refetch);

  let body;
  if (isLoading) {
    body = (
      <LoadingState label="Loading milestones" className="space-y-3">
        <SkeletonBlocks count={3} className="h-20 rounded-xl" />
      </LoadingState>
    );
  } else if (data) {
    body = (
      <div className="space-y-6">
        {role === 'admin' ? (
          <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            You see this project's stages and files because one of its stages is disputed. Decide the dispute on the{' '}
            <Link to={paths.admin.getHref()} className="font-medium underline hover:text-sky-700">
              Admin Dashboard
            </Link>
            .
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          Each stage's money is held in escrow until the client approves its delivery. The client may ask for changes up to{' '}
          {plural(data.maxRevisions, 'time')} per stage; a submitted stage approves itself after {plural(data.autoApproveDays, 'day')} without an
          answer.
        </p>
        <ol aria-label="Milestone stages">
          {data.milestones.map((milestone, index) => (
            <MilestoneStage
              key={milestone.stage}
              document={data}
              milestone={milestone}
              role={role}
              clientId={project.clientId}
              paymentReceived={confirming.includes(milestone.stage)}
              isLast={index === data.milestones.length - 1}
            />
          ))}
        </ol>
        <section aria-label="Timeline" className="space-y-2">
          <h3 className="font-semibold text-slate-900">Timeline</h3>
          <MilestoneTimeline entries={data.timeline} confirming={confirming.length > 0} />
        </section>
      </div>
    );
  } else {
    body = <ErrorState layout="card" title="We couldn't load the milestones" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }

  return (
    <Panel title="Milestones" icon={<MilestoneIcon aria-hidden="true" className="h-5 w-5 text-amber-600" />} region className="min-w-0">
      {body}
    </Panel>
  );
}
