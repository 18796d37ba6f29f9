import { createMount } from '@site-chrome/shared';
import AnnouncementBar from './announcement-bar';
import Header from './header';

/**
 * `header/mount`: for pages that are not React.
 * `const header = mountHeader(element, props); header.update(nextProps); header.unmount();`
 */
export const mountHeader = createMount(Header, 'Header');
export const mountAnnouncementBar = createMount(AnnouncementBar, 'AnnouncementBar');
