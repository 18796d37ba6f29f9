import type { ServerPart } from '@site-chrome/server';
import { chromeQueryKeys } from '@site-chrome/runtime';
import {
  fixtureCompliance,
  fragmentAnswer,
  hydrationMatrixCases,
  hydrationMatrixCountry,
  setUpHydrationMatrix,
} from '@site-chrome/dev/testing';
import { findSite } from '@site-chrome/rules/sites';
import { chromeBuild } from '../../exposed/footer';
import { footerServerParts } from '../../server/parts';

/*
 * Issue 33's hydration matrix for the footer: rendered by its fragment server, hydrated in the browser, on
 * 11 sub-sites × 14 languages × light/dark × visitor/signed in. A mismatch, a console error, a replaced
 * server node or an API call the server had answered fails the case, and so does a fragment carrying another
 * sub-site's compliance answer (the mock's differ per sub-site: issue 40).
 */
const part = footerServerParts.find((one) => one.name === 'Footer') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);

it.each(hydrationMatrixCases())(
  'Footer, %s: hydrates the server markup as it is',
  async (_name, matrixCase) => {
    const outcome = await hydrate(matrixCase);
    expect(outcome.html).toContain('<footer');
    expect(outcome.recoverableErrors).toEqual([]);
    expect(outcome.consoleErrors).toEqual([]);
    expect(outcome.serverRootKept).toBe(true);
    expect(outcome.browserApiCalls).toEqual([]);
    const { site } = matrixCase;
    expect(
      fragmentAnswer(outcome.html, chromeQueryKeys.compliance({ subWebsiteId: findSite(site)?.id ?? 0 })),
    ).toEqual(fixtureCompliance({ site, country: hydrationMatrixCountry }));
  },
);
