/** @jest-environment node */
import manifestEntryPlugin from './manifest-entry-plugin';

/*
 * The page's runtime is built without the snapshot plugin (federation-runtime.ts: `disableSnapshot`), so this
 * plugin alone turns a remote registered by its manifest into the entry the runtime loads.
 */

type AfterResolve = NonNullable<ReturnType<typeof manifestEntryPlugin>['afterResolve']>;
type Args = Parameters<AfterResolve>[0];

function resolveArgs(entry: string, snapshot: Record<string, unknown>) {
  const requests: unknown[] = [];
  const args = {
    id: 'header/Header',
    pkgNameOrAlias: 'header',
    expose: './Header',
    remote: { name: 'header', entry },
    options: {},
    origin: {
      snapshotHandler: {
        loadRemoteSnapshotInfo: async (request: unknown) => {
          requests.push(request);
          return { remoteSnapshot: snapshot, globalSnapshot: {} };
        },
      },
    },
    remoteInfo: { name: 'header', entry, type: 'global', entryGlobalName: 'header', shareScope: 'default' },
  } as unknown as Args;
  return { args, requests };
}

const afterResolve = manifestEntryPlugin().afterResolve as AfterResolve;

describe('given a remote registered by its mf-manifest.json', () => {
  const manifestUrl = 'http://localhost:3001/mf-manifest.json';
  const snapshot = {
    publicPath: 'http://localhost:3001/',
    remoteEntry: 'remoteEntry.js',
    remoteEntryType: 'global',
    globalName: 'header',
    version: manifestUrl,
    buildVersion: '1.0.0',
  };

  it('loads the entry the manifest names, beside the manifest', async () => {
    const { args, requests } = resolveArgs(manifestUrl, snapshot);
    const resolved = (await afterResolve(args)) as Args;
    expect(resolved.remoteInfo).toMatchObject({
      entry: 'http://localhost:3001/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'header',
      buildVersion: '1.0.0',
    });
    // The same request id the runtime's own snapshot plugin passes: its manifest cache is keyed on it.
    expect(requests).toEqual([{ moduleInfo: args.remote, id: 'header/Header' }]);
  });

  it('fails the load, for the fallback, when the manifest names no entry', async () => {
    const { args } = resolveArgs(manifestUrl, { ...snapshot, remoteEntry: '' });
    await expect(afterResolve(args)).rejects.toThrow('names no entry');
  });
});

describe('given a remote registered straight by its entry script', () => {
  it('leaves it as it is, without reading any manifest', async () => {
    const { args, requests } = resolveArgs('http://localhost:3001/remoteEntry.js', {});
    expect(await afterResolve(args)).toBe(args);
    expect(requests).toEqual([]);
  });
});
