import { MicroInteractionsPage } from '@/features/micro-interactions';

export function MicroInteractionsRoute() {
  return (
    <>
      <title>Micro-interactions · CabinetWorks</title>
      <MicroInteractionsPage />
    </>
  );
}
