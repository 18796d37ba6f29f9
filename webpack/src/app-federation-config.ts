import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { FederationRuntime } from './federation-runtime';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** What an app says about itself in its `module-federation.config.ts`. */
export interface AppFederationConfig {
  /** Container name, also the global the remote entry defines (`window.header`). */
  name: string;
  /** Public module name -> source file, relative to the app folder. Empty for the host. */
  exposes?: Record<string, string>;
  /** Runtime plugin files, relative to the app folder or absolute. */
  runtimePlugins?: readonly string[];
  /**
   * Where the federation runtime comes from: `'external'` for remotes (the page provides it, entries stay
   * small), `'provide'` for the page's one pure consumer (demo host, /loader.js). Default `'bundled'`.
   */
  runtime?: FederationRuntime;
  /**
   * Shared packages in the entry chunk instead of chunks of their own (default false). For the page that
   * provides them: its first render needs them all, and one file arrives sooner than twenty over HTTP/1.1.
   */
  eagerShared?: boolean;
  /**
   * Manifests the page's HTML starts fetching at once (`<link rel="preload" as="fetch">`): those of the
   * remotes every page shows, at their default addresses. Default none.
   */
  preloadManifests?: readonly string[];
  /**
   * A small script built without federation (`preload.js`, see createPreloadScriptConfig) that the page runs
   * first, to start remote downloads before its main script has arrived. Relative to the app folder.
   */
  preloadScript?: string;
  /** Type generation (remotes) or consumption (hosts); see the federation `dts` option. */
  dts?: FederationOptions['dts'];
}

/** Whether the build offers modules to other pages (a remote) rather than only loading them. */
export function exposesModules(federation: AppFederationConfig): boolean {
  return Object.keys(federation.exposes ?? {}).length > 0;
}
