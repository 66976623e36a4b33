import { useGetEngineersQuery } from '@/features/engineers';
import { Hero, HowItWorksSteps, TopEngineers } from '@/features/marketing';

/**
 * The directory's unfiltered first page (same arguments as /engineers opens with, so 'View All Engineers' finds it
 * cached). The server lists verified engineers first, by rating, so the top three are on it.
 */
const DIRECTORY_FIRST_PAGE = { search: '', software: 'all', location: 'all', page: 1, pageSize: 12 } as const;

export function LandingRoute() {
  const { data, isError } = useGetEngineersQuery(DIRECTORY_FIRST_PAGE);
  return (
    <>
      <title>CabinetWorks: certified cabinet engineers</title>
      <Hero />
      <TopEngineers engineers={data?.engineers} isError={isError} />
      <HowItWorksSteps />
    </>
  );
}
