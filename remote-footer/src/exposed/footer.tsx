import { defineExposedComponent } from '@site-chrome/runtime';
import { FooterLayout } from '../app/footer-layout';

/** `footer/Footer`: the site footer. Takes the chrome props of ARCHITECTURE.md. */
const Footer = defineExposedComponent('Footer', FooterLayout);
export default Footer;

/** The build this module comes from: the browser hydrates server markup of the same build only (issue 33). */
export const chromeBuild = __CHROME_BUILD_ID__;
