import { useGetEngineersQuery } from '@/features/engineers';
import { Hero, HowItWorksSteps, TopEngineers } from '@/features/marketing';

/**
 * The directory's first page of engineers with at least one review (reviewedOnly: free for every viewer, issue 30
 * item 1). The server lists verified engineers first, by rating, so the top three are on it.
 */
const REVIEWED_FIRST_PAGE = { search: '', software: 'all', location: 'all', page: 1, pageSize: 12, reviewedOnly: true } as const;

export function LandingRoute() {
  const { data, isError } = useGetEngineersQuery(REVIEWED_FIRST_PAGE);
  return (
    <>
      <title>CabinetWorks: certified cabinet engineers</title>
      <Hero />
      <TopEngineers engineers={data?.engineers} isError={isError} />
      <HowItWorksSteps />
    </>
  );
}
