import { defineExposedComponent } from '@site-chrome/runtime';
import { HeaderBar } from '../app/header-bar';

/** `header/Header`: the site header. Takes the chrome props of ARCHITECTURE.md. */
const Header = defineExposedComponent('Header', HeaderBar);
export default Header;
