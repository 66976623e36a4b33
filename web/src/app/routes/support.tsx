import { useUser } from '@/features/auth';
import { SupportPage } from '@/features/support';

/** /support is public: a member chats under their account, a visitor with a name and an e-mail address. */
export function SupportRoute() {
  const { user } = useUser();
  return (
    <>
      <title>Live Chat · CabinetWorks</title>
      <SupportPage signedIn={Boolean(user)} />
    </>
  );
}
