// Our remotes' exposed components, as the standard page imports them (their props: ARCHITECTURE.md).
declare module 'header/Header' {
  import type { ComponentType } from 'react';
  import type { ChromeProps } from '@site-chrome/runtime';
  const Header: ComponentType<ChromeProps>;
  export default Header;
}

declare module 'footer/Footer' {
  import type { ComponentType } from 'react';
  import type { ChromeProps } from '@site-chrome/runtime';
  const Footer: ComponentType<ChromeProps>;
  export default Footer;
}
