import { useUser } from '@/features/auth';
import { OwnVerificationNotice } from '@/features/engineers';
import { ProjectDashboard } from '@/features/projects';

/** /dashboard: the projects feature's dashboard; an engineer not verified yet also sees the way to verification. */
export function DashboardRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Dashboard · CabinetWorks</title>
      <ProjectDashboard viewer={user} notice={user.role === 'engineer' ? <OwnVerificationNotice /> : null} />
    </>
  );
}
