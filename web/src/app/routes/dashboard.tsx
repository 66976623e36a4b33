import { useUser } from '@/features/auth';
import { OwnApplicationNotice } from '@/features/engineers';
import { ProjectDashboard } from '@/features/projects';

/** /dashboard: the projects feature's dashboard; an engineer also sees where their application stands. */
export function DashboardRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Dashboard · CabinetWorks</title>
      <ProjectDashboard viewer={user} notice={user.role === 'engineer' ? <OwnApplicationNotice /> : null} />
    </>
  );
}
