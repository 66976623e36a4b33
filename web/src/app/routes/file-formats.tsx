import { FileFormatsCallout } from '@/features/marketing';

import { ComingSoonRoute } from './coming-soon';

export function FileFormatsRoute() {
  return (
    <ComingSoonRoute title="File Formats Guide">
      <FileFormatsCallout />
    </ComingSoonRoute>
  );
}
