import type { Notification } from '@site-chrome/data/notices';

/** Where a margin notice on a single currency (a contract without `_`) is acted on: the cross-margin funds. */
export const crossMarginPath = '/myaccount/myfunds/cross_margin';

/** Where an earn (investment) notice leads: the product list (header spec section 2, "/invest"). */
export const investPath = '/invest';

/**
 * What a notice is about, named by the first word of its template id (`margin_call` -> `margin`,
 * `invest_matured` -> `invest`). The spec lists the targets but not how a notice names its product.
 */
function noticeSubject(notice: Notification): string {
  return notice.template_id.split('_', 1)[0]?.toLowerCase() ?? '';
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * The path a notice leads to (header spec sections 2 and 5), or null for none. The server's own link wins;
 * otherwise the notice's subject decides: a startup, a live stream, a contract (a margin notice trades the
 * pair on `/margin_trade/{contract}`, a contract without `_` is a cross-margin currency, any other contract
 * is a futures one), an earn notice `/invest`, a market. `isAllowHref: false` means no link at all.
 */
export function noticeTarget(notice: Notification): string | null {
  const { extras } = notice;
  if (!extras.isAllowHref) return null;
  if (extras.web_url) return extras.web_url;
  if (extras.url) return extras.url;
  if (extras.startup_id) return `/startup/${segment(extras.startup_id)}`;
  if (extras.stream_id) return `/live/video/${segment(extras.stream_id)}?type=live`;
  const subject = noticeSubject(notice);
  if (extras.contract) {
    if (!extras.contract.includes('_')) return crossMarginPath;
    if (subject === 'margin') return `/margin_trade/${segment(extras.contract)}`;
    return `/futures/${segment(extras.settle_asset.toUpperCase())}/${segment(extras.contract)}`;
  }
  if (subject === 'margin' && extras.market) return `/margin_trade/${segment(extras.market)}`;
  if (subject === 'invest') return investPath;
  if (extras.market) return `/trade/${segment(extras.market)}`;
  return null;
}
