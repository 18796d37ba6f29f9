import type { ResolvedChromeProps } from '@site-chrome/runtime';
import type { ServerPart, ServerQuery } from '@site-chrome/server';
import { announcementsQueryOptions } from '@site-chrome/data/announcements';
import { commonDataQueryOptions } from '@site-chrome/data/common-data';
import { complianceQueryOptions } from '@site-chrome/data/compliance';
import { headerMenuQueryOptions } from '@site-chrome/data/header-menu';
import { remoteMenuConfigQueryOptions } from '@site-chrome/data/remote-menu-config';
import { findSite, usesNewMenuSystem } from '@site-chrome/rules/sites';
import Header from '../exposed/header';
import { drawDropdownsOnServer, withMenuOutlines } from '../features/navigation';
import { drawDrawerOnServer } from '../features/drawer';
import { markFragmentServer } from '../ui/fragment-server';
import AnnouncementBar from '../exposed/announcement-bar';

/** What the page-data hooks read from the store (`usePageDataContext`), from the props. */
function pageData(props: ResolvedChromeProps) {
  return { language: props.language, subWebsiteId: findSite(props.site)?.id ?? 0 };
}

/**
 * The data the header's first render shows, with its hooks' enable rules: in dynamic mode, the compliance
 * check and common data (the bar's visibility and links) and the menu of the placement the bar draws (the
 * server menu where the new menu system applies, else the remote menu config, as `useMenuItems`); out of it,
 * nothing (the hooks request nothing either). The list is proved complete by parts.test.tsx.
 */
function headerQueries(props: ResolvedChromeProps): ServerQuery[] {
  if (!props.dynamicData) return [];
  const { language, subWebsiteId } = pageData(props);
  const menu = usesNewMenuSystem(subWebsiteId, props.newMenuMainSiteOnly)
    ? headerMenuQueryOptions({ language, platform: 'web', subWebsiteId })
    : remoteMenuConfigQueryOptions({ language, platform: 'web', subWebsiteId });
  return [
    complianceQueryOptions({ subWebsiteId }),
    commonDataQueryOptions({ language, subWebsiteId }),
    menu,
  ] as ServerQuery[];
}

/** The announcement of every page (requested whatever the mode), and common data for its links in dynamic mode. */
function announcementBarQueries(props: ResolvedChromeProps): ServerQuery[] {
  const { language, subWebsiteId } = pageData(props);
  return [
    announcementsQueryOptions({ language, subWebsiteId }),
    ...(props.dynamicData ? [commonDataQueryOptions({ language, subWebsiteId })] : []),
  ] as ServerQuery[];
}

// The dropdowns' contents are in the server's markup: they open before the header's code has come.
void drawDropdownsOnServer();
// So is the phone drawer's navigation, in a popover of the Menu button.
void drawDrawerOnServer();
// What only the server's markup holds (the language links before hydration) is drawn here.
markFragmentServer();

/** The parts the header origin renders at `GET /fragment/<name>` (issue 33). */
export const headerServerParts: readonly ServerPart[] = [
  {
    name: 'Header',
    Component: Header,
    serverQueries: headerQueries,
    // The menu the markup shows travels as markup: hydration reads its outline only.
    hydrationQueries: withMenuOutlines,
    // Not provided by the pages (the demo's host shares none of it): the header's own copy, preloaded.
    hydrationShared: ['@site-chrome/data/site-visibility'],
  },
  { name: 'AnnouncementBar', Component: AnnouncementBar, serverQueries: announcementBarQueries },
];
