import { Award } from 'lucide-react';
import { useCallback } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { ErrorState } from '@/components/ui/error-state';
import { PageMessage } from '@/components/ui/message';
import { PageSpinner } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { CertificationFeePayment } from '@/features/billing';
import { CertificatePage, CertificationEngineersOnly, CertificationPage, CertificationSuccess, TrackPage, type RenderPurchase } from '@/features/certification';
import { useGetMyEngineerProfileQuery } from '@/features/engineers';
import { fullName } from '@/lib/user-display';

/** The signed-in engineer's profile (certification status); skipped for other roles. */
function useEngineerStanding() {
  const { user } = useUser();
  const isEngineer = user?.role === 'engineer';
  const query = useGetMyEngineerProfileQuery(undefined, { skip: !isEngineer });
  return { user, isEngineer, ...query };
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorState title="We couldn't load your certification status" error={error} onRetry={onRetry} />;
}

export function CertificationRoute() {
  const { isEngineer, data: profile, isLoading, error, refetch } = useEngineerStanding();
  if (!isEngineer) {
    return (
      <>
        <title>Certification · CabinetWorks</title>
        <CertificationEngineersOnly />
      </>
    );
  }
  if (isLoading) return <PageSpinner label="Loading your certification status" />;
  if (!profile) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <title>Certification · CabinetWorks</title>
      <CertificationPage standing={profile} />
    </>
  );
}

export function CertificationSuccessRoute() {
  const { user, isEngineer, data: profile, isLoading, isFetching, error, refetch } = useEngineerStanding();
  if (!user) return null;
  if (!isEngineer) return <CertificationEngineersOnly />;
  if (isLoading || (isFetching && profile?.certificationStatus !== 'certified')) {
    return <PageSpinner label="Loading your certificate" />;
  }
  if (!profile) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (profile.certificationStatus !== 'certified') return <Navigate to={paths.certification.getHref()} replace />;
  return (
    <>
      <title>Your Certificate · CabinetWorks</title>
      <CertificationSuccess standing={profile} holderName={fullName(user)} />
    </>
  );
}

/** The card form of billing for a track's fee, shown by the certification feature's track page. */
const renderFeePayment: RenderPurchase = ({ track, returnPath }) => <CertificationFeePayment track={track} returnPath={returnPath} />;

function paidFromParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** /certification/tracks/{track}: engineers take a paid track; other roles are told what the tracks are. */
export function CertificationTrackRoute() {
  const { track = '' } = useParams();
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const paidFrom = paidFromParam(params.get('paidFrom'));
  const paidAttemptSeen = useCallback(() => setParams({}, { replace: true }), [setParams]);
  if (!user) return null; // ProtectedRoute renders this only with a user.
  if (user.role !== 'engineer') {
    return (
      <>
        <title>Certification Tracks · CabinetWorks</title>
        <PageMessage
          icon={Award}
          title="Certification tracks are for engineers"
          action={
            <Link to={paths.getCertified.getHref()} className={buttonVariants({ variant: 'outline' })}>
              About the Tracks
            </Link>
          }
        >
          Engineers take a track's paid test to earn its badge and a public certificate. Every certificate shown on a profile can be checked by its id.
        </PageMessage>
      </>
    );
  }
  return <TrackPage key={`${track}-${paidFrom ?? ''}`} trackId={track} paidFrom={paidFrom} onPaidAttemptSeen={paidAttemptSeen} renderPurchase={renderFeePayment} />;
}

/** /certificates/{certificateId} (public): anyone checks a certificate by its id. */
export function CertificateRoute() {
  const { certificateId = '' } = useParams();
  return <CertificatePage key={certificateId} certificateId={certificateId} />;
}
