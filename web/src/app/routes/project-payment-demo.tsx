import { PaymentDemoCallout } from '@/features/marketing';
import { PaymentDemoPage } from '@/features/payment-demo';

/** /project-payment-demo is public sample data; the callout leads to the real milestones of accepted projects. */
export function ProjectPaymentDemoRoute() {
  return (
    <>
      <title>Project Payment Demo · CabinetWorks</title>
      <PaymentDemoPage callout={<PaymentDemoCallout />} />
    </>
  );
}
