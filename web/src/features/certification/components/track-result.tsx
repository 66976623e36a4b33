import { AlarmClockOff, BadgeCheck, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/date-time';

import type { TrackResult } from '../types';
import { formatPercentage } from '../utils/test-flow';

/** How a track attempt ended: the result of the submission, or time_up (answers sent after the deadline). */
export type TrackOutcome = { kind: 'result'; result: TrackResult } | { kind: 'time_up' };

function Outcome({ icon: Icon, iconClassName, title, children, onBack, action }: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  children: ReactNode;
  onBack: () => void;
  action?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-2xl p-8 text-center">
      <Icon aria-hidden="true" className={`mx-auto h-14 w-14 ${iconClassName}`} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {action}
        <Button variant="outline" onClick={onBack}>
          Back to the Track
        </Button>
      </div>
    </Card>
  );
}

/** Pass: the certificate's link; fail: the percentage, the pass mark and the retake date; time_up: why nothing counted. */
export function TrackResultView({ outcome, trackTitle, onBack }: { outcome: TrackOutcome; trackTitle: string; onBack: () => void }) {
  if (outcome.kind === 'time_up') {
    return (
      <Outcome icon={AlarmClockOff} iconClassName="text-red-500" title="Time is up" onBack={onBack}>
        The answers reached us after the deadline, so this attempt is recorded as not passed.
      </Outcome>
    );
  }
  const { result } = outcome;
  const score = `${result.score} of ${result.totalQuestions} correct (${formatPercentage(result.percentage)}%).`;
  if (result.passed) {
    const certificate = result.certificate;
    return (
      <Outcome
        icon={BadgeCheck}
        iconClassName="text-emerald-600"
        title="You Passed!"
        onBack={onBack}
        action={
          certificate ? (
            <Link to={paths.certificate.getHref(certificate.id)} className={buttonVariants({ variant: 'primary' })}>
              View Certificate
            </Link>
          ) : null
        }
      >
        <p>{score}</p>
        {certificate ? (
          <p className="mt-1">
            Your certificate {certificate.id} ({trackTitle}) is valid until {formatShortDate(certificate.expiresAt)}.
          </p>
        ) : null}
      </Outcome>
    );
  }
  const retake = formatShortDate(result.nextAttemptAt);
  return (
    <Outcome icon={XCircle} iconClassName="text-red-500" title="Test Not Passed" onBack={onBack}>
      <p>
        {score} The pass mark is {result.passPercentage}%.
      </p>
      {retake ? <p className="mt-1">You can take the test again from {retake}, with a new fee.</p> : null}
    </Outcome>
  );
}
