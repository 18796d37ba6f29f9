import {
  ChromeRoot,
  HostCallbacksProvider,
  useChromeStore,
  useClientRender,
  useSite,
  useTranslation,
  type ExposedComponentProps,
} from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import { useFooterMenu } from '@site-chrome/data/footer-menu';
import { resolveVisibility } from '@site-chrome/rules/sites';
import { useVisibilityInput } from '@site-chrome/data/site-visibility';
import { useMemo } from 'react';
import styled from 'styled-components';
import { footerNamespace } from '../i18n/footer-translations';
import { FooterColumns, footerColumns, trackingQueryOf } from '../features/columns';
import { Copyright } from '../features/copyright';
import { useDownloadDialog } from '../features/download';
import { LegalLinks } from '../features/links';
import { PagePreferences } from '../features/preferences';
import { SocialLinks } from '../features/social';
import { useNearViewport } from '../ui/use-near-viewport';

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Holds the columns' place while the menu loads, so what follows does not jump when it arrives. */
const ColumnsPending = styled.div`
  min-height: 240px;
`;

const noKeys: readonly string[] = [];

/**
 * The site footer landmark: the server's link columns with the sub-site's rules (footer spec §2, §6), the
 * social links where the sub-site may show them, the reader's language and currency, then the copyright
 * and regulatory text. A visitor's click on the download entry opens the download dialog. Under the Italy
 * limit the main footer (columns and social links) is hidden; the legal links, preferences and copyright
 * area remain. When the menu cannot be had, the legal links stand in.
 */
export function FooterLayout({ props }: ExposedComponentProps) {
  const { t } = useTranslation(footerNamespace);
  const site = useSite();
  const language = useChromeStore((state) => state.language);
  const signedIn = useChromeStore((state) => state.user !== null);
  const download = useDownloadDialog();
  // One watch for the parts that load as the reader nears the footer: the choosers and the regulatory text.
  const [innerRef, near] = useNearViewport<HTMLDivElement>();
  // One read of the visibility inputs: the columns need the compliance list itself, not only the verdicts.
  const input = useVisibilityInput();
  const visibility = useMemo(() => resolveVisibility(input), [input]);
  const { linkTo } = useSitePaths();
  // The page's address is the browser's: the server and hydration draw the links without its tracking query.
  const client = useClientRender();
  const menu = useFooterMenu({ language, subWebsiteId: site.id, enabled: visibility.showMainFooter });
  const columns = useMemo(
    () =>
      footerColumns({
        menu: menu.data ?? [],
        site,
        language,
        complianceMenuList: input.complianceMenuList ?? noKeys,
        showNftLink: visibility.showNftLink,
        linkTo,
        trackingQuery: trackingQueryOf(client ? location.search : ''),
      }),
    [menu.data, site, language, input.complianceMenuList, visibility.showNftLink, linkTo, client],
  );

  let links = <LegalLinks />;
  if (visibility.showMainFooter && menu.isPending) links = <ColumnsPending aria-busy="true" />;
  else if (visibility.showMainFooter && columns.length > 0) {
    links = (
      <nav aria-label={t('siteNavigation')}>
        <FooterColumns columns={columns} onDownload={signedIn ? undefined : download.openFrom} />
      </nav>
    );
  }

  return (
    // The host's callbacks reach the choosers that call them through one context, not props.
    <HostCallbacksProvider value={props}>
      <ChromeRoot as="footer">
        <Inner ref={innerRef}>
          {links}
          {visibility.showMainFooter && visibility.showSocialIcons ? (
            <SocialLinks label={t('socialMedia')} />
          ) : null}
          {visibility.showLanguage || visibility.showExchangeRate ? (
            <PagePreferences
              near={near}
              showLanguage={visibility.showLanguage}
              showCurrency={visibility.showExchangeRate}
            />
          ) : null}
          <Copyright near={near} />
        </Inner>
        {download.dialog}
      </ChromeRoot>
    </HostCallbacksProvider>
  );
}
