import { useUser } from '@/features/auth';
import { PremiumPlans } from '@/features/billing';

/** /premium-plans is public; the session only decides where the plan buttons lead. */
export function PremiumPlansRoute() {
  const { user } = useUser();
  return (
    <>
      <title>Premium Plans · CabinetWorks</title>
      <PremiumPlans signedIn={Boolean(user)} />
    </>
  );
}
