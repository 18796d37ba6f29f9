export {
  headerMenuPath,
  headerMenuQueryOptions,
  headerMenuPersisterFor,
  menuTagType,
  parseMenu,
  useHeaderMenu,
  withoutHiddenTags,
} from './header-menu';
export type { MenuItem, MenuPlacement, MenuTag } from './header-menu';
export { maximumMenuDepth, readStoredMenu } from './parse-menu';
