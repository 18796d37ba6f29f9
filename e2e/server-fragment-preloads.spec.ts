import { remoteOrigins, watchPageErrors } from './page-errors';
import { timeToReactOwned, warmServerPage } from './server-rendered-page';
import { expect, test } from './test';

/*
 * Issue 41, item 3 on the server side: the header's fragment names, in its preload links, every script of
 * the header's origin that its hydration loads (its entry, its exposed chunks, and its own copy of the
 * shared packages the page does not provide), so none of them is asked for only once an earlier one has
 * run; and it names nothing that hydration does not load. The links are low priority: the first paint
 * never waits for hydration's code.
 */

/** The preload links of `part`'s fragment in the composed page: their URLs and their tags as written. */
function fragmentPreloads(html: string, part: string): { href: string; tag: string }[] {
  const links = new RegExp(`<div data-chrome-slot="${part}">((?:<link [^>]*>)*)`).exec(html)?.[1];
  if (links === undefined) throw new Error(`no ${part} fragment in the composed page`);
  return [...links.matchAll(/<link [^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
    tag,
  }));
}

test.describe('given the server-composed demo page (?ssr=1)', () => {
  test('the header fragment preloads exactly the header-origin scripts its hydration loads, at low priority', async ({
    page,
  }) => {
    const html = await warmServerPage(page.request, '/?ssr=1');
    const preloads = fragmentPreloads(html, 'Header');
    expect(preloads.length).toBeGreaterThan(2);
    for (const { tag } of preloads) expect(tag).toContain('fetchpriority="low"');
    // The announcement bar comes from the header's origin too: its own chunk is in its own fragment.
    const barPreloads = fragmentPreloads(html, 'AnnouncementBar').map(({ href }) => href);

    const errors = watchPageErrors(page);
    const started: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(`${remoteOrigins.header}/`))
        started.push({ url: request.url(), at: Date.now() });
    });
    await page.goto('/?ssr=1');
    const hydratedAt = await timeToReactOwned(page, 'Header', 15_000);
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const beforeHydration = [
      ...new Set(started.filter(({ at }) => at - navigationStart <= hydratedAt).map(({ url }) => url)),
    ];

    const preloaded = preloads.map(({ href }) => href);
    expect(beforeHydration.filter((url) => !preloaded.includes(url) && !barPreloads.includes(url))).toEqual(
      [],
    );
    expect(preloaded.filter((url) => !beforeHydration.includes(url))).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });
});
