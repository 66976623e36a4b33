import { useUser } from '@/features/auth';
import { ProjectDashboard } from '@/features/projects';

export function DashboardRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Dashboard · CabinetWorks</title>
      <ProjectDashboard viewer={user} />
    </>
  );
}
