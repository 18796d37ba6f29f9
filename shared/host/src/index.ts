/**
 * `@site-chrome/host`: what a page that loads the remotes needs (the demo host and the
 * plain-page loader), so both run the same code: the runtime map with its allowlist, loading an exposed
 * module once, the fallback deadline of a slot, and the runtime plugins (load time-out, script
 * integrity, fallback on failure). Bundled into those two, never federated: remotes do not import it. The runtime plugins are
 * registered by file path in a build's federation config (see `federationHostRuntimePlugins` in
 * `@site-chrome/webpack`); their factories are exported here for hosts that register plugins at run time.
 */
export { manifestFileName, remoteNames } from './remote-names';
export type { RemoteName } from './remote-names';
export { remoteOverrideParameter, resolveRemoteMap } from './remote-map';
export type { RemoteMap, RemoteMapSources } from './remote-map';
export { allowedOrigin, checkRemoteOverride } from './remote-override';
export type { OverrideCheck } from './remote-override';
export { loadRemoteModule } from './load-remote-module';
export { registerChromeRemotes } from './register-chrome-remotes';
export type { ExposedModuleId, RemoteModuleResult } from './load-remote-module';
export { isRemoteUnavailable } from './remote-unavailable';
export type { RemoteUnavailable } from './remote-unavailable';
export { default as loadTimeoutPlugin } from './runtime-plugins/load-timeout-plugin';
export { entryScriptTimeoutMs, manifestTimeoutMs } from './runtime-plugins/load-timeout-plugin';
export { default as scriptIntegrityPlugin } from './runtime-plugins/script-integrity-plugin';
export { default as remoteFallbackPlugin } from './runtime-plugins/remote-fallback-plugin';
