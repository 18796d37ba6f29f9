import type { BrowserContext, Page } from '@playwright/test';

/**
 * Installs, before any script of any page in the context runs, a stub of React's DevTools hook: every
 * React renderer (every copy of react-dom) registers itself through `inject`, so the count of calls is
 * the count of React copies on the page.
 */
export async function countReactRenderers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let injected = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map<number, unknown>(),
        supportsFiber: true,
        inject(renderer: unknown) {
          injected += 1;
          this.renderers.set(injected, renderer);
          return injected;
        },
        get injectCalls() {
          return injected;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

export function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { injectCalls: number } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.injectCalls,
  );
}

/** Every loaded copy of each shared package, as `version from <build>`. */
export function loadedSharedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type ShareEntry = { loaded?: boolean; from: string };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const byPackage: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [packageName, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded) continue;
            const copy = `${version} from ${entry.from}`;
            byPackage[packageName] ??= [];
            if (!byPackage[packageName].includes(copy)) byPackage[packageName].push(copy);
          }
        }
      }
    }
    return byPackage;
  });
}

/**
 * A hook name that only the federation runtime core contains (remote entries built with the external
 * runtime do not): each script that holds it is one copy of the runtime on the page.
 */
const runtimeCoreMarker = 'beforeInitContainer';

export interface ScriptRecord {
  url: string;
  bytes: number;
  hasRuntimeCore: boolean;
}

/** Records every script the page loads, with its size and whether it carries a federation runtime. */
export function watchScripts(page: Page): ScriptRecord[] {
  const scripts: ScriptRecord[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.text().catch(() => '');
    scripts.push({
      url: response.url(),
      bytes: body.length,
      hasRuntimeCore: body.includes(runtimeCoreMarker),
    });
  });
  return scripts;
}

/** Which build published the page's federation runtime (`_FEDERATION_RUNTIME_CORE_FROM.name`). */
export function runtimeProvider(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
        ._FEDERATION_RUNTIME_CORE_FROM?.name,
  );
}

// react-i18next is not here: it is not a shared module but part of @site-chrome/runtime (one copy with it).
export const singletonPackages = [
  'react',
  'react-dom',
  // The store's own import: nothing imports `zustand` itself any more.
  'zustand/vanilla',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'styled-components',
  '@site-chrome/runtime',
];
