import { ClipboardCheck, History, ListChecks, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';

import { useGetEngineerCertificationAttemptsQuery, useGetEngineerDecisionsQuery, useGetEngineerProfileSummaryQuery } from '../api/admin-api';
import type { ApplicationStatus, EngineerDecision, EngineerProfileSummary } from '../types';
import { applicantOf, applicationStatusOf, attemptLine, certificationLabel, decisionParts } from '../utils/display';
import { ApplicationActions } from './application-actions';
import { RevokeVerification } from './revoke-verification-dialog';

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending review', tone: 'amber' },
  verified: { label: 'Verified', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'slate' },
  revoked: { label: 'Verification withdrawn', tone: 'red' },
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A titled part of the review below the facts (the certification attempts, the decision history). */
function ReviewSection({ id, title, icon: Icon, children }: { id: string; title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-slate-100 pt-4">
      <h3 id={id} className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
        {title}
      </h3>
      {children}
    </section>
  );
}

const LINE = 'rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800';

function CertificationAttempts({ userId }: { userId: number }) {
  const { data, isError, error, refetch, isFetching } = useGetEngineerCertificationAttemptsQuery(userId);
  let body: ReactNode;
  if (data) {
    body =
      data.length === 0 ? (
        <p className="text-sm text-slate-500">No attempts yet</p>
      ) : (
        <ol aria-label="Certification attempts" className="space-y-2">
          {data.map((attempt) => (
            <li key={attempt.id} className={LINE}>
              {attemptLine(attempt)}
            </li>
          ))}
        </ol>
      );
  } else if (isError) {
    body = <ErrorState layout="card" title="We couldn't load the certification attempts" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    body = (
      <LoadingState label="Loading the certification attempts" className="space-y-2">
        <SkeletonBlocks count={2} className="h-9 rounded-lg" />
      </LoadingState>
    );
  }
  return (
    <ReviewSection id={`attempts-${userId}`} title="Certification attempts" icon={ListChecks}>
      {body}
    </ReviewSection>
  );
}

/** 'Approved by admin on Mar 4, 2025' or 'Rejected by admin on Mar 4, 2025: reason', the username and reason as user text. */
function DecisionLine({ entry }: { entry: EngineerDecision }) {
  const { verb, admin, when, reason } = decisionParts(entry);
  return (
    <>
      {verb} by {admin === null ? 'the platform' : <UserText>{admin}</UserText>}
      {when}
      {reason ? (
        <>
          : <UserText multiline>{reason}</UserText>
        </>
      ) : null}
    </>
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
            <li key={`${entry.decidedAt}-${entry.decision}`} className={`${LINE} min-w-0`}>
              <DecisionLine entry={entry} />
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
    <ReviewSection id={`decisions-${userId}`} title="Decision history" icon={History}>
      {body}
    </ReviewSection>
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
        {(status === 'rejected' || status === 'revoked') && profile.rejectionReason ? (
          <div className="min-w-0 sm:col-span-2">
            <Fact term="Reason given">
              <UserText multiline>{profile.rejectionReason}</UserText>
            </Fact>
          </div>
        ) : null}
      </dl>
      {status === 'pending' || status === 'revoked' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ApplicationActions engineer={applicantOf(profile)} canReject={status === 'pending'} />
        </div>
      ) : null}
      {status === 'verified' ? (
        <div className="mt-4">
          <RevokeVerification engineer={applicantOf(profile)} />
        </div>
      ) : null}
    </>
  );
}

/**
 * What an admin reviewing an application (the 'Review' of /admin, which opens /engineer/{id}) needs beside the
 * profile: where the application stands, the certification result and every attempt at the test, Reject and Approve
 * while it waits, and every decision taken on it.
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
      <CertificationAttempts userId={userId} />
      <DecisionHistory userId={userId} />
    </Panel>
  );
}
