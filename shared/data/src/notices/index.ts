export {
  getNotices,
  noticesPageSize,
  noticesPath,
  noticesQueryOptions,
  notificationSchema,
  notificationStatusIcon,
  notificationTabs,
  useNotices,
} from './notices';
export type { Notification, NotificationStatusIcon, NotificationTab, UseNoticesOptions } from './notices';
export { parseNotificationsResponse } from './notification';
