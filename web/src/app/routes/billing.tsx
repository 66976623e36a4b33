import { useParams, useSearchParams } from 'react-router';

import { useUser } from '@/features/auth';
import {
  CheckoutPage,
  parseBillingCycle,
  parsePlanId,
  PaymentSuccessPage,
  PaymentTestGuide,
  ProjectPaymentPage,
  ProjectPaymentSuccess,
  SubscribePage,
  SubscriptionPage,
} from '@/features/billing';
import { useGetProjectQuery } from '@/features/projects';

/** The plan and cycle of `?plan=&billing=`, Professional monthly by default (spec section 9). */
function usePlanChoice() {
  const [params] = useSearchParams();
  return { plan: parsePlanId(params.get('plan')) ?? 'professional', billing: parseBillingCycle(params.get('billing')) };
}

const projectIdOf = (id: string | undefined): number => (id && /^\d+$/.test(id) ? Number(id) : Number.NaN);

export function SubscriptionRoute() {
  return (
    <>
      <title>Subscription · CabinetWorks</title>
      <SubscriptionPage />
    </>
  );
}

/** Another plan or cycle in the URL is another purchase: the page starts over with a new Idempotency-Key. */
export function SubscribeRoute() {
  const { plan, billing } = usePlanChoice();
  return (
    <>
      <title>Subscribe · CabinetWorks</title>
      <SubscribePage key={`${plan}-${billing}`} plan={plan} billing={billing} />
    </>
  );
}

export function CheckoutRoute() {
  const { plan, billing } = usePlanChoice();
  return (
    <>
      <title>Checkout · CabinetWorks</title>
      <CheckoutPage key={`${plan}-${billing}`} plan={plan} billing={billing} />
    </>
  );
}

/** Public: a signed-in payer also sees the payment's details. */
export function PaymentSuccessRoute() {
  const { user } = useUser();
  return (
    <>
      <title>Payment Successful · CabinetWorks</title>
      <PaymentSuccessPage signedIn={Boolean(user)} />
    </>
  );
}

export function PaymentTestRoute() {
  return (
    <>
      <title>Payment Test Guide · CabinetWorks</title>
      <PaymentTestGuide />
    </>
  );
}

/** /project/{id}/payment-live: the projects feature loads the project, billing takes the payment. */
export function ProjectPaymentLiveRoute() {
  const { id } = useParams();
  const projectId = projectIdOf(id);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data: project, isLoading, error } = useGetProjectQuery(projectId, { skip: !valid });
  return (
    <>
      <title>Project Payment · CabinetWorks</title>
      <ProjectPaymentPage key={id} projectId={projectId} project={project} projectLoading={isLoading} projectError={error} />
    </>
  );
}

export function ProjectPaymentSuccessRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Payment Received · CabinetWorks</title>
      <ProjectPaymentSuccess projectId={id} />
    </>
  );
}
