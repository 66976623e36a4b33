import { FileTransferGuide } from '@/features/marketing';

export function FileTransferGuideRoute() {
  return (
    <>
      <title>File Transfer Guide · CabinetWorks</title>
      <FileTransferGuide />
    </>
  );
}
