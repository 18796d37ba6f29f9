export {
  getHeaderMenu,
  headerMenuPath,
  headerMenuPersisterFor,
  headerMenuQueryOptions,
  menuTagType,
  parseMenu,
  useHeaderMenu,
  withoutHiddenTags,
} from './header-menu';
export type { HeaderMenuParams, MenuItem, MenuPlacement, MenuTag, UseHeaderMenuOptions } from './header-menu';
export { maximumMenuDepth, readStoredMenu } from './parse-menu';
