import {
  chromeQueryClient,
  type ChromeProps,
  type ChromeTrackEvent,
  type Language,
  useHostProps,
  resolveSite,
} from '@site-chrome/runtime';
import { type RegionalRedirectTarget, sitePathPrefix } from '@site-chrome/rules/sites';
import { announcementPageKey } from '@site-chrome/data/announcements';
import { commonDataQueryOptions } from '@site-chrome/data/common-data';
import { demoSettingsToProps, splitLanguageSegment } from '@site-chrome/dev/demo';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { createGlobalStyle } from 'styled-components';
import { ControlPanel } from '../control-panel/control-panel';
import { FooterFallback } from '../fallbacks/footer-fallback';
import { HeaderFallback } from '../fallbacks/header-fallback';
import type { ChromeSlotProps } from '../remote-slots/chrome-slot';
import { demoPageFor } from './demo-pages';
import { PageContent } from './page-content';
import { storedFiat } from './stored-fiat';
import { useDemoSettings } from './use-demo-settings';

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
  }
`;

interface DemoPageProps {
  /**
   * What puts a part of the chrome on the page: the demo's `ChromeSlot` loads it from its origin at run
   * time; /bundled.html passes one that renders the copy imported at build time. A prop rather than an
   * import, so the bundled page carries no federation runtime.
   */
  Slot: ComponentType<ChromeSlotProps>;
  /** The page shown, without a language segment. Default: this document's path (/bundled.html shows '/'). */
  pagePath?: string;
  /**
   * The page came composed by a server with the parts' fragments (`ssr=1`), which carry their data: the page
   * asks the API for none of it.
   */
  serverComposed?: boolean;
}

/** The demo product page: header, announcement bar and footer from their own origins, around page content. */
export function DemoPage({ Slot, pagePath, serverComposed = false }: DemoPageProps) {
  const [settings, setSettings] = useDemoSettings();
  // The page path without a language segment: the chrome puts the prefix back on its links.
  const path = pagePath ?? splitLanguageSegment(window.location.pathname).path;
  const page = demoPageFor(path);
  const [lastClick, setLastClick] = useState<ChromeTrackEvent>();
  const [lastRedirect, setLastRedirect] = useState<string>();
  const [lastFiat, setLastFiat] = useState<string>();
  // Read once: the page's fiat as the server rendered it; a live choice afterwards lives in the store.
  const [initialFiat] = useState(storedFiat);

  const chromeProps = useMemo<ChromeProps>(
    () => ({
      ...demoSettingsToProps(settings, path),
      ...(initialFiat ? { fiat: initialFiat } : {}),
      onThemeChange: (theme) => setSettings({ ...settings, theme }),
      // Without this the header goes to the language URL, as on a real multi-language site.
      ...(settings.hostLanguage
        ? { onLanguageChange: (language: Language) => setSettings({ ...settings, language }) }
        : {}),
      onFiatChange: setLastFiat,
      // The demo's "Turkish site" is this page with the sub-site switched (the real address is the host's).
      onSiteChange: (target: RegionalRedirectTarget) => {
        window.history.pushState(null, '', `${target.path}${window.location.search}`);
        setSettings({ ...settings, site: target.site, language: 'tr' });
      },
      onLogin: () => setSettings({ ...settings, login: true }),
      onSignup: () => setSettings({ ...settings, login: true }),
      onLogout: () => setSettings({ ...settings, login: false, switchedAccount: '' }),
      onTrack: setLastClick,
      // Opting in: the demo's "regional host" is this page with the sub-site switched.
      ...(settings.regionalRedirect
        ? {
            onRegionalRedirect: (target: RegionalRedirectTarget) => {
              window.history.pushState(null, '', `${target.path}${window.location.search}`);
              setLastRedirect(`${settings.site} → ${target.site} at ${target.path}`);
              setSettings({ ...settings, site: target.site });
            },
          }
        : {}),
    }),
    [settings, path, setSettings, initialFiat],
  );
  // The host is one more reader of the page store: fallbacks follow the same theme and language.
  const props = useHostProps(chromeProps, 'DemoHost');
  const site = resolveSite(props.site);
  const pathPrefix = sitePathPrefix(site, props.language);
  const subWebsiteId = site.id;
  // Header and footer both read common data (link prefix, limits): the page asks for it while the remotes
  // are still loading, so their first render does not wait on a second round trip. Only in dynamic mode: out of
  // it the page asks for nothing the chrome would not.
  const { dynamicData } = props;
  useEffect(() => {
    if (!dynamicData || serverComposed) return;
    void chromeQueryClient.prefetchQuery(commonDataQueryOptions({ language: props.language, subWebsiteId }));
  }, [props.language, subWebsiteId, dynamicData, serverComposed]);

  // Made once per prefix and sign-in state, so the memoised slots skip the page's own re-renders.
  const signedIn = props.user !== null;
  const fallbacks = useMemo(
    () => ({
      header: <HeaderFallback pathPrefix={pathPrefix} pagePath={props.path} signedIn={signedIn} />,
      footer: <FooterFallback pathPrefix={pathPrefix} />,
    }),
    [pathPrefix, props.path, signedIn],
  );

  return (
    <>
      <PageStyle />
      <Slot id="header/Header" props={chromeProps} reservedHeight="65px" fallback={fallbacks.header} />
      {/* Only pages with an announcement key reserve the bar's slot (footer spec 4). */}
      {announcementPageKey(path) ? (
        <Slot id="header/AnnouncementBar" props={chromeProps} reservedHeight="40px" fallback={null} />
      ) : null}
      <PageContent page={page}>
        <ControlPanel
          settings={settings}
          onChange={setSettings}
          lastClick={lastClick}
          lastRedirect={lastRedirect}
          lastFiat={lastFiat}
        />
      </PageContent>
      <Slot id="footer/Footer" props={chromeProps} reservedHeight="160px" fallback={fallbacks.footer} />
    </>
  );
}
