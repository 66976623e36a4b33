import { useParams } from 'react-router';

import { ApplicationReviewPanel } from '@/features/admin';
import { useUser } from '@/features/auth';
import { EngineerProfilePage } from '@/features/engineers';

/** /engineer/{id}: the id is the engineer's user id. An admin (who comes here from 'Review') also gets the review panel. */
export function EngineerRoute() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const userId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return (
    <>
      <title>Engineer Profile · CabinetWorks</title>
      <EngineerProfilePage key={id} userId={userId} review={user?.role === 'admin' ? <ApplicationReviewPanel userId={userId} /> : undefined} />
    </>
  );
}
