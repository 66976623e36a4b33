import { Award, BadgeCheck, CircleAlert, Clock, ListChecks, Play, RotateCcw, Target, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { CERTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';

import { useGetAttemptsQuery, useStartTestMutation, useSubmitAttemptMutation } from '../api/certification-api';
import type { AttemptResult, CertificationStanding, CertificationTest } from '../types';
import { formatPercentage, latestSubmittedAttempt, retakeDate } from '../utils/test-flow';
import { CertificationTestView } from './certification-test';

const QUESTIONS_PER_TEST = 10;

const RULES = [
  { icon: ListChecks, text: `${QUESTIONS_PER_TEST} multiple-choice questions on cabinet software, construction and CNC output` },
  { icon: Clock, text: `${CERTIFICATION.timeLimitMinutes} minutes from the moment you start` },
  { icon: Target, text: `${CERTIFICATION.passPercentage}% correct answers to pass` },
  { icon: RotateCcw, text: `A retake is possible ${CERTIFICATION.retakeAfterDays} days after an attempt` },
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
          {when ? `You can retake the test from ${when}.` : `You can retake the test ${CERTIFICATION.retakeAfterDays} days after an attempt.`}
        </p>
      </div>
    </div>
  );
}

function IntroView({ standing, onStart, starting }: { standing: CertificationStanding; onStart: () => void; starting: boolean }) {
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
      <Button size="lg" className="mt-8" onClick={onStart} disabled={starting}>
        {starting ? <Spinner className="h-5 w-5 text-white" label="Starting" /> : <Play aria-hidden="true" className="h-5 w-5" />}
        {standing.certificationStatus === 'failed' ? 'Retake Test' : 'Start Test'}
      </Button>
    </Card>
  );
}

function CertifiedView({ standing }: { standing: CertificationStanding }) {
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

function ResultView({ result, onBack }: { result: AttemptResult; onBack: () => void }) {
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
          : `You need ${CERTIFICATION.passPercentage}% to pass. You can retake the test after ${CERTIFICATION.retakeAfterDays} days.`}
      </p>
      {result.passed ? null : (
        <Button variant="outline" className="mt-6" onClick={onBack}>
          Back to Certification
        </Button>
      )}
    </Card>
  );
}

/** Engineers only: other roles see this instead of the test. */
export function CertificationEngineersOnly() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Award aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Certification is for engineers</h1>
      <p className="mt-2 text-slate-600">
        Only engineer accounts can take the certification test. Every engineer you hire through CabinetWorks can show their result.
      </p>
      <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Find Engineers
      </Link>
    </div>
  );
}

type View = { name: 'intro' } | { name: 'test'; test: CertificationTest } | { name: 'result'; result: AttemptResult };

/** /certification: intro, test, result and certified views (spec section 2). */
export function CertificationPage({ standing }: { standing: CertificationStanding }) {
  const [view, setView] = useState<View>({ name: 'intro' });
  const [startTest, { isLoading: starting }] = useStartTestMutation();
  const [submitAttempt, { isLoading: submitting }] = useSubmitAttemptMutation();
  const navigate = useNavigate();
  const passed = view.name === 'result' && view.result.passed;

  useEffect(() => {
    if (!passed) return;
    const timer = setTimeout(() => navigate(paths.certificationSuccess.getHref()), CERTIFICATION.redirectAfterPassMs);
    return () => clearTimeout(timer);
  }, [passed, navigate]);

  const start = async () => {
    try {
      const test = await startTest().unwrap();
      if (test.questions.length === 0) throw new Error('The test has no questions right now. Please try again later.');
      setView({ name: 'test', test });
    } catch (error) {
      toast({ title: 'Could Not Start the Test', description: formatApiError(error), variant: 'destructive' });
    }
  };

  const submit = async (answers: number[]) => {
    if (view.name !== 'test' || answers.length !== view.test.questions.length) return;
    try {
      const result = await submitAttempt({ answers }).unwrap();
      const percentage = formatPercentage(result.percentage);
      if (result.passed) {
        toast({ title: 'Congratulations!', description: `You passed with ${percentage}%! Redirecting to your certificate...`, variant: 'success' });
      } else {
        toast({
          title: 'Test Not Passed',
          description: `You scored ${percentage}%. You need ${CERTIFICATION.passPercentage}% to pass. You can retake the test.`,
          variant: 'destructive',
        });
      }
      setView({ name: 'result', result });
    } catch (error) {
      toast({ title: 'Test Submission Failed', description: formatApiError(error), variant: 'destructive' });
    }
  };

  let body;
  if (view.name === 'test') {
    body = (
      <CertificationTestView
        test={view.test}
        onSubmit={(answers) => void submit(answers)}
        onExit={() => setView({ name: 'intro' })}
        submitting={submitting}
      />
    );
  } else if (view.name === 'result') {
    body = <ResultView result={view.result} onBack={() => setView({ name: 'intro' })} />;
  } else if (standing.certificationStatus === 'certified') {
    body = <CertifiedView standing={standing} />;
  } else {
    body = <IntroView standing={standing} onStart={() => void start()} starting={starting} />;
  }
  return <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{body}</div>;
}
