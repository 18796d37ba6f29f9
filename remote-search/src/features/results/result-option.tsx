import type { SearchEntry } from '@site-chrome/data/search-catalogue';
import { formatChange } from '@site-chrome/data/search-catalogue';
import { memo, type MouseEvent } from 'react';
import { CoinIcon } from './coin-icon';
import { HighlightedText } from './highlighted-text';

/** The words and rules every option needs, made once per render of the list. */
export interface OptionContext {
  /** The result's link with the language prefix, or '' when it has nowhere safe to go. */
  hrefOf: (entry: SearchEntry) => string;
  priceOf: (entry: SearchEntry) => string;
  iconAllowed: (code: string) => boolean;
  buyLabel: (coin: string, fiat: string) => string;
  tagLabel: (tag: 'hot' | 'new' | 'st') => string;
}

interface ResultOptionProps {
  entry: SearchEntry;
  id: string;
  index: number;
  active: boolean;
  context: OptionContext;
  /** What the reader typed: marked in the result. */
  query: string;
  onChoose: (entry: SearchEntry, href: string) => void;
  onPoint: (index: number) => void;
}

/**
 * One result: an `<a role="option">` (a link may carry the option role), so a click, a middle click or
 * Enter follows a real link. Focus stays in the search box; `aria-activedescendant` points here.
 */
export const ResultOption = memo(function ResultOption({
  entry,
  id,
  index,
  active,
  context,
  query,
  onChoose,
  onPoint,
}: ResultOptionProps) {
  const { row, buy } = entry;
  const href = context.hrefOf(entry);
  const price = context.priceOf(entry);
  const code = buy ? (buy.coin === 'USDT' ? buy.fiat : buy.coin) : entry.curr_a;
  const label = buy ? context.buyLabel(buy.coin, buy.fiat) : row.pair;
  const detail = row.fullName || row.shortAddress;
  const tags = [...(row.isST ? (['st'] as const) : []), ...row.tags];
  return (
    <a
      id={id}
      role="option"
      className="result"
      aria-selected={active}
      aria-disabled={href === '' ? true : undefined}
      href={href === '' ? undefined : href}
      tabIndex={-1}
      onClick={(event: MouseEvent) => {
        if (href === '') event.preventDefault();
        else onChoose(entry, href);
      }}
      onPointerMove={() => {
        if (!active) onPoint(index);
      }}
    >
      <CoinIcon src={row.icon} code={code} allowed={context.iconAllowed(code)} />
      <span className="result-names">
        <span className="result-pair">
          <HighlightedText text={label} query={query} />
          {tags.map((tag) => (
            <span key={tag} className="result-tag">
              {context.tagLabel(tag)}
            </span>
          ))}
        </span>
        {detail ? (
          <span className="result-detail">
            <HighlightedText text={detail} query={query} />
          </span>
        ) : null}
      </span>
      {price ? (
        <span className="result-figures">
          <span>{price}</span>
          {row.change === undefined ? null : (
            <span data-trend={row.change >= 0 ? 'rise' : 'fall'}>{formatChange(row.change)}</span>
          )}
        </span>
      ) : null}
    </a>
  );
});
