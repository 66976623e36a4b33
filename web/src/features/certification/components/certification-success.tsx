import { Award, LayoutDashboard, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { BRAND_NAME, CERTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';

import { useGetAttemptsQuery } from '../api/certification-api';
import type { CertificationStanding } from '../types';

/** The score out of 10: the latest passed attempt, else the profile's certification score. */
function useCertificateScore(standing: CertificationStanding | null) {
  const { data: attempts, isLoading } = useGetAttemptsQuery(undefined, { skip: standing === null });
  const passed = attempts?.find((attempt) => attempt.passed);
  return { score: passed?.score ?? standing?.certificationScore ?? null, isLoading };
}

/** /certification/success: the certificate, then /dashboard after 10 seconds. */
export function CertificationSuccess({ standing, holderName }: { standing: CertificationStanding | null; holderName: string }) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(CERTIFICATION.successPageRedirectMs / 1000);
  const { score, isLoading } = useCertificateScore(standing);

  useEffect(() => {
    const redirect = setTimeout(() => navigate(paths.dashboard.getHref()), CERTIFICATION.successPageRedirectMs);
    const tick = setInterval(() => setSecondsLeft((current) => Math.max(0, current - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <Card className="relative overflow-hidden border-4 border-double border-amber-300 p-8 text-center sm:p-12">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-2 bg-gradient-to-r from-amber-400 via-amber-600 to-amber-400" />
        <Award aria-hidden="true" className="mx-auto h-16 w-16 text-amber-600" />
        <p className="mt-4 text-sm font-semibold tracking-widest text-amber-700 uppercase">Certificate of Achievement</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Congratulations!</h1>
        <p className="mt-4 text-slate-600">This certifies that</p>
        <UserText as="p" className="mt-1 text-2xl font-semibold text-slate-900">
          {holderName}
        </UserText>
        <p className="mt-1 text-slate-600">has passed the {BRAND_NAME} Cabinet Engineer Certification</p>
        <div className="mt-6 inline-flex flex-col items-center rounded-2xl bg-amber-50 px-8 py-4">
          <span className="text-xs text-slate-500">Score</span>
          {isLoading ? (
            <Spinner label="Loading your score" />
          ) : (
            <span className="text-3xl font-bold text-slate-900">
              {score ?? '–'}/{CERTIFICATION.scoreOutOf}
            </span>
          )}
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Continue to Dashboard
          </Link>
          <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <UserRound aria-hidden="true" className="h-4 w-4" /> Update My Profile
          </Link>
        </div>
        <p className="mt-6 text-sm text-slate-500" aria-live="polite">
          Redirecting to your dashboard in {secondsLeft} seconds…
        </p>
      </Card>
    </div>
  );
}
