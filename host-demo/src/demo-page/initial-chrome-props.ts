import type { ChromeProps } from '@site-chrome/runtime';
import { demoSettingsToProps, splitLanguageSegment } from '@site-chrome/dev/demo';
import { storedFiat } from './stored-fiat';
import { readDemoSettings } from './use-demo-settings';

/**
 * The chrome's props as the page opens, before its app has run: what the demo page gives its slots first,
 * without the callbacks its app adds when it adopts them (`DemoPage`). The same settings, path and fiat
 * the server composed the page with, so hydration draws what the server drew.
 */
export function initialChromeProps(): ChromeProps {
  const { path } = splitLanguageSegment(window.location.pathname);
  const fiat = storedFiat();
  return { ...demoSettingsToProps(readDemoSettings(), path), ...(fiat ? { fiat } : {}) };
}
