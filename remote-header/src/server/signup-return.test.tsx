/** @jest-environment node */
import { encodeFragmentQuery } from '@site-chrome/runtime/fragments';
import { checkFragmentUrl, renderChromeFragment, type ServerDataCache } from '@site-chrome/server';
import { headerServerParts } from './parts';

const site = 'https://www.exchange.test';

/** Dynamic mode off: the header renders from its props alone, so no data is needed. */
const noData: ServerDataCache = {
  get: () => Promise.reject(new Error('dynamic mode is off: the header asks for nothing')),
  generation: () => 0,
};

/**
 * The server-rendered header's Sign Up `redirect_url` for a fragment URL, as a fragment server answers it:
 * the URL checked (a redirect followed once), then rendered. Undefined when the URL is refused.
 */
async function signupReturnOf(requestUrl: string): Promise<string | undefined> {
  let checked = checkFragmentUrl(requestUrl, headerServerParts);
  if (checked.kind === 'redirect')
    checked = checkFragmentUrl(
      new URL(checked.location, `${site}${requestUrl}`).href.slice(site.length),
      headerServerParts,
    );
  if (checked.kind === 'refuse') return undefined;
  if (checked.kind !== 'render') throw new Error('a redirect led to another redirect');
  const rendered = await renderChromeFragment(checked.part, checked.props, {
    build: 'test-build',
    preloads: [],
    dataCache: noData,
    visitorCountry: checked.country,
  });
  if (!rendered.ok) throw new Error(rendered.message);
  const signup = /href="([^"]*\/signup\?[^"]*)"/.exec(rendered.html)?.[1]?.replaceAll('&amp;', '&');
  if (signup === undefined) throw new Error('no Sign Up link in the header');
  return new URL(signup, site).searchParams.get('redirect_url') ?? undefined;
}

const offSiteAttempts = [
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2E%2E//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/\u3002/evil.example',
  '///evil.example',
];

describe('the server-rendered Sign Up link’s redirect_url', () => {
  it.each(offSiteAttempts)('stays on the site for the path %p, whoever writes the URL', async (attempt) => {
    const urls = [
      // A composer: the codec writes the page's path canonically, or leaves it out.
      `/fragment/Header?${encodeFragmentQuery({ dynamicData: false, path: attempt })}`,
      // A client of its own: the path as it is, escaped, and raw.
      `/fragment/Header?dynamicData=0&path=${encodeURIComponent(attempt)}`,
      `/fragment/Header?dynamicData=0&path=${attempt}`,
    ];
    for (const url of urls) {
      const returnTo = await signupReturnOf(url);
      if (returnTo === undefined) continue; // refused: nothing rendered
      expect(new URL(returnTo, `${site}/somewhere/page`).origin).toBe(site);
      expect(returnTo).toMatch(/^\/(?![/\\])/);
    }
  });

  it('carries the page’s own path, which a plain page keeps', async () => {
    await expect(
      signupReturnOf(
        `/fragment/Header?${encodeFragmentQuery({ dynamicData: false, path: '/trade/BTC_USDT' })}`,
      ),
    ).resolves.toBe('/trade/BTC_USDT');
  });
});
