import { HowItWorksPage } from '@/features/marketing';

export function HowItWorksRoute() {
  return (
    <>
      <title>How It Works · CabinetWorks</title>
      <HowItWorksPage />
    </>
  );
}
