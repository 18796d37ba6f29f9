import { isSafeLink } from '@site-chrome/runtime/schemas';
import { type SiteDefinition, complianceKeys } from '@site-chrome/rules/sites';
import type { FooterMenuItem } from '@site-chrome/data/footer-menu';
import { fiatConverterLinks, regionalFooterPath } from './regional-footer-links';

type FooterEntry =
  | {
      kind: 'link';
      key: string;
      text: string;
      href: string;
      newTab: boolean;
      /** The app download page: for a visitor it opens the download dialog (footer spec §6). */
      download?: boolean;
    }
  | { kind: 'text'; key: string; text: string };

export interface FooterColumn {
  key: string;
  heading: string;
  entries: FooterEntry[];
}

export interface FooterColumnsInput {
  menu: readonly FooterMenuItem[];
  site: SiteDefinition;
  language: string;
  /** Compliance check `menu_list`: an entry whose code is listed is hidden (footer spec §6). */
  complianceMenuList: readonly string[];
  /** False for copper accounts and when compliance hides NFT (`resolveVisibility`). */
  showNftLink: boolean;
  /** Adds the language prefix to an in-site path. */
  linkTo: (path: string) => string;
  /** The page's tracking parameters, for entries with `collectParams` (for example `utm_source=x`). */
  trackingQuery: string;
}

/** The app download page, with or without a query (`/download?pos=footer`). */
const downloadPath = /^\/download(?:[?#]|$)/;

/** Query parameters that say where a visitor came from; `collectParams` entries carry them on. */
const trackingParameter = /^(utm_[a-z]+|ch|ref|ref_type)$/i;

/** The tracking part of a page's query string (`?utm_source=a&q=b` -> `utm_source=a`). */
export function trackingQueryOf(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (trackingParameter.test(name)) kept.append(name, value);
  }
  return kept.toString();
}

function withQuery(href: string, query: string): string {
  if (query === '') return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash === -1 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

function entriesOf(item: FooterMenuItem, index: number, input: FooterColumnsInput): FooterEntry[] {
  const key = `${index}:${item.text}`;
  if (item.plainText) return [{ kind: 'text', key, text: item.text }];
  // The schema already blanks unsafe links; an entry without a usable link keeps its words as text.
  if (item.link === '' || !isSafeLink(item.link)) return [{ kind: 'text', key, text: item.text }];
  const newTab = item.target === '_blank';
  if (!item.link.startsWith('/')) {
    return [{ kind: 'link', key, text: item.text, href: item.link, newTab }];
  }
  if (item.link === '/converter' && input.site.footerConverterFiat !== null) {
    return fiatConverterLinks(input.site.footerConverterFiat).map((converter) => ({
      kind: 'link',
      key: `${key}:${converter.path}`,
      text: converter.text,
      href: input.linkTo(converter.path),
      newTab,
    }));
  }
  const href = input.linkTo(regionalFooterPath(item.link, input.site, input.language));
  return [
    {
      kind: 'link',
      key,
      text: item.text,
      href: item.collectParams ? withQuery(href, input.trackingQuery) : href,
      newTab,
      download: downloadPath.test(item.link),
    },
  ];
}

/** Whether the rules of footer spec §6 leave an entry on this page. */
function isShown(item: FooterMenuItem, input: FooterColumnsInput): boolean {
  if (item.hidden) return false;
  if (item.code === '') return true;
  if (input.complianceMenuList.includes(item.code)) return false;
  return item.code !== complianceKeys.nft || input.showNftLink;
}

/**
 * The footer's link columns from the server's menu: each top-level entry with children is a column under
 * its heading. Hidden entries, entries the compliance check lists and (for copper accounts) NFT are left
 * out; a column left empty is dropped. In-site links get the sub-site's paths and the language prefix.
 */
export function footerColumns(input: FooterColumnsInput): FooterColumn[] {
  return input.menu
    .filter((item) => item.children.length > 0 && isShown(item, input))
    .map((item, index) => ({
      key: `${index}:${item.text}`,
      heading: item.text,
      entries: item.children
        .filter((child) => isShown(child, input))
        .flatMap((child, childIndex) => entriesOf(child, childIndex, input)),
    }))
    .filter((column) => column.entries.length > 0);
}
