/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federationHostRuntimePlugins } from './federation-host-runtime-plugins';
import { chromePageFederation } from './page-federation';
import { providerExperiments, providerRuntimePlugins } from './provider-runtime-plugins';
import { singletonPackages } from './shared-singletons';

const hostDemo = path.resolve(__dirname, '../../host-demo');
const installedVersion = (packageName: string) =>
  (JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8')) as { version: string })
    .version;
const runtimeVersion = installedVersion('@site-chrome/runtime');
const [major, minor] = runtimeVersion.split('.');

describe('what a page built with its own config takes from the kit', () => {
  it('shares every page-wide singleton at the range the page depends on, and the runtime under its contract', () => {
    const { shared, shareStrategy } = chromePageFederation(hostDemo);

    for (const request of Object.values(singletonPackages).flat())
      expect(shared[request]).toMatchObject({ singleton: true, eager: false });
    expect(shared.react?.requiredVersion).toBe('^19.3.1');
    expect(shared['@site-chrome/runtime']).toEqual({
      singleton: true,
      eager: false,
      version: runtimeVersion,
      requiredVersion: `^${major}.${minor}.0`,
      strictVersion: true,
    });
    expect(shareStrategy).toBe('loaded-first');
  });

  it('takes the installed version of a singleton the page does not list', () => {
    // webpack/package.json lists no React among its dependencies.
    const { shared } = chromePageFederation(path.resolve(__dirname, '..'));
    const installed = installedVersion('react');

    expect(shared.react?.requiredVersion).toBe(`^${installed}`);
  });

  it('provides the runtime with the host kit’s runtime plugins, or only registers those', () => {
    expect(chromePageFederation(hostDemo)).toMatchObject({
      runtimePlugins: [...federationHostRuntimePlugins, ...providerRuntimePlugins],
      experiments: providerExperiments,
    });
    const consumerOnly = chromePageFederation(hostDemo, { provideRuntime: false });
    expect(consumerOnly.runtimePlugins).toEqual(federationHostRuntimePlugins);
    expect(consumerOnly).not.toHaveProperty('experiments');
  });
});
