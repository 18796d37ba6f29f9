import type { loadRemoteModule as LoadRemoteModule } from './load-remote-module';
import type { RemoteUnavailable } from '@site-chrome/runtime/loading';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const mockLoadRemote = jest.fn<Promise<unknown>, [string]>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
}));

/** Each test starts like a fresh page: the loader remembers what it loaded for the page's lifetime. */
async function loadOnFreshPage(): Promise<typeof LoadRemoteModule> {
  let freshLoad: typeof LoadRemoteModule | undefined;
  await jest.isolateModulesAsync(async () => {
    freshLoad = (await import('./load-remote-module')).loadRemoteModule;
  });
  if (!freshLoad) throw new Error('load-remote-module did not load');
  return freshLoad;
}

function HeaderFromRemote() {
  return null;
}

describe('given the remote loads', () => {
  it('resolves ready with the module', async () => {
    const module = { default: HeaderFromRemote };
    mockLoadRemote.mockResolvedValue(module);
    const loadRemoteModule = await loadOnFreshPage();

    await expect(loadRemoteModule('header/Header')).resolves.toEqual({ status: 'ready', value: module });
    expect(mockLoadRemote).toHaveBeenCalledWith('header/Header');
  });

  it('loads each module once, whoever asks first', async () => {
    mockLoadRemote.mockResolvedValue({ default: HeaderFromRemote });
    const loadRemoteModule = await loadOnFreshPage();

    const first = loadRemoteModule('header/Header');
    const second = loadRemoteModule('header/Header');
    await loadRemoteModule('footer/Footer');

    expect(second).toBe(first);
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockLoadRemote.mock.calls.map(([id]) => id)).toEqual(['header/Header', 'footer/Footer']);
  });
});

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
});

describe('given the remote cannot be loaded', () => {
  it('when the fallback plugin turned the failure into RemoteUnavailable, resolves unavailable with its reason', async () => {
    const unavailable: RemoteUnavailable = {
      remoteUnavailable: true,
      id: 'footer/Footer',
      reason: 'Failed to fetch',
    };
    mockLoadRemote.mockResolvedValue(unavailable);
    const loadRemoteModule = await loadOnFreshPage();

    await expect(loadRemoteModule('footer/Footer')).resolves.toEqual({
      status: 'unavailable',
      reason: 'Failed to fetch',
    });
    // The plugin already said so; a second message would only repeat it.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('when loading rejects, resolves unavailable instead of rejecting and logs one error', async () => {
    mockLoadRemote.mockRejectedValue(new Error('ScriptExternalLoadError: remoteEntry.js timed out'));
    const loadRemoteModule = await loadOnFreshPage();

    await expect(loadRemoteModule('search/AggregatedSearch')).resolves.toEqual({
      status: 'unavailable',
      reason: 'ScriptExternalLoadError: remoteEntry.js timed out',
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[site-chrome] remote "search/AggregatedSearch" could not be loaded; showing its fallback. Reason: ScriptExternalLoadError: remoteEntry.js timed out',
    );
  });

  it('when two modules of one remote reject for the same reason, logs it once', async () => {
    mockLoadRemote.mockRejectedValue(new Error('ScriptNetworkError: header/remoteEntry.js timed out'));
    const loadRemoteModule = await loadOnFreshPage();

    await loadRemoteModule('header/Header');
    await loadRemoteModule('header/AnnouncementBar');

    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('remote "header/Header" could not be loaded'),
    ]);
  });

  it('when loading rejects with something that is not an Error, uses it as the reason', async () => {
    mockLoadRemote.mockRejectedValue('offline');
    const loadRemoteModule = await loadOnFreshPage();

    await expect(loadRemoteModule('search/AggregatedSearch')).resolves.toEqual({
      status: 'unavailable',
      reason: 'offline',
    });
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/remote "search\/AggregatedSearch" could not be loaded.*Reason: offline/),
    ]);
  });

  it('when loading resolves to nothing, resolves unavailable and logs one error', async () => {
    mockLoadRemote.mockResolvedValue(undefined);
    const loadRemoteModule = await loadOnFreshPage();

    await expect(loadRemoteModule('header/AnnouncementBar')).resolves.toEqual({
      status: 'unavailable',
      reason: 'header/AnnouncementBar resolved to nothing',
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
