import { NotificationsPage } from '@/features/notifications';

/** /notifications: every notification of the signed-in member. */
export function NotificationsRoute() {
  return (
    <>
      <title>Notifications · CabinetWorks</title>
      <NotificationsPage />
    </>
  );
}
