import { act, screen } from '@testing-library/react';
import { chromeStore } from '../store/chrome-store';
import { renderWithChrome, expectConsoleErrors } from '@site-chrome/dev/testing';
import type { ChromeProps } from './chrome-props-schema';
import { useHostProps } from './use-host-props';

/** A stand-in for an exposed component: it reads its props like the real ones do. */
function HostPropsReader(rawProps: ChromeProps) {
  const props = useHostProps(rawProps, 'HostPropsReader');
  return <p>Resolved site {props.site}</p>;
}

describe('given host props', () => {
  it('returns the validated props and puts them into the page store', () => {
    renderWithChrome(
      <HostPropsReader
        site={106}
        language="de"
        theme="dark"
        fiat="eur"
        path="/myaccount/myfunds"
        user={{ uid: 7 }}
      />,
    );

    expect(screen.getByText('Resolved site eu')).toBeInTheDocument();
    expect(chromeStore.getState()).toMatchObject({
      site: 'eu',
      language: 'de',
      theme: 'dark',
      fiat: 'EUR',
      path: '/myaccount/myfunds',
      user: { uid: '7' },
      skinChanged: false,
    });
  });

  it('after a bad theme, puts the default theme into the store and keeps the good fields', () => {
    const consoleError = expectConsoleErrors();
    const { rerender } = renderWithChrome(<HostPropsReader theme="dark" language="en" />);

    rerender(<HostPropsReader theme={'purple' as never} language="ar" />);

    expect(chromeStore.getState()).toMatchObject({ theme: 'light', language: 'ar' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('HostPropsReader: invalid props'));
  });
});

describe('given the user toggled the theme inside the chrome', () => {
  it('a host re-render with the same theme keeps the user\u2019s choice', () => {
    const { rerender } = renderWithChrome(<HostPropsReader theme="light" />);
    act(() => {
      chromeStore.getState().toggleTheme();
    });

    rerender(<HostPropsReader theme="light" />);

    expect(chromeStore.getState().theme).toBe('dark');
  });

  it('a host re-render that changes another field applies that field only', () => {
    const { rerender } = renderWithChrome(<HostPropsReader theme="light" fiat="USD" />);
    act(() => {
      chromeStore.getState().toggleTheme();
    });

    rerender(<HostPropsReader theme="light" fiat="EUR" />);

    expect(chromeStore.getState()).toMatchObject({ theme: 'dark', fiat: 'EUR' });
  });

  it('a host that then changes the theme itself wins', () => {
    const { rerender } = renderWithChrome(<HostPropsReader theme="dark" />);
    act(() => {
      chromeStore.getState().toggleTheme();
    });
    expect(chromeStore.getState().theme).toBe('light');

    rerender(<HostPropsReader theme="light" />);
    expect(chromeStore.getState().theme).toBe('light');

    rerender(<HostPropsReader theme="dark" />);
    expect(chromeStore.getState().theme).toBe('dark');
  });
});

describe('given the user chose a language and fiat inside the chrome', () => {
  it('a host re-render with the same props keeps them', () => {
    const { rerender } = renderWithChrome(<HostPropsReader language="en" fiat="USD" />);
    act(() => {
      chromeStore.getState().setLanguage('ja');
      chromeStore.getState().chooseFiat('JPY');
    });

    rerender(<HostPropsReader language="en" fiat="USD" />);

    expect(chromeStore.getState()).toMatchObject({ language: 'ja', fiat: 'JPY' });
  });
});

// Remotes mount at different times: one mounting late must not undo the theme the user chose.
it('given the user toggled the theme, a remote mounting later with the host theme keeps it', () => {
  const { rerender } = renderWithChrome(<HostPropsReader theme="light" />);
  act(() => {
    chromeStore.getState().toggleTheme();
  });

  rerender(
    <>
      <HostPropsReader theme="light" />
      <HostPropsReader theme="light" />
    </>,
  );

  expect(chromeStore.getState().theme).toBe('dark');
});
