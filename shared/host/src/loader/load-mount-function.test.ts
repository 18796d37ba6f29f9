import type { LoadOutcome, MountFunction } from '@site-chrome/runtime';
import { loadMountFunction, type LoaderContext } from './load-mount-function';

/*
 * The announcement bar's code is a chunk of its own: the loader's slot has it in hand before it mounts the
 * bar, so the bar hydrates its server markup itself (a lazy wrapper draws nothing while hydrating, and the
 * page showed the server's bar beside the client's). The federation runtime is replaced by the header's
 * mount module as the test hands it out.
 */
// One module object: the loader loads `header/mount` once per page, so each test changes what it holds.
const headerMountModule: Record<string, unknown> = {};

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: (id: string) =>
    id === 'header/mount' ? Promise.resolve(headerMountModule) : Promise.reject(new Error(`no ${id}`)),
}));

const context: LoaderContext = {
  settings: {
    remotes: { header: 'mf-manifest.json', footer: 'mf-manifest.json', search: 'mf-manifest.json' },
    allowedOrigins: [],
  },
  loaderBaseUrl: 'http://localhost:3001/',
  search: '',
};

const mountAnnouncementBar: MountFunction = () => ({ update: () => undefined, unmount: () => undefined });

/** The bar's chunk, arriving when the test says so. */
function barChunk() {
  let settle: (outcome: LoadOutcome<unknown>) => void = () => undefined;
  const loadAnnouncementBar = jest.fn(
    () => new Promise<LoadOutcome<unknown>>((resolve) => (settle = resolve)),
  );
  return { loadAnnouncementBar, settle: (outcome: LoadOutcome<unknown>) => settle(outcome) };
}

it('hands the bar’s mount over only once its chunk is in hand', async () => {
  const chunk = barChunk();
  Object.assign(headerMountModule, { mountAnnouncementBar, loadAnnouncementBar: chunk.loadAnnouncementBar });
  let handed: MountFunction | undefined;
  const loading = loadMountFunction('announcement-bar', context).then((mount) => (handed = mount));

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(chunk.loadAnnouncementBar).toHaveBeenCalledTimes(1);
  expect(handed).toBeUndefined();

  chunk.settle({ status: 'ready', value: () => null });
  await loading;
  expect(handed).toBe(mountAnnouncementBar);
});

it('when the bar’s chunk cannot come, hands nothing over: the server’s bar stays as it is', async () => {
  const chunk = barChunk();
  Object.assign(headerMountModule, { mountAnnouncementBar, loadAnnouncementBar: chunk.loadAnnouncementBar });
  const loading = loadMountFunction('announcement-bar', context);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // loadChunk reported the failure once where it happened; nothing more is said here.
  chunk.settle({ status: 'unavailable', reason: 'chunk 404' });

  await expect(loading).resolves.toBeUndefined();
});

it('mounts the header without waiting on any chunk', async () => {
  const mountHeader: MountFunction = () => ({ update: () => undefined, unmount: () => undefined });
  Object.assign(headerMountModule, { mountHeader });
  await expect(loadMountFunction('header', context)).resolves.toBe(mountHeader);
});
