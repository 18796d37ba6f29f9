import { defineExposedComponent } from '@site-chrome/runtime';
import { HeaderBar } from '../app/header-bar';

/** `header/Header`: the site header. Takes the chrome props of ARCHITECTURE.md. */
const Header = defineExposedComponent('Header', HeaderBar);
export default Header;

/** The build this module comes from: the browser hydrates server markup of the same build only (issue 33). */
export const chromeBuild = __CHROME_BUILD_ID__;
