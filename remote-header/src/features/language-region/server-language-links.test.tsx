/** @jest-environment node */
import { renderChromeFragment, type ServerDataCache } from '@site-chrome/server';
import { headerServerParts } from '../../server/parts';

/** Dynamic mode off: the header draws the site defaults' language list, so no data is needed. */
const noData: ServerDataCache = {
  get: () => Promise.reject(new Error('dynamic mode is off: the header asks for nothing')),
  generation: () => 0,
};

const headerPart = headerServerParts.find((part) => part.name === 'Header')!;

/** The server-rendered language links (the list before hydration), as hreflang -> href. */
async function serverLanguageLinks(props: Record<string, unknown>): Promise<Record<string, string>> {
  const rendered = await renderChromeFragment(
    headerPart,
    { dynamicData: false, ...props },
    { build: 'test-build', preloads: [], dataCache: noData, visitorCountry: '' },
  );
  if (!rendered.ok) throw new Error(rendered.message);
  const links: Record<string, string> = {};
  for (const [anchor] of rendered.html.matchAll(/<a [^>]*hrefLang="[^"]+"[^>]*>/gi)) {
    const language = /hrefLang="([^"]+)"/i.exec(anchor)?.[1] ?? '';
    links[language] = (/href="([^"]*)"/.exec(anchor)?.[1] ?? '').replaceAll('&amp;', '&');
  }
  return links;
}

describe('the server-rendered language links (header spec section 2, language URLs)', () => {
  it.each([
    [
      'main',
      'en',
      '/trade/BTC_USDT',
      { en: '/trade/BTC_USDT', de: '/de/trade/BTC_USDT', tr: '/tr/trade/BTC_USDT' },
    ],
    [
      'tr',
      'tr',
      '/trade/BTC_TRY',
      { en: '/trade/BTC_TRY', tr: '/tr/trade/BTC_TRY', ja: '/ja/trade/BTC_TRY' },
    ],
    [
      'jp',
      'ja',
      '/trade/BTC_JPY',
      { en: '/trade/BTC_JPY', ja: '/ja/trade/BTC_JPY', tr: '/tr/trade/BTC_JPY' },
    ],
  ])(
    'on the %s site in %s at %s, English adds nothing and the others /{lang}',
    async (site, language, path, expected) => {
      const links = await serverLanguageLinks({ site, language, path });

      expect(links).toMatchObject(expected);
      // Every language the list offers is there, English once, without a segment.
      expect(Object.values(links).filter((href) => href === path)).toEqual([path]);
    },
  );
});
