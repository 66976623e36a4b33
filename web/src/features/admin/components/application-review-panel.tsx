import { ClipboardCheck, History } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';

import { useGetEngineerDecisionsQuery, useGetEngineerProfileSummaryQuery } from '../api/admin-api';
import type { ApplicationStatus, EngineerProfileSummary } from '../types';
import { applicantOf, applicationStatusOf, certificationLabel, decisionLine } from '../utils/display';
import { ApplicationActions } from './application-actions';

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending review', tone: 'amber' },
  verified: { label: 'Verified', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'slate' },
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function DecisionHistory({ userId }: { userId: number }) {
  const { data, isError, error, refetch, isFetching } = useGetEngineerDecisionsQuery(userId);
  let body: ReactNode;
  if (data) {
    body =
      data.decisions.length === 0 ? (
        <p className="text-sm text-slate-500">No decisions yet</p>
      ) : (
        <ol aria-label="Decision history" className="space-y-2">
          {data.decisions.map((entry) => (
            <li key={`${entry.decidedAt}-${entry.decision}`} className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
              {decisionLine(entry)}
            </li>
          ))}
        </ol>
      );
  } else if (isError) {
    body = <ErrorState layout="card" title="We couldn't load the decision history" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    body = (
      <LoadingState label="Loading the decision history" className="space-y-2">
        <SkeletonBlocks count={2} className="h-9 rounded-lg" />
      </LoadingState>
    );
  }
  return (
    <section aria-labelledby={`decisions-${userId}`} className="mt-6 border-t border-slate-100 pt-4">
      <h3 id={`decisions-${userId}`} className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History aria-hidden="true" className="h-4 w-4 text-slate-500" />
        Decision history
      </h3>
      {body}
    </section>
  );
}

function ReviewFacts({ profile }: { profile: EngineerProfileSummary }) {
  const status = applicationStatusOf(profile);
  const { label, tone } = STATUS[status];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Application">
          <Badge tone={tone}>{label}</Badge>
        </Fact>
        <Fact term="Certification test">{certificationLabel(profile)}</Fact>
        {status === 'rejected' && profile.rejectionReason ? (
          <div className="sm:col-span-2">
            <Fact term="Reason given">
              <span className="whitespace-pre-line">{profile.rejectionReason}</span>
            </Fact>
          </div>
        ) : null}
      </dl>
      {status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ApplicationActions engineer={applicantOf(profile)} />
        </div>
      ) : null}
    </>
  );
}

/**
 * What an admin reviewing an application (the 'Review' of /admin, which opens /engineer/{id}) needs beside the
 * profile: where the application stands, the certification result, Reject and Approve while it waits, and every
 * decision taken on it.
 */
export function ApplicationReviewPanel({ userId }: { userId: number }) {
  const { data: profile, isError, error, refetch, isFetching } = useGetEngineerProfileSummaryQuery(userId);
  return (
    <Panel
      region
      title="Application Review"
      icon={<ClipboardCheck aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Visible to admins only."
      className="border-amber-200"
    >
      {profile ? (
        <ReviewFacts profile={profile} />
      ) : isError ? (
        <ErrorState layout="card" title="We couldn't load the application" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <LoadingState label="Loading the application" className="space-y-2">
          <SkeletonBlocks count={2} className="h-10 rounded-lg" />
        </LoadingState>
      )}
      <DecisionHistory userId={userId} />
    </Panel>
  );
}
