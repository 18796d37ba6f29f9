import { isRemoteUnavailable } from '../remote-unavailable';
import remoteFallbackPlugin from './remote-fallback-plugin';
import { expectConsoleErrors } from '../../testing/console-errors';

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>
>[0];

function failedLoad(lifecycle: ErrorLoadRemoteArgs['lifecycle'], error: unknown): ErrorLoadRemoteArgs {
  return {
    id: 'header/Header',
    error,
    lifecycle,
    from: 'runtime',
    origin: {} as ErrorLoadRemoteArgs['origin'],
  };
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
});

describe('given a remote that failed at its final load step', () => {
  it('resolves to RemoteUnavailable with the first line of the reason and logs one error', () => {
    const plugin = remoteFallbackPlugin();

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
      reason: 'Loading script failed.',
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('remote "header/Header" could not be loaded'),
    );
  });

  it('given a thrown value that is not an Error, uses it as the reason', () => {
    const result = remoteFallbackPlugin().errorLoadRemote?.(failedLoad('onLoad', 'connection refused'));

    expect(result).toMatchObject({ remoteUnavailable: true, reason: 'connection refused' });
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/remote "header\/Header" could not be loaded.*Reason: connection refused/),
    ]);
  });
});

describe('given a failure at an earlier step', () => {
  it.each(['beforeRequest', 'beforeLoadShare', 'afterResolve'] as const)(
    'at %s, leaves it to the runtime and logs nothing',
    (lifecycle) => {
      const result = remoteFallbackPlugin().errorLoadRemote?.(
        failedLoad(lifecycle, new Error('manifest 404')),
      );

      expect(result).toBeUndefined();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );
});
