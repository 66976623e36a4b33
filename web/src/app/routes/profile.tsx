import { useUser } from '@/features/auth';
import { EmailPreferencesCard } from '@/features/email-preferences';
import { ProfilePage } from '@/features/engineers';

/** /profile: the engineers feature's profile with the e-mail settings of the email-preferences feature below it. */
export function ProfileRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Your Profile · CabinetWorks</title>
      <ProfilePage account={user} settings={<EmailPreferencesCard role={user.role} />} />
    </>
  );
}
