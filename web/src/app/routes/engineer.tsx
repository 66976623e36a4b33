import { useParams } from 'react-router';

import { ApplicationReviewPanel } from '@/features/admin';
import { useUser } from '@/features/auth';
import { EngineerProfilePage } from '@/features/engineers';
import { ContactButton } from '@/features/messaging';

/**
 * /engineer/{id}: the id is the engineer's user id. An admin (who comes here from 'Review') also gets the review panel;
 * another signed-in member gets 'Contact Engineer', which opens a direct conversation (messaging feature).
 */
export function EngineerRoute() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const userId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const contact = user && user.role !== 'admin' && user.id !== userId ? <ContactButton recipientId={userId} label="Contact Engineer" className="w-full" /> : undefined;
  return (
    <>
      <title>Engineer Profile · CabinetWorks</title>
      <EngineerProfilePage key={id} userId={userId} review={user?.role === 'admin' ? <ApplicationReviewPanel userId={userId} /> : undefined} contact={contact} />
    </>
  );
}
