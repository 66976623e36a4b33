import { useSearchParams } from 'react-router';

import { UnsubscribePage } from '@/features/email-preferences';

/** /unsubscribe?token=… (public): the link at the foot of every e-mail. */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <>
      <title>Unsubscribe · CabinetWorks</title>
      <UnsubscribePage key={token ?? ''} token={token} />
    </>
  );
}
