export {
  headerMenuQueryOptions,
  menuTagType,
  parseMenu,
  useHeaderMenu,
  withoutHiddenTags,
} from './header-menu';
export type { MenuItem, MenuPlacement, MenuTag } from './header-menu';
