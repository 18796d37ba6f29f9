export {
  noticesPath,
  notificationSchema,
  notificationStatusIcon,
  notificationTabs,
  useNotices,
} from './notices';
export type { Notification, NotificationStatusIcon, NotificationTab } from './notices';
export { parseNotificationsResponse } from './notification';
