import { defineExposedComponent } from '@site-chrome/runtime';
import { AnnouncementBarContent } from '../features/announcement';

/** `header/AnnouncementBar`: the dismissible global announcement for the current page. */
const AnnouncementBar = defineExposedComponent('AnnouncementBar', AnnouncementBarContent);
export default AnnouncementBar;
