export {
  announcementPageKey,
  announcementsPath,
  announcementsQueryOptions,
  getAnnouncements,
  useAnnouncements,
} from './announcements';
export type {
  Announcement,
  AnnouncementPageKey,
  Announcements,
  UseAnnouncementsOptions,
} from './announcements';
export { parseAnnouncementsResponse } from './announcement';
