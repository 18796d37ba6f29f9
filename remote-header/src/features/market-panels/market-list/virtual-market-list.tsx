import { useTranslation } from '@site-chrome/runtime';
import { VisuallyHidden } from '@site-chrome/runtime/ui';
import { useSitePaths } from '@site-chrome/data/common-data';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { List, useListRef, type RowComponentProps } from 'react-window';
import styled from 'styled-components';
import { panelsNamespace } from '../../../i18n/panels/panel-translations';
import type { MarketRow } from '@site-chrome/data/search-catalogue';
import { DropdownOpenContext, PanelShowingContext, ShownContext } from '../panel-showing';
import { rowForKey } from './list-keys';
import { MarketRowLink, marketRowStyles, type MarketRowLabels } from './market-row-link';
import { useDeferredOverscan } from './use-deferred-overscan';
import { useListScrolling } from './use-list-scrolling';

/** Header spec section 9: the market lists are 530 px tall at most, with 9 rows of overscan. */
const marketListHeight = 530;
const marketListOverscan = 9;
/** How long a row drawn during a scroll stays on screen before it loads its icon. */
const rowIconDelayMs = 250;

const Frame = styled.div`
  position: relative;
  ${marketRowStyles}
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Placeholder = styled.div<{ $height: number }>`
  box-sizing: border-box;
  height: ${({ $height }) => $height}px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  &::before {
    content: '';
    display: block;
    height: 100%;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ViewAll = styled.a`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  box-shadow: 0 4px 12px rgb(0 0 0 / 16%);

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface ActiveRow {
  /** The row that takes Tab into the list (roving tab index). */
  index: number;
  /** Whether it should hold focus: true after an arrow key, false once focus leaves the list. */
  focused: boolean;
}

/*
 * The active row reaches the rows through context, not through react-window's `rowProps`: a new `rowProps`
 * object makes react-window rebuild its row-size cache and re-read the list's scroll position during the
 * commit, which forced a layout in the same task each time a scroll rested and moved the tab stop (a task
 * of over 50 ms at 4x CPU throttling, issue 9).
 */
const ActiveRowContext = createContext<ActiveRow>({ index: 0, focused: false });

interface RowProps {
  rows: readonly MarketRow[];
  linkTo: (path: string) => string;
  labels: MarketRowLabels;
  onRowFocus: (index: number) => void;
  /** Whether the list is being scrolled: a row drawn meanwhile waits before it loads its icon. */
  isScrolling: () => boolean;
}

function ListRow({
  index,
  style,
  ariaAttributes,
  rows,
  linkTo,
  labels,
  onRowFocus,
  isScrolling,
}: RowComponentProps<RowProps>) {
  const row = rows[index];
  const link = useRef<HTMLAnchorElement>(null);
  const activeRow = useContext(ActiveRowContext);
  const isActive = index === activeRow.index;
  const focusActive = activeRow.focused;
  // A fast scroll passes hundreds of rows, each drawn for a frame or two; requesting and decoding each
  // one's icon on the way made frames of over 50 ms at 4x CPU throttling. A row drawn during a scroll
  // shows its icon once it has stayed on screen for a moment; rows flown past never request theirs.
  const [iconShown, setIconShown] = useState(() => !isScrolling());
  useEffect(() => {
    if (iconShown) return undefined;
    const timer = setTimeout(() => setIconShown(true), rowIconDelayMs);
    return () => clearTimeout(timer);
  }, [iconShown]);
  const onFocus = useCallback(() => onRowFocus(index), [onRowFocus, index]);

  // A row the arrow keys moved to takes focus once it is drawn (it may arrive a frame after the scroll).
  useLayoutEffect(() => {
    if (isActive && focusActive) link.current?.focus({ preventScroll: true });
  }, [isActive, focusActive]);

  // A focused row scrolled out of the rendered window is removed: hand focus to the list first, so focus
  // never falls to the page (which would close the dropdown) and the arrow keys keep working.
  useLayoutEffect(() => {
    const element = link.current;
    return () => {
      if (element !== null && element === element.ownerDocument.activeElement) {
        element.closest<HTMLElement>('[role="list"]')?.focus({ preventScroll: true });
      }
    };
  }, []);

  return (
    <div {...ariaAttributes} style={style}>
      {row ? (
        <MarketRowLink
          ref={link}
          row={row}
          href={row.path ? linkTo(row.path) : ''}
          tabIndex={isActive ? 0 : -1}
          labels={labels}
          showIcon={iconShown}
          onFocus={onFocus}
        />
      ) : null}
    </div>
  );
}

export interface VirtualMarketListProps {
  /** The list's accessible name: its tab, e.g. "Spot" (ARCHITECTURE "Accessible names"). */
  label: string;
  /** Undefined while the first answer is on its way. */
  rows: readonly MarketRow[] | undefined;
  /** 58 px for market rows, 49 px for Alpha tokens. */
  rowHeight: number;
  /** Placeholder rows while loading: 10 for market rows, 8 skeleton rows for Alpha. */
  placeholderCount: number;
  /** Where "View All" leads (before the language prefix). */
  viewAllPath: string;
}

/**
 * A market list that stays smooth at 10,000 rows: react-window draws only the rows in view plus 9 on each
 * side. Rows are links with a roving tab index: Tab enters on one row, the arrow keys (and Home, End,
 * PageUp, PageDown) move between rows, Enter opens; Escape is left to the dropdown, which closes and
 * returns focus to its button.
 */
export function VirtualMarketList({
  label,
  rows,
  rowHeight,
  placeholderCount,
  viewAllPath,
}: VirtualMarketListProps) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const { linkTo } = useSitePaths();
  const listRef = useListRef(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [focusActive, setFocusActive] = useState(false);
  const labels = useMemo<MarketRowLabels>(() => {
    // "Opens {{time}}" is interpolated once per list, not once per new listing on every draw.
    const marker = '\u0001';
    const [before = '', after = ''] = t('opensAt', { time: marker }).split(marker);
    return {
      st: t('st'),
      stLabel: t('stLabel'),
      tags: { hot: t('tags.hot'), new: t('tags.new') },
      opensAt: (time) => `${before}${time}${after}`,
    };
  }, [t]);
  // Rows drawn now (kept in a ref: state here would redraw every row on every scroll step).
  const drawnRows = useRef({ startIndex: 0, stopIndex: 0 });
  // Once a scroll rests, a tab stop scrolled out of the window moves to the first row drawn, so Tab
  // still enters the list (unless the list has focus: then the arrow keys own the position).
  const settleTabStop = useCallback(() => {
    const list = listRef.current?.element;
    if (list?.contains(list.ownerDocument.activeElement)) return;
    const { startIndex, stopIndex } = drawnRows.current;
    setActiveIndex((current) => (current < startIndex || current > stopIndex ? startIndex : current));
  }, [listRef]);
  // Each opening of the dropdown shows the list from the top, with the tab stop on the first row (the panel
  // stays mounted, hidden, between openings). A sub-tab switch keeps the position: that list is only hidden.
  const showing = useContext(PanelShowingContext);
  const [seenShowing, setSeenShowing] = useState(showing);
  if (seenShowing !== showing) {
    setSeenShowing(showing);
    setActiveIndex(0);
    setFocusActive(false);
  }
  // The scroll goes back to the top for the next opening. A list on screen when the dropdown closes goes
  // back then, while the closed dropdown still has its layout, so the top rows are drawn before it opens
  // again (Tab reaches the first row at once). Any other list goes back the first time it is on screen in
  // an opening: when its market is shown, or later, when its sub-tab is chosen.
  const shownInTab = useContext(ShownContext);
  const dropdownOpen = useContext(DropdownOpenContext);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolledToTopIn = useRef(showing);
  const wasShown = useRef(shownInTab);
  useLayoutEffect(() => {
    const list = frameRef.current?.querySelector<HTMLElement>('[role="list"]');
    const closedOnIt = !dropdownOpen && wasShown.current;
    wasShown.current = shownInTab;
    if (closedOnIt) {
      scrolledToTopIn.current = showing + 1;
    } else if (shownInTab && scrolledToTopIn.current !== showing) {
      scrolledToTopIn.current = showing;
    } else {
      return;
    }
    if (list && list.scrollTop !== 0) list.scrollTop = 0;
  }, [showing, shownInTab, dropdownOpen]);
  const scrolling = useListScrolling(settleTabStop);
  const overscan = useDeferredOverscan(rows, marketListOverscan);
  const count = rows?.length ?? 0;
  const rowsPerPage = Math.max(Math.floor(marketListHeight / rowHeight) - 1, 1);

  const onRowFocus = useCallback((index: number) => setActiveIndex(index), []);
  const rowProps = useMemo<RowProps>(
    () => ({ rows: rows ?? [], linkTo, labels, onRowFocus, isScrolling: scrolling.isScrolling }),
    [rows, linkTo, labels, onRowFocus, scrolling.isScrolling],
  );
  const activeRow = useMemo<ActiveRow>(
    () => ({ index: activeIndex, focused: focusActive }),
    [activeIndex, focusActive],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rowForKey(event.key, activeIndex, count, rowsPerPage);
    if (next === undefined) return;
    event.preventDefault();
    setActiveIndex(next);
    setFocusActive(true);
    listRef.current?.scrollToRow({ index: next, align: 'auto' });
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusActive(false);
  };

  const onRowsRendered = useCallback((drawn: { startIndex: number; stopIndex: number }) => {
    drawnRows.current = drawn;
  }, []);

  if (rows === undefined) {
    return (
      <Frame aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <div aria-hidden="true" data-placeholder-rows={placeholderCount}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            <Placeholder key={index} $height={rowHeight} />
          ))}
        </div>
      </Frame>
    );
  }
  if (count === 0) return <Message role="status">{t('noData')}</Message>;

  return (
    <Frame ref={frameRef}>
      <ActiveRowContext value={activeRow}>
        <List
          listRef={listRef}
          aria-label={label}
          // Focus lands here only when a focused row scrolls out of the window (see ListRow).
          tabIndex={-1}
          rowComponent={ListRow}
          rowProps={rowProps}
          rowCount={count}
          rowHeight={rowHeight}
          overscanCount={overscan}
          defaultHeight={Math.min(count * rowHeight, marketListHeight)}
          // Fixed size, so scrolling and redrawing rows never lays out or paints anything outside the list.
          style={{ height: Math.min(count * rowHeight, marketListHeight), contain: 'strict' }}
          onScroll={scrolling.onScroll}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onRowsRendered={onRowsRendered}
        />
      </ActiveRowContext>
      {scrolling.viewAllShown ? <ViewAll href={linkTo(viewAllPath)}>{t('viewAll')}</ViewAll> : null}
    </Frame>
  );
}
