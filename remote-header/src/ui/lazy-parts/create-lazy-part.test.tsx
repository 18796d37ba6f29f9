import { act, render, screen } from '@testing-library/react';
import { deadlineMs } from '@site-chrome/rules/deadlines';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { createLazyPart } from './create-lazy-part';

function Panel({ part, wanted }: { part: ReturnType<typeof createLazyPart<string>>; wanted: boolean }) {
  const loaded = part.usePart(wanted);
  return <p role="status">{loaded ?? 'closed'}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('fetches the chunk once on interest, and a later panel shows it on its first render', async () => {
  const load = jest.fn(() => Promise.resolve('market panel'));
  const part = createLazyPart(load, 'market panel');

  await act(async () => void (await part.preload()));
  await act(async () => void (await part.preload()));
  render(<Panel part={part} wanted={false} />);

  expect(screen.getByRole('status')).toHaveTextContent('market panel');
  expect(load).toHaveBeenCalledTimes(1);
});

it('a chunk that never answers is given up at the chunk deadline, said once, and the next interest tries again', async () => {
  const consoleError = expectConsoleErrors();
  const load = jest
    .fn<Promise<string>, []>()
    .mockReturnValueOnce(new Promise(() => undefined))
    .mockResolvedValueOnce('drawer');
  const part = createLazyPart(load, 'drawer');
  const { rerender } = render(<Panel part={part} wanted />);

  await act(async () => jest.advanceTimersByTime(deadlineMs.chunk));

  expect(screen.getByRole('status')).toHaveTextContent('closed');
  expect(consoleError.mock.calls).toEqual([
    [
      `[site-chrome] the header's drawer could not be loaded; showing its fallback. Reason: the header's drawer did not answer within ${deadlineMs.chunk} ms`,
    ],
  ]);

  rerender(<Panel part={part} wanted={false} />);
  rerender(<Panel part={part} wanted />);
  await act(async () => undefined);

  expect(screen.getByRole('status')).toHaveTextContent('drawer');
  expect(load).toHaveBeenCalledTimes(2);
});

it('a chunk that fails keeps the part closed with one error, and a hover after it loads it', async () => {
  const consoleError = expectConsoleErrors();
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 42 failed.\n(error: https://cdn/42.js)'))
    .mockResolvedValueOnce('settings');
  const part = createLazyPart(load, 'settings panel');

  await expect(part.preload()).resolves.toEqual({
    status: 'unavailable',
    reason: 'Loading chunk 42 failed. (error: https://cdn/42.js)',
  });
  await expect(part.preload()).resolves.toEqual({ status: 'ready', value: 'settings' });
  expect(consoleError).toHaveBeenCalledTimes(1);
});
