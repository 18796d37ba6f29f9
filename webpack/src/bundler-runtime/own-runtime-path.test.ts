import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import publishBundlerRuntimePlugin from './publish-bundler-runtime-plugin';
import { ownRuntimeKey, type GlobalWithOwnRuntime, type OwnRuntime } from './own-runtime';
import { publishedBundlerRuntimeKey, type GlobalWithBundlerRuntime } from './published-bundler-runtime';

/*
 * A remote's slim entry on a page whose federation runtime it cannot use (another version, or none): it
 * downloads its own from its own origin and the container's `init` and chunk loads wait for it. The entry's
 * start-up is played here as the federation plugin's template writes it (FederationRuntimePlugin.getTemplate).
 */

const { version } = bundlerRuntimePackage;
const ownScriptUrl = `https://header.example/chrome/federation-runtime-${version}.js`;
type Page = GlobalWithBundlerRuntime &
  GlobalWithOwnRuntime & { _FEDERATION_RUNTIME_CORE_FROM?: { version: string } };
const page = globalThis as Page;

type Container = {
  p: string;
  l: (url: string, done: () => void, key: string) => void;
  federation: {
    initOptions: { name: string };
    instance?: unknown;
    runtime?: unknown;
    attachShareScopeMap?: (webpackRequire: unknown) => void;
    bundlerRuntime: {
      S: object;
      init: (options: { webpackRequire: Container }) => unknown;
      initContainerEntry: (options: object) => Promise<unknown>;
      consumes: (options: { chunkId: string; promises: Promise<unknown>[] }) => void;
    };
  };
};

/** Evaluates the entry of a remote named `name` and runs its start-up, as on a page. */
function startContainer(name = 'header'): Container {
  let federation: Omit<Container['federation'], 'initOptions'> | undefined;
  jest.isolateModules(() => {
    federation = (jest.requireActual('./bundler-runtime-from-page') as { default: typeof federation })
      .default;
  });
  const webpackRequire = {
    p: 'https://header.example/chrome/',
    // webpack's script loader, as in every entry: a script element, `done` once it loaded or failed.
    l: (url: string, done: () => void) => {
      const script = document.createElement('script');
      script.src = url;
      script.onload = script.onerror = () => done();
      document.head.appendChild(script);
    },
    federation: { ...federation, initOptions: { name } },
  } as Container;
  webpackRequire.federation.instance = webpackRequire.federation.bundlerRuntime.init({ webpackRequire });
  webpackRequire.federation.attachShareScopeMap?.(webpackRequire);
  return webpackRequire;
}

function ownRuntimeScripts() {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src === ownScriptUrl);
}

/**
 * A stand-in for federation-runtime-<version>.js (own-runtime-entry.test.ts holds the real one): its
 * `attach` puts functions that record their calls where the container's stand-ins were.
 */
function fakeOwnRuntime() {
  const functions = {
    initContainerEntry: jest.fn(() => 'initialised'),
    consumes: jest.fn(({ promises }: { promises: Promise<unknown>[] }) => {
      promises.push(Promise.resolve('consumed'));
    }),
  };
  return {
    version,
    functions,
    attach: jest.fn((webpackRequire: Container) => {
      Object.assign(webpackRequire.federation.bundlerRuntime, functions);
    }),
  };
}

/** The script arrives: it publishes the runtime under its version's key and fires `load`. */
function arrive(script: HTMLScriptElement, runtime: ReturnType<typeof fakeOwnRuntime>) {
  page[ownRuntimeKey(version)] = runtime as unknown as OwnRuntime;
  script.dispatchEvent(new Event('load'));
}

afterEach(() => {
  document.head.innerHTML = '';
  delete page[ownRuntimeKey(version)];
  delete page[publishedBundlerRuntimeKey];
  delete page._FEDERATION_RUNTIME_CORE_FROM;
  delete page[`${ownRuntimeKey(version)}_loading`];
});

describe('given a page that provides the federation runtime of exactly this version', () => {
  it('downloads nothing: the slim path', () => {
    page._FEDERATION_RUNTIME_CORE_FROM = { version };
    publishBundlerRuntimePlugin().beforeInit({});

    const container = startContainer();

    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(container.federation.bundlerRuntime.consumes).toBe(
      page[publishedBundlerRuntimeKey]?.bundlerRuntime.consumes,
    );
  });
});

describe('given a page with no federation runtime core at all (a page that loads remotes the standard way)', () => {
  it('the entry still starts: the runtime core, an empty global there, is read only when called', () => {
    // What `_FEDERATION_RUNTIME_CORE` (the core as the remote's build makes it an external) is on such a page.
    jest.doMock('@module-federation/runtime-core', () => undefined);

    startContainer();

    expect(ownRuntimeScripts()).toHaveLength(1);
    jest.dontMock('@module-federation/runtime-core');
  });
});

describe.each([
  ['provides no federation runtime', () => undefined],
  [
    'provides another version of it',
    () => {
      // A provider of 2.8.2 (the same plugin, as that release would have published it).
      page._FEDERATION_RUNTIME_CORE_FROM = { version };
      publishBundlerRuntimePlugin().beforeInit({});
      const published = page[publishedBundlerRuntimeKey];
      if (published) page[publishedBundlerRuntimeKey] = { ...published, version: '2.8.2' };
      page._FEDERATION_RUNTIME_CORE_FROM = { version: '2.8.2' };
    },
  ],
])('given a page that %s', (_situation, preparePage) => {
  beforeEach(preparePage);

  it('starts downloading its exact version from its own folder with its script loader as the entry starts, once', () => {
    startContainer();

    expect(ownRuntimeScripts()).toHaveLength(1);
  });

  it("waits for it in the container's init, attaches it, then initialises on it", async () => {
    const container = startContainer();
    const own = fakeOwnRuntime();
    const initialised = container.federation.bundlerRuntime.initContainerEntry({ shareScope: {} });
    expect(own.attach).not.toHaveBeenCalled();

    arrive(ownRuntimeScripts()[0] as HTMLScriptElement, own);

    await expect(initialised).resolves.toBe('initialised');
    expect(own.attach).toHaveBeenCalledWith(container);
    expect(own.functions.initContainerEntry).toHaveBeenCalledWith({ shareScope: {} });
  });

  it('holds chunk loads that start before the runtime has arrived until it has', async () => {
    const container = startContainer();
    const promises: Promise<unknown>[] = [];
    container.federation.bundlerRuntime.consumes({ chunkId: '42', promises });
    expect(promises).toHaveLength(1);

    arrive(ownRuntimeScripts()[0] as HTMLScriptElement, fakeOwnRuntime());

    await expect(Promise.all(promises)).resolves.toEqual([['consumed']]);
  });

  it('downloads it once for two remotes of the same version, and not again once it is there', async () => {
    const header = startContainer('header');
    const footer = startContainer('footer');
    expect(ownRuntimeScripts()).toHaveLength(1);
    const own = fakeOwnRuntime();

    arrive(ownRuntimeScripts()[0] as HTMLScriptElement, own);
    await Promise.all([
      header.federation.bundlerRuntime.initContainerEntry({}),
      footer.federation.bundlerRuntime.initContainerEntry({}),
    ]);
    startContainer('search');

    expect(ownRuntimeScripts()).toHaveLength(1);
    expect(own.attach).toHaveBeenCalledTimes(2);
  });

  it("fails the container's init with one clear error when the download fails, and tries again next time", async () => {
    const container = startContainer();

    ownRuntimeScripts()[0]?.dispatchEvent(new Event('error'));

    await expect(container.federation.bundlerRuntime.initContainerEntry({})).rejects.toThrow(
      `[site-chrome] could not load ${ownScriptUrl}`,
    );
    startContainer();
    expect(ownRuntimeScripts()).toHaveLength(2);
  });

  it('fails the same way when the script loads but publishes no runtime of this contract', async () => {
    const container = startContainer();

    ownRuntimeScripts()[0]?.dispatchEvent(new Event('load'));

    await expect(container.federation.bundlerRuntime.initContainerEntry({})).rejects.toThrow(
      `[site-chrome] could not load ${ownScriptUrl}`,
    );
  });
});
