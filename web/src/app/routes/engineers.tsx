import { useUser } from '@/features/auth';
import { useGetSubscriptionStatusQuery } from '@/features/billing';
import { useGetTracksQuery } from '@/features/certification';
import { EngineerDirectory } from '@/features/engineers';
import { hasCapability } from '@/lib/capabilities';

/**
 * /engineers: the directory, with the advanced filters for a member whose plan has them (issue 29 item 5) and the
 * certification tracks as a filter (issue 30 item 5).
 */
export function EngineersRoute() {
  const { user } = useUser();
  const member = user !== null && user.role !== 'admin';
  const subscription = useGetSubscriptionStatusQuery(undefined, { skip: !member });
  const tracks = useGetTracksQuery();
  return (
    <>
      <title>Find Engineers · CabinetWorks</title>
      <EngineerDirectory
        advancedFilters={subscription.data ? hasCapability(subscription.data, 'advanced_filters') : false}
        certificationTracks={tracks.data}
      />
    </>
  );
}
