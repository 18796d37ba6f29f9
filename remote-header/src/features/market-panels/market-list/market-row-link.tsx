import { memo, type FocusEvent, type Ref } from 'react';
import { css } from 'styled-components';
import { formatMessageTime } from '../../../ui/format-message-time';
import { formatChange, type MarketRow, type MarketRowTag } from '@site-chrome/data/search-catalogue';

/*
 * A row is five elements (the list item, the link, the icon, the names, the figures), styled by class
 * from the list around it: at 10,000 markets a scroll redraws up to 28 rows, and a styled component per
 * part made each row cost ten elements and ten style lookups (header spec section 9, issue 9 budget of
 * 150 elements in the list).
 */
export const marketRowStyles = css`
  /* Not positioned: a positioned row is a paint layer of its own, and a fast scroll paints dozens a frame. */
  .market-row {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.sm};
    box-sizing: border-box;
    height: 100%;
    padding-inline: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  .market-row:hover,
  .market-row:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }

  .market-row:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  /*
   * While the list scrolls, rows pass under a resting pointer many times a second: hovering each (hit
   * tests, pointer events, a repaint) cost several milliseconds a frame at 4x CPU throttling. The wheel
   * still reaches the list itself. Set on the list's items (its children), which pass it down by
   * inheritance: cheaper to restyle than a rule matching every part of every row.
   */
  [data-scrolling] > [role='listitem'] {
    pointer-events: none;
  }

  .market-row[aria-disabled='true'] {
    cursor: default;
  }

  .market-row-icon {
    grid-area: 1 / 1;
    width: 24px;
    height: 24px;
    border-radius: 50%;
  }

  /* The icon's place while the list scrolls past the row (the border colour shows on a hovered row too). */
  .market-row-icon[data-icon-pending] {
    background: ${({ theme }) => theme.colors.border};
  }

  /*
   * The chain's mark on the token's bottom corner, on the inline end (mirrored in right-to-left): in the
   * icon's grid cell, centred with a block-start margin that moves it down to the corner.
   */
  .market-row-chain {
    grid-area: 1 / 1;
    align-self: center;
    justify-self: end;
    margin-block-start: 15px;
    margin-inline-end: -4px;
    width: 12px;
    height: 12px;
    border: 1px solid ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  /* Pair (and tags) on the first line, full name or short address on the second. */
  .market-row-names {
    grid-column: 2;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    line-height: 18px;
    white-space: pre;
    text-overflow: ellipsis;
  }

  .market-row-names::first-line {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizeMd};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  .market-row-tag {
    margin-inline-start: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid currentcolor;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: 11px;
    font-weight: normal;
  }

  .market-row-tag[data-tag='st'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .market-row-tag[data-tag='hot'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  .market-row-tag[data-tag='new'] {
    color: ${({ theme }) => theme.colors.accent};
  }

  /* Price and change, coloured by the reader's rise colour (the theme swaps rise and fall). */
  .market-row-figures {
    grid-column: 3;
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-variant-numeric: tabular-nums;
    line-height: 18px;
    text-align: end;
    white-space: pre;
  }

  .market-row-figures[data-trend='rise'] {
    color: ${({ theme }) => theme.colors.rise};
  }

  .market-row-figures[data-trend='fall'] {
    color: ${({ theme }) => theme.colors.fall};
  }

  .market-row-figures[data-trend='opens'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The words a row shows, translated once for the whole list. */
export interface MarketRowLabels {
  st: string;
  stLabel: string;
  tags: Readonly<Record<MarketRowTag, string>>;
  opensAt: (time: string) => string;
}

function hideBrokenImage(event: { currentTarget: HTMLImageElement }) {
  event.currentTarget.style.visibility = 'hidden';
}

function Figures({ row, labels }: { row: MarketRow; labels: MarketRowLabels }) {
  if (row.opensAt > 0) {
    return (
      <span className="market-row-figures" data-trend="opens">
        {labels.opensAt(formatMessageTime(row.opensAt))}
      </span>
    );
  }
  if (!row.price) return null;
  const change = row.change === undefined ? '' : `\n${formatChange(row.change)}`;
  return (
    <span
      className="market-row-figures"
      dir="ltr"
      data-trend={row.change === undefined ? undefined : row.change >= 0 ? 'rise' : 'fall'}
    >
      {row.price}
      {change}
    </span>
  );
}

export interface MarketRowLinkProps {
  ref?: Ref<HTMLAnchorElement>;
  row: MarketRow;
  href: string;
  tabIndex: number;
  labels: MarketRowLabels;
  /** False while the list scrolls past this row: a placeholder disc holds the icon's place. */
  showIcon: boolean;
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void;
}

/**
 * A market row: icon (with the chain's on on-chain tokens), the pair as shown with its tags, the full name
 * or short address, and on spot the price and change. The link's name starts with the pair (ARCHITECTURE
 * "Accessible names").
 */
export const MarketRowLink = memo(function MarketRowLink({
  ref,
  row,
  href,
  tabIndex,
  labels,
  showIcon,
  onFocus,
}: MarketRowLinkProps) {
  const secondLine = row.shortAddress || row.fullName;
  return (
    <a
      ref={ref}
      className="market-row"
      href={href || undefined}
      aria-disabled={href ? undefined : true}
      tabIndex={tabIndex}
      onFocus={onFocus}
      data-track={`market:${row.key}`}
    >
      {row.icon && !showIcon ? <span className="market-row-icon" data-icon-pending="" /> : null}
      {row.icon && showIcon ? (
        <img className="market-row-icon" src={row.icon} alt="" decoding="async" onError={hideBrokenImage} />
      ) : null}
      {row.chainIcon && showIcon ? (
        <img
          className="market-row-chain"
          src={row.chainIcon}
          alt=""
          decoding="async"
          onError={hideBrokenImage}
        />
      ) : null}
      <span className="market-row-names" dir="auto">
        {row.pair}
        {row.isST ? (
          <span className="market-row-tag" data-tag="st" title={labels.stLabel}>
            {labels.st}
          </span>
        ) : null}
        {row.tags.map((tag) => (
          <span key={tag} className="market-row-tag" data-tag={tag}>
            {labels.tags[tag]}
          </span>
        ))}
        {secondLine ? `\n${secondLine}` : null}
      </span>
      <Figures row={row} labels={labels} />
    </a>
  );
});
