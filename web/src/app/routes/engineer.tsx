import { useParams } from 'react-router';

import { ApplicationReviewPanel } from '@/features/admin';
import { useUser } from '@/features/auth';
import { useGetSubscriptionStatusQuery } from '@/features/billing';
import { EngineerProfilePage } from '@/features/engineers';
import { ContactButton } from '@/features/messaging';
import { InviteToBid } from '@/features/projects';
import { hasCapability } from '@/lib/capabilities';

/**
 * /engineer/{id}: the id is the engineer's user id. An admin (who comes here from 'Review') also gets the review panel;
 * another signed-in member gets 'Contact Engineer', which opens a direct conversation (messaging feature), and a
 * client 'Invite to bid' on a verified engineer (their plan's verified_engineers decides whether it invites or shows
 * the upgrade prompt).
 */
export function EngineerRoute() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const isClient = user?.role === 'client';
  const subscription = useGetSubscriptionStatusQuery(undefined, { skip: !isClient });
  const userId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const contact = user && user.role !== 'admin' && user.id !== userId ? <ContactButton recipientId={userId} label="Contact Engineer" className="w-full" /> : undefined;
  const invite = isClient ? (
    <InviteToBid engineerId={userId} allowed={subscription.data ? hasCapability(subscription.data, 'verified_engineers') : false} />
  ) : undefined;
  return (
    <>
      <title>Engineer Profile · CabinetWorks</title>
      <EngineerProfilePage
        key={id}
        userId={userId}
        review={user?.role === 'admin' ? <ApplicationReviewPanel userId={userId} /> : undefined}
        contact={contact}
        actions={invite}
      />
    </>
  );
}
