import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 0, isSubAccount: false };

beforeEach(() => {
  document.cookie = `${loginCookieName}=1; path=/`;
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

async function openAccountMenu() {
  const events = userEvent.setup({ skipHover: true });
  const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Account' });
  await events.click(button);
  const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
  await panel.findByText('UID 10000123');
  return panel;
}

describe('given "Copy UID" was just used', () => {
  it('rests 500 ms before it copies again (header spec section 9)', async () => {
    renderWithChrome(<Header user={user} />);
    const panel = await openAccountMenu();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    jest.useFakeTimers();
    const copy = () => fireEvent.click(panel.getByRole('button', { name: 'Copy UID' }));

    copy();
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(panel.getByRole('status')).toHaveTextContent('Copied successfully');

    copy();
    act(() => jest.advanceTimersByTime(499));
    copy();
    expect(writeText).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1));
    copy();
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith('10000123');
    jest.useRealTimers();
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Copied successfully'));
  });
});
