// The announcement feature's front door: other features, src/app and src/exposed import only what is named here.
export { AnnouncementBarContent } from './announcement-bar-content';
export { closedAnnouncementsKey, readClosedAnnouncementIds } from './closed-announcements';
