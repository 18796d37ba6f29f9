import { defineExposedComponent } from '@site-chrome/runtime';
import { AnnouncementBarContent } from '../features/announcement';

/** `header/AnnouncementBar`: the dismissible global announcement for the current page. */
const AnnouncementBar = defineExposedComponent('AnnouncementBar', AnnouncementBarContent);
export default AnnouncementBar;

/** The build this module comes from: the browser hydrates server markup of the same build only (issue 33). */
export const chromeBuild = __CHROME_BUILD_ID__;
