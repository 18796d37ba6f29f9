import { defineExposedComponent } from '@site-chrome/runtime';
import { FooterLayout } from '../features/footer-layout';

/** `footer/Footer`: the site footer. Takes the chrome props of ARCHITECTURE.md. */
const Footer = defineExposedComponent('Footer', FooterLayout);
export default Footer;
