export { NotificationBell } from './components/notification-bell';
export { NotificationsPage } from './components/notifications-page';
