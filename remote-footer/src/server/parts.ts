import type { ResolvedChromeProps } from '@site-chrome/runtime';
import type { ServerPart, ServerQuery } from '@site-chrome/server';
import { commonDataQueryOptions } from '@site-chrome/data/common-data';
import { complianceQueryOptions } from '@site-chrome/data/compliance';
import { footerMenuQueryOptions } from '@site-chrome/data/footer-menu';
import { findSite } from '@site-chrome/rules/sites';
import Footer from '../exposed/footer';

/**
 * The data the footer's first render shows, with its hooks' enable rules: the footer menu whatever the mode
 * (`useFooterMenu` is not tied to it), and in dynamic mode common data and the compliance check (links and
 * visibility). The list is proved complete by parts.test.tsx.
 */
function footerQueries(props: ResolvedChromeProps): ServerQuery[] {
  const language = props.language;
  const subWebsiteId = findSite(props.site)?.id ?? 0;
  return [
    footerMenuQueryOptions({ language, subWebsiteId }),
    ...(props.dynamicData
      ? [commonDataQueryOptions({ language, subWebsiteId }), complianceQueryOptions({ subWebsiteId })]
      : []),
  ] as ServerQuery[];
}

/** The part the footer origin renders at `GET /fragment/Footer` (issue 33). */
export const footerServerParts: readonly ServerPart[] = [
  { name: 'Footer', Component: Footer, serverQueries: footerQueries },
];
