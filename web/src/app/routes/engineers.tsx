import { EngineerDirectory } from '@/features/engineers';

export function EngineersRoute() {
  return (
    <>
      <title>Find Engineers · CabinetWorks</title>
      <EngineerDirectory />
    </>
  );
}
