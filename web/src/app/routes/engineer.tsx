import { useParams } from 'react-router';

import { EngineerProfilePage } from '@/features/engineers';

/** /engineer/{id}: the id is the engineer's user id. */
export function EngineerRoute() {
  const { id = '' } = useParams();
  const userId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return (
    <>
      <title>Engineer Profile · CabinetWorks</title>
      <EngineerProfilePage key={id} userId={userId} />
    </>
  );
}
