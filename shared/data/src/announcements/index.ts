export {
  announcementPageKey,
  announcementsPath,
  announcementsQueryOptions,
  useAnnouncements,
} from './announcements';
export { parseAnnouncementsResponse } from './announcement';
