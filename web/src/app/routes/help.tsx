import { HelpCenter } from '@/features/marketing';

export function HelpRoute() {
  return (
    <>
      <title>Help Center · CabinetWorks</title>
      <HelpCenter />
    </>
  );
}
