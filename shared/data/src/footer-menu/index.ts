export { footerMenuPath, footerMenuQueryOptions, getFooterMenu, useFooterMenu } from './footer-menu';
export type { FooterMenuItem, FooterMenuParams, UseFooterMenuOptions } from './footer-menu';
export { parseFooterMenuResponse } from './footer-menu-item';
