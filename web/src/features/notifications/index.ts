export { NotificationBell } from './components/notification-bell';
export { notificationsSlice, notificationReceived, notificationsCleared } from './store/notifications-slice';
export type { AppNotification, NotificationType } from './types';
