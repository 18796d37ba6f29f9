import { createMount } from '@site-chrome/runtime';
import Footer, { chromeBuild } from './footer';

/** `footer/mount`: `const footer = mountFooter(element, props); footer.update(next); footer.unmount();` */
export const mountFooter = createMount(Footer, 'Footer', chromeBuild);
