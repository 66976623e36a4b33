import { Award } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { PageMessage } from '@/components/ui/message';
import type { ToastInput } from '@/components/ui/toast';
import { CERTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useStartTestMutation, useSubmitAttemptMutation } from '../api/certification-api';
import type { AttemptResult, CertificationStanding, CertificationTest } from '../types';
import { formatPercentage } from '../utils/test-flow';
import { IntroView } from './certification-intro';
import { CertifiedView, ResultView } from './certification-outcome';
import { CertificationTestView } from './certification-test';

/** Engineers only: other roles see this instead of the test. */
export function CertificationEngineersOnly() {
  return (
    <PageMessage
      icon={Award}
      title="Certification is for engineers"
      action={
        <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Find Engineers
        </Link>
      }
    >
      Only engineer accounts can take the certification test. Every engineer you hire through CabinetWorks can show their result.
    </PageMessage>
  );
}

function resultToast(result: AttemptResult): ToastInput {
  const percentage = formatPercentage(result.percentage);
  if (result.passed) {
    return { title: 'Congratulations!', description: `You passed with ${percentage}%! Redirecting to your certificate...`, variant: 'success' };
  }
  return {
    title: 'Test Not Passed',
    description: `You scored ${percentage}%. You need ${CERTIFICATION.passPercentage}% to pass. You can retake the test.`,
    variant: 'destructive',
  };
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

  const start = useSubmitWithToast(startTest, {
    failureTitle: 'Could Not Start the Test',
    onSuccess: (test) => {
      if (test.questions.length === 0) throw new Error('The test has no questions right now. Please try again later.');
      setView({ name: 'test', test });
    },
  });

  const submitAnswers = useSubmitWithToast(submitAttempt, {
    success: resultToast,
    failureTitle: 'Test Submission Failed',
    onSuccess: (result) => setView({ name: 'result', result }),
  });

  const submit = (answers: number[]) => {
    if (view.name !== 'test' || answers.length !== view.test.questions.length) return;
    void submitAnswers({ answers });
  };

  let body;
  if (view.name === 'test') {
    body = <CertificationTestView test={view.test} timeLimitMinutes={CERTIFICATION.timeLimitMinutes} onSubmit={submit} onExit={() => setView({ name: 'intro' })} submitting={submitting} />;
  } else if (view.name === 'result') {
    body = <ResultView result={view.result} onBack={() => setView({ name: 'intro' })} />;
  } else if (standing.certificationStatus === 'certified') {
    body = <CertifiedView standing={standing} />;
  } else if (standing.certificationStatus === 'revoked') {
    body = (
      <PageMessage title="Your verification was withdrawn">
        An admin withdrew your verification, so the test cannot be taken again. Your{' '}
        <Link to={paths.dashboard.getHref()} className="font-medium text-amber-700 underline">
          dashboard
        </Link>{' '}
        shows the reason;{' '}
        <Link to={paths.contact.getHref()} className="font-medium text-amber-700 underline">
          contact support
        </Link>{' '}
        if you think this is a mistake.
      </PageMessage>
    );
  } else {
    body = <IntroView standing={standing} onStart={() => void start()} starting={starting} />;
  }
  return <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{body}</div>;
}
