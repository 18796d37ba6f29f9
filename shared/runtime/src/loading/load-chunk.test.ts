import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { loadChunk } from './load-chunk';
import { provideStaleBuildRecovery } from './stale-build';

const chunkGone = () =>
  Object.assign(
    new Error('Loading chunk 1005 failed.\n(error: https://chrome.example.com/1005.aaaaaaaa.js)'),
    {
      name: 'ChunkLoadError',
      request: 'https://chrome.example.com/1005.aaaaaaaa.js',
    },
  );

afterEach(() => provideStaleBuildRecovery(undefined));

describe('given a lazy chunk that loads', () => {
  it('is ready, and the page is never asked to recover', async () => {
    const recover = jest.fn(() => Promise.resolve(true));
    provideStaleBuildRecovery(recover);

    await expect(loadChunk("the header's market panel", () => Promise.resolve('panel'))).resolves.toEqual({
      status: 'ready',
      value: 'panel',
    });
    expect(recover).not.toHaveBeenCalled();
  });
});

describe('given a chunk of a build the page no longer serves', () => {
  it('hands the failure to the page, and says nothing when the page reloaded the remote', async () => {
    const error = chunkGone();
    const recover = jest.fn(() => Promise.resolve(true));
    provideStaleBuildRecovery(recover);

    const outcome = await loadChunk("the header's market panel", () => Promise.reject(error));

    expect(recover).toHaveBeenCalledWith(error);
    expect(outcome).toEqual({
      status: 'unavailable',
      reason: "the header's market panel belongs to a build that was replaced",
    });
  });

  it('reports the one error as before when the page could not recover', async () => {
    const consoleError = expectConsoleErrors();
    provideStaleBuildRecovery(() => Promise.resolve(false));

    const outcome = await loadChunk("the header's market panel", () => Promise.reject(chunkGone()));

    expect(outcome.status).toBe('unavailable');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      "[site-chrome] the header's market panel could not be loaded; showing its fallback. Reason: Loading chunk 1005 failed. (error: https://chrome.example.com/1005.aaaaaaaa.js)",
    );
  });

  it('reports the one error as before on a page that provides no recovery, or whose recovery throws', async () => {
    const consoleError = expectConsoleErrors();
    await loadChunk("the footer's download dialog", () => Promise.reject(chunkGone()));
    provideStaleBuildRecovery(() => Promise.reject(new Error('broken recovery')));
    await loadChunk("the header's settings", () => Promise.reject(chunkGone()));

    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
