import { act, screen } from '@testing-library/react';
import { ChromeProviders, chromeStore } from '@site-chrome/runtime';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { createRef } from 'react';
import { SideSheet } from './side-sheet';

describe('SideSheet', () => {
  // A portal is outside the chrome's root: the sheet (the Menu drawer, the phone settings) says its language
  // itself, for screen readers, for the shapes of Han characters and for Korean line breaks.
  it.each([
    ['ja', 'ltr'],
    ['ar', 'rtl'],
  ] as const)('in %s, the sheet carries the page language and its direction (%s)', (language, direction) => {
    renderWithChrome(
      <ChromeProviders>
        <SideSheet open onOpenChange={jest.fn()} title="Menu" closeLabel="Close" returnFocusRef={createRef()}>
          <p>Contents</p>
        </SideSheet>
      </ChromeProviders>,
    );
    act(() => chromeStore.setState({ language }));

    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('lang', language);
    expect(sheet).toHaveAttribute('dir', direction);
  });
});
