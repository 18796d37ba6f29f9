/**
 * `@site-chrome/shared/demo`: what only the demo host and the local tooling use (the demo URL contract,
 * the local ports, the mock API's cookie names). Never federated and never in a production remote.
 */
export {
  defaultDemoSettings,
  demoSettingsToProps,
  demoSettingsToSearch,
  demoUserUid,
  maximumDemoMarketCount,
  parseDemoSettings,
  splitLanguageSegment,
} from './demo-settings';
export type { DemoSettings } from './demo-settings';
export { appPorts, localManifestUrl } from './local-ports';
export {
  countryCookieName,
  faultCookieName,
  loginCookieName,
  marketsCookieName,
  uidCookieName,
} from '../mock-api/cookie-names';
