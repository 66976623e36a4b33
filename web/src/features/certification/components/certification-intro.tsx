import { Award, CircleAlert, Clock, ListChecks, Play, RotateCcw, Target } from 'lucide-react';
import { Link } from 'react-router';

import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { CERTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { plural } from '@/lib/plural';

import { useGetAttemptsQuery } from '../api/certification-api';
import type { CertificationStanding } from '../types';
import { formatPercentage, latestSubmittedAttempt, retakeDate } from '../utils/test-flow';

const QUESTIONS_PER_TEST = 10;

const RULES = [
  { icon: ListChecks, text: `${plural(QUESTIONS_PER_TEST, 'multiple-choice question')} on cabinet software, construction and CNC output` },
  { icon: Clock, text: `${plural(CERTIFICATION.timeLimitMinutes, 'minute')} from the moment you start` },
  { icon: Target, text: `${CERTIFICATION.passPercentage}% correct answers to pass` },
  { icon: RotateCcw, text: `A retake is possible ${plural(CERTIFICATION.retakeAfterDays, 'day')} after an attempt` },
];

function PreviousAttemptNotice() {
  const { data: attempts, isLoading } = useGetAttemptsQuery();
  if (isLoading) return <Spinner label="Loading previous attempts" />;
  const attempt = latestSubmittedAttempt(attempts);
  const when = retakeDate(attempt);
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">Previous attempt not passed</p>
        <p className="mt-1">
          {attempt && attempt.percentage != null
            ? `You scored ${formatPercentage(attempt.percentage)}% (${attempt.score ?? 0}/${attempt.totalQuestions}) on your last attempt.`
            : attempt?.status === 'expired'
              ? 'Your last attempt ran out of time.'
              : 'Your last attempt did not reach the pass mark.'}{' '}
          {when ? `You can retake the test from ${when}.` : `You can retake the test ${plural(CERTIFICATION.retakeAfterDays, 'day')} after an attempt.`}
        </p>
      </div>
    </div>
  );
}

/** The paid tracks, beside the free test that verifies. */
export function TracksLink() {
  return (
    <p className="mt-2 text-sm text-slate-500">
      Paid certification tracks (Cabinet Vision, Mozaik, AutoCAD) add a badge and a public certificate:{' '}
      <Link to={`${paths.getCertified.getHref()}#offerings`} className="font-medium text-amber-700 hover:underline">
        see the tracks
      </Link>
      .
    </p>
  );
}

/** What the test is and its rules, with Start Test (Retake Test after a failed attempt). */
export function IntroView({ standing, onStart, starting }: { standing: CertificationStanding; onStart: () => void; starting: boolean }) {
  return (
    <Card className="mx-auto max-w-3xl p-6 sm:p-10">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <Award aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Engineer Certification Test</h1>
      <p className="mt-2 text-slate-600">
        Certified engineers get access to all project proposals, can bid, carry the verified badge and rank first in search.
      </p>
      {standing.certificationStatus === 'failed' ? (
        <div className="mt-6">
          <PreviousAttemptNotice />
        </div>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Before you start</h2>
      <ul className="mt-4 space-y-3">
        {RULES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-slate-700">
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-600" />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-500">The timer keeps running if you leave the page; coming back resumes the same attempt.</p>
      <TracksLink />
      <BusyButton size="lg" className="mt-8" onClick={onStart} busy={starting} busyLabel="Starting" icon={Play} iconClassName="h-5 w-5">
        {standing.certificationStatus === 'failed' ? 'Retake Test' : 'Start Test'}
      </BusyButton>
    </Card>
  );
}
