import type { Notification } from '@site-chrome/data/notices';

/** Where a margin notice on a single currency (a contract without `_`) is acted on: the cross-margin funds. */
export const crossMarginPath = '/myaccount/myfunds/cross_margin';

/** Where an earn (investment) notice leads: the product list (header spec section 2, "/invest"). */
export const investPath = '/invest';

/** Where a trading-bot notice leads: the reader's bot strategies (header spec section 2). */
export const strategyBotPath = '/strategybot/historyStrategy';

/** Where a copy-trading notice leads: the strategies being copied (header spec section 2). */
export const copyTradingPath = '/copytrading/underwayStrategy';

/**
 * Subjects that lead to one page of their product, whatever market or contract the notice names (a grid bot
 * on BTC_USDT is acted on in the bot's list, not on the spot page). `bot` and `copy` are the short forms a
 * template id may use (`bot_stopped`, `copy_order_closed`).
 */
const subjectPaths: Readonly<Record<string, string>> = {
  invest: investPath,
  strategybot: strategyBotPath,
  bot: strategyBotPath,
  copytrading: copyTradingPath,
  copy: copyTradingPath,
};

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
 * otherwise a startup, a live stream, then the notice's subject: an earn, bot or copy-trading notice leads to
 * its product's page (`subjectPaths`) whatever market or contract it names. Then a contract (a margin notice
 * trades the pair on `/margin_trade/{contract}`, a contract without `_` is a cross-margin currency, any other
 * contract is a futures one), then a market. `isAllowHref: false` means no link at all.
 */
export function noticeTarget(notice: Notification): string | null {
  const { extras } = notice;
  if (!extras.isAllowHref) return null;
  if (extras.web_url) return extras.web_url;
  if (extras.url) return extras.url;
  if (extras.startup_id) return `/startup/${segment(extras.startup_id)}`;
  if (extras.stream_id) return `/live/video/${segment(extras.stream_id)}?type=live`;
  const subject = noticeSubject(notice);
  if (Object.hasOwn(subjectPaths, subject)) return subjectPaths[subject] ?? null;
  if (extras.contract) {
    if (!extras.contract.includes('_')) return crossMarginPath;
    if (subject === 'margin') return `/margin_trade/${segment(extras.contract)}`;
    return `/futures/${segment(extras.settle_asset.toUpperCase())}/${segment(extras.contract)}`;
  }
  if (subject === 'margin' && extras.market) return `/margin_trade/${segment(extras.market)}`;
  if (extras.market) return `/trade/${segment(extras.market)}`;
  return null;
}
