import { AnalyticsPage, MyAnalyticsPage } from '@/features/analytics';
import { useUser } from '@/features/auth';

/** /analytics: the platform's figures for an admin, a member's own for a client or an engineer. */
export function AnalyticsRoute() {
  const { user } = useUser();
  return (
    <>
      <title>Analytics · CabinetWorks</title>
      {user?.role === 'admin' ? <AnalyticsPage /> : <MyAnalyticsPage />}
    </>
  );
}
