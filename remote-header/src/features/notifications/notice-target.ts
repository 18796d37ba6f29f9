import type { Notification } from '@site-chrome/data/notices';

/** Where a margin notice on a single currency (a contract without `_`) is acted on: the cross-margin funds. */
export const crossMarginPath = '/myaccount/myfunds/cross_margin';

/**
 * The path a notice leads to (header spec sections 2 and 5), or null for none. The server's own link wins;
 * otherwise the notice's subject decides: a startup, a live stream, a futures contract (a contract without
 * an underscore is a cross-margin currency), a market. `isAllowHref: false` means no link at all.
 */
export function noticeTarget(notice: Notification): string | null {
  const { extras } = notice;
  if (!extras.isAllowHref) return null;
  if (extras.web_url) return extras.web_url;
  if (extras.url) return extras.url;
  if (extras.startup_id) return `/startup/${encodeURIComponent(extras.startup_id)}`;
  if (extras.stream_id) return `/live/video/${encodeURIComponent(extras.stream_id)}?type=live`;
  if (extras.contract) {
    return extras.contract.includes('_')
      ? `/futures/${encodeURIComponent(extras.settle_asset.toUpperCase())}/${encodeURIComponent(extras.contract)}`
      : crossMarginPath;
  }
  if (extras.market) return `/trade/${encodeURIComponent(extras.market)}`;
  return null;
}
