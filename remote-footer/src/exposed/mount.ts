import { createMount } from '@site-chrome/shared';
import Footer from './footer';

/** `footer/mount`: `const footer = mountFooter(element, props); footer.update(next); footer.unmount();` */
export const mountFooter = createMount(Footer, 'Footer');
