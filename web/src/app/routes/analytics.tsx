import { AnalyticsPage } from '@/features/analytics';

export function AnalyticsRoute() {
  return (
    <>
      <title>Analytics · CabinetWorks</title>
      <AnalyticsPage />
    </>
  );
}
