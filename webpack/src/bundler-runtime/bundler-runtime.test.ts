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

type PageWithRuntimeCore = GlobalWithBundlerRuntime & { _FEDERATION_RUNTIME_CORE_FROM?: { version: string } };

/**
 * A provider's instance starting: the federation package's own plugin publishes the runtime core (here: of
 * `coreVersion`, unless one is there already), then ours runs.
 */
function startProvider(coreVersion = bundlerRuntimePackage.version) {
  (page as PageWithRuntimeCore)._FEDERATION_RUNTIME_CORE_FROM ??= { version: coreVersion };
  publishBundlerRuntimePlugin().beforeInit({});
}

afterEach(() => {
  delete page[publishedBundlerRuntimeKey];
  delete (page as PageWithRuntimeCore)._FEDERATION_RUNTIME_CORE_FROM;
});

describe('the runtime provider (demo host, /loader.js)', () => {
  it('publishes every bundler runtime function a remote container calls, with its version', () => {
    startProvider();

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
    startProvider();
    const first = page[publishedBundlerRuntimeKey];

    startProvider();

    expect(page[publishedBundlerRuntimeKey]).toBe(first);
  });

  it('publishes nothing beside a runtime core of another release (published first by another provider)', () => {
    startProvider('2.8.2');

    expect(page[publishedBundlerRuntimeKey]).toBeUndefined();
  });
});

describe('a remote container built to use the page runtime, on a page whose runtime is its exact version', () => {
  it('uses the functions the page published', () => {
    startProvider();
    const published = page[publishedBundlerRuntimeKey] as PublishedBundlerRuntime;

    const federation = loadContainerCopy();

    expect(federation.bundlerRuntime.consumes).toBe(published.bundlerRuntime.consumes);
    expect(federation.bundlerRuntime.initContainerEntry).toBe(published.bundlerRuntime.initContainerEntry);
    expect(federation.attachShareScopeMap).toBe(published.attachShareScopeMap);
  });

  it('keeps its own state and its own runtime wrapper, so it never picks up the host instance', () => {
    startProvider();

    const header = loadContainerCopy();
    const footer = loadContainerCopy();

    expect(header.bundlerRuntime.S).not.toBe(footer.bundlerRuntime.S);
    expect(header.bundlerRuntimeOptions).not.toBe(footer.bundlerRuntimeOptions);
    expect(header.bundlerRuntimeOptions).toEqual({});
    expect(header.instance).toBeUndefined();
    expect(header.runtime.init).toEqual(expect.any(Function));
  });
});

describe('a remote container built to use the page runtime, on a page whose runtime does not fit', () => {
  // What the container then does (downloads its own) is in own-runtime-path.test.ts.
  it.each([
    ['provides none', () => undefined],
    [
      'provides another version of the bundler runtime',
      () => {
        startProvider();
        const published = page[publishedBundlerRuntimeKey] as PublishedBundlerRuntime;
        page[publishedBundlerRuntimeKey] = { ...published, version: '0.0.1' };
      },
    ],
    [
      'has a provider of ours that started beside a runtime core of another release',
      () => startProvider('2.8.2'),
    ],
  ])('given a page that %s, it takes none of the page functions', (_situation, preparePage) => {
    preparePage();

    const federation = loadContainerCopy();

    expect(federation.attachShareScopeMap).toBeUndefined();
    expect(federation.runtime).toBeUndefined();
    expect(federation.bundlerRuntime.consumes).not.toBe(
      page[publishedBundlerRuntimeKey]?.bundlerRuntime.consumes,
    );
  });
});
