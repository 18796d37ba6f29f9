/*
 * Expected console errors, asserted. A test that expects an error takes console.error over with
 * `expectConsoleErrors()` and asserts on the spy it returns; jest.setup.ts then fails the test if the spy
 * caught errors that the test never looked at (never passed to `expect`, never read `.mock`). So a
 * file-wide spy cannot swallow an error that one of its tests did not expect.
 */

interface TrackedSpy {
  spy: jest.SpyInstance;
  read: boolean;
}

// On globalThis: jest.setup.ts and the tests may reach this file by different module paths.
const trackedKey = Symbol.for('site-chrome.expected-console-errors');
type GlobalWithTracked = typeof globalThis & { [trackedKey]?: TrackedSpy[] };

function tracked(): TrackedSpy[] {
  const page = globalThis as GlobalWithTracked;
  return (page[trackedKey] ??= []);
}

/** Quiets console.error for the current test and returns the spy to assert on (see the file comment). */
export function expectConsoleErrors(): jest.SpyInstance {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const entry: TrackedSpy = { spy, read: false };
  tracked().push(entry);
  // The spy is handed out behind a proxy that notes any look at its calls: `expect(spy)...` reads `.mock`.
  return new Proxy(spy, {
    get(target, property, receiver) {
      if (property === 'mock') entry.read = true;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** For jest.setup.ts, after each test: the errors caught by spies the test never checked; then forgets the spies. */
export function takeUncheckedConsoleErrors(): unknown[][] {
  const unchecked = tracked()
    .filter((entry) => !entry.read)
    .flatMap((entry) => entry.spy.mock.calls as unknown[][]);
  tracked().length = 0;
  return unchecked;
}
