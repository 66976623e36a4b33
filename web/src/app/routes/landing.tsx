import { Hero, HowItWorksSteps, TopEngineers } from '@/features/marketing';

export function LandingRoute() {
  return (
    <>
      <title>CabinetWorks: certified cabinet engineers</title>
      <Hero />
      <TopEngineers />
      <HowItWorksSteps />
    </>
  );
}
