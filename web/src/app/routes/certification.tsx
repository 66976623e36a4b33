import { Navigate } from 'react-router';

import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { CertificationEngineersOnly, CertificationPage, CertificationSuccess } from '@/features/certification';
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
