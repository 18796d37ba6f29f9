import { isRemoteUnavailable } from '@site-chrome/runtime/loading';
import type remoteFallbackPluginType from './remote-fallback-plugin';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ReturnType<typeof remoteFallbackPluginType>['errorLoadRemote']>
>[0];

function failedLoad(
  lifecycle: ErrorLoadRemoteArgs['lifecycle'],
  error: unknown,
  id = 'header/Header',
): ErrorLoadRemoteArgs {
  return { id, error, lifecycle, from: 'runtime', origin: {} as ErrorLoadRemoteArgs['origin'] };
}

/** The plugin as a fresh page has it: the page says each failure once for its lifetime. */
function pluginOnFreshPage(): ReturnType<typeof remoteFallbackPluginType> {
  let plugin: ReturnType<typeof remoteFallbackPluginType> | undefined;
  jest.isolateModules(() => {
    const { default: remoteFallbackPlugin } = jest.requireActual<{
      default: typeof remoteFallbackPluginType;
    }>('./remote-fallback-plugin');
    plugin = remoteFallbackPlugin();
  });
  if (!plugin) throw new Error('remote-fallback-plugin did not load');
  return plugin;
}

/** An error as the federation runtime throws it when it could not get a manifest. */
const manifestFailure = (cause: string) =>
  new Error(
    [
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
      'args: {"manifestUrl":"http://localhost:3001/mf-manifest.json","moduleName":"header","hostName":"host"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003',
      'Original Error Message:',
      ` Error: ${cause}`,
    ].join('\n'),
  );

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
});

const loggedLines = () => consoleError.mock.calls.map(([message]) => String(message));

describe('given a remote that failed at its final load step', () => {
  it('resolves to RemoteUnavailable with a one-line reason and logs one error', () => {
    const plugin = pluginOnFreshPage();

    const result = plugin.errorLoadRemote?.(
      failedLoad(
        'onLoad',
        new Error('Loading script failed.\n(missing: http://localhost:3001/remoteEntry.js)'),
      ),
    );

    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toEqual({
      remoteUnavailable: true,
      id: 'header/Header',
      reason: 'Loading script failed. (missing: http://localhost:3001/remoteEntry.js)',
    });
    expect(loggedLines()).toEqual([
      '[site-chrome] remote "header/Header" could not be loaded; showing its fallback. Reason: Loading script failed. (missing: http://localhost:3001/remoteEntry.js)',
    ]);
  });

  it('puts the cause the runtime wrapped first, then its summary', () => {
    const result = pluginOnFreshPage().errorLoadRemote?.(
      failedLoad(
        'onLoad',
        manifestFailure('manifest http://localhost:3001/mf-manifest.json did not answer within 5000 ms'),
      ),
    );

    expect(result).toMatchObject({
      reason:
        'manifest http://localhost:3001/mf-manifest.json did not answer within 5000 ms (Failed to get manifest. #RUNTIME-003)',
    });
    expect(loggedLines()).toHaveLength(1);
  });

  it('given a thrown value that is not an Error, uses it as the reason', () => {
    const result = pluginOnFreshPage().errorLoadRemote?.(failedLoad('onLoad', 'connection refused'));

    expect(result).toMatchObject({ remoteUnavailable: true, reason: 'connection refused' });
    expect(loggedLines()).toEqual([
      expect.stringMatching(/remote "header\/Header" could not be loaded.*Reason: connection refused/),
    ]);
  });
});

describe('given two modules of one remote that fail together', () => {
  it('for the same reason (its manifest), logs one error, under the first module', () => {
    const plugin = pluginOnFreshPage();
    const failure = manifestFailure('manifest http://localhost:3001/mf-manifest.json answered 404');

    const header = plugin.errorLoadRemote?.(failedLoad('onLoad', failure, 'header/Header'));
    const bar = plugin.errorLoadRemote?.(failedLoad('onLoad', failure, 'header/AnnouncementBar'));

    expect(isRemoteUnavailable(header)).toBe(true);
    expect(isRemoteUnavailable(bar)).toBe(true);
    expect(loggedLines()).toEqual([expect.stringContaining('remote "header/Header" could not be loaded')]);
  });

  it('for different reasons, logs each', () => {
    const plugin = pluginOnFreshPage();

    plugin.errorLoadRemote?.(failedLoad('onLoad', new Error('Loading chunk 1 failed.'), 'header/Header'));
    plugin.errorLoadRemote?.(
      failedLoad('onLoad', new Error('Loading chunk 2 failed.'), 'header/AnnouncementBar'),
    );

    expect(loggedLines()).toHaveLength(2);
  });
});

describe('given a failure at an earlier step', () => {
  it.each(['beforeRequest', 'beforeLoadShare', 'afterResolve'] as const)(
    'at %s, leaves it to the runtime and logs nothing',
    (lifecycle) => {
      const result = pluginOnFreshPage().errorLoadRemote?.(failedLoad(lifecycle, new Error('manifest 404')));

      expect(result).toBeUndefined();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );
});
