export { footerMenuQueryOptions, useFooterMenu } from './footer-menu';
export type { FooterMenuItem } from './footer-menu';
