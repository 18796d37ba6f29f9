import { scriptIntegrityGlobalName } from '../integrity/integrity-contract';
import { createRemoteScript } from './remote-script';
import type scriptIntegrityPluginType from './script-integrity-plugin';

type AfterLoadManifestArgs = Parameters<
  NonNullable<ReturnType<typeof scriptIntegrityPluginType>['afterLoadManifest']>
>[0];

const origin = 'http://localhost:3001';
const entryIntegrity = `sha384-${'A'.repeat(64)}`;
const chunkIntegrity = `sha384-${'B'.repeat(64)}`;

/** The plugin as a fresh page has it: its own table, and warnings said once for the page's lifetime. */
function pluginOnFreshPage(): ReturnType<typeof scriptIntegrityPluginType> {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(scriptIntegrityGlobalName)];
  let plugin: ReturnType<typeof scriptIntegrityPluginType> | undefined;
  jest.isolateModules(() => {
    const { default: scriptIntegrityPlugin } = jest.requireActual<{
      default: typeof scriptIntegrityPluginType;
    }>('./script-integrity-plugin');
    plugin = scriptIntegrityPlugin();
  });
  if (!plugin) throw new Error('script-integrity-plugin did not load');
  return plugin;
}

/** The runtime having read `manifestJson` from the header's manifest. */
async function runtimeReads(plugin: ReturnType<typeof scriptIntegrityPluginType>, manifestJson: object) {
  await plugin.afterLoadManifest?.({
    manifestUrl: `${origin}/mf-manifest.json`,
    manifestJson,
  } as unknown as AfterLoadManifestArgs);
}

const manifest = (integrity?: unknown) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
  shared: [],
  ...(integrity === undefined ? {} : { integrity }),
});

describe('given a manifest that lists its scripts with their integrity', () => {
  it('when the runtime creates the entry and a chunk, each carries its integrity and loads with CORS', async () => {
    const plugin = pluginOnFreshPage();

    await runtimeReads(
      plugin,
      manifest({ 'remoteEntry.js': entryIntegrity, '__federation_expose_Header.1a2b.js': chunkIntegrity }),
    );
    const entry = createRemoteScript(`${origin}/remoteEntry.js`);
    const chunk = createRemoteScript(`${origin}/__federation_expose_Header.1a2b.js`, {
      fetchpriority: 'high',
    });

    expect(entry.getAttribute('integrity')).toBe(entryIntegrity);
    expect(entry.crossOrigin).toBe('anonymous');
    expect(chunk.getAttribute('integrity')).toBe(chunkIntegrity);
    expect(chunk.getAttribute('fetchpriority')).toBe('high');
  });

  it('when a remote chunk is loaded by webpack, the page’s table gives it the same integrity', async () => {
    const plugin = pluginOnFreshPage();

    await runtimeReads(plugin, manifest({ '123.4567.js': chunkIntegrity }));

    // What the remotes' `__webpack_require__.l` reads (ChunkIntegrityPlugin in @site-chrome/webpack).
    const table = (globalThis as Record<symbol, Map<string, string> | undefined>)[
      Symbol.for(scriptIntegrityGlobalName)
    ];
    expect(table?.get(`${origin}/123.4567.js`)).toBe(chunkIntegrity);
  });
});

describe('given a manifest from before integrity was written (version skew)', () => {
  it('its scripts load unchecked and nothing is logged', async () => {
    const plugin = pluginOnFreshPage();
    const warn = jest.spyOn(console, 'warn');

    await runtimeReads(plugin, manifest());
    const entry = createRemoteScript(`${origin}/remoteEntry.js`);

    expect(entry.hasAttribute('integrity')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('given a manifest with integrity values the browser could not check', () => {
  it('drops them and hashes for other origins’ files, warns once naming the manifest and the files, and loads those scripts unchecked', async () => {
    const plugin = pluginOnFreshPage();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = manifest({
      'remoteEntry.js': 'sha384-not-base64!',
      'a.js': `sha384-${'A'.repeat(63)}`,
      'b.js': 42,
      'c.js': chunkIntegrity,
      'http://localhost:3002/remoteEntry.js': entryIntegrity,
    });

    await runtimeReads(plugin, broken);
    await runtimeReads(plugin, broken);

    expect(createRemoteScript(`${origin}/remoteEntry.js`).hasAttribute('integrity')).toBe(false);
    expect(createRemoteScript(`${origin}/c.js`).getAttribute('integrity')).toBe(chunkIntegrity);
    // Another origin's script (the footer's entry) is not the header manifest's to speak for.
    expect(createRemoteScript('http://localhost:3002/remoteEntry.js').hasAttribute('integrity')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `[site-chrome] ${origin}/mf-manifest.json gives no usable integrity for remoteEntry.js, a.js, b.js and 1 more: loaded without an integrity check.`,
    );
  });

  it('when the whole field is not a list of files, warns once and loads everything unchecked', async () => {
    const plugin = pluginOnFreshPage();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    await runtimeReads(plugin, manifest('sha384-everything'));

    expect(createRemoteScript(`${origin}/remoteEntry.js`).hasAttribute('integrity')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no usable integrity for every script');
  });
});
