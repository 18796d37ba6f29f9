/** @jest-environment node */
import { CurrentGlobal } from '@module-federation/runtime-core';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { ownRuntimeKey, type GlobalWithOwnRuntime, type OwnRuntime } from './own-runtime';

/*
 * federation-runtime-<version>.js, the runtime a slim entry downloads on a page whose runtime does not fit:
 * what it publishes, and what its `attach` does to a container that started on stand-ins.
 */

const { version } = bundlerRuntimePackage;
const page = globalThis as GlobalWithOwnRuntime;

function runScript(): OwnRuntime {
  jest.isolateModules(() => {
    jest.requireActual('./own-runtime-entry');
  });
  return page[ownRuntimeKey(version)] as OwnRuntime;
}

/** A container as the slim entry left it on the own-runtime path: stand-ins, its own share scopes. */
function containerOnStandIns(name: string) {
  const standIns = { S: { default: {} }, init: jest.fn(), consumes: jest.fn() };
  return {
    federation: {
      initOptions: { name, remotes: [], shared: {} },
      bundlerRuntime: standIns,
      bundlerRuntimeOptions: {},
    } as Record<string, unknown> & { bundlerRuntime: typeof standIns },
  };
}

afterEach(() => {
  delete page[ownRuntimeKey(version)];
  CurrentGlobal.__FEDERATION__.__INSTANCES__.splice(0);
});

describe('the own-runtime script', () => {
  it('publishes its runtime under its version and contract, leaving the page runtime globals alone', () => {
    const before = { core: page._FEDERATION_RUNTIME_CORE, bundler: page._SITE_CHROME_BUNDLER_RUNTIME };

    const published = runScript();

    expect(published.version).toBe(version);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(before.core);
    expect(page._SITE_CHROME_BUNDLER_RUNTIME).toBe(before.bundler);
  });

  it('keeps what a first script of its version published when a second one runs', () => {
    const first = runScript();

    expect(runScript()).toBe(first);
  });

  it("attaches to a container: the package's functions replace the stand-ins, and its instance is made", () => {
    const container = containerOnStandIns('header');

    const standIns = { ...container.federation.bundlerRuntime };

    runScript().attach(container as never);

    // The script is a fresh evaluation of the package (as on a page): its own copies of the functions.
    const attached = container.federation.bundlerRuntime as Record<string, unknown>;
    for (const name of ['consumes', 'init'] as const) {
      expect(attached[name]).not.toBe(standIns[name]);
      expect(attached[name]).toEqual(expect.any(Function));
    }
    expect(attached.initContainerEntry).toEqual(expect.any(Function));
    expect(attached.I).toEqual(expect.any(Function));
    expect(container.federation.runtime).toEqual(expect.objectContaining({ init: expect.any(Function) }));
    // Made by the script's runtime and registered on the page, as a bundled entry's would be.
    expect(CurrentGlobal.__FEDERATION__.__INSTANCES__).toEqual([container.federation.instance]);
    expect((container.federation.instance as { options: { name: string } }).options.name).toBe('header');
  });

  it('leaves each container its own share scopes', () => {
    const header = containerOnStandIns('header');
    const footer = containerOnStandIns('footer');
    const own = runScript();

    own.attach(header as never);
    own.attach(footer as never);

    expect(header.federation.bundlerRuntime.S).not.toBe(footer.federation.bundlerRuntime.S);
    expect(header.federation.bundlerRuntime.S).toEqual({ default: {} });
  });
});
