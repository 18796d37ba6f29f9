import { useChromeStore } from '@site-chrome/runtime';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { LoadedPart } from '../../ui/lazy-parts/create-lazy-part';
import { DisclosureChevron, menuTriggerStyles } from '../../ui/disclosure-chevron';
import type { NavigationEntry } from './navigation-model';
import { dropdownPanel } from './dropdown-panel-part';
import { serverDropdownPanel } from './server-dropdown-panel';
import { requestCompleteMenu } from './complete-menu';
import { useHoverDisclosure } from '../../ui/header-menu/use-hover-disclosure';

// Each item's button is the anchor its own panel hangs from (the one name, scoped to the item).
const Item = styled.li`
  anchor-scope: --navigation-group;
`;

const GroupButton = styled.button`
  ${menuTriggerStyles}
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  anchor-name: --navigation-group;

  /*
   * Hover shows the panel from the first pointer frame; Escape takes the interest back (see PanelHolder),
   * and it is shown again once the pointer leaves and comes back (the end delay never runs out first).
   */
  interest-delay-start: 0s;
  interest-delay-end: 1000000s;

  /* Before hydration the browser states the expanded state (aria-expanded is React's afterwards). */
  li:has(> :popover-open) > & {
    background: ${({ theme }) => theme.colors.surface};
  }

  li:has(> :popover-open) > & [data-chevron] {
    transform: rotate(180deg);
  }

  /* Its own rules: a browser without interest invokers drops the whole rule, and falls back below. */
  li:hover:has(> :interest-target) > & {
    background: ${({ theme }) => theme.colors.surface};
  }

  li:hover:has(> :interest-target) > & [data-chevron] {
    transform: rotate(180deg);
  }

  @supports not selector(:interest-target) {
    li:hover > & {
      background: ${({ theme }) => theme.colors.surface};
    }

    li:hover > & [data-chevron] {
      transform: rotate(180deg);
    }
  }
`;

/*
 * The panel: a popover of the button, so that the server's markup opens before any script (click, Enter
 * and Space toggle it, Escape and a click elsewhere close it) and while the item is hovered (CSS). Not the
 * popover's own look or place: it is laid out where it stands (hovered), or hangs below its button in the
 * top layer (popover open). Once React has the item, its inline visibility decides (see NavigationGroup).
 *
 * Hovered means hovered with the button's interest (its `interestfor`, on InterestMark): CSS alone cannot
 * hear Escape, but the browser takes the interest back on Escape (the APG's "Escape closes it"), so the
 * panel hides under a resting pointer. Not the popover itself as the interest's target: a click then
 * toggled the popover the hover had shown, shut. Kept shown while a link inside has the focus (a hover,
 * then Tab): hiding it would drop the focus to the page.
 */
const PanelHolder = styled.div`
  position: static;
  inset: auto;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  overflow: visible;
  border: 0;
  background: none;
  color: inherit;

  &[popover] {
    display: block;
    visibility: hidden;
  }

  &:popover-open,
  &:focus-within {
    visibility: visible;
  }

  li:hover:has(> :interest-target) > & {
    visibility: visible;
  }

  @supports not selector(:interest-target) {
    li:hover > & {
      visibility: visible;
    }
  }

  &:popover-open {
    position: fixed;
    position-anchor: --navigation-group;
    top: anchor(bottom);
    inset-inline-start: anchor(start);
  }
`;

/** The server's markup of a panel, kept as it is while hydrating and until React draws its own. */
const serverMarkup = { __html: '' };

/**
 * A top-level item with children: a disclosure button whose panel (in its own chunk) opens on hover and
 * on Enter/Space (`useHoverDisclosure`). The server draws the panel's contents too, so the dropdown works
 * before the header's code has come; React keeps that markup until it draws the panel itself.
 */
export function NavigationGroup({
  entry,
  columnSizes,
}: {
  entry: NavigationEntry;
  columnSizes: Readonly<Record<string, number>>;
}) {
  const theme = useChromeStore((state) => state.theme);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const interestId = useId();
  const { isOpen, client, itemProps, buttonProps, panelProps } = useHoverDisclosure(
    buttonRef,
    () => {
      void dropdownPanel.preload();
      // Hydration brought the menu's outline: the dropdown React draws needs the whole menu.
      if (entry.outline) requestCompleteMenu();
    },
    false,
    { itemRef, panelRef },
  );
  const renderPanel = dropdownPanel.usePart(isOpen);
  // Counts the openings. Once opened, the panel stays mounted and is hidden while closed: opening it again
  // shows the same elements, with the style and layout they had, instead of building them again. Hidden
  // by `visibility` rather than `display: none` (the `hidden` attribute, React's Activity), which throws the
  // layout away: at 10,000 markets, laying a market panel out again cost most of an opening (issue 9).
  // While closed the panel listens to nothing and polls nothing (it is told `open`). Each opening starts
  // with no market shown beside the items.
  const [opening, setOpening] = useState({ isOpen: false, count: 0 });
  if (opening.isOpen !== isOpen) setOpening({ isOpen, count: opening.count + (isOpen ? 1 : 0) });
  // The market whose shell (the server's) the reader's pointer is on: React's contents, replacing the
  // server's, show that market (see DropdownPanel). Read at hydration and as the pointer moves over them.
  const [marketShownByServer, setMarketShownByServer] = useState<string>();
  const followServerShell = () => {
    const shell = panelRef.current?.querySelector<HTMLElement>('[data-shell-of]:hover');
    setMarketShownByServer(shell?.dataset.shellOf);
  };
  const panelProperties = {
    entry,
    theme,
    columnSizes,
    anchorRef: buttonRef,
    opening: opening.count,
    marketShownByServer,
  };

  // The server draws the contents; in the browser, React keeps the server's (hydrating a page) until its
  // own are drawn: the first opening once the chunk and the whole menu are in.
  const renderOnServer = client || entry.outline ? undefined : serverDropdownPanel();
  const [keepsServerMarkup] = useState(!client && !renderOnServer);
  const drawn = renderPanel && opening.count > 0 && !entry.outline;
  // A reader tabbing through the server's contents when React's replace them keeps their place: the
  // same link (the same component drew both, from the same menu) takes the focus back.
  const focusedLink = useRef(-1);
  const followFocus = (event: FocusEvent<HTMLDivElement>) => {
    const links: Element[] = [...event.currentTarget.querySelectorAll('a')];
    focusedLink.current = links.indexOf(event.target);
  };
  const replacesServerMarkup = keepsServerMarkup && Boolean(drawn);
  // At hydration (once: the server's markup is React's to keep until it draws its own).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => (keepsServerMarkup ? followServerShell() : undefined), []);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!replacesServerMarkup || !panel || focusedLink.current < 0) return;
    if (!panel.contains(document.activeElement)) panel.querySelectorAll('a')[focusedLink.current]?.focus();
  }, [replacesServerMarkup]);
  const contents = renderOnServer ? (
    <LoadedPart render={renderOnServer} props={{ ...panelProperties, open: false }} />
  ) : drawn ? (
    <LoadedPart render={renderPanel} props={{ ...panelProperties, open: isOpen }} />
  ) : null;

  return (
    <Item ref={itemRef} {...itemProps}>
      <GroupButton
        {...buttonProps}
        data-track={`nav:${entry.code || entry.key}`}
        aria-controls={panelId}
        popoverTarget={panelId}
        // Not in React's types yet (an interest invoker: see PanelHolder).
        {...{ interestfor: interestId }}
      >
        {entry.label}
        <DisclosureChevron />
      </GroupButton>
      {/* What the button's interest names: the browser marks it `:interest-target` while the pointer shows
          interest in the button, until Escape (see PanelHolder). Hidden: nothing to draw or announce. */}
      <span id={interestId} hidden />
      <PanelHolder
        ref={panelRef}
        id={panelId}
        popover="auto"
        {...panelProps}
        onFocus={followFocus}
        onPointerOver={keepsServerMarkup && !drawn ? followServerShell : undefined}
        // Out of sight, reach (no hit tests, no focus) and the accessibility tree while closed: `visibility`
        // does all three. Not `inert` as well: it restyles the whole panel on each opening (twice the work).
        // Before hydration CSS decides (hover, the popover).
        style={client ? { visibility: isOpen ? 'visible' : 'hidden' } : undefined}
        aria-hidden={client && !isOpen ? true : undefined}
        {...(keepsServerMarkup && !drawn
          ? { dangerouslySetInnerHTML: serverMarkup, suppressHydrationWarning: true }
          : { children: contents })}
      />
    </Item>
  );
}
