import { AdminPage, ContactMessagesCard } from '@/features/admin';

export function AdminRoute() {
  return (
    <>
      <title>Admin Dashboard · CabinetWorks</title>
      <AdminPage />
      <div className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <ContactMessagesCard />
      </div>
    </>
  );
}
