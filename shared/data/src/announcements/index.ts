export { announcementPageKey, announcementsPath, useAnnouncements } from './announcements';
export { parseAnnouncementsResponse } from './announcement';
