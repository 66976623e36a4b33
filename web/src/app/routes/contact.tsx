import { useUser } from '@/features/auth';
import { ContactPage } from '@/features/contact';
import { fullName } from '@/lib/user-display';

/** /contact is public; a signed-in user finds their name and e-mail filled in. */
export function ContactRoute() {
  const { user } = useUser();
  return (
    <>
      <title>Contact Us · CabinetWorks</title>
      <ContactPage sender={user ? { name: fullName(user), email: user.email } : null} />
    </>
  );
}
