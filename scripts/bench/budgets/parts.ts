import { appPorts } from '@site-chrome/rules/ports';
import type { ScriptBytes } from '../page-load/js-bytes';
import type { ByteBudgetName } from './budget-file';

/**
 * The first-visit scripts of the three pages the byte budgets are measured on:
 * - `demo`: the demo home page, logged in (header, announcement bar, footer);
 * - `trading`: the trading page, logged in, where the header is alone on its origin (no announcement bar);
 * - `plain`: plain.html, the page that is not React, which mounts the aggregated search at once.
 */
export interface BudgetPages {
  demo: readonly ScriptBytes[];
  trading: readonly ScriptBytes[];
  plain: readonly ScriptBytes[];
}

export interface MeasuredPart {
  name: ByteBudgetName;
  /** What the figure is, in words, for the report. */
  description: string;
  files: { url: string; gzip: number }[];
  gzip: number;
}

/** A URL path on the origin of `port` (`@site-chrome/rules/ports`), e.g. `:3001/remoteEntry.js`. */
const onPort = (port: number, path: string) => new RegExp(`:${port}/${path}`);
const headerOrigin = new RegExp(`^https?://[^/]+:${appPorts.header}/`);
/** The plain-page loader and its chunks are the page's runtime provider, not the header. */
const headerLoader = onPort(appPorts.header, 'loader(\\.js|/)');

/**
 * Each byte budget's files. `racedSharedFiles` are the header build's files for shared singletons another
 * remote can provide as well (react, shared/sites, ...): which build serves them is a race the first to ask
 * wins, so they count toward the page's total, not toward the header's own figure.
 */
export function measureParts(pages: BudgetPages, racedSharedFiles: ReadonlySet<string>): MeasuredPart[] {
  const part = (
    name: ByteBudgetName,
    description: string,
    files: readonly ScriptBytes[],
    belongs: (url: string) => boolean,
  ): MeasuredPart => {
    const own = files.filter((file) => belongs(file.url)).map(({ url, gzip }) => ({ url, gzip }));
    return { name, description, files: own, gzip: own.reduce((total, file) => total + file.gzip, 0) };
  };
  const fileName = (url: string) => new URL(url).pathname.slice(1);
  return [
    part('headerRemoteEntry', 'header remoteEntry.js', pages.demo, (url) =>
      onPort(appPorts.header, 'remoteEntry\\.js$').test(url),
    ),
    part(
      'headerOwnFirstRender',
      "header's own first-render JS (trading page: its origin, without the loader and raced shared singletons)",
      pages.trading,
      (url) => headerOrigin.test(url) && !headerLoader.test(url) && !racedSharedFiles.has(fileName(url)),
    ),
    part(
      'footerOwnFirstRender',
      "footer's own first-render JS (its entry and exposed module)",
      pages.demo,
      (url) => onPort(appPorts.footer, '(remoteEntry\\.js|__federation_expose_[^/]+)$').test(url),
    ),
    part('announcementBar', "announcement bar's exposed module", pages.demo, (url) =>
      onPort(appPorts.header, '__federation_expose_AnnouncementBar[^/]*$').test(url),
    ),
    part(
      'searchFirstChunk',
      "aggregated search's first chunk (plain.html: its exposed modules)",
      pages.plain,
      (url) => onPort(appPorts.search, '__federation_expose_[^/]+$').test(url),
    ),
    part('demoFirstLoadJs', 'demo page first-load JS, every script (logged in)', pages.demo, () => true),
  ];
}
