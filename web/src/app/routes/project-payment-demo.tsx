import { PaymentDemoCallout } from '@/features/marketing';

import { ComingSoonRoute } from './coming-soon';

export function ProjectPaymentDemoRoute() {
  return (
    <ComingSoonRoute title="Project Payment Demo">
      <PaymentDemoCallout />
    </ComingSoonRoute>
  );
}
