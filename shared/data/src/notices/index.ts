export { notificationStatusIcon, notificationTabs, useNotices } from './notices';
export type { Notification, NotificationStatusIcon, NotificationTab } from './notices';
