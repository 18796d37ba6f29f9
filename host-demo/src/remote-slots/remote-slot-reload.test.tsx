import { ChromeProviders, type ChromeProps } from '@site-chrome/runtime';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { resetChromePage } from '@site-chrome/dev/testing';
import { RemoteSlot } from './remote-slot';

/*
 * A deploy landed while the page was open and the page reloaded the header's current build
 * (docs/decisions/stale-build-recovery.md): the slot draws the new build's module in place of the old one.
 * `@site-chrome/host` is replaced by a page whose header the test reloads by hand.
 */
const mounts: string[] = [];

function headerOfBuild(build: string) {
  return function Header({ theme }: ChromeProps) {
    useEffect(() => {
      mounts.push(build);
    }, []);
    return <header data-theme={theme}>header of build {build}</header>;
  };
}

const mockPage = {
  module: { default: headerOfBuild('N') },
  generation: 0,
  listeners: new Set<() => void>(),
};

jest.mock('@site-chrome/host', () => ({
  loadRemoteModule: () => Promise.resolve({ status: 'ready', value: mockPage.module }),
  peekRemoteModule: () => mockPage.module,
  remoteGeneration: () => mockPage.generation,
  subscribeToRemoteReloads: (_remote: string, listener: () => void) => {
    mockPage.listeners.add(listener);
    return () => mockPage.listeners.delete(listener);
  },
}));

const props: ChromeProps = { theme: 'dark', language: 'en', path: '/' };

it('given the header was reloaded from build N+1, draws N+1 in its place without a blank step', async () => {
  resetChromePage();
  const { container } = render(
    <ChromeProviders>
      <RemoteSlot id="header/Header" props={props} reservedHeight="65px" fallback={<p>fallback</p>} />
    </ChromeProviders>,
  );
  expect(await screen.findByRole('banner')).toHaveTextContent('header of build N');

  act(() => {
    mockPage.module = { default: headerOfBuild('N+1') };
    mockPage.generation = 1;
    for (const listener of mockPage.listeners) listener();
  });

  // Drawn in the same render as the announcement: the new module was loaded before it, so no loading step.
  expect(screen.getByRole('banner')).toHaveTextContent('header of build N+1');
  expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  expect(container.querySelector('[data-remote-slot]')).toHaveAttribute('data-remote-status', 'ready');
  expect(mounts).toEqual(['N', 'N+1']);
});
