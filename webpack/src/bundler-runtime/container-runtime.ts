import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  ModuleFederation,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/*
 * The part of `@module-federation/runtime` (2.9.2) a remote container's bundler runtime calls: `init`,
 * and `getRemoteEntry` for shared fallbacks. The published package carries module-level state (the
 * instance its `loadRemote` uses) and an error-code table, about 1 KB gzip per remoteEntry.js, and a
 * container needs neither. This keeps the package's `init` rules exactly, on the runtime core the page
 * provides; `container-runtime.test.ts` holds it to the package's behaviour.
 */

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

type InitOptions = ConstructorParameters<typeof ModuleFederation>[0];

function buildIdentifier(): string {
  return typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
}

/** The instance this build already registered on the page, found the way the runtime package finds it. */
function registeredInstance(name: string, version: string | undefined): ModuleFederation | undefined {
  const buildId = buildIdentifier();
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find((instance: ModuleFederation) => {
    if (buildId && instance.options.id === buildId) return true;
    if (instance.options.name === name && !instance.options.version && !version) return true;
    return instance.options.name === name && Boolean(version) && instance.options.version === version;
  });
}

/** `init` of `@module-federation/runtime`: reuse this build's registered instance, else create and register one. */
function init(options: InitOptions): ModuleFederation {
  const normalizedOptions = { ...options, id: options.id || '' };
  const existing = registeredInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalizedOptions);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  // The package spreads these options over a "name@version" id, so the id it keeps is this one too.
  const instance = new Federation(normalizedOptions);
  setGlobalFederationInstance(instance);
  return instance;
}

/**
 * Read from the runtime core when called, not when the entry starts: the core is the page's global
 * (`_FEDERATION_RUNTIME_CORE`), and on a page that has none the entry must still start, then take the
 * own-runtime path (bundler-runtime-from-page.ts).
 */
export const containerRuntime = {
  init,
  getRemoteEntry: (...args: Parameters<typeof getRemoteEntry>) => getRemoteEntry(...args),
};
