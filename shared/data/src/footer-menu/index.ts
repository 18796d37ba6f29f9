export { footerMenuPath, footerMenuQueryOptions, useFooterMenu } from './footer-menu';
export type { FooterMenuItem } from './footer-menu';
export { parseFooterMenuResponse } from './footer-menu-item';
