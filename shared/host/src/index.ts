/**
 * `@site-chrome/host`: what a page that loads the remotes needs (the demo host and the
 * plain-page loader), so both run the same code: the runtime map with its allowlist, loading an exposed
 * module once under its deadline, the one slot that owns a part's life on the page (`mountChromeSlot`,
 * shared/host/src/slot/), and the runtime plugins (load time-out, script
 * integrity, fallback on failure). Bundled into those two, never federated: remotes do not import it. The runtime plugins are
 * registered by file path in a build's federation config (see `federationHostRuntimePlugins` in
 * `@site-chrome/webpack`), so they are not exported here.
 */
export { remoteNames } from './remote-names';
export type { RemoteName } from './remote-names';
export { resolveRemoteMap } from './remote-map';
export type { RemoteMap } from './remote-map';
export { liveSlotIn, mountChromeSlot } from './slot/mount-chrome-slot';
/**
 * @public A React page's slot (examples/): `mountChromeSlot` in a component, so a dead remote shows its
 * fallback instead of throwing.
 */
export { ChromeSlot } from './slot/chrome-slot';
/** @public */
export type { ChromeSlotProps } from './slot/chrome-slot';
export type { SlotStatus } from './slot/mount-slot';
export { registerChromeRemotes } from './register-chrome-remotes';
export type { ExposedModuleId } from './load-remote-module';
export type { LoaderSettings } from './loader/loader-settings';
/** @public The types a React page outside this repository checks its props against (examples/). */
export type {
  AggregatedSearchProps,
  ChromeComponentModules,
  FiatRate,
  FooterProps,
  HeaderProps,
} from './chrome-modules';
