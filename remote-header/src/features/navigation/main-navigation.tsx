import { IconButton } from '@site-chrome/runtime/ui';
import { useChromeStore, useSite, useTranslation } from '@site-chrome/runtime';
import { useRef } from 'react';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { ChatRoomButton } from '../chat-room';
import { EntryLink } from './entry-link';
import { NavigationGroup } from './navigation-group';
import type { NavigationEntry } from './navigation-model';
import { useScrollArrows } from './use-scroll-arrows';

const Navigation = styled.nav`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  min-width: 0;
`;

const Scroller = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  /* Room for the focus ring, which the horizontal clipping would otherwise cut. */
  padding: 4px;
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const ArrowButton = styled(IconButton)`
  flex: none;

  svg {
    width: 16px;
    height: 16px;
  }

  /* The arrows point along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

function ArrowIcon({ towards }: { towards: 'back' | 'forward' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={towards === 'back' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

const EntryList = styled.ul`
  display: flex;
  align-items: center;
  /* The row the server menu fills: its tallest item (a 24 px promotion image and its padding). Kept while
     the menu loads, so the items arriving do not move the bar's contents (a layout shift). */
  min-block-size: 40px;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The server menu's chat-room item (code `chat_room`, no link of its own): a button opening the chat room. */
function isChatRoomEntry(entry: NavigationEntry): boolean {
  return entry.code === 'chat_room' && entry.href === '' && entry.children.length === 0;
}

/** The "Main" navigation landmark: the server menu's top-level items, as links and dropdowns. */
export function MainNavigation({ entries }: { entries: NavigationEntry[] }) {
  const { t } = useTranslation();
  const { t: tHeader } = useTranslation(headerNamespace);
  const currentPath = useChromeStore((state) => state.path);
  const site = useSite();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const arrows = useScrollArrows(scrollerRef, entries);

  return (
    <Navigation aria-label={t('mainNavigation')}>
      {arrows.canScrollBack ? (
        // Out of the tab order: keyboard users reach every item with Tab, which scrolls it into view.
        <ArrowButton
          type="button"
          tabIndex={-1}
          aria-label={tHeader('navigation.scrollBack')}
          onClick={() => arrows.scrollByStep(-1)}
        >
          <ArrowIcon towards="back" />
        </ArrowButton>
      ) : null}
      <Scroller ref={scrollerRef}>
        <EntryList>
          {entries.map((entry) =>
            entry.children.length > 0 ? (
              // The more-menu's groups are split into columns by their own code (header spec section 2).
              <NavigationGroup key={entry.key} entry={entry} columnSizes={site.menuColumnSizes} />
            ) : entry.href ? (
              <li key={entry.key}>
                <EntryLink entry={entry} current={currentPath === entry.path} />
              </li>
            ) : isChatRoomEntry(entry) ? (
              <li key={entry.key}>
                <ChatRoomButton label={entry.label} code={entry.code} />
              </li>
            ) : null,
          )}
        </EntryList>
      </Scroller>
      {arrows.canScrollForward ? (
        <ArrowButton
          type="button"
          tabIndex={-1}
          aria-label={tHeader('navigation.scrollForward')}
          onClick={() => arrows.scrollByStep(1)}
        >
          <ArrowIcon towards="forward" />
        </ArrowButton>
      ) : null}
    </Navigation>
  );
}
