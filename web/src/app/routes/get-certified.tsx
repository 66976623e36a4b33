import { GetCertified } from '@/features/marketing';

export function GetCertifiedRoute() {
  return (
    <>
      <title>Get Certified · CabinetWorks</title>
      <GetCertified />
    </>
  );
}
