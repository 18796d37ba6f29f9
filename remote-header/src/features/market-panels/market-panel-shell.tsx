import { useTranslation } from '@site-chrome/runtime';
import { VisuallyHidden } from '@site-chrome/runtime/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';
import { tabListStyles, tabStyles } from '../../ui/tabs/tab-styles';
import type { MarketKey } from './market-keys';
import { marketPlaceholderRows, marketRowHeight } from './market-list/row-sizes';
import { MarketHeading, MarketSection } from './market-panel-frame';
import { marketTabView } from './market-tabs';

// The sub-tab row as the panel draws it (market-sub-tabs), names only: nothing to choose until the code comes.
const TabNames = styled.div`
  ${tabListStyles}
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

const TabName = styled.span`
  ${tabStyles}
  cursor: default;
`;

// The list's loading rows (virtual-market-list) in one element: the shell is drawn in every server
// fragment, once per market item, so it is as few elements as the look allows.
const LoadingRows = styled.div`
  height: ${marketPlaceholderRows * marketRowHeight}px;
  background: repeating-linear-gradient(
    to bottom,
    transparent 0 ${({ theme }) => theme.space.sm},
    ${({ theme }) => theme.colors.surface} 0 calc(${marketRowHeight}px - ${({ theme }) => theme.space.sm}),
    transparent 0 ${marketRowHeight}px
  );
`;

/**
 * A market panel before its code (and data) has come: its heading, its sub-tabs' names and a loading
 * status over the list's placeholder rows, in the panel's own box (market-panel-frame), so the panel
 * takes its place without anything beside it moving. Drawn by the fragment server in each dropdown that
 * has market items (shown by CSS while the item is hovered or focused), and in the browser while the
 * panel's chunk is on its way.
 */
export function MarketPanelShell({ market }: { market: MarketKey }) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  const headingId = useId();
  const view = marketTabView(market, undefined, t);
  return (
    <MarketSection aria-labelledby={headingId} aria-busy="true" $wide={market === 'memebox'}>
      <MarketHeading id={headingId}>{view.title}</MarketHeading>
      {view.subTabs.length > 1 ? (
        <TabNames aria-hidden="true">
          {view.subTabs.map((sub, index) => (
            <TabName key={sub.market} aria-selected={index === 0}>
              {sub.title}
            </TabName>
          ))}
        </TabNames>
      ) : null}
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <LoadingRows aria-hidden="true" />
    </MarketSection>
  );
}
