/** @jest-environment node */
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import publishBundlerRuntimePlugin from './publish-bundler-runtime-plugin';
import {
  publishedBundlerRuntimeKey,
  type GlobalWithBundlerRuntime,
  type PublishedBundlerRuntime,
} from './published-bundler-runtime';

const page = globalThis as GlobalWithBundlerRuntime;

type ContainerFederation = {
  runtime: { init: unknown };
  bundlerRuntime: PublishedBundlerRuntime['bundlerRuntime'] & { S: object };
  bundlerRuntimeOptions: object;
  attachShareScopeMap: unknown;
  instance: unknown;
};

/** What a remote's entry gets in place of the bundler runtime: a fresh evaluation per container, as on a page. */
function loadContainerCopy(): ContainerFederation {
  let federation: ContainerFederation | undefined;
  jest.isolateModules(() => {
    federation = (jest.requireActual('./bundler-runtime-from-page') as { default: ContainerFederation })
      .default;
  });
  return federation as ContainerFederation;
}

afterEach(() => {
  delete page[publishedBundlerRuntimeKey];
});

describe('the runtime provider (demo host, /loader.js)', () => {
  it('publishes every bundler runtime function a remote container calls, with its version', () => {
    publishBundlerRuntimePlugin();

    const published = page[publishedBundlerRuntimeKey];
    expect(published?.version).toBe(bundlerRuntimePackage.version);
    expect(published?.attachShareScopeMap).toEqual(expect.any(Function));
    for (const name of [
      'consumes',
      'I',
      'installInitialConsumes',
      // Dropped from the provider's own bundler runtime (it exposes nothing), published on purpose.
      'initContainerEntry',
      'init',
      'getSharedFallbackGetter',
    ] as const) {
      expect(published?.bundlerRuntime[name]).toEqual(expect.any(Function));
    }
  });

  it('keeps what was published first when a second provider starts', () => {
    publishBundlerRuntimePlugin();
    const first = page[publishedBundlerRuntimeKey];

    publishBundlerRuntimePlugin();

    expect(page[publishedBundlerRuntimeKey]).toBe(first);
  });
});

describe('a remote container built to use the page runtime', () => {
  it('uses the functions the page published', () => {
    publishBundlerRuntimePlugin();
    const published = page[publishedBundlerRuntimeKey] as PublishedBundlerRuntime;

    const federation = loadContainerCopy();

    expect(federation.bundlerRuntime.consumes).toBe(published.bundlerRuntime.consumes);
    expect(federation.bundlerRuntime.initContainerEntry).toBe(published.bundlerRuntime.initContainerEntry);
    expect(federation.attachShareScopeMap).toBe(published.attachShareScopeMap);
  });

  it('keeps its own state and its own runtime wrapper, so it never picks up the host instance', () => {
    publishBundlerRuntimePlugin();

    const header = loadContainerCopy();
    const footer = loadContainerCopy();

    expect(header.bundlerRuntime.S).not.toBe(footer.bundlerRuntime.S);
    expect(header.bundlerRuntimeOptions).not.toBe(footer.bundlerRuntimeOptions);
    expect(header.bundlerRuntimeOptions).toEqual({});
    expect(header.instance).toBeUndefined();
    expect(header.runtime.init).toEqual(expect.any(Function));
  });

  it('fails with a clear error on a page that provides no runtime', () => {
    expect(loadContainerCopy).toThrow(
      '[site-chrome] This remote uses the federation runtime of the page, and the page provides none',
    );
  });

  it('refuses a page runtime of another version, naming both', () => {
    publishBundlerRuntimePlugin();
    const published = page[publishedBundlerRuntimeKey] as PublishedBundlerRuntime;
    page[publishedBundlerRuntimeKey] = { ...published, version: '0.0.1' };

    expect(loadContainerCopy).toThrow(
      `[site-chrome] This remote was built with federation bundler runtime ${bundlerRuntimePackage.version}, the page provides 0.0.1`,
    );
  });
});
