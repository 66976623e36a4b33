import { BadgeCheck, XCircle } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { CERTIFICATION } from '@/config/constants';
import { plural } from '@/lib/plural';
import { paths } from '@/config/paths';

import type { AttemptResult, CertificationStanding } from '../types';
import { formatPercentage } from '../utils/test-flow';
import { TracksLink } from './certification-intro';

/** An engineer who is already certified. */
export function CertifiedView({ standing }: { standing: CertificationStanding }) {
  return (
    <Card className="mx-auto max-w-2xl p-8 text-center">
      <BadgeCheck aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-600" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">You're Certified!</h1>
      <p className="mt-2 text-slate-600">
        {standing.certificationScore != null
          ? `You passed the certification test with ${standing.certificationScore}/${CERTIFICATION.scoreOutOf}.`
          : 'You passed the certification test.'}{' '}
        Your profile carries the verified badge.
      </p>
      <TracksLink />
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.certificationSuccess.getHref()} className={buttonVariants({ variant: 'primary' })}>
          View Certificate
        </Link>
        <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Update My Profile
        </Link>
      </div>
    </Card>
  );
}

/** The score of the attempt just submitted. */
export function ResultView({ result, onBack }: { result: AttemptResult; onBack: () => void }) {
  return (
    <Card className="mx-auto max-w-2xl p-8 text-center">
      {result.passed ? (
        <BadgeCheck aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-600" />
      ) : (
        <XCircle aria-hidden="true" className="mx-auto h-14 w-14 text-red-500" />
      )}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{result.passed ? 'You Passed!' : 'Test Not Passed'}</h1>
      <p className="mt-2 text-slate-600">
        {result.score} of {result.totalQuestions} correct ({formatPercentage(result.percentage)}%).{' '}
        {result.passed
          ? 'Redirecting to your certificate...'
          : `You need ${CERTIFICATION.passPercentage}% to pass. You can retake the test after ${plural(CERTIFICATION.retakeAfterDays, 'day')}.`}
      </p>
      {result.passed ? null : (
        <Button variant="outline" className="mt-6" onClick={onBack}>
          Back to Certification
        </Button>
      )}
    </Card>
  );
}
