import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deadlineMs } from '@site-chrome/rules/deadlines';
import type { LoadOutcome } from './fallback';
import { useLoad, type UseLoadOptions } from './use-load';

/** A load the test settles by hand; each call to `load` is counted. */
function handLoad() {
  let settle: ((outcome: LoadOutcome<string>) => void) | undefined;
  const load = jest.fn(
    () =>
      new Promise<LoadOutcome<string>>((resolve) => {
        settle = resolve;
      }),
  );
  return {
    load,
    settle: async (outcome: LoadOutcome<string>) => {
      await act(async () => settle?.(outcome));
    },
  };
}

function Shown({
  id = 'part',
  load,
  options,
}: {
  id?: string;
  load: () => Promise<LoadOutcome<string>>;
  options?: UseLoadOptions<string>;
}) {
  const state = useLoad(id, load, options);
  return <p role="status">{state.status === 'ready' ? `ready: ${state.value}` : state.status}</p>;
}

const status = () => screen.getByRole('status');
const ready = (value: string): LoadOutcome<string> => ({ status: 'ready', value });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('loads at once, and shows the value when it comes', async () => {
  const { load, settle } = handLoad();
  render(<Shown load={load} />);
  expect(status()).toHaveTextContent('loading');

  await settle(ready('panel'));

  expect(status()).toHaveTextContent('ready: panel');
  expect(load).toHaveBeenCalledTimes(1);
});

it('waits while not wanted, then loads', async () => {
  const { load, settle } = handLoad();
  const { rerender } = render(<Shown load={load} options={{ wanted: false }} />);
  expect(status()).toHaveTextContent('idle');
  expect(load).not.toHaveBeenCalled();

  rerender(<Shown load={load} options={{ wanted: true }} />);
  expect(status()).toHaveTextContent('loading');
  await settle(ready('drawer'));

  expect(status()).toHaveTextContent('ready: drawer');
});

it('shows a value already in hand on the first render, without loading', () => {
  const { load } = handLoad();
  render(<Shown load={load} options={{ peek: () => 'cached' }} />);
  expect(status()).toHaveTextContent('ready: cached');
  expect(load).not.toHaveBeenCalled();
});

it('shows unavailable for a failed load, and tries again when it is wanted again', async () => {
  const { load, settle } = handLoad();
  const { rerender } = render(<Shown load={load} />);
  await settle({ status: 'unavailable', reason: 'Loading chunk 3 failed.' });
  expect(status()).toHaveTextContent('unavailable');

  rerender(<Shown load={load} options={{ wanted: false }} />);
  rerender(<Shown load={load} options={{ wanted: true }} />);
  await settle(ready('panel'));

  expect(load).toHaveBeenCalledTimes(2);
  expect(status()).toHaveTextContent('ready: panel');
});

it('with whenLate "wait": late at the fallback deadline, then the value replaces the fallback', async () => {
  const { load, settle } = handLoad();
  render(<Shown load={load} options={{ whenLate: 'wait' }} />);

  act(() => jest.advanceTimersByTime(deadlineMs.fallback - 1));
  expect(status()).toHaveTextContent('loading');
  act(() => jest.advanceTimersByTime(1));
  expect(status()).toHaveTextContent('late');

  await settle(ready('header'));
  expect(status()).toHaveTextContent('ready: header');
});

it('with whenLate "give-up": stays late when the value comes after the deadline', async () => {
  const { load, settle } = handLoad();
  render(<Shown load={load} options={{ whenLate: 'give-up' }} />);

  act(() => jest.advanceTimersByTime(deadlineMs.fallback));
  await settle(ready('search'));

  expect(status()).toHaveTextContent('late');
});

it('without whenLate, waits past the fallback deadline quietly', () => {
  const { load } = handLoad();
  render(<Shown load={load} />);
  act(() => jest.advanceTimersByTime(deadlineMs.fallback * 2));
  expect(status()).toHaveTextContent('loading');
});

it('starts over for a new key, and ignores what the old key’s load gives', async () => {
  const first = handLoad();
  const second = handLoad();
  const { rerender } = render(<Shown id="qr BTC" load={first.load} />);

  rerender(<Shown id="qr ETH" load={second.load} />);
  await first.settle(ready('BTC code'));
  expect(status()).toHaveTextContent('loading');

  await second.settle(ready('ETH code'));
  expect(status()).toHaveTextContent('ready: ETH code');
});

it('leaves no timer behind when unmounted while loading', () => {
  const { load } = handLoad();
  const { unmount } = render(<Shown load={load} options={{ whenLate: 'wait' }} />);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

describe('hydrating server markup', () => {
  it('draws what the server drew (it never has a loaded chunk), then the value in hand right after', async () => {
    const inHand: { value?: string } = {};
    const part = () => <Shown load={handLoad().load} options={{ wanted: false, peek: () => inHand.value }} />;
    const html = renderToString(part());
    expect(html).toContain('idle');

    // The browser loaded the chunk earlier (another mount): hydration must still match the server.
    inHand.value = 'loaded';
    document.body.innerHTML = `<div>${html}</div>`;
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(document.body.firstElementChild as HTMLElement, part(), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );

    expect(recoverableErrors).toEqual([]);
    expect(status()).toHaveTextContent('ready: loaded');
    act(() => root.unmount());
  });
});
