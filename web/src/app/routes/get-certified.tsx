import { useUser } from '@/features/auth';
import { useGetCertificationFeesQuery } from '@/features/billing';
import { useGetTracksQuery } from '@/features/certification';
import { GetCertified } from '@/features/marketing';

/** /get-certified: the tracks (auth) and their fees (billing), shown by the marketing page. */
export function GetCertifiedRoute() {
  const { user } = useUser();
  const tracks = useGetTracksQuery();
  const fees = useGetCertificationFeesQuery();
  return (
    <>
      <title>Get Certified · CabinetWorks</title>
      <GetCertified offer={{ tracks: tracks.data, fees: fees.data, error: tracks.error, onRetry: () => void tracks.refetch(), signedIn: user !== null }} />
    </>
  );
}
