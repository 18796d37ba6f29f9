import { act } from '@testing-library/react';
import type { ChromeProps } from '@site-chrome/runtime';
import { renderOnServerThenHydrate, setUpMockApi } from '@site-chrome/dev/testing';
import { FooterLayout } from '../app/footer-layout';

/*
 * Issue 33: the footer's first render is a function of the props in the store, the query cache and the
 * language only. Each case renders on the "server", then hydrates in a browser whose storage, cookies, clock
 * (the next year), address (a tracking query) and media queries (a phone's) differ from the server's.
 */
setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 2, isSubAccount: false };

const cases: [name: string, props: ChromeProps][] = [
  ['main site, English, light, a visitor', {}],
  ['EU, German, dark, signed in', { site: 'eu', language: 'de', theme: 'dark', user }],
  ['UAE, Arabic (right to left), light, a visitor', { site: 'ae', language: 'ar' }],
  ['Japan, Japanese, dark, signed in', { site: 'jp', language: 'ja', theme: 'dark', user }],
  ['US, English, light, a visitor', { site: 'us' }],
];

describe.each(cases)('on %s', (_name, props) => {
  it('the footer hydrates the server markup without a mismatch, then takes the browser values', async () => {
    const outcome = await renderOnServerThenHydrate({
      props,
      render: (resolved) => <FooterLayout props={resolved} />,
    });
    try {
      expect(outcome.html).toContain('<footer');
      // The year of the server's render day, though the browser's clock is in the next year.
      expect(outcome.html).toContain('2026');
      expect(outcome.html).not.toContain('utm_source');
      expect(outcome.recoverableErrors).toEqual([]);
      // Right after hydration: the reader's year, and the page's tracking query on the links.
      await act(async () => undefined);
      expect(outcome.container.textContent).toContain('2027');
      expect(outcome.container.innerHTML).toContain('utm_source=newsletter');
    } finally {
      outcome.unmount();
    }
  });
});
