/** @jest-environment node */
import { isDeepStrictEqual } from 'node:util';
import { chromeQueryKeys } from '@site-chrome/runtime';
import {
  fixtureCompliance,
  fragmentAnswer,
  isolationCaseName,
  setUpIsolationMatrix,
  type IsolatedFragment,
} from '@site-chrome/dev/testing';
import { findSite, siteKeys } from '@site-chrome/rules/sites';
import { footerServerParts } from '../../server/parts';

/*
 * Issue 40's isolation matrix for the footer origin: the Footer on 11 sub-sites × 14 languages × 3 visitor
 * countries, rendered at the same time through one data cache, as one fragment server renders them. Each
 * fragment must carry exactly its own sub-site's, language's and country's answers (footer menu, common data
 * with its landing country, compliance); the mock's differ per sub-site and per country, so a mix shows.
 */
const renderMatrix = setUpIsolationMatrix();
const [footer] = footerServerParts;
const matrixTimeoutMs = 60_000;

const failing = (fragments: IsolatedFragment[], holds: (fragment: IsolatedFragment) => boolean) =>
  fragments.filter((fragment) => !holds(fragment)).map((fragment) => isolationCaseName(fragment.matrixCase));

describe('the Footer, 462 cases through one data cache', () => {
  let fragments: IsolatedFragment[] = [];
  beforeAll(async () => {
    if (!footer) throw new Error('the footer origin renders no Footer');
    fragments = await renderMatrix(footer, { propsOf: ({ site, language }) => ({ site, language }) });
  }, matrixTimeoutMs);

  it('carries in every fragment exactly the answers a cache of its own case gets', () => {
    expect(fragments).toHaveLength(siteKeys.length * 14 * 3);
    expect(failing(fragments, ({ carried, own }) => isDeepStrictEqual(carried, own))).toEqual([]);
  });

  it('carries its own sub-site’s and country’s compliance answer, as the mock’s fixtures give it', () => {
    const complianceOf = (fragment: IsolatedFragment) =>
      fragmentAnswer(
        fragment.html,
        chromeQueryKeys.compliance({ subWebsiteId: findSite(fragment.matrixCase.site)?.id ?? 0 }),
      );
    expect(
      failing(fragments, (fragment) =>
        isDeepStrictEqual(complianceOf(fragment), fixtureCompliance(fragment.matrixCase)),
      ),
    ).toEqual([]);
  });

  it('carries its own visitor’s landing country in common data (none for the unknown country)', () => {
    const landingOf = (fragment: IsolatedFragment) =>
      (
        fragmentAnswer(
          fragment.html,
          chromeQueryKeys.commonData({
            language: fragment.matrixCase.language,
            subWebsiteId: findSite(fragment.matrixCase.site)?.id ?? 0,
          }),
        ) as { userLandingPageCountry?: string } | undefined
      )?.userLandingPageCountry;
    expect(
      failing(fragments, (fragment) => {
        const { country } = fragment.matrixCase;
        return landingOf(fragment) === (country === 'XX' ? '' : country);
      }),
    ).toEqual([]);
  });
});
