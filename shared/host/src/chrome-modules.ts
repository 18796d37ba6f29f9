import type { ChromeProps } from '@site-chrome/runtime';
import type { ComponentType } from 'react';

/** A fiat's symbol and its units per 1 USD, e.g. `{ symbol: '€', rate: 0.92 }`. */
export interface FiatRate {
  symbol: string;
  rate: number;
}

/**
 * AggregatedSearch's props as a page passes them (footer spec section 7, remote-search/README.md): each
 * optional, with the remote's defaults. Written out here because a page installs the host kit, not the
 * remote; scripts/kit/chrome-modules.test.ts holds it equal to what the remote's schema accepts.
 */
export interface AggregatedSearchProps {
  /** Language code, e.g. 'de'. Default 'en'. */
  language?: string | undefined;
  /** Fiat code -> its symbol and units per 1 USD. Default {}. */
  fiatRates?: Record<string, FiatRate> | undefined;
  /** The fiat prices are shown in, e.g. 'EUR'. Default 'USD'. */
  currentFiat?: string | undefined;
  /** Put before every link: '' or '/segment' ('/de'). Default ''. */
  languagePrefix?: string | undefined;
  /** Quote currency -> its value in USD, e.g. `{ BTC: 97000, USDT: 1 }`. Default {}. */
  marketRates?: Record<string, number> | undefined;
  /** The fiat a "buy" result uses when the current fiat cannot buy crypto. Default 'USD'. */
  defaultP2PFiat?: string | undefined;
  /** The contract version the page was written for; only 5 exists. Default 5. */
  searchVersion?: 5 | undefined;
  /** Colour theme. Default 'light'. */
  theme?: 'light' | 'dark' | undefined;
  /** Coins whose icons exist on the icon host; others get a lettered badge. Default: every icon requested. */
  coinIconWhitelist?: string[] | undefined;
}

/** The header's and the footer's props: the chrome props (README "Embedding a remote"). */
export type HeaderProps = ChromeProps;
export type FooterProps = ChromeProps;

/**
 * The exposed components a React page renders, by module id, with the props each takes:
 * `loadRemote<ChromeComponentModules['header/Header']>('header/Header')`. A wrong prop fails the page's
 * type check.
 */
export interface ChromeComponentModules {
  'header/Header': { default: ComponentType<HeaderProps>; chromeBuild: string };
  'header/AnnouncementBar': { default: ComponentType<ChromeProps>; chromeBuild: string };
  'footer/Footer': { default: ComponentType<FooterProps>; chromeBuild: string };
  'search/AggregatedSearch': { default: ComponentType<AggregatedSearchProps> };
}
