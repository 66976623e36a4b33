import { ComingSoonRoute } from './coming-soon';

export function FileTransferGuideRoute() {
  return <ComingSoonRoute title="File Transfer Guide" />;
}
