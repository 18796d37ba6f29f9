import { act, render } from '@testing-library/react';
import { chromeQueryClient, type ChromeProps } from '@site-chrome/runtime';
import { parseChromeProps } from '@site-chrome/runtime/testing';
import type { ServerPart } from '@site-chrome/server';
import { requestedUrls, resetChromePage, setUpMockApi } from '@site-chrome/dev/testing';
import { headerServerParts } from './parts';

setUpMockApi();

/** Lets the render's effects, lazy parts and requests start and settle (no clock involved). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** The API paths a client render of `part` asks for, with the page cache holding `filled` queries' answers. */
async function requestsOfClientRender(
  part: ServerPart,
  props: ChromeProps,
  fill: boolean,
): Promise<string[]> {
  resetChromePage();
  if (fill) {
    const resolved = parseChromeProps(props, part.name).props;
    await Promise.all(part.serverQueries(resolved).map((query) => chromeQueryClient.fetchQuery(query)));
  }
  requestedUrls.length = 0;
  const { Component } = part;
  const view = render(<Component {...props} />);
  await settle();
  view.unmount();
  return requestedUrls.filter((url) => url.pathname.startsWith('/api')).map((url) => url.pathname);
}

const partNamed = (name: string) => headerServerParts.find((part) => part.name === name) as ServerPart;

const cases: [string, ChromeProps][] = [
  ['a visitor on the main site', {}],
  [
    'a signed-in reader in German on the EU site, dark',
    { site: 'eu', language: 'de', theme: 'dark', user: { uid: '7' } },
  ],
  ['a regional site on the older menu system', { site: 'tr', newMenuMainSiteOnly: true }],
  ['dynamic mode off', { dynamicData: false }],
];

describe.each(['Header', 'AnnouncementBar'])('the %s rendered on the server', (name) => {
  it.each(cases)(
    'lists every query its first render shows, for %s: the browser then asks for none',
    async (_case, props) => {
      const withoutServerData = await requestsOfClientRender(partNamed(name), props, false);
      const withServerData = await requestsOfClientRender(partNamed(name), props, true);

      expect(withServerData).toEqual([]);
      // The check can fail: without the server's answers the same render asks for them (or needs none).
      expect(withoutServerData.length).toBe(
        partNamed(name).serverQueries(parseChromeProps(props, name).props).length,
      );
    },
  );
});
