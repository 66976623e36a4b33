import { AdminPage } from '@/features/admin';

export function AdminRoute() {
  return (
    <>
      <title>Admin Dashboard · CabinetWorks</title>
      <AdminPage />
    </>
  );
}
