import { useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tabListStyles, tabStyles } from '../../ui/tabs/tab-styles';
import { ShownContext } from './panel-showing';
import type { MarketTabView } from './market-tabs';

const SubTabList = styled.div`
  ${tabListStyles}
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

/*
 * A sub-market's list chosen before and now behind another tab: kept mounted but not rendered. Unlike
 * display: none (or React's Activity, which uses it), content-visibility keeps the list's computed style
 * and layout, so switching back costs a paint, not a fresh style and layout of every row.
 */
const KeptList = styled.div`
  &[data-shown='false'] {
    content-visibility: hidden;
  }
`;

const SubTab = styled.button`
  ${tabStyles}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export interface MarketSubTabsProps {
  view: MarketTabView;
  /**
   * The list for one sub-market. Only the chosen sub-tab's list is shown; a list chosen before stays
   * mounted, hidden, so switching back shows it as it was (each list is still fetched when first chosen).
   */
  children: (subMarket: string) => ReactNode;
  /** Controlled use (the Alpha list resets its sub-tab when the category changes). */
  value?: string;
  onValueChange?: (subMarket: string) => void;
}

/** Which tab an arrow key moves to, in the row's reading direction; undefined for other keys. */
function tabForKey(key: string, current: number, count: number, rightToLeft: boolean): number | undefined {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A market's sub-tabs (Spot: USDT, USDC, BTC, ETH; Futures: USDT-M, BTC-M, Delivery ...), as the WAI-ARIA
 * tabs pattern with automatic activation: one tab stop, arrow keys (mirrored right-to-left), Home and End.
 * Written here rather than with Radix Tabs, whose roving-focus, collection and presence layers cost this
 * panel's every opening a few milliseconds at 4x CPU (issue 9: open within 16 ms at 1x, 80 ms at 4x).
 * A market with one sub-market or none shows its list without a tab row.
 */
export function MarketSubTabs({ view, children, value, onValueChange }: MarketSubTabsProps) {
  const id = useId();
  const panelShown = useContext(ShownContext);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const first = view.subTabs[0]?.market ?? '';
  const [chosen, setChosen] = useState(first);
  const wanted = value ?? chosen;
  const activeIndex = Math.max(
    view.subTabs.findIndex((sub) => sub.market === wanted),
    0,
  );
  const active = view.subTabs[activeIndex]?.market ?? first;
  const [visited, setVisited] = useState<readonly string[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);
  if (view.subTabs.length <= 1) return <>{children(first)}</>;

  const choose = (subMarket: string) => {
    setChosen(subMarket);
    onValueChange?.(subMarket);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabForKey(event.key, activeIndex, view.subTabs.length, rightToLeft);
    const sub = next === undefined ? undefined : view.subTabs[next];
    if (next === undefined || sub === undefined) return;
    event.preventDefault();
    choose(sub.market);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <SubTabList role="tablist" aria-label={view.title} onKeyDown={onKeyDown}>
        {view.subTabs.map((sub, index) => (
          <SubTab
            key={sub.market}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${index}`}
            aria-selected={index === activeIndex}
            aria-controls={`${id}-panel`}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => choose(sub.market)}
          >
            {sub.title}
          </SubTab>
        ))}
      </SubTabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${activeIndex}`}>
        {visited
          .filter((subMarket) => view.subTabs.some((sub) => sub.market === subMarket))
          .map((subMarket) => (
            <KeptList
              key={subMarket}
              data-shown={subMarket === active}
              // content-visibility: hidden already takes it out of the focus order and the accessibility
              // tree; aria-hidden says so to tools that do not apply CSS. Not inert: it would restyle every
              // row on each switch, the work content-visibility saves.
              aria-hidden={subMarket === active ? undefined : true}
            >
              <ShownContext value={panelShown && subMarket === active}>{children(subMarket)}</ShownContext>
            </KeptList>
          ))}
      </div>
    </>
  );
}
