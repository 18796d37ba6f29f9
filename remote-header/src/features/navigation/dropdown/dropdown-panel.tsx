import { useChromeStore } from '@site-chrome/runtime';
import type { Theme } from '@site-chrome/rules/settings';
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import {
  DropdownOpenContext,
  MarketPanelShell,
  PanelShowingContext,
  ShownContext,
  allMarkets,
  extraPanelMarket,
  type MarketKey,
  marketPanel,
} from '../../market-panels';
import { LoadedPart } from '../../../ui/lazy-parts/create-lazy-part';
import { columnSizeOf, toColumns, type NavigationEntry } from '../navigation-model';
import { menuItemLinkStyles } from '../../../ui/menu-item-link-styles';
import { MenuTag } from './menu-tag';
import { tabbableElements } from './tabbable';

/** The least room kept between a panel and the viewport's edges. */
const viewportMargin = 8;

// Fixed, placed from its button (see placeBelow): the bar scrolls sideways and would clip an absolute panel.
const Panel = styled.div`
  position: fixed;
  z-index: 20;
  min-width: 260px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  /* What changes inside (a market list scrolling, a panel appearing) is laid out and painted here alone. */
  contain: layout paint;

  /*
   * The server's markup, until React places it (placeBelow writes its inline style): hung below its button
   * by CSS anchoring (navigation-group names the button), from the button's inline start, else from its
   * inline end, else wherever below it fits: the last items (More) stay inside the viewport.
   */
  &:not([style]) {
    position-anchor: --navigation-group;
    position-area: block-end span-inline-end;
    position-try-fallbacks:
      block-end span-inline-start,
      block-end span-all;
    max-width: calc(100vw - ${2 * viewportMargin}px);
  }
`;

const List = styled.ul<{ $layout: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'horizontal' ? 'row' : 'column')};
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Items on the inline start, the market panel beside them (on the left in a right-to-left page).
const WithMarketPanel = styled.div`
  display: flex;
  align-items: flex-start;
`;

/*
 * The server's markup, before any script: one shell per market of the items, each shown while an item
 * that shows its market is hovered or focused (the browser's own :hover and :focus, as KeptMarket shows
 * React's). One rule per market: CSS cannot match an item's value to a shell's.
 *
 * Reached, a shell stays while the pointer is on it, as a dropdown does on its panel: the pointer travels
 * there from its item. Its room beside the items is padding, not margin: the pointer goes from the item
 * straight into it, with no gap between where the item's hover ends and the shell's begins.
 */
const ServerMarketShell = styled.div`
  display: none;
  padding-inline-start: ${({ theme }) => theme.space.md};

  &:hover {
    display: block;
  }

  ${allMarkets
    .map(
      (market) =>
        `*:has(> ul [data-shows-market='${market}']:is(:hover, :focus)) > &[data-shell-of='${market}'] { display: block; }`,
    )
    .join('\n')}
`;

/*
 * A market shown before in this dropdown and now hidden (another market, or none, is shown): kept mounted
 * but not rendered and taking no space. Unlike display: none (or React's Activity, which uses it),
 * content-visibility keeps its style and layout, so showing it again costs a paint rather than a fresh
 * style and layout of every row (issue 9: open within 16 ms at 1x).
 */
const KeptMarket = styled.div`
  &[data-shown='true'] {
    margin-inline-start: ${({ theme }) => theme.space.md};
  }

  &[data-shown='false'] {
    content-visibility: hidden;
  }
`;

const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

const GroupLabel = styled.p`
  margin-block: ${({ theme }) => theme.space.xs};
  margin-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const ItemLink = styled.a`
  ${menuItemLinkStyles}
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Icon = styled.img`
  grid-row: span 2;
  width: 24px;
  height: 24px;
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: normal;
`;

// Memoised: showing a market re-renders the panel, and the items need not follow.
const DropdownItem = memo(function DropdownItem({
  entry,
  theme,
  market,
  onShowMarket,
  onKeyDown,
}: {
  entry: NavigationEntry;
  theme: Theme;
  /** The market an item with an extra-panel key shows (named in the markup for the server's CSS). */
  market?: MarketKey;
  /** Set on items with an extra-panel key: the pointer or focus reaching them shows that market. */
  onShowMarket?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}) {
  const icon = theme === 'dark' ? entry.icon.dark || entry.icon.light : entry.icon.light || entry.icon.dark;
  const isExternal = entry.target === '_blank';
  return (
    <li>
      <ItemLink
        data-track={`nav:${entry.code || entry.key}`}
        // A child whose link failed the safe-link rule stays readable but leads nowhere.
        href={entry.href || undefined}
        aria-disabled={entry.href ? undefined : true}
        target={isExternal ? '_blank' : undefined}
        rel={isExternal ? 'noopener noreferrer' : undefined}
        onPointerEnter={onShowMarket}
        onFocus={onShowMarket}
        onKeyDown={onKeyDown}
        data-market-item={onShowMarket ? entry.key : undefined}
        data-shows-market={market}
      >
        {/* Lazy: a dropdown's icons are not the page's to fetch first (and a server render writes no preload
            link for each of them ahead of the markup). */}
        {icon ? <Icon src={icon} alt="" loading="lazy" /> : null}
        <Title>
          {entry.label}
          {entry.tags.map((tag, index) => (
            <MenuTag key={`${tag.code}-${index}`} tag={tag} theme={theme} />
          ))}
        </Title>
        {entry.description ? <Description>{entry.description}</Description> : null}
      </ItemLink>
    </li>
  );
});

function DropdownGroup({
  group,
  theme,
  columnSize,
}: {
  group: NavigationEntry;
  theme: Theme;
  columnSize: number;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{group.label}</GroupLabel>
      <Columns>
        {toColumns(group.children, columnSize).map((column, index) => (
          <List key={index} $layout="vertical">
            {column.map((child) => (
              <DropdownItem key={child.key} entry={child} theme={theme} />
            ))}
          </List>
        ))}
      </Columns>
    </div>
  );
}

interface ShownMarket {
  market: MarketKey;
  /** The item that showed it (Tab from there leads into the panel). */
  triggerKey: string;
  opening: number;
}

/**
 * Hangs the panel below its button, from the button's inline start (its right edge in a right-to-left
 * page), then shifts it back inside the viewport: an item near the far end of the bar (the more-menu)
 * would otherwise run off the screen.
 */
function placeBelow(panel: HTMLElement, anchor: HTMLElement) {
  const button = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const width = Math.min(panel.offsetWidth, viewportWidth - 2 * viewportMargin);
  const isRightToLeft = getComputedStyle(anchor).direction === 'rtl';
  const preferredLeft = isRightToLeft ? button.right - width : button.left;
  const left = Math.min(Math.max(preferredLeft, viewportMargin), viewportWidth - viewportMargin - width);
  panel.style.top = `${button.bottom}px`;
  panel.style.left = `${left}px`;
  panel.style.maxWidth = `${viewportWidth - 2 * viewportMargin}px`;
}

export interface DropdownPanelProps {
  entry: NavigationEntry;
  theme: Theme;
  /**
   * Items per column of the groups among the children (the more-menu), by group code: the sub-site's
   * `menuColumnSizes` (8 for the EU promotions group); 6 for any other group.
   */
  columnSizes: Readonly<Record<string, number>>;
  /** The button the panel hangs from. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Which opening of the dropdown this is (1, 2, ...; 0: never opened, the server draws it): the panel stays mounted, hidden, between them. */
  opening: number;
  /** Whether the dropdown is open now: while closed it is hidden, follows nothing and polls nothing. */
  open: boolean;
  /**
   * The market whose shell, in the server's markup, the reader's pointer was on when these contents
   * replaced it: shown at once, so the shell fills rather than closes.
   */
  marketShownByServer?: string;
}

/**
 * The market panel, drawn once its chunk is in (its shell, in the panel's box, meanwhile). Tab order: the
 * item that shows a market leads into its panel, and the panel's last stop leads back to the item after it,
 * so a keyboard user reaches the list they asked for rather than the panel of the last item passed.
 */
function MarketPanelSlot({
  market,
  triggerKey,
  itemsRef,
}: {
  market: MarketKey;
  triggerKey: string;
  itemsRef: RefObject<HTMLUListElement | null>;
}) {
  const renderMarketPanel = marketPanel.usePart(true);
  const triggerItems = () => Array.from(itemsRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const stops = tabbableElements(event.currentTarget);
    const items = triggerItems();
    const trigger = items.findIndex((item) => item.dataset.marketItem === triggerKey);
    const leaving = event.shiftKey ? stops[0] : stops[stops.length - 1];
    if (trigger === -1 || event.target !== leaving) return;
    const next = event.shiftKey ? items[trigger] : items[trigger + 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return renderMarketPanel ? (
    <div onKeyDown={onKeyDown} data-market-panel="">
      <LoadedPart render={renderMarketPanel} props={{ market }} />
    </div>
  ) : (
    <MarketPanelShell market={market} />
  );
}

/**
 * The contents of a top-level dropdown: its children as icon, title, tags and description, laid out as the
 * server says (`show_mode`). Children that are groups themselves become headed sections, each split into
 * columns of its own size (`columnSizeOf`).
 */
function DropdownPanel({
  entry,
  theme,
  columnSizes,
  anchorRef,
  opening,
  open,
  marketShownByServer,
}: DropdownPanelProps) {
  const links = useMemo(
    () => entry.children.filter((child) => child.children.length === 0),
    [entry.children],
  );
  const groups = entry.children.filter((child) => child.children.length > 0);
  const panelRef = useRef<HTMLDivElement>(null);
  // The market beside the items: the last extra-panel item the pointer or focus reached in this opening.
  // Items without a panel leave it, so the pointer can cross them on its way to the list.
  const [reached, setReached] = useState<ShownMarket | null>(null);
  const shown = reached?.opening === opening ? reached : null;
  // Every market shown so far stays mounted, hidden while another is shown (see KeptMarket): showing it
  // again reveals its list as it was, instead of building it again.
  const [kept, setKept] = useState<readonly MarketKey[]>([]);
  const itemsRef = useRef<HTMLUListElement>(null);
  // The `extraPanel` menu feature: off, no item shows a market beside the dropdown.
  const extraPanel = useChromeStore((state) => state.menuFeatures.extraPanel);
  const marketOf = useCallback(
    (code: string) => (extraPanel ? extraPanelMarket(code) : undefined),
    [extraPanel],
  );
  const hasMarketItems = links.some((child) => marketOf(child.code) !== undefined);
  // Never opened: the fragment server's drawing (React draws its own at the first opening, see
  // NavigationGroup). Not isFragmentServer(): shared with this chunk, the bar's chunk would keep the code
  // it leaves out of the browser's build today (+157 B gzip).
  const drawnByServer = opening === 0;
  // The markets of the items, each once, in their order: the shells the server's markup holds.
  const serverMarkets = [...new Set(links.flatMap((child) => marketOf(child.code) ?? []))];
  useLayoutEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    const place = (event?: Event) => {
      // A list scrolling inside the panel does not move the panel: no layout read for it (a market list
      // scrolls many times a second).
      if (event?.type === 'scroll' && event.target instanceof Node && panel?.contains(event.target)) return;
      if (panel && anchorRef.current) placeBelow(panel, anchorRef.current);
    };
    place();
    // Follow the button when the page or the bar scrolls, or the window changes size, while open; and
    // place again when the panel itself grows (a market panel arriving beside the items).
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    const resizes =
      typeof ResizeObserver === 'undefined' || !panel ? undefined : new ResizeObserver(() => place());
    if (panel) resizes?.observe(panel);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      resizes?.disconnect();
    };
  }, [anchorRef, open]);
  // One stable callback per item with an extra-panel key.
  const showMarketCallbacks = useMemo(() => {
    const callbacks = new Map<string, () => void>();
    for (const child of links) {
      const childMarket = marketOf(child.code);
      if (childMarket === undefined) continue;
      callbacks.set(child.key, () => {
        void marketPanel.preload();
        setReached({ market: childMarket, triggerKey: child.key, opening });
        setKept((markets) => (markets.includes(childMarket) ? markets : [...markets, childMarket]));
      });
    }
    return callbacks;
  }, [links, opening, marketOf]);
  // These contents replacing the server's (see NavigationGroup) under a reader's resting pointer, or
  // focus: the market of the item there shows, as the server's shell did, with no pointer move to wait for;
  // or the market whose shell the pointer was on. Before paint: a frame without it would have the pointer
  // leave the dropdown.
  useLayoutEffect(() => {
    if (!open) return;
    const item = itemsRef.current?.querySelector<HTMLElement>(
      '[data-market-item]:hover, [data-market-item]:focus',
    );
    const key =
      item?.dataset.marketItem ??
      (marketShownByServer
        ? links.find((child) => marketOf(child.code) === marketShownByServer)?.key
        : undefined);
    if (key) showMarketCallbacks.get(key)?.();
  }, [open, showMarketCallbacks, marketShownByServer, links, marketOf]);
  // Tab on the item whose market is shown goes into that market's panel (see MarketPanelSlot).
  const tabIntoMarket = useCallback((event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    // The shown market's panel: markets shown before stay in the page, hidden, ahead of it.
    const marketArea = panelRef.current?.querySelector<HTMLElement>(
      '[data-shown="true"] > [data-market-panel]',
    );
    const first = marketArea ? tabbableElements(marketArea)[0] : undefined;
    if (!first) return;
    event.preventDefault();
    first.focus();
  }, []);
  const items =
    links.length > 0 ? (
      <List $layout={entry.layout} ref={itemsRef}>
        {links.map((child) => {
          const onShowMarket = showMarketCallbacks.get(child.key);
          return (
            <DropdownItem
              key={child.key}
              entry={child}
              theme={theme}
              market={marketOf(child.code)}
              onShowMarket={onShowMarket}
              onKeyDown={onShowMarket ? tabIntoMarket : undefined}
            />
          );
        })}
      </List>
    ) : null;
  return (
    <Panel ref={panelRef}>
      {hasMarketItems ? (
        <DropdownOpenContext value={open}>
          <WithMarketPanel>
            {items}
            {drawnByServer
              ? serverMarkets.map((market) => (
                  <ServerMarketShell key={market} data-shell-of={market}>
                    <MarketPanelShell market={market} />
                  </ServerMarketShell>
                ))
              : null}
            {kept.map((market) => {
              const isShown = shown?.market === market;
              return (
                <KeptMarket
                  key={market}
                  data-shown={isShown}
                  // Out of the focus order and the accessibility tree while hidden: content-visibility does
                  // both (see market-sub-tabs, which also leaves out inert).
                  aria-hidden={isShown ? undefined : true}
                >
                  <PanelShowingContext value={opening}>
                    <ShownContext value={open && isShown}>
                      <MarketPanelSlot
                        market={market}
                        triggerKey={isShown ? shown.triggerKey : ''}
                        itemsRef={itemsRef}
                      />
                    </ShownContext>
                  </PanelShowingContext>
                </KeptMarket>
              );
            })}
          </WithMarketPanel>
        </DropdownOpenContext>
      ) : (
        items
      )}
      {groups.length > 0 ? (
        <Columns>
          {groups.map((group) => (
            <DropdownGroup
              key={group.key}
              group={group}
              theme={theme}
              columnSize={columnSizeOf(group, columnSizes)}
            />
          ))}
        </Columns>
      ) : null}
    </Panel>
  );
}

/** The chunk's entry point: a plain function, so the lazily loaded component keeps a stable identity. */
export function renderDropdownPanel(props: DropdownPanelProps) {
  return <DropdownPanel {...props} />;
}
