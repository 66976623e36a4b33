import { useUser } from '@/features/auth';
import { ProfilePage } from '@/features/engineers';

export function ProfileRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Your Profile · CabinetWorks</title>
      <ProfilePage account={user} />
    </>
  );
}
