export { announcementPageKey, announcementsQueryOptions, useAnnouncements } from './announcements';
