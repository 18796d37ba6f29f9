/**
 * `@site-chrome/dev/demo`: what only the demo host and the local tooling use (the demo URL contract,
 * the local ports, the mock API's cookie names). Never federated and never in a production remote.
 */
export {
  defaultDemoSettings,
  demoSettingsToProps,
  demoSettingsToSearch,
  demoUser,
  maximumDemoMarketCount,
  parseDemoSettings,
  splitLanguageSegment,
} from './demo-settings';
export type { DemoSettings } from './demo-settings';
