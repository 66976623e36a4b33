import { Check } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';

import { useGetEngineerCertificationAttemptsQuery } from '../api/admin-api';
import { useApproveEngineer } from '../hooks/use-approve-engineer';
import type { Applicant } from '../types';
import { attemptLine, engineerLabel } from '../utils/display';

function Attempts({ engineer, onClose }: { engineer: Applicant; onClose: () => void }) {
  const { data: attempts, isError, error, refetch, isFetching } = useGetEngineerCertificationAttemptsQuery(engineer.userId);
  const { approve, isApproving } = useApproveEngineer(engineer, onClose);
  if (isError) return <ErrorState layout="card" title="We couldn't load the certification attempts" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!attempts) {
    return (
      <LoadingState label="Loading the certification attempts" className="space-y-2">
        <SkeletonBlocks count={2} className="h-9 rounded-lg" />
      </LoadingState>
    );
  }
  const passed = attempts.some((attempt) => attempt.status === 'passed');
  return (
    <div className="space-y-4">
      {attempts.length === 0 ? (
        <p className="text-sm text-slate-600">No attempts at the certification test yet.</p>
      ) : (
        <ol aria-label="Certification attempts" className="space-y-2">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {attemptLine(attempt)}
            </li>
          ))}
        </ol>
      )}
      {passed ? (
        <p className="text-sm text-slate-700">Approving verifies this engineer: they can bid on projects from then on.</p>
      ) : (
        <Alert tone="warning" title="No passed attempt">
          Every engineer is tested before they can bid: approval opens once this engineer passes the certification test.
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isApproving}>
          Cancel
        </Button>
        <BusyButton icon={Check} busy={isApproving} busyLabel="Approving" disabled={!passed} onClick={() => void approve()}>
          Approve engineer
        </BusyButton>
      </div>
    </div>
  );
}

/** Approve, asked for: the engineer's attempts at the test first; approval only after a pass (the server refuses too). */
export function ApproveApplicationDialog({ engineer, open, onOpenChange }: { engineer: Applicant; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Approve Engineer"
      description={
        <>
          Check <UserText>{engineerLabel(engineer)}</UserText>&apos;s certification attempts before approving.
        </>
      }
    >
      {open ? <Attempts engineer={engineer} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
